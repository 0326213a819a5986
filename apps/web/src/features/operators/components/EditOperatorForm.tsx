import type { Operator } from '@coldroom/contract';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { GenderSelect } from '../../../components/forms/GenderSelect';
import { PhoneInput } from '../../../components/forms/PhoneInput';
import { showToast } from '../../../components/toast';
import { useFieldProps } from '../../../lib/formProps';
import { emailProblem, nameProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { applyServerErrors } from '../../../lib/serverErrors';
import { useUpdateOperator } from '../api/updateOperator';
import { RoomPicker } from './RoomPicker';

interface Values {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  gender: string | null;
  cooling_units: number[];
}

/** Name, contact and rooms of an operator; saved with PUT /user/v1/users/{id}/. */
export function EditOperatorForm({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
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
    validate: {
      first_name: (value) => nameProblem(value),
      last_name: (value) => nameProblem(value),
      phone: (value) => phoneProblem(value),
      email: (value) => emailProblem(value),
    },
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={t('forms.firstName')} required {...field('first_name')} />
          <TextInput label={t('forms.lastName')} required {...field('last_name')} />
        </SimpleGrid>
        <PhoneInput required {...field('phone')} />
        <TextInput label={t('forms.emailOptional')} type="email" inputMode="email" {...field('email')} />
        <GenderSelect {...field('gender')} />
        <RoomPicker
          value={form.values.cooling_units}
          onChange={(ids) => form.setFieldValue('cooling_units', ids)}
          error={field('cooling_units').error as string | undefined}
        />
        <FormError error={update.error} />
        <Button type="submit" fullWidth loading={update.isPending}>
          {t('shared.save')}
        </Button>
      </Stack>
    </form>
  );
}
