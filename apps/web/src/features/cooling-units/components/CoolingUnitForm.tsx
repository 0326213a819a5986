import type { CoolingUnit, CoolingUnitCreate } from '@coldroom/contract';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { applySiteFieldErrors } from '../../../lib/siteFieldErrors';
import { roomValidation, toRoomRequest, type RoomValues } from '../roomForm';
import { CropPricesField } from './CropPricesField';
import { OperatorsField } from './OperatorsField';
import { RoomBasicsFields } from './RoomBasicsFields';

interface Props {
  initialValues: RoomValues;
  currency: string;
  submitLabel: string;
  /** Resolves when saved; a rejection keeps every input and shows why. */
  onSubmit: (body: Required<CoolingUnitCreate>) => Promise<unknown>;
  assignedOperators?: CoolingUnit['operators'];
  actions?: ReactNode;
}

// Server paths of list items ("crops.1.rate", "operators.0") are form paths too.
const listPaths = (error: unknown): Record<string, string> => {
  if (!(error instanceof ApiError)) return {};
  const paths = Object.keys(error.fields).filter((path) => /^(crops\.\d+\.(crop|pricing|rate)|operators(\.\d+)?)$/.test(path));
  return Object.fromEntries(paths.map((path) => [path, path.startsWith('operators') ? 'operators' : path]));
};

export function CoolingUnitForm({ initialValues, currency, submitLabel, onSubmit, assignedOperators, actions }: Props) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<RoomValues>({ initialValues, validate: roomValidation(currency) });

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(toRoomRequest(values, currency));
    } catch (error) {
      applySiteFieldErrors(form, error, listPaths(error));
      setFailure(error);
    } finally {
      setSaving(false);
    }
  });

  const section = (titleKey: string, children: ReactNode, hintKey?: string) => (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb={hintKey ? 2 : 'sm'}>
        {t(titleKey)}
      </Title>
      {hintKey && (
        <Text size="sm" c="dimmed" mb="sm">
          {t(hintKey)}
        </Text>
      )}
      {children}
    </Paper>
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {section('rooms.sections.basics', <RoomBasicsFields form={form} />)}
        {section('rooms.sections.crops', <CropPricesField form={form} currency={currency} />, 'rooms.crops.hint')}
        {section('rooms.sections.operators', <OperatorsField form={form} assigned={assignedOperators} />)}
        {failure !== null && (
          <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
            {t(errorMessageKey(failure))}
          </Alert>
        )}
        <Button type="submit" loading={saving} fullWidth>
          {submitLabel}
        </Button>
        {actions}
      </Stack>
    </form>
  );
}
