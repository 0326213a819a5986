import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickedFarmer } from '../../../components/operations/FarmerPicker';
import { fullName } from '../../../lib/format';
import { nameProblem, optionalTextProblem, phoneProblem, tidyPhone } from '../../../lib/formRules';
import { enqueue } from '../../../lib/offline';

/** A farmer registered on this phone with no network: the queued operation that creates them, and how the form shows them. */
export interface OfflineFarmer {
  operationId: string;
  farmer: PickedFarmer;
}

interface Values {
  firstName: string;
  lastName: string;
  phone: string;
}

/** Stands for the farmer's id on the device until the server has made them (never a real id). */
let placeholderId = 0;

/**
 * With no network: a new farmer without a login, registered on this phone and used at once (issue 13).
 * The registration is queued before the check-in that refers to it; if the server finds the phone already
 * registered in the company, that farmer is the one (domain rules §10), and the check-in goes to them.
 */
export function OfflineFarmerFields({ registered, onRegistered }: { registered: OfflineFarmer | null; onRegistered: (farmer: OfflineFarmer) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { firstName: '', lastName: '', phone: '' },
    validate: {
      firstName: (value) => nameProblem(value),
      lastName: (value) => optionalTextProblem(value, 100),
      phone: (value) => phoneProblem(value, false),
    },
  });
  const error = (field: keyof Values) => (form.errors[field] ? t(String(form.errors[field])) : undefined);

  if (registered) {
    return (
      <Text size="sm" role="status">
        {t('offline.farmerRegistered', { name: registered.farmer.name })}
      </Text>
    );
  }
  if (!open) {
    return (
      <Button variant="default" leftSection={<IconUserPlus size={18} />} onClick={() => setOpen(true)} w="fit-content">
        {t('offline.newFarmer')}
      </Button>
    );
  }
  const register = form.onSubmit(async (values) => {
    setProblem(null);
    const name = fullName(values.firstName.trim(), values.lastName.trim());
    const phone = values.phone.trim() ? tidyPhone(values.phone) : null;
    try {
      const done = await enqueue({
        kind: 'farmer',
        path: '/user/v1/farmers/',
        body: { user: { first_name: values.firstName.trim(), last_name: values.lastName.trim(), phone }, createUser: false },
        summary: { farmer: name },
      });
      placeholderId -= 1;
      onRegistered({ operationId: done.id, farmer: { id: placeholderId, name, phone, isWalkIn: false } });
    } catch {
      setProblem('offline.queueFailed');
    }
  });
  return (
    <Paper withBorder p="sm" radius="md">
      {/* Not a nested <form>: the check-in's form holds this one. */}
      <Stack gap="sm">
        <Text fw={700}>{t('offline.newFarmer')}</Text>
        <Text size="sm" c="dimmed">
          {t('offline.newFarmerHint')}
        </Text>
        <TextInput label={t('forms.firstName')} required size="md" {...form.getInputProps('firstName')} error={error('firstName')} />
        <TextInput label={t('forms.lastName')} size="md" {...form.getInputProps('lastName')} error={error('lastName')} />
        <TextInput label={t('forms.phone')} type="tel" size="md" {...form.getInputProps('phone')} error={error('phone')} description={t('offline.phoneHint')} />
        {problem && (
          <Text c="red" size="sm" role="alert">
            {t(problem)}
          </Text>
        )}
        <Button onClick={() => register()} w="fit-content">
          {t('offline.registerOnPhone')}
        </Button>
      </Stack>
    </Paper>
  );
}
