import type { Farmer } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../../components/forms/FormFooter';
import { showToast } from '../../../components/toast';
import { useFieldProps } from '../../../lib/formProps';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useUpdateFarmer } from '../api/updateFarmer';
import { FarmerFields, farmerBody, farmerRules, type FarmerValues } from './FarmerFields';

/** Edits a farmer; the phone of a farmer with their own login stays theirs to change. */
export function EditFarmerForm({ farmer }: { farmer: Farmer }) {
  const update = useUpdateFarmer();
  const form = useForm<FarmerValues>({
    initialValues: {
      first_name: farmer.firstName,
      last_name: farmer.lastName,
      parent_name: farmer.parentName ?? '',
      phone: farmer.phone ?? '',
      gender: farmer.gender,
      language: farmer.language,
      country: farmer.country,
    },
    validate: farmerRules,
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const { phone, ...rest } = farmerBody(values);
    const body = { ...rest, parent_name: values.parent_name.trim() || null, ...(farmer.canLogIn ? {} : { phone }) };
    update.mutate(
      { id: farmer.id, body },
      { onSuccess: () => showToast('shared.saved', 'success'), onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FarmerFields field={field} phoneLocked={farmer.canLogIn} />
        <FormFooter error={update.error} busy={update.isPending} />
      </Stack>
    </form>
  );
}
