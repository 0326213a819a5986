import {
  calendarDateIn,
  checkoutLine,
  crateCharge as cardCharge,
  partFee,
  plannedFee,
  storageDays,
  type CheckoutLine,
  type RateCard,
  type RoomMetric,
} from '@coldroom/domain';
import type { CrateRow, ProduceLotRow } from '../../db/schema';

export interface FeeContext {
  metric: RoomMetric;
  timeZone: string;
  at: Date;
}

type CrateFacts = Pick<CrateRow, 'currentGrams' | 'checkedInAt' | 'billedMinor'>;
/**
 * A lot's price: its rate card when it has one (docs/rent-rules.md §6), else its pricing as at check-in.
 * `lotCrates`: the lot's crates at check-in, for a card's minimum per lot (1 when not known).
 */
export type LotPrice = Pick<ProduceLotRow, 'pricing' | 'rateMinor'> & { rateCard?: RateCard | null; lotCrates?: number };

/**
 * What was already paid for a crate, as domain-rules §5 deducts it from the fee. In crates rooms the fee
 * is per crate, so earlier lines (parts taken before) count — as charged, before any discount of their
 * check-out, and also when that check-out was left unpaid (its total is then the farmer's outstanding
 * balance, so deducting it here keeps the crate from being charged twice). In kg rooms the fee follows the weight still
 * in the crate, and every earlier payment covered weight that has already left: nothing is deducted
 * (decided by the lead), else a crate half taken out would owe nothing for the half that stays.
 */
export function paidTowards(crate: CrateFacts, metric: RoomMetric): number {
  return metric === 'kg' ? 0 : crate.billedMinor;
}

/** A crate's fee by its lot's rate card for `days` stored from its check-in date (company zone). */
function cardFee(card: RateCard, lot: LotPrice, checkedInAt: Date, timeZone: string, days: number, grams: number): number {
  return cardCharge(card, { checked_in_on: calendarDateIn(checkedInAt, timeZone), days }, grams, lot.lotCrates ?? 1).fee_minor;
}

/**
 * Fee, due and the charge for taking `partGrams` (default: all that is left) of a crate now. The one place
 * the server prices a crate: a lot with a rate card by the card (domain crateCharge), else by its pricing.
 */
export function crateCharge(crate: CrateFacts, lot: LotPrice, ctx: FeeContext, partGrams?: number): CheckoutLine {
  if (lot.rateCard) {
    const days = storageDays(crate.checkedInAt, ctx.at, ctx.timeZone);
    const fee = cardFee(lot.rateCard, lot, crate.checkedInAt, ctx.timeZone, days, crate.currentGrams);
    const due = Math.max(0, fee - paidTowards(crate, ctx.metric));
    return { days, fee_minor: fee, due_minor: due, line_minor: partFee(due, crate.currentGrams, partGrams ?? crate.currentGrams) };
  }
  return checkoutLine({
    pricing: { kind: lot.pricing, rate_minor: lot.rateMinor },
    metric: ctx.metric,
    weight_grams: crate.currentGrams,
    checked_in_at: crate.checkedInAt,
    at: ctx.at,
    time_zone: ctx.timeZone,
    paid_minor: paidTowards(crate, ctx.metric),
    ...(partGrams === undefined ? {} : { part_grams: partGrams }),
  });
}

/** Days charged if checked out at ctx.at (at least 1). */
export function daysCharged(crate: Pick<CrateRow, 'checkedInAt'>, ctx: FeeContext): number {
  return storageDays(crate.checkedInAt, ctx.at, ctx.timeZone);
}

/**
 * The estimate for the planned days (not planned: one day), at the crate's weight now. A lot with a rate
 * card needs its check-in time and the company's zone (`stay`) for a seasonal card; without them, the
 * stay is taken to start today (UTC).
 */
export function plannedCrateFee(
  crate: Pick<CrateRow, 'currentGrams' | 'plannedDays'>,
  lot: LotPrice,
  metric: RoomMetric,
  stay?: { checkedInAt: Date; timeZone: string },
): number {
  if (lot.rateCard) {
    const days = Math.max(1, crate.plannedDays ?? 1);
    return cardFee(lot.rateCard, lot, stay?.checkedInAt ?? new Date(), stay?.timeZone ?? 'UTC', days, crate.currentGrams);
  }
  return plannedFee({ pricing: { kind: lot.pricing, rate_minor: lot.rateMinor }, metric, weight_grams: crate.currentGrams }, crate.plannedDays);
}
