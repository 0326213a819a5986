import { cropById, outsideTarget, roomTargetRange, type TargetRange } from '@coldroom/domain';
import type { Reading } from '@coldroom/contract';
import { numberFormat } from '../../lib/units';

/** The room's target range from the crops stored in it now (docs/dashboard-rules.md), from the crop facts. */
export function targetOfCrops(cropIds: readonly string[]): TargetRange {
  return roomTargetRange([...new Set(cropIds)].map((id) => cropById(id)?.temperature_c ?? null));
}

/** The readings outside the range (none when there is no range). */
export const readingsOutside = (readings: readonly Reading[], target: TargetRange) => readings.filter((reading) => outsideTarget(target, reading.temperature_c));

/** "12–15 °C" in the language's own style. */
export function formatCelsiusRange(language: string, min: number, max: number): string {
  const format = numberFormat(language, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });
  return typeof format.formatRange === 'function' ? format.formatRange(min, max) : `${format.format(min)}–${format.format(max)}`;
}
