import type { SensorIntegration } from '@coldroom/contract';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { fieldReasonKey } from '../../../lib/serverErrors';
import { formatDateTime } from '../../../lib/units';
import { useDeleteSensorLink, useSaveSensorLink, useSensorLink, useVendorDevices } from '../api/integrations';
import { vendorName } from './SensorAccounts';

type Problems = Partial<Record<'integration' | 'device' | 'instance', string>>;

/** Which vendor device feeds this room: picked from the vendor's own list where it has one. */
export function RoomSensorLink({ roomId, accounts }: { roomId: number; accounts: readonly SensorIntegration[] }) {
  const { t, i18n } = useTranslation();
  const link = useSensorLink(roomId);
  const save = useSaveSensorLink(roomId);
  const remove = useDeleteSensorLink(roomId);
  const [accountId, setAccountId] = useState<string | null>(null);
  const [device, setDevice] = useState<string | null>(null);
  const [instance, setInstance] = useState('0');
  const [problems, setProblems] = useState<Problems>({});
  const account = accounts.find((item) => String(item.id) === accountId) ?? null;
  const devices = useVendorDevices(account && account.vendor !== 'json' ? account.id : null);

  const submit = () => {
    const found: Problems = {};
    if (!account) found.integration = t('forms.required');
    if (!device || device.trim() === '') found.device = t('forms.required');
    else if (!/^[A-Za-z0-9_.:-]{1,120}$/.test(device.trim())) found.device = t('forms.invalid');
    if (account?.vendor === 'vrm' && !/^[0-9]{1,3}$/.test(instance.trim())) found.instance = t('forms.invalid');
    setProblems(found);
    if (!account || Object.keys(found).length > 0) return;
    const deviceId = account.vendor === 'vrm' ? `${device!.trim()}:${instance.trim()}` : device!.trim();
    const name = devices.data?.items.find((item) => item.id === device)?.name ?? null;
    save.mutate(
      { integration: account.id, device_id: deviceId, device_name: name },
      {
        onSuccess: () => showToast('sensors.link.saved', 'success'),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          setProblems({
            ...(error.fields.integration ? { integration: t(fieldReasonKey(error.fields.integration)) } : {}),
            ...(error.fields.device_id ? { device: t(fieldReasonKey(error.fields.device_id)) } : {}),
          });
        },
      },
    );
  };
  const askRemove = async () => {
    if (!(await openConfirmation({ messageKey: 'sensors.link.removeQuestion' }))) return;
    remove.mutate(undefined, { onSuccess: () => showToast('sensors.link.removed', 'success') });
  };

  const current = link.data?.integration ? link.data : null;
  return (
    <Stack gap="sm">
      {current?.integration ? (
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="sensor-link-current">
            {t('sensors.link.current', {
              account: `${current.integration.name} (${vendorName(t, current.integration.vendor)})`,
              device: current.device_name ?? current.device_id,
              when: current.last_reading_at ? formatDateTime(i18n.language, current.last_reading_at) : t('sensors.link.noReadingYet'),
            })}
          </Text>
          <Button size="sm" variant="subtle" color="red" onClick={() => void askRemove()}>
            {t('sensors.link.remove')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('sensors.link.none')}
        </Text>
      )}
      {accounts.length > 0 && (
        <>
          <Select
            label={t('sensors.link.account')}
            data={accounts.map((item) => ({ value: String(item.id), label: `${item.name} (${vendorName(t, item.vendor)})` }))}
            value={accountId}
            onChange={(value) => {
              setAccountId(value);
              setDevice(null);
            }}
            error={problems.integration}
            allowDeselect={false}
          />
          {account && account.vendor !== 'json' && (
            <Select
              label={t(account.vendor === 'vrm' ? 'sensors.link.installation' : 'sensors.link.device')}
              data={(devices.data?.items ?? []).map((item) => ({ value: item.id, label: `${item.name} (${item.id})` }))}
              value={device}
              onChange={setDevice}
              searchable
              nothingFoundMessage={t('sensors.link.noDevices')}
              error={problems.device ?? (devices.error ? t(fieldReasonKey(devices.error instanceof ApiError ? devices.error.code : 'unknown')) : undefined)}
              disabled={devices.isLoading}
            />
          )}
          {account?.vendor === 'vrm' && (
            <TextInput label={t('sensors.link.instance')} description={t('sensors.link.instanceHint')} inputMode="numeric" value={instance} onChange={(event) => setInstance(event.currentTarget.value)} error={problems.instance} />
          )}
          {account?.vendor === 'json' && (
            <TextInput label={t('sensors.link.deviceId')} description={t('sensors.link.deviceIdHint')} value={device ?? ''} onChange={(event) => setDevice(event.currentTarget.value)} error={problems.device} />
          )}
          {Object.keys(problems).length === 0 && <FormError error={save.error ?? remove.error} />}
          <Button size="md" variant="light" loading={save.isPending} onClick={submit} disabled={!account}>
            {t('sensors.link.save')}
          </Button>
        </>
      )}
    </Stack>
  );
}
