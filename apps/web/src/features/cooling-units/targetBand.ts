import { cropById, outsideTarget, roomTargetRange, type TargetRange } from '@coldroom/domain';
import type { Reading } from '@coldroom/contract';
export { formatCelsiusRange } from '../../lib/units';

/** The room's target range from the crops stored in it now (docs/dashboard-rules.md), from the crop facts. */
export function targetOfCrops(cropIds: readonly string[]): TargetRange {
  return roomTargetRange([...new Set(cropIds)].map((id) => cropById(id)?.temperature_c ?? null));
}

/** The readings outside the range (none when there is no range). */
export const readingsOutside = (readings: readonly Reading[], target: TargetRange) => readings.filter((reading) => outsideTarget(target, reading.temperature_c));
