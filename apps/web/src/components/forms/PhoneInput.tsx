import { TextInput, type TextInputProps } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A phone number with its country code; the phone's number keypad opens. */
export function PhoneInput(props: TextInputProps) {
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
    />
  );
}
