import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { useFieldProps } from '../../../lib/formProps';
import { optionalTextProblem } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useFarmerSignup } from '../api/farmerSignup';
import { AccountFields, accountBody, accountRules, EMPTY_ACCOUNT, type AccountValues } from './AccountFields';
import { rememberSignupPassword } from '../pendingSignup';
import { currentLanguage } from './SignupSuccess';

interface Values extends AccountValues {
  parent_name: string;
}

/**
 * A farmer signs up with a login (spec §7 POST /user/v1/farmers/ with createUser true). The account is made
 * once the phone is confirmed with the code the server sends (`onSent`, then the verify view).
 */
export function FarmerSignupForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const signup = useFarmerSignup();
  const form = useForm<Values>({
    initialValues: { ...EMPTY_ACCOUNT, parent_name: '' },
    validate: { ...accountRules, parent_name: (value) => optionalTextProblem(value, 200) },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const { email: _email, ...user } = accountBody(values);
    const body = { user: { ...user, language: currentLanguage() }, createUser: true, parent_name: values.parent_name.trim() || null };
    signup.mutate(body, {
      onSuccess: (answer) => {
        rememberSignupPassword(answer.phone, values.password);
        onSent(answer.phone);
      },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <AccountFields
          field={field}
          afterNames={<TextInput label={t('forms.parentName')} description={t('forms.parentNameHint')} {...field('parent_name')} />}
        />
        <FormFooter error={signup.error} busy={signup.isPending} labelKey="auth.signup.submitFarmer" />
      </Stack>
    </form>
  );
}
