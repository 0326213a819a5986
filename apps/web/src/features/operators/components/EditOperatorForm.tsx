import type { Operator } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ContactFields, contactRules, type ContactValues } from '../../../components/forms/ContactFields';
import { FormFooter } from '../../../components/forms/FormFooter';
import { showToast } from '../../../components/toast';
import { useFieldProps } from '../../../lib/formProps';
import { tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useUpdateOperator } from '../api/updateOperator';
import { RoomPicker } from './RoomPicker';

interface Values extends ContactValues {
  cooling_units: number[];
}

/** Name, contact and rooms of an operator; saved with PUT /user/v1/users/{id}/. */
export function EditOperatorForm({ operator }: { operator: Operator }) {
  const update = useUpdateOperator();
  const form = useForm<Values>({
    initialValues: {
      first_name: operator.firstName,
      last_name: operator.lastName,
      phone: operator.phone ?? '',
      email: operator.email ?? '',
      gender: operator.gender,
      cooling_units: operator.cooling_units,
    },
    validate: contactRules,
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      phone: tidyPhone(values.phone),
      email: values.email.trim() || null,
      gender: (values.gender || null) as Operator['gender'],
      cooling_units: values.cooling_units,
    };
    update.mutate(
      { userId: operator.userId, body },
      {
        onSuccess: () => {
          form.resetDirty();
          showToast('shared.saved', 'success');
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ContactFields field={field} />
        <RoomPicker
          value={form.values.cooling_units}
          onChange={(ids) => form.setFieldValue('cooling_units', ids)}
          error={field('cooling_units').error as string | undefined}
        />
        <FormFooter error={update.error} busy={update.isPending} />
      </Stack>
    </form>
  );
}
