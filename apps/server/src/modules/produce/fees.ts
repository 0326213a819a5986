import { checkoutLine, plannedFee, storageDays, type CheckoutLine, type RoomMetric } from '@coldroom/domain';
import type { CrateRow, ProduceLotRow } from '../../db/schema';

export interface FeeContext {
  metric: RoomMetric;
  timeZone: string;
  at: Date;
}

type CrateFacts = Pick<CrateRow, 'currentGrams' | 'checkedInAt' | 'billedMinor'>;
type LotPrice = Pick<ProduceLotRow, 'pricing' | 'rateMinor'>;

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

/** Fee, due and the charge for taking `partGrams` (default: all that is left) of a crate now. */
export function crateCharge(crate: CrateFacts, lot: LotPrice, ctx: FeeContext, partGrams?: number): CheckoutLine {
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

/** The estimate for the planned days (not planned: one day), at the crate's weight now. */
export function plannedCrateFee(crate: Pick<CrateRow, 'currentGrams' | 'plannedDays'>, lot: LotPrice, metric: RoomMetric): number {
  return plannedFee({ pricing: { kind: lot.pricing, rate_minor: lot.rateMinor }, metric, weight_grams: crate.currentGrams }, crate.plannedDays);
}
