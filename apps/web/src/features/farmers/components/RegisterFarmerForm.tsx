import type { Farmer } from '@coldroom/contract';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormFooter } from '../../../components/forms/FormFooter';
import { useFieldProps } from '../../../lib/formProps';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useRegisterFarmer } from '../api/registerFarmer';
import { FarmerFields, farmerBody, farmerRules, type FarmerValues } from './FarmerFields';

/** Registers a farmer who has no login (no smartphone, or not now): reached by SMS, served at the room. */
export function RegisterFarmerForm({ language, onSaved }: { language: FarmerValues['language']; onSaved: (farmer: Farmer) => void }) {
  const register = useRegisterFarmer();
  const form = useForm<FarmerValues>({
    initialValues: { first_name: '', last_name: '', parent_name: '', phone: '', gender: null, language, country: null },
    validate: farmerRules,
  });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    const body = { user: farmerBody(values), parent_name: values.parent_name.trim() || null };
    register.mutate(body, { onSuccess: onSaved, onError: (error) => applyServerErrors(form, error) });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FarmerFields field={field} />
        <FormFooter error={register.error} busy={register.isPending} labelKey="farmers.register" />
      </Stack>
    </form>
  );
}
