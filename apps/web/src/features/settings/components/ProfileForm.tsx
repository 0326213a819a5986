import type { Role, UserDetail } from '@coldroom/contract';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { GenderSelect } from '../../../components/forms/GenderSelect';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { showToast } from '../../../components/toast';
import { useFieldProps } from '../../../lib/formProps';
import { emailProblem, nameProblem, optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useUpdateAccount } from '../api/updateAccount';

interface Values {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  gender: string | null;
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
      first_name: (value) => nameProblem(value),
      last_name: (value) => nameProblem(value),
      // A service provider may log in by email instead of phone.
      phone: (value, values) => phoneProblem(value, !(isProvider && values.email.trim())),
      email: (value) => emailProblem(value),
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('forms.firstName')} autoComplete="given-name" required {...field('first_name')} />
          <TextInput label={t('forms.lastName')} autoComplete="family-name" required {...field('last_name')} />
        </SimpleGrid>
        {isFarmer && <TextInput label={t('forms.parentName')} description={t('forms.parentNameHint')} {...field('parent_name')} />}
        <PhoneInput required={!isProvider} {...field('phone')} />
        <TextInput label={t('forms.emailOptional')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <GenderSelect {...field('gender')} />
        <FormError error={update.error} />
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('shared.save')}
        </Button>
      </Stack>
    </form>
  );
}
