import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconAntenna } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { useFieldProps } from '../../../lib/formProps';
import { applySiteFieldErrors } from '../../../lib/siteFieldErrors';
import { useCreateReading } from '../api/createReading';
import { emptyReading, readingValidation, toReadingRequest, type ReadingValues } from '../readingForm';

const SERVER_FIELDS = { temperature_c: 'temperature', humidity_pct: 'humidity', measured_at: 'measuredAt' };

/** A temperature (and optional humidity) typed by staff; closed while the room's sensor reports. */
export function ReadingForm({ roomId, sensor }: { roomId: number; sensor: boolean }) {
  const { t } = useTranslation();
  const create = useCreateReading(roomId);
  const form = useForm<ReadingValues>({ initialValues: emptyReading(), validate: readingValidation });
  const field = useFieldProps(form);

  const submit = form.onSubmit((values) => {
    create.mutate(toReadingRequest(values), {
      onSuccess: () => {
        form.reset();
        showToast('rooms.readings.saved', 'success');
      },
      onError: (error) => applySiteFieldErrors(form, error, SERVER_FIELDS),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('rooms.readings.formTitle')}>
      <Stack gap="sm">
        {sensor && (
          <Alert color="blue" icon={<IconAntenna size={20} />}>
            {t('rooms.readings.sensorLinked')}
          </Alert>
        )}
        <fieldset disabled={sensor} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm" maw={480}>
              <TextInput label={t('rooms.readings.temperature')} inputMode="decimal" rightSection="°C" withAsterisk {...field('temperature')} />
              <TextInput label={t('rooms.readings.humidity')} inputMode="decimal" rightSection="%" {...field('humidity')} />
            </SimpleGrid>
            <TextInput
              label={t('rooms.readings.time')}
              description={t('rooms.readings.timeHint')}
              type="datetime-local"
              maw={480}
              {...field('measuredAt')}
            />
            {create.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
                {t(errorMessageKey(create.error))}
              </Alert>
            )}
            <Button type="submit" loading={create.isPending} disabled={sensor}>
              {t('rooms.readings.submit')}
            </Button>
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
