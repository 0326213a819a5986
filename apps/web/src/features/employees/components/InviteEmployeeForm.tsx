import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useCompany } from '../../../lib/company';
import { useFieldProps } from '../../../lib/formProps';
import { emailProblem, optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { invitationMessage } from '../../../lib/invitationMessage';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSession } from '../../../lib/session';
import { useInviteEmployee } from '../api/inviteEmployee';

/** Invites another service provider of the company by SMS (spec §7 POST /user/v1/service-provider-invite/). */
export function InviteEmployeeForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const company = useCompany();
  const invite = useInviteEmployee();
  const form = useForm({
    initialValues: { phone: '', first_name: '', last_name: '', email: '' },
    validate: {
      phone: (value: string) => phoneProblem(value),
      first_name: (value: string) => optionalTextProblem(value, 100),
      last_name: (value: string) => optionalTextProblem(value, 100),
      email: (value: string) => emailProblem(value),
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const phone = tidyPhone(values.phone);
    const body = {
      phone,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim() || null,
      ...invitationMessage(t, company.data?.name ?? ''),
      ...(user ? { user_id: user.id } : {}),
    };
    invite.mutate(body, { onSuccess: () => onSent(phone), onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PhoneInput required {...field('phone')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('forms.firstNameOptional')} autoComplete="off" {...field('first_name')} />
          <TextInput label={t('forms.lastNameOptional')} autoComplete="off" {...field('last_name')} />
        </SimpleGrid>
        <TextInput label={t('forms.emailOptional')} type="email" inputMode="email" autoComplete="off" {...field('email')} />
        <FormError error={invite.error} />
        <Button type="submit" fullWidth loading={invite.isPending}>
          {t('invitations.send')}
        </Button>
      </Stack>
    </form>
  );
}
