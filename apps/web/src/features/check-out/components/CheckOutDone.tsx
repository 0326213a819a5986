import type { CheckOut } from '@coldroom/contract';
import { Group, Text } from '@mantine/core';
import { IconPackageExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PaymentBadges } from '../../../components/operations/MovementLabels';
import { MovementDone } from '../../../components/operations/MovementDone';
import { NoReadingToday } from '../../../components/operations/NoReadingToday';
import { ThermalCheckOutButtons } from '../../../components/printing/ThermalPrint';
import { formatAmount } from '../../../lib/amounts';
import { LotRateCards } from './PriceLines';

/** After a check-out: its code, what left, what was charged (with each lot's breakdown) and how; the receipt (PDF or SMS). */
export function CheckOutDone({ checkOut, onAnother }: { checkOut: CheckOut; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatAmount(minor, checkOut.currency, i18n.language);
  return (
    <MovementDone
      title={t('checkOut.doneTitle')}
      done={checkOut}
      anotherLabel={t('checkOut.another')}
      anotherIcon={<IconPackageExport size={18} />}
      onAnother={onAnother}
    >
      <Text>{checkOut.discount_minor === 0 ? t('glossary.totalIs', { total: money(checkOut.total_minor) }) : t('checkOut.totalIs', { total: money(checkOut.total_minor), discount: money(checkOut.discount_minor) })}</Text>
      {checkOut.rate_cards && checkOut.rate_cards.length > 0 && <LotRateCards rateCards={checkOut.rate_cards} currency={checkOut.currency} />}
      <Group gap="xs">
        <PaymentBadges paid={checkOut.paid} method={checkOut.payment_method} />
      </Group>
      <NoReadingToday roomId={checkOut.cooling_unit.id} />
      <ThermalCheckOutButtons checkOut={checkOut} />
    </MovementDone>
  );
}
