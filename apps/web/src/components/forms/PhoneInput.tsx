import { TextInput, type TextInputProps } from '@mantine/core';
import { IconLock, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A phone number with its country code; the phone's number keypad opens. Read-only, it looks it: a
 * filled grey box with a lock and no text cursor (the caller's description says why it cannot change).
 */
export function PhoneInput({ readOnly = false, ...props }: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('forms.phone')}
      description={t('forms.phoneHint')}
      placeholder="+234 803 000 0001"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      leftSection={<IconPhone size={18} aria-hidden />}
      {...props}
      readOnly={readOnly}
      {...(readOnly
        ? {
            variant: 'filled',
            rightSection: <IconLock size={18} aria-hidden data-read-only-lock />,
            styles: { input: { cursor: 'default', color: 'var(--mantine-color-text)' } },
          }
        : {})}
    />
  );
}
