import type { SensorIntegration, SensorVendorName } from '@coldroom/contract';
import { Badge, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/forms/FormError';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { fieldReasonKey } from '../../../lib/serverErrors';
import { formatDateTime, formatNumber } from '../../../lib/units';
import { useDeleteIntegration, usePollNow, useUpdateIntegration } from '../api/integrations';

// Written out so the translation-key check sees every key.
export const VENDOR_NAMES: Record<SensorVendorName, string> = { ubibot: 'Ubibot', vrm: 'Victron VRM', json: 'sensors.vendor.json' };
const STATUS: Record<SensorIntegration['status'], { key: string; color: string }> = {
  ok: { key: 'sensors.status.ok', color: 'teal' },
  failing: { key: 'sensors.status.failing', color: 'red' },
  waiting: { key: 'sensors.status.waiting', color: 'gray' },
};
export const ERROR_KEYS: Record<NonNullable<SensorIntegration['last_error']>, string> = {
  rejected: 'errors.sensor_rejected',
  rate_limited: 'errors.sensor_rate_limited',
  timeout: 'errors.sensor_timeout',
  unreachable: 'errors.sensor_unreachable',
  malformed: 'errors.sensor_malformed',
  vendor_error: 'errors.sensor_vendor_error',
  unknown_device: 'errors.sensor_unknown_device',
  credentials_unreadable: 'errors.sensor_credentials_unreadable',
  address_not_allowed: 'errors.sensor_address_not_allowed',
};
const SECRET_FIELD: Record<SensorVendorName, 'account_key' | 'token' | 'header_value'> = { ubibot: 'account_key', vrm: 'token', json: 'header_value' };

export const vendorName = (t: (key: string) => string, vendor: SensorVendorName) => (vendor === 'json' ? t(VENDOR_NAMES.json) : VENDOR_NAMES[vendor]);

/** Replace an account's key: tried with the vendor first, the old one stays if the vendor refuses. */
function ReplaceKey({ account, onDone }: { account: SensorIntegration; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateIntegration(account.id);
  const [secret, setSecret] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    if (!/^[\x21-\x7e]{4,300}$/.test(secret)) return setProblem(t('sensors.form.secretInvalid'));
    setProblem(null);
    update.mutate({ [SECRET_FIELD[account.vendor]]: secret }, {
      onSuccess: () => {
        showToast('sensors.account.replaced', 'success');
        onDone();
      },
      onError: (error) => {
        const reason = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
        if (reason) setProblem(t(fieldReasonKey(reason)));
      },
    });
  };
  return (
    <Stack gap="xs">
      <PasswordInput label={t('sensors.account.newKey')} autoComplete="off" value={secret} onChange={(event) => setSecret(event.currentTarget.value)} error={problem} />
      {!problem && <FormError error={update.error} />}
      <Group gap="xs">
        <Button size="sm" loading={update.isPending} onClick={save}>
          {t('sensors.account.saveKey')}
        </Button>
        <Button size="sm" variant="subtle" onClick={onDone}>
          {t('shared.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

function Account({ account }: { account: SensorIntegration }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const poll = usePollNow();
  const remove = useDeleteIntegration();
  const [replacing, setReplacing] = useState(false);
  const status = STATUS[account.status];
  const askRemove = async () => {
    if (!(await openConfirmation({ messageKey: 'sensors.account.removeQuestion', values: { name: account.name } }))) return;
    remove.mutate(account.id, { onSuccess: () => showToast('sensors.account.removed', 'success') });
  };
  const pollNow = () =>
    poll.mutate(account.id, {
      onSuccess: (result) =>
        result.ok
          ? showToast('sensors.account.polled', 'success', undefined, { figure: result.accepted })
          : showToast(result.error ? ERROR_KEYS[result.error] : 'errors.unknown', 'danger'),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="sensor-account">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Text>
            <Text size="sm" c="dimmed">
              {vendorName(t, account.vendor)} · {t('sensors.account.every', { minutes: account.poll_minutes })}
            </Text>
          </Stack>
          <Badge color={status.color} variant="light" tt="none" size="lg">
            {t(status.key)}
          </Badge>
        </Group>
        {account.last_success_at && <Text size="sm">{t('sensors.account.lastSuccess', { when: formatDateTime(language, account.last_success_at) })}</Text>}
        {account.status === 'failing' && account.last_error && (
          <Text size="sm" c="red.8" role="status">
            {t('sensors.account.failingSince', { when: formatDateTime(language, account.last_error_at ?? account.next_poll_at), tries: account.failures })}{' '}
            {t(ERROR_KEYS[account.last_error])} {t('sensors.account.nextTry', { when: formatDateTime(language, account.next_poll_at) })}
          </Text>
        )}
        <Text size="sm">{t('sensors.account.received', { figure: formatNumber(language, account.readings_received) })}</Text>
        {account.rooms.map((room) => (
          <Text key={room.cooling_unit.id} size="sm" c="dimmed">
            {t('sensors.account.roomLine', {
              room: room.cooling_unit.name,
              device: room.device_name ?? room.device_id,
              when: room.last_reading_at ? formatDateTime(language, room.last_reading_at) : t('sensors.link.noReadingYet'),
            })}
            {room.readings_set_aside > 0 && ` ${t('sensors.account.setAside', { figure: room.readings_set_aside, reason: room.last_set_aside ?? '' })}`}
          </Text>
        ))}
        {replacing ? (
          <ReplaceKey account={account} onDone={() => setReplacing(false)} />
        ) : (
          <Group gap="xs">
            <Button size="sm" variant="light" leftSection={<IconRefresh size={16} />} loading={poll.isPending} onClick={pollNow}>
              {t('sensors.account.pollNow')}
            </Button>
            {account.vendor !== 'json' && (
              <Button size="sm" variant="subtle" onClick={() => setReplacing(true)}>
                {t('sensors.account.replaceKey')}
              </Button>
            )}
            <Button size="sm" variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => void askRemove()}>
              {t('sensors.account.remove')}
            </Button>
          </Group>
        )}
        <FormError error={remove.error ?? poll.error} />
      </Stack>
    </Paper>
  );
}

/** The company's vendor accounts, each with how its polls go, in words. */
export function SensorAccounts({ accounts }: { accounts: readonly SensorIntegration[] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <Text size="sm" c="dimmed">{t('sensors.account.none')}</Text>;
  return (
    <Stack gap="sm">
      {accounts.map((account) => (
        <Account key={account.id} account={account} />
      ))}
    </Stack>
  );
}
