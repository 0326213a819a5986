import type { DeviceKeyCreated } from '@coldroom/contract';
import { Alert, Badge, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { showToast } from '../../../components/toast';
import { errorMessageKey } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/units';
import { useCreateDeviceKey } from '../api/createDeviceKey';
import { useDeviceKeys } from '../api/listDeviceKeys';
import { useRevokeDeviceKey } from '../api/revokeDeviceKey';

/**
 * Keys a room's sensor posts readings with: a new key is shown once, to copy; old ones can be revoked.
 * With the room's sensor switched off no new key is offered (keys left over can still be revoked).
 */
export function DeviceKeysPanel({ roomId, sensor }: { roomId: number; sensor: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const keys = useDeviceKeys(roomId);
  const create = useCreateDeviceKey(roomId);
  const revoke = useRevokeDeviceKey(roomId);
  const [created, setCreated] = useState<DeviceKeyCreated | null>(null);

  const askRevoke = async (keyId: number, prefix: string) => {
    if (!(await openConfirmation({ messageKey: 'rooms.keys.revokeQuestion', values: { prefix } }))) return;
    revoke.mutate(keyId, { onSuccess: () => showToast('rooms.keys.revoked', 'success') });
  };

  const failure = create.error ?? revoke.error ?? keys.error;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(sensor ? 'rooms.keys.hint' : 'rooms.keys.sensorOff')}
      </Text>
      {created && (
        <Alert color="yellow" icon={<IconKey size={20} />} title={t('rooms.keys.shownOnce')} withCloseButton closeButtonLabel={t('shared.close')} onClose={() => setCreated(null)}>
          <Stack gap="xs">
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="device-key">
              {created.key}
            </Code>
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button size="sm" variant="light" color={copied ? 'teal' : 'yellow'} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
                  {copied ? t('rooms.keys.copied') : t('rooms.keys.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      {(keys.data?.items ?? []).map((key) => (
        <Group key={key.id} justify="space-between" gap="xs" wrap="nowrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Code>{key.prefix}…</Code>
            <Text size="xs" c="dimmed">
              {key.last_used_at ? t('rooms.keys.lastUsed', { when: formatDateTime(language, key.last_used_at) }) : t('rooms.keys.neverUsed')}
            </Text>
          </Stack>
          {key.revoked_at ? (
            <Badge color="gray" variant="light" tt="none">
              {t('rooms.keys.revokedBadge')}
            </Badge>
          ) : (
            <Button size="xs" color="red" variant="subtle" onClick={() => void askRevoke(key.id, key.prefix)}>
              {t('rooms.keys.revoke')}
            </Button>
          )}
        </Group>
      ))}
      {failure && (
        <Alert color="red" icon={<IconAlertTriangle size={20} />} role="alert">
          {t(errorMessageKey(failure))}
        </Alert>
      )}
      {sensor && (
        <Button variant="light" leftSection={<IconKey size={18} />} loading={create.isPending} onClick={() => create.mutate(undefined, { onSuccess: setCreated })}>
          {t('rooms.keys.create')}
        </Button>
      )}
    </Stack>
  );
}
