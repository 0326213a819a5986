import type { CheckIn } from '@coldroom/contract';
import { Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MovementDone } from '../../../components/operations/MovementDone';
import { NoReadingToday } from '../../../components/operations/NoReadingToday';
import { PrintLabels } from '../../../components/operations/PrintLabels';
import { ThermalCheckInReceiptButton, ThermalLabelsButton } from '../../../components/printing/ThermalPrint';
import { formatAmount } from '../../../lib/amounts';

/** After a check-in: its code, what went in, the fee planned so far, the crates' labels, the receipt. */
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
      <NoReadingToday roomId={checkIn.cooling_unit.id} />
      <PrintLabels checkInId={checkIn.id} code={checkIn.movement.code} />
      <Group gap="xs">
        <ThermalLabelsButton checkIn={checkIn} />
        <ThermalCheckInReceiptButton checkIn={checkIn} />
      </Group>
    </MovementDone>
  );
}
