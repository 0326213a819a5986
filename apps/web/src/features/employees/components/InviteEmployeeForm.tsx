import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/forms/FormFooter';
import { InvitationTextError, InviteeFields, inviteeRules, useInvitationBody } from '../../../components/forms/InviteeFields';
import { useFieldProps } from '../../../lib/formProps';
import { emailProblem } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useInviteEmployee } from '../api/inviteEmployee';

/** Invites another service provider of the company by SMS (spec §7 POST /user/v1/service-provider-invite/). */
export function InviteEmployeeForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const invitation = useInvitationBody();
  const invite = useInviteEmployee();
  const form = useForm({
    initialValues: { phone: '', first_name: '', last_name: '', email: '' },
    validate: { ...inviteeRules, email: (value: string) => emailProblem(value) },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = { ...invitation(values), email: values.email.trim() || null };
    invite.mutate(body, { onSuccess: () => onSent(body.phone), onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <InviteeFields field={field} />
        <TextInput label={t('forms.emailOptional')} type="email" inputMode="email" autoComplete="off" {...field('email')} />
        <InvitationTextError error={invite.error} />
        <FormFooter error={invite.error} busy={invite.isPending} labelKey="invitations.send" />
      </Stack>
    </form>
  );
}
