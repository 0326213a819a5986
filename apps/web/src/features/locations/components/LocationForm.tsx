import type { LocationCreate } from '@coldroom/contract';
import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../lib/errors';
import { useFieldProps } from '../../../lib/formProps';
import { applySiteFieldErrors } from '../../../lib/siteFieldErrors';
import { toLocationRequest } from '../toRequest';
import { locationValidation, type LocationValues } from '../validation';
import { AddressFields } from './AddressFields';
import { PlacePicker } from './PlacePicker';

interface Props {
  initialValues: LocationValues;
  submitLabel: string;
  /** Resolves when saved; a rejection keeps every input and shows why. */
  onSubmit: (body: LocationCreate) => Promise<unknown>;
  /** Shown next to the save button (the delete button on the edit page). */
  actions?: ReactNode;
}

export function LocationForm({ initialValues, submitLabel, onSubmit, actions }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<LocationValues>({ initialValues, validate: locationValidation });
  const field = useFieldProps(form);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(toLocationRequest(values));
    } catch (error) {
      applySiteFieldErrors(form, error);
      setFailure(error);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <TextInput
            label={t('locations.fields.name')}
            placeholder={t('locations.fields.namePlaceholder')}
            withAsterisk
            {...field('name')}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('locations.sections.place')}
          </Title>
          <PlacePicker form={form} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            {t('locations.sections.address')}
          </Title>
          <AddressFields form={form} />
        </Paper>
        {failure !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(errorMessageKey(failure))}
          </Alert>
        )}
        <Stack gap="sm">
          <Button type="submit" loading={saving} fullWidth>
            {submitLabel}
          </Button>
          {actions}
        </Stack>
      </Stack>
    </form>
  );
}
