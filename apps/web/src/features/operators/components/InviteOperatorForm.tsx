import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../../components/forms/FormFooter';
import { InvitationTextError, InviteeFields, inviteeRules, useInvitationBody, type InviteeValues } from '../../../components/forms/InviteeFields';
import { useFieldProps } from '../../../lib/formProps';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useInviteOperator } from '../api/inviteOperator';
import { RoomPicker } from './RoomPicker';

interface Values extends InviteeValues {
  cooling_units: number[];
}

/** Invites an operator by SMS, with the rooms they will run (spec §7 POST /user/v1/operator-invite/). */
export function InviteOperatorForm({ onSent }: { onSent: (phone: string) => void }) {
  const invitation = useInvitationBody();
  const invite = useInviteOperator();
  const form = useForm<Values>({
    initialValues: { phone: '', first_name: '', last_name: '', cooling_units: [] },
    validate: inviteeRules,
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = { ...invitation(values), cooling_units: values.cooling_units };
    invite.mutate(body, { onSuccess: () => onSent(body.phone), onError: (error) => applyServerErrors(form, error) });
  });

  const rooms = field('cooling_units');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <InviteeFields field={field} />
        <RoomPicker
          value={form.values.cooling_units}
          onChange={(ids) => form.setFieldValue('cooling_units', ids)}
          error={rooms.error as string | undefined}
        />
        <InvitationTextError error={invite.error} />
        <FormFooter error={invite.error} busy={invite.isPending} labelKey="invitations.send" />
      </Stack>
    </form>
  );
}
