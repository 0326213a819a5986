import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { useCompany } from '../../../lib/company';
import { useFieldProps } from '../../../lib/formProps';
import { optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { invitationMessage } from '../../../lib/invitationMessage';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useSession } from '../../../lib/session';
import { useInviteOperator } from '../api/inviteOperator';
import { RoomPicker } from './RoomPicker';

interface Values {
  phone: string;
  first_name: string;
  last_name: string;
  cooling_units: number[];
}

/** Invites an operator by SMS, with the rooms they will run (spec §7 POST /user/v1/operator-invite/). */
export function InviteOperatorForm({ onSent }: { onSent: (phone: string) => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const company = useCompany();
  const invite = useInviteOperator();
  const form = useForm<Values>({
    initialValues: { phone: '', first_name: '', last_name: '', cooling_units: [] },
    validate: {
      phone: (value) => phoneProblem(value),
      first_name: (value) => optionalTextProblem(value, 100),
      last_name: (value) => optionalTextProblem(value, 100),
    },
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const phone = tidyPhone(values.phone);
    const body = {
      phone,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      cooling_units: values.cooling_units,
      ...invitationMessage(t, company.data?.name ?? ''),
      ...(user ? { user_id: user.id } : {}),
    };
    invite.mutate(body, { onSuccess: () => onSent(phone), onError: (error) => applyServerErrors(form, error) });
  });

  const rooms = field('cooling_units');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PhoneInput required {...field('phone')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('forms.firstNameOptional')} autoComplete="off" {...field('first_name')} />
          <TextInput label={t('forms.lastNameOptional')} autoComplete="off" {...field('last_name')} />
        </SimpleGrid>
        <RoomPicker
          value={form.values.cooling_units}
          onChange={(ids) => form.setFieldValue('cooling_units', ids)}
          error={rooms.error as string | undefined}
        />
        <FormError error={invite.error} />
        <Button type="submit" fullWidth loading={invite.isPending}>
          {t('invitations.send')}
        </Button>
      </Stack>
    </form>
  );
}
