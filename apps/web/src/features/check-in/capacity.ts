import type { CoolingUnit } from '@coldroom/contract';
import { totalCrates, weightGrams, type CheckInValues } from './checkInForm';

export interface SpaceNow {
  metric: 'crates' | 'kg';
  /** Free before this check-in (crates, or kg). */
  free: number;
  /** What this check-in adds so far: crates, or kg of the crates with a valid weight. */
  adding: number;
  /** Free after it; negative when it does not fit. */
  left: number;
  over: boolean;
}

/**
 * The room's free space as the operator adds crates (defect 8): what the check-in adds in the room's own
 * measure, and what stays free. The server checks again on submit (domain-rules §4).
 */
export function spaceNow(values: CheckInValues, room: CoolingUnit): SpaceNow {
  const free = Math.max(0, room.occupancy.free);
  if (room.metric === 'crates') {
    const adding = totalCrates(values);
    return { metric: 'crates', free, adding, left: free - adding, over: adding > free };
  }
  // kg: add in grams, so the figures carry no float noise.
  const grams = values.lots.reduce((sum, lot) => sum + lot.crates.reduce((n, crate) => n + (weightGrams(crate.weight) ?? 0), 0), 0);
  const freeGrams = Math.round(free * 1000);
  return { metric: 'kg', free, adding: grams / 1000, left: (freeGrams - grams) / 1000, over: grams > freeGrams };
}

/** How many crates a lot may have in a crates room online: those it has plus what is still free. */
export function maxCratesForLot(values: CheckInValues, room: CoolingUnit | null, lotIndex: number): number | null {
  if (!room || room.metric !== 'crates') return null;
  const own = values.lots[lotIndex]?.crates.length ?? 0;
  return Math.max(1, own + Math.max(0, room.occupancy.free) - totalCrates(values));
}
