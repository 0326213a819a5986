import type { Role, UserDetail } from '@coldroom/contract';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ContactFields, contactRules, type ContactValues } from '../../../components/forms/ContactFields';
import { FormFooter } from '../../../components/forms/FormFooter';
import { showToast } from '../../../components/toast';
import { useFieldProps } from '../../../lib/formProps';
import { optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useUpdateAccount } from '../api/updateAccount';

interface Values extends ContactValues {
  parent_name: string;
}

/** One's own names, phone, email and gender. Operators and farmers log in with their phone, so it stays required. */
export function ProfileForm({ account, role }: { account: UserDetail; role: Role | null }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const isFarmer = role === 'Farmer';
  const isProvider = role === 'Service Provider';
  const form = useForm<Values>({
    initialValues: {
      first_name: account.first_name,
      last_name: account.last_name,
      phone: account.phone ?? '',
      email: account.email ?? '',
      gender: account.gender,
      parent_name: account.parent_name ?? '',
    },
    validate: {
      ...contactRules,
      // A service provider may log in by email instead of phone.
      phone: (value, values) => phoneProblem(value, !(isProvider && values.email.trim())),
      parent_name: (value) => optionalTextProblem(value, 200),
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: values.phone.trim() ? tidyPhone(values.phone) : '',
      email: values.email.trim() || null,
      gender: (values.gender || null) as UserDetail['gender'],
      ...(isFarmer ? { parent_name: values.parent_name.trim() || null } : {}),
    };
    update.mutate(
      { id: account.id, body },
      { onSuccess: () => showToast('shared.saved', 'success'), onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ContactFields field={field} own phoneRequired={!isProvider}>
          {isFarmer && <TextInput label={t('forms.parentName')} description={t('forms.parentNameHint')} {...field('parent_name')} />}
        </ContactFields>
        <FormFooter error={update.error} busy={update.isPending} />
      </Stack>
    </form>
  );
}
