import type { DashboardRoom } from '@coldroom/contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../../lib/lookups/dashboard';
import { useSession } from '../../lib/session';

/** The prompt itself: each room without a reading today, with a link to record one. */
export function NoReadingAlerts({ rooms }: { rooms: readonly Pick<DashboardRoom, 'id' | 'name' | 'read_today'>[] }) {
  const { t } = useTranslation();
  const missing = rooms.filter((room) => !room.read_today);
  if (missing.length === 0) return null;
  return (
    <Stack gap="xs">
      {missing.map((room) => (
        <Alert key={room.id} color="orange" variant="light" icon={<IconTemperature size={20} />} p="xs" data-testid="no-reading-today">
          <Text size="sm">{t('dashboard.prompt.noReading', { room: room.name })}</Text>
          <Anchor component={Link} to={`/cooling-units/${room.id}?tab=temperature`} size="sm" fw={600} display="inline-block" py={10}>
            {t('dashboard.prompt.record')}
          </Anchor>
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * For an operator after a check-in or a check-out: a prompt when the room has no reading today
 * (docs/dashboard-rules.md). Nothing for other roles, other rooms, or while it is not known.
 */
export function NoReadingToday({ roomId }: { roomId: number }) {
  const { role } = useSession();
  const dashboard = useDashboard(role === 'Operator');
  const data = dashboard.data;
  if (role !== 'Operator' || !data || data.view !== 'operator') return null;
  return <NoReadingAlerts rooms={data.rooms.filter((room) => room.id === roomId)} />;
}
