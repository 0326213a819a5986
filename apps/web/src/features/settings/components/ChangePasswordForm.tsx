import { PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { NewPasswordInput } from '../../../components/forms/NewPasswordInput';
import { openSuccessPopup } from '../../../components/popups/SuccessPopup';
import { ApiError } from '../../../lib/api';
import { useFieldProps } from '../../../lib/formProps';
import { newPasswordProblem, repeatProblem } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useChangePassword } from '../api/changePassword';

/** The current password, then the new one twice. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', repeat: '' },
    validate: {
      current_password: (value: string) => (value ? null : 'forms.passwordRequired'),
      new_password: newPasswordProblem,
      repeat: (value: string, values: { new_password: string }) => repeatProblem(value, values.new_password),
    },
  });
  const field = useFieldProps(form);
  const toggle = { 'aria-label': t('auth.showPassword') };

  const submit = form.onSubmit((values) => {
    change.mutate(
      { current_password: values.current_password, new_password: values.new_password },
      {
        onSuccess: () => {
          form.reset();
          void openSuccessPopup('settings.passwordChanged');
        },
        onError: (error) => {
          applyServerErrors(form, error);
          if (error instanceof ApiError && error.fields.current_password === 'incorrect') form.setFieldError('current_password', 'settings.currentPasswordWrong');
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput label={t('settings.currentPassword')} autoComplete="current-password" required visibilityToggleButtonProps={toggle} {...field('current_password')} />
        <NewPasswordInput required {...field('new_password')} />
        <PasswordInput label={t('forms.repeatPassword')} autoComplete="new-password" required visibilityToggleButtonProps={toggle} {...field('repeat')} />
        <FormFooter error={change.error} busy={change.isPending} labelKey="settings.changePassword" />
      </Stack>
    </form>
  );
}
