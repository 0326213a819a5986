import type { SmsMessage } from '@coldroom/contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPager } from '../../../components/ListPager';
import { QueryStatus } from '../../../components/QueryStatus';
import { formatDateTime } from '../../../lib/format';
import { OUTBOX_PAGE_SIZE, useSmsOutbox } from '../api/smsOutbox';
import { MessageText } from './MessageText';
import { TextOverridesLink } from '../../text-overrides/components/TextOverridesLink';
import { PhoneSimulatorLink } from './PhoneSimulatorLink';

const STATUS = {
  pending: ['yellow', 'management.outbox.status.pending'],
  sending: ['blue', 'management.outbox.status.sending'],
  sent: ['green', 'management.outbox.status.sent'],
  failed: ['red', 'management.outbox.status.failed'],
  refused: ['orange', 'management.outbox.status.refused'],
} as const satisfies Record<SmsMessage['status'], readonly [string, string]>;

const KIND = {
  verification: 'management.outbox.kind.verification',
  password_reset: 'management.outbox.kind.password_reset',
  invitation: 'management.outbox.kind.invitation',
  receipt: 'management.outbox.kind.receipt',
  pickup: 'management.outbox.kind.pickup',
  reminder: 'management.outbox.kind.reminder',
  alert: 'management.outbox.kind.alert',
  reply: 'management.outbox.kind.reply',
  rate_change: 'management.outbox.kind.rate_change',
  welcome: 'management.outbox.kind.welcome',
} as const satisfies Record<SmsMessage['kind'], string>;

/** Why the server did not send a message (its budgets and country list, README "Security"). */
const REFUSAL = {
  company_hour: 'management.outbox.refused.company_hour',
  company_day: 'management.outbox.refused.company_day',
  destination_day: 'management.outbox.refused.destination_day',
  subject_day: 'management.outbox.refused.subject_day',
  address_hour: 'management.outbox.refused.address_hour',
  country_not_allowed: 'management.outbox.refused.country_not_allowed',
} as const satisfies Record<NonNullable<SmsMessage['refused_reason']>, string>;

/** What the gateway's delivery report said of a sent message (docs/sms-and-ussd.md §5): its text and colour. */
function deliveryLine(message: SmsMessage): { key: string; colour: string } | null {
  switch (message.delivery_status) {
    case 'delivered':
      return { key: 'management.outbox.delivery.delivered', colour: 'green.9' };
    case 'failed':
      return { key: message.delivery_reason ? 'management.outbox.delivery.failed' : 'management.outbox.delivery.notDelivered', colour: 'red.9' };
    case 'expired':
      return { key: 'management.outbox.delivery.expired', colour: 'orange.9' };
    default:
      return null;
  }
}

function MessageCard({ message }: { message: SmsMessage }) {
  const { t, i18n } = useTranslation();
  const [colour, key] = STATUS[message.status];
  const delivery = deliveryLine(message);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="sms-message">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{message.to}</Text>
            <Text size="xs" c="dimmed">
              {t(KIND[message.kind])}
            </Text>
          </div>
          <Badge color={colour} variant="light" style={{ flexShrink: 0 }}>
            {t(key)}
          </Badge>
        </Group>
        <MessageText text={message.text} />
        {message.refused_reason && (
          <Text size="sm" c="orange.9">
            {t(REFUSAL[message.refused_reason])} {message.attempts > 1 ? t('management.outbox.refusedTimes', { count: message.attempts }) : ''}
          </Text>
        )}
        {delivery && (
          <Text size="sm" c={delivery.colour} data-testid="sms-delivery">
            {t(delivery.key, { reason: message.delivery_reason })}
            {message.delivery_status_at ? ` · ${formatDateTime(message.delivery_status_at, i18n.language)}` : ''}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(message.sent_at ?? message.created_at, i18n.language)}
          {message.status === 'failed' && message.last_error ? ` · ${message.last_error}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Text messages sent for the company (invitations, receipts, codes masked), with whether each got through or why it
 * was refused, and, where the gateway reported it, whether it reached the phone.
 */
export function SmsOutbox() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const outbox = useSmsOutbox(page);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('management.outbox.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('management.outbox.hint')}
      </Text>
      <Group gap="xs">
        <PhoneSimulatorLink />
        <TextOverridesLink />
      </Group>
      <QueryStatus query={outbox}>
        {outbox.data && outbox.data.items.length === 0 ? (
          <EmptyState message={t('management.outbox.empty')} />
        ) : (
          <Stack gap="xs">
            {outbox.data?.items.map((message) => <MessageCard key={message.id} message={message} />)}
            <ListPager total={outbox.data?.total ?? 0} page={page} pageSize={OUTBOX_PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}
