import { API_PREFIX, OPERATION_PREFIX, type CheckInCreate } from '@coldroom/contract';
import { BENCH_CROP } from './fixtures';

export const CHECK_IN_PATH = `${API_PREFIX}${OPERATION_PREFIX}/check-ins/`;
export const PRICE_PREVIEW_PATH = `${API_PREFIX}${OPERATION_PREFIX}/check-outs/price-preview/`;
export const CRATES_PER_CHECK_IN = 5;
export const CRATE_KG = 22.5;
export const PLANNED_DAYS = 14;

let bodies = 0;

/** The body the operator's app sends: one lot of 5 crates, their tags unused in the room (a room's stored tags are unique). */
export function checkInBody(farmerId: number, roomId: number, crop: string = BENCH_CROP): CheckInCreate {
  bodies += 1;
  return {
    farmer_id: farmerId,
    cooling_unit_id: roomId,
    lots: [
      {
        crop_id: crop,
        harvest: 'today',
        crates: Array.from({ length: CRATES_PER_CHECK_IN }, (_, i) => ({ weight_kg: CRATE_KG, tag: `B${bodies}-${i + 1}`, planned_days: PLANNED_DAYS })),
      },
    ],
  };
}
