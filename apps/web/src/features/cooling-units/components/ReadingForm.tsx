import { Alert, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SITES_PREFIX } from '@coldroom/contract';
import { IconAlertTriangle, IconAntenna, IconCloudUpload } from '@tabler/icons-react';
import { onlineManager } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { useOnline } from '../../../lib/connectivity';
import { errorMessageKey } from '../../../lib/errors';
import { enqueue } from '../../../lib/offline';
import { useFieldProps } from '../../../lib/formProps';
import { applySiteFieldErrors } from '../../../lib/siteFieldErrors';
import { useCreateReading } from '../api/createReading';
import { emptyReading, readingValidation, toReadingRequest, type ReadingValues } from '../readingForm';

const SERVER_FIELDS = { temperature_c: 'temperature', humidity_pct: 'humidity', measured_at: 'measuredAt' };

/**
 * A temperature (and optional humidity) typed by staff; closed while the room's sensor reports. With no
 * network the reading goes to the device's queue with the time it was typed, and is sent later.
 */
export function ReadingForm({ roomId, roomName, sensor }: { roomId: number; roomName?: string; sensor: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [queueFailed, setQueueFailed] = useState(false);
  const create = useCreateReading(roomId);
  const form = useForm<ReadingValues>({ initialValues: emptyReading(), validate: readingValidation });
  const field = useFieldProps(form);

  const submit = form.onSubmit(async (values) => {
    setQueueFailed(false);
    if (!onlineManager.isOnline()) {
      try {
        await enqueue({ kind: 'reading', path: `${SITES_PREFIX}/cooling-units/${roomId}/readings/`, body: { ...toReadingRequest(values) }, summary: { room: roomName } });
        form.reset();
        showToast('offline.readingSaved', 'success');
      } catch {
        setQueueFailed(true);
      }
      return;
    }
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
            {queueFailed && (
              <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
                {t('offline.queueFailed')}
              </Alert>
            )}
            {create.isError && (
              <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
                {t(errorMessageKey(create.error))}
              </Alert>
            )}
            <Button type="submit" loading={create.isPending} disabled={sensor} leftSection={online ? undefined : <IconCloudUpload size={18} />}>
              {online ? t('rooms.readings.submit') : t('offline.saveOnPhone')}
            </Button>
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
