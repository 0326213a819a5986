import type { CoolingUnit } from '@coldroom/contract';
import { feeForDays, plannedFee, sumMinor, type FeeBasis, type MinorUnits } from '@coldroom/domain';
import { plannedDaysOf, weightGrams, type CheckInValues, type LotValues } from './checkInForm';

export interface LotEstimate {
  crates: number;
  grams: number;
  /** Fee for the planned days of its crates (not planned: one day), as the server will compute it. */
  plannedMinor: MinorUnits;
  /** What one day costs for these crates (the least a check-out can charge). */
  oneDayMinor: MinorUnits;
  /** Every crate had a usable weight and planned days. */
  complete: boolean;
}

export interface CheckInEstimate {
  currency: string;
  lots: (LotEstimate | null)[];
  crates: number;
  grams: number;
  plannedMinor: MinorUnits;
  oneDayMinor: MinorUnits;
  complete: boolean;
}

/**
 * The running fee estimate of a lot with the room's price for its crop, computed with the same domain
 * functions the server uses (plannedFee, feeForDays). Null while the crop has no price in the room.
 */
export function estimateLot(lot: LotValues, room: CoolingUnit): LotEstimate | null {
  const price = room.crops.find((entry) => entry.crop === lot.crop);
  if (!price) return null;
  let complete = true;
  let grams = 0;
  const planned: MinorUnits[] = [];
  const oneDay: MinorUnits[] = [];
  for (const crate of lot.crates) {
    const weight = weightGrams(crate.weight);
    const days = plannedDaysOf(crate.plannedDays);
    if (weight === null || Number.isNaN(days)) {
      complete = false;
      // A crates room charges per crate, whatever it weighs; a kg room cannot price an unknown weight.
      if (room.metric === 'kg' || Number.isNaN(days)) continue;
    }
    grams += weight ?? 0;
    const basis: FeeBasis = { pricing: { kind: price.pricing, rate_minor: price.rate }, metric: room.metric, weight_grams: weight ?? 0 };
    planned.push(plannedFee(basis, Number.isNaN(days) ? null : days));
    oneDay.push(feeForDays(basis, 1));
  }
  return { crates: lot.crates.length, grams, plannedMinor: sumMinor(planned), oneDayMinor: sumMinor(oneDay), complete };
}

/** The whole check-in's estimate; lots without a priced crop count as incomplete. */
export function estimateCheckIn(values: CheckInValues, room: CoolingUnit): CheckInEstimate {
  const lots = values.lots.map((lot) => estimateLot(lot, room));
  const priced = lots.filter((lot): lot is LotEstimate => lot !== null);
  return {
    currency: room.currency,
    lots,
    crates: values.lots.reduce((n, lot) => n + lot.crates.length, 0),
    grams: priced.reduce((n, lot) => n + lot.grams, 0),
    plannedMinor: sumMinor(priced.map((lot) => lot.plannedMinor)),
    oneDayMinor: sumMinor(priced.map((lot) => lot.oneDayMinor)),
    complete: priced.length === lots.length && priced.every((lot) => lot.complete),
  };
}
