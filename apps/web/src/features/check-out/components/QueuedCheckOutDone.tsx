import type { LotRateCard, PaymentMethod } from '@coldroom/contract';
import { Group, Text } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentBadges } from '../../../components/operations/MovementLabels';
import { QueuedMovementDone } from '../../../components/operations/QueuedMovementDone';
import { formatAmount } from '../../../lib/amounts';
import { LotRateCards } from './PriceLines';

/** A check-out kept on the phone, waiting to be sent: what the receipt screen shows. */
export interface QueuedCheckOut {
  code: string;
  doneAt: Date;
  owner: string;
  roomName: string;
  crates: number;
  weightKg: number;
  totalMinor: number;
  discountMinor: number;
  currency: string;
  paid: boolean;
  method: PaymentMethod;
  /** Each lot's card and a crate worked out on the phone (issue 29); absent when not priced with cards. */
  rateCards?: LotRateCard[];
}

/** After a check-out done with no network: its final code, what left, what was charged (each lot's breakdown) and how, the on-screen receipt. */
export function QueuedCheckOutDone({ queued, onAnother }: { queued: QueuedCheckOut; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatAmount(minor, queued.currency, i18n.language);
  return (
    <QueuedMovementDone
      title={t('offline.checkOutSaved')}
      code={queued.code}
      owner={queued.owner}
      roomName={queued.roomName}
      crates={queued.crates}
      weightKg={queued.weightKg}
      doneAt={queued.doneAt}
      anotherLabel={t('checkOut.another')}
      anotherIcon={<IconPackageExport size={18} />}
      onAnother={onAnother}
    >
      <Text>{queued.discountMinor === 0 ? t('glossary.totalIs', { total: money(queued.totalMinor) }) : t('checkOut.totalIs', { total: money(queued.totalMinor), discount: money(queued.discountMinor) })}</Text>
      {queued.rateCards && queued.rateCards.length > 0 && <LotRateCards rateCards={queued.rateCards} currency={queued.currency} />}
      <Group gap="xs">
        <PaymentBadges paid={queued.paid} method={queued.method} />
      </Group>
    </QueuedMovementDone>
  );
}
