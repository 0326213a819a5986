import { Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/QueryStatus';
import { useSensorIntegrations } from '../api/integrations';
import { ConnectAccountForm } from './ConnectAccountForm';
import { RoomSensorLink } from './RoomSensorLink';
import { SensorAccounts } from './SensorAccounts';

/**
 * Service providers, in a room's settings: the vendor device that feeds this room, and the company's
 * vendor accounts (docs/sensor-integrations.md) with how their polls go.
 */
export function SensorSourcePanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation();
  const accounts = useSensorIntegrations();
  const [connecting, setConnecting] = useState(false);
  return (
    <QueryStatus query={accounts}>
      {accounts.data && (
        <Stack gap="sm">
          <Text size="sm">{t('sensors.intro')}</Text>
          <RoomSensorLink roomId={roomId} accounts={accounts.data.items} />
          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('sensors.accountsTitle')}
          </Title>
          <SensorAccounts accounts={accounts.data.items} />
          {connecting ? (
            <ConnectAccountForm onDone={() => setConnecting(false)} />
          ) : (
            <Button variant="light" leftSection={<IconPlugConnected size={18} />} onClick={() => setConnecting(true)}>
              {t('sensors.form.open')}
            </Button>
          )}
        </Stack>
      )}
    </QueryStatus>
  );
}
