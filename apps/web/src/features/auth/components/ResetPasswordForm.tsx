import { Alert, Anchor, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFooter } from '../../../components/forms/FormFooter';
import { NewPasswordInput } from '../../../components/forms/NewPasswordInput';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFieldProps } from '../../../lib/formProps';
import { newPasswordProblem, phoneProblem, repeatProblem, tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSetNewPassword } from '../api/resetPassword';
import { authHref } from '../views';

const codeProblem = (value: string) => (!value.trim() ? 'forms.codeRequired' : /^\d{6}$/.test(value.replace(/\s/g, '')) ? null : 'forms.resetCodeInvalid');

/** Step 2 of a reset: the 6-digit code from the SMS and the new password. */
export function ResetPasswordForm({ initialPhone, onDone }: { initialPhone: string; onDone: (phone: string) => void }) {
  const { t } = useTranslation();
  const setPassword = useSetNewPassword();
  const form = useForm({
    initialValues: { phone: initialPhone, code: '', password: '', repeat: '' },
    validate: {
      phone: (value: string) => phoneProblem(value),
      code: codeProblem,
      password: newPasswordProblem,
      repeat: (value: string, values: { password: string }) => repeatProblem(value, values.password),
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const phone = tidyPhone(values.phone);
    setPassword.mutate(
      { phone, code: values.code.replace(/\s/g, ''), password: values.password },
      { onSuccess: () => onDone(phone), onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {initialPhone && (
          <Alert color="cyan" icon={<IconMessage size={20} />} role="status">
            {t('auth.reset.sent')}
          </Alert>
        )}
        <PhoneInput required {...field('phone')} />
        <TextInput
          label={t('auth.reset.code')}
          description={t('auth.reset.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          {...field('code')}
        />
        <NewPasswordInput required {...field('password')} />
        <PasswordInput
          label={t('forms.repeatPassword')}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
          {...field('repeat')}
        />
        <FormFooter error={setPassword.error} busy={setPassword.isPending} labelKey="auth.reset.submit" />
        <Anchor component={Link} to={authHref('forgot', initialPhone ? { phone: initialPhone } : {})} size="sm" ta="center">
          {t('auth.reset.again')}
        </Anchor>
      </Stack>
    </form>
  );
}
