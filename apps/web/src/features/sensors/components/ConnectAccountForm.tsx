import type { SensorVendorName } from '@coldroom/contract';
import { Button, Group, PasswordInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { focusFirstError } from '../../../lib/focusFirstError';
import { fieldReasonKey } from '../../../lib/serverErrors';
import { useConnectIntegration } from '../api/integrations';
import { connectProblems, emptyConnectValues, SERVER_FIELDS, toConnectBody, type ConnectValues } from '../connectForm';

// Written out so the translation-key check sees every key.
const SECRET_LABELS: Record<SensorVendorName, string> = { ubibot: 'sensors.form.accountKey', vrm: 'sensors.form.token', json: 'sensors.form.headerValue' };
const SECRET_HINTS: Record<SensorVendorName, string> = { ubibot: 'sensors.form.accountKeyHint', vrm: 'sensors.form.tokenHint', json: 'sensors.form.headerValueHint' };

/** Connect a vendor account; the server tries the credentials with the vendor before it keeps them. */
export function ConnectAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const connect = useConnectIntegration();
  const form = useForm<ConnectValues>({
    initialValues: emptyConnectValues(),
    validate: (values) => Object.fromEntries(Object.entries(connectProblems(values)).map(([field, key]) => [field, t(key)])),
  });
  const vendor = form.values.vendor;

  const submit = form.onSubmit(
    (values) =>
      connect.mutate(toConnectBody(values), {
        onSuccess: () => {
          showToast('sensors.form.connected', 'success');
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [path, reason] of Object.entries(error.fields)) {
            const field = SERVER_FIELDS[path];
            if (field) form.setFieldError(field, t(fieldReasonKey(reason)));
          }
        },
      }),
    () => setTimeout(() => focusFirstError(document.querySelector('form[data-form="sensor-connect"]') ?? document), 0),
  );

  const text = (field: keyof ConnectValues, label: string, extra: { description?: string; placeholder?: string } = {}) => (
    <TextInput label={t(label)} {...extra} {...form.getInputProps(field)} />
  );
  return (
    <form onSubmit={submit} noValidate data-form="sensor-connect" aria-label={t('sensors.form.title')}>
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="sensor-vendor-label">
            {t('sensors.form.vendor')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="sensor-vendor-label"
            data={[
              { value: 'ubibot', label: 'Ubibot' },
              { value: 'vrm', label: 'Victron VRM' },
              { value: 'json', label: t('sensors.vendor.json') },
            ]}
            {...form.getInputProps('vendor')}
          />
        </div>
        {text('name', 'sensors.form.name', { placeholder: t('sensors.form.namePlaceholder') })}
        {vendor === 'json' && (
          <>
            {text('url', 'sensors.form.url', { description: t('sensors.form.urlHint'), placeholder: 'https://…/{device}' })}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {text('headerName', 'sensors.form.headerName', { placeholder: 'X-Api-Key' })}
              {text('itemsPath', 'sensors.form.itemsPath', { placeholder: 'data.items' })}
              {text('timePath', 'sensors.form.timePath', { placeholder: 'time' })}
              {text('temperaturePath', 'sensors.form.temperaturePath', { placeholder: 'temperature' })}
              {text('humidityPath', 'sensors.form.humidityPath', { placeholder: 'humidity' })}
              <div>
                <Text size="sm" fw={500} mb={4} id="sensor-unit-label">
                  {t('sensors.form.unit')}
                </Text>
                <SegmentedControl fullWidth aria-labelledby="sensor-unit-label" data={[{ value: 'C', label: '°C' }, { value: 'F', label: '°F' }]} {...form.getInputProps('unit')} />
              </div>
            </SimpleGrid>
          </>
        )}
        {(vendor !== 'json' || form.values.headerName.trim() !== '') && (
          <PasswordInput label={t(SECRET_LABELS[vendor])} description={t(SECRET_HINTS[vendor])} autoComplete="off" {...form.getInputProps('secret')} />
        )}
        <TextInput
          label={t('sensors.form.pollMinutes')}
          inputMode="numeric"
          rightSection={<Text size="sm">{t('alerts.rule.minutes')}</Text>}
          rightSectionWidth={48}
          {...form.getInputProps('pollMinutes')}
        />
        <FormError error={connect.error} />
        <Group gap="sm">
          <Button type="submit" size="md" loading={connect.isPending}>
            {t('sensors.form.connect')}
          </Button>
          <Button variant="subtle" size="md" onClick={onDone}>
            {t('shared.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
