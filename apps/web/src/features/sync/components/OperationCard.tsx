import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { remedyFor, type Operation } from '../../../lib/offline';
import { formatDateTime } from '../../../lib/format';
import { describeOperation, refusalText } from '../operationText';

const STATE_KEYS: Record<Operation['state'], string> = {
  waiting: 'sync.states.waiting',
  sending: 'sync.states.sending',
  refused: 'sync.states.refused',
  blocked: 'sync.states.blocked',
  sent: 'sync.states.sent',
};
const STATE_COLORS: Record<Operation['state'], string> = { waiting: 'blue.8', sending: 'blue.8', refused: 'red.9', blocked: 'orange.9', sent: 'green.9' };

interface Props {
  operation: Operation;
  onRetry: (operation: Operation) => void;
  onAcceptAmount: (operation: Operation) => void;
  onDiscard: (operation: Operation) => void;
}

/** One queued operation: what it is, when it was done, its code, its state, and what the operator can do. */
export function OperationCard({ operation, onRetry, onAcceptAmount, onDiscard }: Props) {
  const { t, i18n } = useTranslation();
  const remedy = remedyFor(operation);
  const title = describeOperation(t, operation, i18n.language);
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
            {title}
          </Text>
          <Badge color={STATE_COLORS[operation.state]} variant="filled">
            {t(STATE_KEYS[operation.state])}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('sync.doneAt', { time: formatDateTime(operation.doneAt, i18n.language) ?? operation.doneAt })}
          {operation.summary.code ? ` · ${t('sync.code', { code: operation.summary.code })}` : ''}
        </Text>
        {operation.state === 'refused' && <Text size="sm">{refusalText(t, operation, i18n.language)}</Text>}
        {operation.state === 'blocked' && <Text size="sm">{t('sync.blockedReason')}</Text>}
        {remedy === 'enter_again' && <Text size="sm" fw={600}>{t('sync.enterAgain')}</Text>}
        {(operation.state === 'refused' || operation.state === 'blocked') && (
          <Group gap="xs" wrap="wrap">
            {remedy === 'retry' && (
              <Button size="sm" mih={44} onClick={() => onRetry(operation)}>
                {t('sync.retry')}
              </Button>
            )}
            {remedy === 'accept_amount' && (
              <Button size="sm" mih={44} onClick={() => onAcceptAmount(operation)}>
                {t('sync.acceptAmount')}
              </Button>
            )}
            <Button size="sm" mih={44} variant="outline" color="red.9" onClick={() => onDiscard(operation)}>
              {t('sync.discard')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
