import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useFieldProps } from '../../../lib/formProps';
import { phoneProblem, tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useRequestResetCode } from '../api/resetPassword';

/** Step 1 of a reset: a code is sent by SMS. The answer is the same whether or not the phone has an account. */
export function ForgotPasswordForm({ initialPhone, onSent }: { initialPhone: string; onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestResetCode();
  const form = useForm({ initialValues: { phone: initialPhone }, validate: { phone: (value: string) => phoneProblem(value) } });
  const field = useFieldProps(form);

  const submit = form.onSubmit(({ phone }) => {
    const phoneNumber = tidyPhone(phone);
    // The server writes the SMS itself, in the account's language.
    request.mutate({ phoneNumber }, {
      onSuccess: () => onSent(phoneNumber),
      onError: (error) => applyServerErrors(form, error, (path) => (path === 'phoneNumber' ? 'phone' : undefined)),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('auth.forgot.intro')}</Text>
        <PhoneInput required {...field('phone')} />
        <FormFooter error={request.error} busy={request.isPending} labelKey="auth.forgot.submit" />
      </Stack>
    </form>
  );
}
