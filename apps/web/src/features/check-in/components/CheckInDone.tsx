import type { CheckIn } from '@coldroom/contract';
import { Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MovementDone } from '../../../components/operations/MovementDone';
import { NoReadingToday } from '../../../components/operations/NoReadingToday';
import { PrintLabels } from '../../../components/operations/PrintLabels';
import { ThermalCheckInReceiptButton, ThermalLabelsButton } from '../../../components/printing/ThermalPrint';
import { formatAmount } from '../../../lib/amounts';
import { cropLabel } from '../../../lib/quantities';
import { LotPricing } from '../../../components/operations/LotPricing';

/** After a check-in: its code, what went in, the fee planned so far and how each lot is priced, the crates' labels, the receipt. */
export function CheckInDone({ checkIn, onAnother }: { checkIn: CheckIn; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <MovementDone
      title={t('checkIn.doneTitle')}
      done={checkIn}
      anotherLabel={t('checkIn.another')}
      anotherIcon={<IconPlus size={18} />}
      onAnother={onAnother}
    >
      <Text>{t('checkIn.plannedFeeIs', { fee: formatAmount(checkIn.planned_fee_minor, checkIn.currency, i18n.language) })}</Text>
      {checkIn.lots.map((lot) =>
        lot.rate_card ? (
          <LotPricing key={lot.id} rateCard={lot.rate_card} currency={checkIn.currency} title={checkIn.lots.length > 1 ? cropLabel(lot.crop_id, i18n.language) : undefined} />
        ) : null,
      )}
      <NoReadingToday roomId={checkIn.cooling_unit.id} />
      <PrintLabels checkInId={checkIn.id} code={checkIn.movement.code} />
      <Group gap="xs">
        <ThermalLabelsButton checkIn={checkIn} />
        <ThermalCheckInReceiptButton checkIn={checkIn} />
      </Group>
    </MovementDone>
  );
}
