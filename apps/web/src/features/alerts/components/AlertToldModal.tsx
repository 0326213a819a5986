import type { RoomAlertDetail, RoomAlertTold } from '@coldroom/contract';
import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDateTime } from '../../../lib/format';
import { useAlertDetail } from '../api/alertHistory';
import { alertSentence } from './alertText';

// Written out in full so the translation-key check sees every key.
const STATUS = {
  pending: ['gray', 'alerts.history.status.pending'],
  sending: ['gray', 'alerts.history.status.pending'],
  sent: ['green', 'alerts.history.status.sent'],
  failed: ['red', 'alerts.history.status.failed'],
  refused: ['orange', 'alerts.history.status.refused'],
} as const satisfies Record<NonNullable<RoomAlertTold['status']>, readonly [string, string]>;
const CHANNEL = { app: 'alerts.history.channel.app', sms: 'alerts.history.channel.sms' } as const;

function Told({ told, language }: { told: RoomAlertTold; language: string }) {
  const { t } = useTranslation();
  const status = told.status === null ? null : STATUS[told.status];
  return (
    <List.Item>
      <Text size="sm" fw={600} span>
        {told.person.name}
      </Text>{' '}
      <Text size="sm" span>
        {t(CHANNEL[told.channel])} · {formatDateTime(told.at, language)}
        {told.repeat !== null && told.repeat > 0 && ` · ${t('alerts.history.repeat', { n: told.repeat })}`}
      </Text>
      <Group gap={4} mt={2}>
        {told.critical && (
          <Badge color="red" variant="light" size="sm" tt="none">
            {t('alerts.history.critical')}
          </Badge>
        )}
        {status && (
          <Badge color={status[0]} variant="light" size="sm" tt="none">
            {t(status[1])}
          </Badge>
        )}
      </Group>
    </List.Item>
  );
}

function Detail({ alert }: { alert: RoomAlertDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const from = formatDateTime(alert.opened_at, language) ?? '';
  return (
    <Stack gap="sm">
      <Text size="md">{alertSentence(alert, t, language)}</Text>
      <Text size="sm">
        {alert.closed_at ? t('alerts.history.closed', { from, to: formatDateTime(alert.closed_at, language) ?? '' }) : t('alerts.history.stillOpen', { from })}
      </Text>
      <Text size="sm">
        {alert.acknowledged
          ? t('alerts.acknowledgedBy', { name: alert.acknowledged.by, time: formatDateTime(alert.acknowledged.at, language) ?? '', note: alert.acknowledged.note })
          : t('alerts.history.notAcknowledged')}
      </Text>
      <Text size="sm" fw={700}>
        {t('alerts.history.told')}
      </Text>
      {alert.told.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('alerts.history.toldNobody')}
        </Text>
      ) : (
        <List spacing="xs" listStyleType="none" withPadding={false}>
          {alert.told.map((told) => (
            <Told key={`${told.channel}-${told.person.id}-${told.repeat ?? told.critical}`} told={told} language={language} />
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * An alert's history (docs/cold-chain-rules.md §5) behind a button: who was told, when, in the app or by
 * SMS (and whether the SMS left), who acknowledged it and what they wrote. Read only when opened.
 */
export function AlertToldModal({ alertId, room }: { alertId: number; room?: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const detail = useAlertDetail(opened ? alertId : null);
  return (
    <>
      <Button variant="default" size="md" onClick={() => setOpened(true)}>
        {t('alerts.history.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={room ? t('alerts.alertIn', { room }) : t('alerts.history.title')} size="lg">
        <QueryStatus query={detail}>{detail.data && <Detail alert={detail.data} />}</QueryStatus>
      </Modal>
    </>
  );
}
