/**
 * A room's recommended temperature from the crops stored in it (docs/dashboard-rules.md): the
 * intersection of their optimal ranges. Pure, shared by the server's dashboard and the web's chart.
 */
import type { NumberRange } from './crops/types';

export type TargetRange = { kind: 'none' } | { kind: 'conflict' } | { kind: 'range'; min: number; max: number };

/** The intersection of the known ranges (null: no published range, left out). */
export function roomTargetRange(ranges: readonly (NumberRange | null | undefined)[]): TargetRange {
  const known = ranges.filter((range): range is NumberRange => range !== null && range !== undefined);
  if (known.length === 0) return { kind: 'none' };
  const min = Math.max(...known.map((range) => range.min));
  const max = Math.min(...known.map((range) => range.max));
  return min > max ? { kind: 'conflict' } : { kind: 'range', min, max };
}

/** Whether a temperature lies outside the range (its ends count as inside); never outside when there is no range. */
export function outsideTarget(range: TargetRange, temperatureC: number): boolean {
  return range.kind === 'range' && (temperatureC < range.min || temperatureC > range.max);
}
