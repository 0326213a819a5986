import { Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueuedMovementDone } from '../../../components/operations/QueuedMovementDone';
import { formatAmount } from '../../../lib/amounts';

/** A check-in kept on the phone, waiting to be sent: what the receipt screen shows. */
export interface QueuedCheckIn {
  code: string;
  doneAt: Date;
  owner: string;
  roomName: string;
  crates: number;
  weightKg: number;
  plannedMinor: number;
  currency: string;
}

/** After a check-in done with no network: its final code, what went in, the planned fee, the on-screen receipt. */
export function QueuedCheckInDone({ queued, onAnother }: { queued: QueuedCheckIn; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <QueuedMovementDone
      title={t('offline.checkInSaved')}
      code={queued.code}
      owner={queued.owner}
      roomName={queued.roomName}
      crates={queued.crates}
      weightKg={queued.weightKg}
      doneAt={queued.doneAt}
      anotherLabel={t('checkIn.another')}
      anotherIcon={<IconPlus size={18} />}
      onAnother={onAnother}
    >
      <Text>{t('checkIn.plannedFeeIs', { fee: formatAmount(queued.plannedMinor, queued.currency, i18n.language) })}</Text>
    </QueuedMovementDone>
  );
}
