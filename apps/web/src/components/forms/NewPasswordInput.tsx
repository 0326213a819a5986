import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A new password with the rule written under it, so nobody has to guess it. */
export function NewPasswordInput(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('forms.newPassword')}
      description={t('forms.passwordRule')}
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
      {...props}
    />
  );
}
