import type { CoolingUnit, LotRateCard } from '@coldroom/contract';
import { calendarDateIn, crateCharge, feeForDays, plannedFee, sumMinor, type CalendarDate, type FeeBasis, type MinorUnits, type RateCard } from '@coldroom/domain';
import { lotRateCardOnDevice, roomCardOn } from '../../lib/rateCardsOnDevice';
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
  /**
   * The crop's rate card in force today with its first priced crate worked out for its planned days (not
   * planned: one day), as the check-in's answer will show it; null when the room answer carries no card.
   */
  rateCard: LotRateCard | null;
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
 * functions the server uses: the crop's rate card in force on `today` (the company's zone) through
 * crateCharge when the room answer carries it (docs/rent-rules.md §7), else the plain price (plannedFee,
 * feeForDays). Null while the crop has no price in the room.
 */
export function estimateLot(lot: LotValues, room: CoolingUnit, today: CalendarDate = todayIn(room)): LotEstimate | null {
  const price = room.crops.find((entry) => entry.crop === lot.crop);
  if (!price) return null;
  const version = roomCardOn(room, price.crop, today);
  const card: RateCard | null = version ? (version.card as RateCard) : null;
  let complete = true;
  let grams = 0;
  const planned: MinorUnits[] = [];
  const oneDay: MinorUnits[] = [];
  let example: { grams: number; days: number } | null = null;
  for (const crate of lot.crates) {
    const weight = weightGrams(crate.weight);
    const days = plannedDaysOf(crate.plannedDays);
    if (weight === null || Number.isNaN(days)) {
      complete = false;
      // A crates room charges per crate, whatever it weighs; a kg room cannot price an unknown weight.
      if (room.metric === 'kg' || Number.isNaN(days)) continue;
    }
    grams += weight ?? 0;
    if (card) {
      // as the server's check-in: its planned days, at least one (not planned: one day); a minimum per lot shared by its crates
      const stayDays = Math.max(1, days ?? 1);
      planned.push(crateCharge(card, { checked_in_on: today, days: stayDays }, weight ?? 0, lot.crates.length).fee_minor);
      oneDay.push(crateCharge(card, { checked_in_on: today, days: 1 }, weight ?? 0, lot.crates.length).fee_minor);
      example ??= { grams: weight ?? 0, days: stayDays };
      continue;
    }
    const basis: FeeBasis = { pricing: { kind: price.pricing, rate_minor: price.rate }, metric: room.metric, weight_grams: weight ?? 0 };
    planned.push(plannedFee(basis, Number.isNaN(days) ? null : days));
    oneDay.push(feeForDays(basis, 1));
  }
  const rateCard =
    card && version
      ? lotRateCardOnDevice(
          { lotId: 0, cropId: price.crop, rateCardId: version.id, card },
          example && { crateId: 0, checkedInOn: today, days: example.days, grams: example.grams, lotCrates: lot.crates.length },
        )
      : null;
  return { crates: lot.crates.length, grams, plannedMinor: sumMinor(planned), oneDayMinor: sumMinor(oneDay), complete, rateCard };
}

/** Today in the company's zone (the room answer's; UTC when an older answer lacks it). */
export function todayIn(room: Pick<CoolingUnit, 'time_zone'>, now: Date = new Date()): CalendarDate {
  return calendarDateIn(now, room.time_zone ?? 'UTC');
}

/** The whole check-in's estimate; lots without a priced crop count as incomplete. */
export function estimateCheckIn(values: CheckInValues, room: CoolingUnit, today: CalendarDate = todayIn(room)): CheckInEstimate {
  const lots = values.lots.map((lot) => estimateLot(lot, room, today));
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
