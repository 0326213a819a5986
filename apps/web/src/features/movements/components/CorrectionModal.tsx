import type { CoolingUnit } from '@coldroom/contract';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/QueryStatus';
import { useCheckIn } from '../api/getCheckIn';
import { CorrectionForm } from './CorrectionForm';

/** The correction of one check-in, in a dialog over the history. */
export function CorrectionModal({ checkInId, rooms, onClose }: { checkInId: number | null; rooms: CoolingUnit[]; onClose: () => void }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(checkInId);
  const room = rooms.find((candidate) => candidate.id === checkIn.data?.cooling_unit.id) ?? null;
  return (
    <Modal opened={checkInId !== null} onClose={onClose} title={t('movements.correctTitle', { code: checkIn.data?.movement.code ?? '' })} closeButtonProps={{ 'aria-label': t('shared.close') }}>
      <QueryStatus query={checkIn}>{checkIn.data && <CorrectionForm key={checkIn.data.id} checkIn={checkIn.data} room={room} onDone={onClose} />}</QueryStatus>
    </Modal>
  );
}
