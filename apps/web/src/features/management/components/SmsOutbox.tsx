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

const STATUS = {
  pending: ['yellow', 'management.outbox.status.pending'],
  sending: ['blue', 'management.outbox.status.sending'],
  sent: ['green', 'management.outbox.status.sent'],
  failed: ['red', 'management.outbox.status.failed'],
} as const satisfies Record<SmsMessage['status'], readonly [string, string]>;

function MessageCard({ message }: { message: SmsMessage }) {
  const { t, i18n } = useTranslation();
  const [colour, key] = STATUS[message.status];
  return (
    <Card withBorder padding="sm" radius="md" data-testid="sms-message">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{message.to}</Text>
          <Badge color={colour} variant="light">
            {t(key)}
          </Badge>
        </Group>
        <MessageText text={message.text} />
        <Text size="xs" c="dimmed">
          {formatDateTime(message.sent_at ?? message.created_at, i18n.language)}
          {message.status === 'failed' && message.last_error ? ` · ${message.last_error}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

/** Text messages sent for the company (invitations, codes), with whether each got through. */
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
