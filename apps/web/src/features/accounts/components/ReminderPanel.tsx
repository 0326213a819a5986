import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api';
import { errorMessageKey } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useSendReminder } from '../api/account';

interface ReminderPanelProps {
  farmerId: number;
  lastAt: string | null;
  nextAt: string | null;
  hasPhone: boolean;
  now?: number;
}

/** "Send reminder": an SMS of money owed now; when the last went, when the next may go, and why one cannot. */
export function ReminderPanel({ farmerId, lastAt, nextAt, hasPhone, now = Date.now() }: ReminderPanelProps) {
  const { t, i18n } = useTranslation();
  const send = useSendReminder();
  const when = (iso: string) => formatDateTime(iso, i18n.language) ?? iso;
  const waiting = nextAt !== null && Date.parse(nextAt) > now;
  const refusedUntil = send.error instanceof ApiError && typeof send.error.details.next_at === 'string' ? send.error.details.next_at : null;
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {lastAt ? t('account.reminder.last', { when: when(lastAt) }) : t('account.reminder.never')}
        {waiting && nextAt ? ` ${t('account.reminder.next', { when: when(nextAt) })}` : ''}
      </Text>
      {!hasPhone && (
        <Text size="sm" c="dimmed">
          {t('errors.no_phone')}
        </Text>
      )}
      <Button
        variant="light"
        leftSection={<IconBellRinging size={18} />}
        loading={send.isPending}
        disabled={waiting || !hasPhone}
        onClick={() =>
          send.mutate(farmerId, {
            onSuccess: () => showToast('account.reminder.queued', 'success'),
          })
        }
      >
        {t('account.reminder.send')}
      </Button>
      {send.error ? (
        <Alert color="red" role="alert" py="xs">
          {t(errorMessageKey(send.error))}
          {refusedUntil ? ` ${t('account.reminder.next', { when: when(refusedUntil) })}` : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}
