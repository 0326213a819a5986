import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import { FullScreenLoader } from '../../../components/FullScreenLoader';
import { PageHeader } from '../../../components/PageHeader';
import { openConfirmation } from '../../../components/popups/ConfirmationPopup';
import { acceptServerAmount, dependentsOf, discard, isUnsent, retryOperation, syncNow, useSyncStatus, type Operation } from '../../../lib/offline';
import { useSession } from '../../../lib/session';
import { ReceiptActions } from '../../../components/operations/ReceiptActions';
import { CompanyRefusals } from '../components/CompanyRefusals';
import { OperationCard } from '../components/OperationCard';
import { describeOperation, describeWithCode } from '../operationText';
import { useQueue } from '../useQueue';

/** The movement a sent check-in or check-out made (its answer carries it). */
function movementOf(operation: Operation): { id: number; code: string } | null {
  if (operation.kind !== 'check_in' && operation.kind !== 'check_out') return null;
  const movement = (operation.result as { movement?: { id?: unknown; code?: unknown } } | undefined)?.movement;
  return typeof movement?.id === 'number' && typeof movement.code === 'string' ? { id: movement.id, code: movement.code } : null;
}

/** The operations done on this phone that the server has not taken yet (domain-rules §10), and what to do about them. */
export function SyncPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const userId = session.user?.id;
  const status = useSyncStatus();
  const operations = useQueue(userId);
  if (operations === null || userId === undefined) return <FullScreenLoader />;
  const unsent = operations.filter(isUnsent);
  const sent = operations.filter((operation) => operation.state === 'sent').reverse();

  const confirmDiscard = async (operation: Operation) => {
    const what = describeWithCode(t, operation, i18n.language);
    const count = dependentsOf(operations, operation.id).filter(isUnsent).length;
    const confirmed = await openConfirmation(count > 0 ? { messageKey: 'sync.discardQuestionWithDependents', values: { what, count } } : { messageKey: 'sync.discardQuestion', values: { what } });
    if (confirmed) await discard(userId, operation.id);
  };

  const progress = status.progress;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.sync')}
        subtitle={status.online ? t('sync.online') : t('sync.offline')}
        actions={
          <Button leftSection={<IconRefresh size={18} aria-hidden />} mih={44} loading={status.syncing} disabled={unsent.length === 0} onClick={() => void syncNow()}>
            {t('sync.syncNow')}
          </Button>
        }
      />
      {status.syncing && progress && (
        <Text role="status">{t('sync.progress', { done: progress.done, total: progress.total })}</Text>
      )}
      {status.sessionOver && (
        <Alert color="orange" title={t('sync.sessionOverTitle')}>
          <Text size="sm">{t('sync.sessionOver')}</Text>
          <Button component={Link} to="/auth" mt="xs" mih={44} variant="white">
            {t('shared.login')}
          </Button>
        </Alert>
      )}
      {unsent.length === 0 ? (
        <EmptyState message={t('sync.empty')} />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('sync.waitingList')}>
          {unsent.map((operation) => (
            <OperationCard
              key={operation.id}
              operation={operation}
              onRetry={(chosen) => void retryOperation(userId, chosen.id)}
              onAcceptAmount={(chosen) => void acceptServerAmount(userId, chosen.id)}
              onDiscard={(chosen) => void confirmDiscard(chosen)}
            />
          ))}
        </Stack>
      )}
      {sent.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('sync.sentTitle')}
          </Title>
          {sent.map((operation) => {
            const movement = movementOf(operation);
            return (
              <Stack key={operation.id} gap={4}>
                <Text size="sm">
                  {describeOperation(t, operation, i18n.language)}
                  {(operation.result as { matched_existing?: boolean } | undefined)?.matched_existing ? ` — ${t('sync.matchedExisting')}` : ''}
                </Text>
                {/* The receipts the farmer could not get offline: the PDF, and the SMS for a basic phone. */}
                {movement && <ReceiptActions movementId={movement.id} code={movement.code} withSms size="xs" />}
              </Stack>
            );
          })}
        </Stack>
      )}
      {session.role === 'Service Provider' && status.online && <CompanyRefusals />}
    </Stack>
  );
}
