import type { RoomAlert } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/ListPager';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDateTime } from '../../../lib/format';
import { HISTORY_PAGE_SIZE, useRoomAlertHistory } from '../api/alertHistory';
import { AlertToldModal } from './AlertToldModal';
import { alertSentence } from './alertText';

function PastAlert({ alert, room }: { alert: RoomAlert; room: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const from = formatDateTime(alert.opened_at, language) ?? '';
  return (
    <Card withBorder padding="sm" component="li">
      <Stack gap={6}>
        <Group gap="xs">
          {alert.closed_at === null && (
            <Badge color="orange" variant="light" tt="none">
              {t('alerts.history.openNow')}
            </Badge>
          )}
          {alert.critical_at !== null && (
            <Badge color="red" variant="light" tt="none">
              {t('alerts.history.critical')}
            </Badge>
          )}
        </Group>
        <Text size="md">{alertSentence(alert, t, language)}</Text>
        <Text size="sm" c="dimmed">
          {alert.closed_at ? t('alerts.history.closed', { from, to: formatDateTime(alert.closed_at, language) ?? '' }) : t('alerts.history.stillOpen', { from })}
        </Text>
        {alert.acknowledged && (
          <Text size="sm">{t('alerts.acknowledgedBy', { name: alert.acknowledged.by, time: formatDateTime(alert.acknowledged.at, language) ?? '', note: alert.acknowledged.note })}</Text>
        )}
        <AlertToldModal alertId={alert.id} room={room} />
      </Stack>
    </Card>
  );
}

/**
 * A room's alerts, open and past, newest first, a page at a time (docs/cold-chain-rules.md §5); each opens
 * its history: who was told, when and how, who acknowledged it and what they wrote.
 */
export function AlertHistory({ room, roomName }: { room: number; roomName: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRoomAlertHistory(room, page);
  return (
    <QueryStatus query={history}>
      {history.data && (
        <Stack gap="sm">
          {history.data.total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('alerts.history.none')}
            </Text>
          ) : (
            <>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('alerts.history.title')}>
                {history.data.items.map((alert) => (
                  <PastAlert key={alert.id} alert={alert} room={roomName} />
                ))}
              </Stack>
              <ListPager total={history.data.total} page={page} pageSize={HISTORY_PAGE_SIZE} onPage={setPage} />
            </>
          )}
        </Stack>
      )}
    </QueryStatus>
  );
}
