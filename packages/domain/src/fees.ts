/**
 * Storage fees and check-out totals (domain-rules §5). Everything is integer arithmetic on minor
 * units and grams; the only rounding is one ceiling to the minor unit per computed amount, in the
 * room's favour, as the rules say ("round up to the currency's minor unit").
 */
import { calendarDaysBetween, type InstantInput } from './dates';
import { ceilDiv, isMinorAmount, mulDivCeil, sumMinor, toSafeMinor, type MinorUnits } from './money';
import type { RoomMetric } from './rooms';
import type { Grams } from './weights';

export const PRICING_KINDS = ['fixed', 'daily'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

/** fixed: once per crate (per kg in kg rooms); daily: per crate per day (per kg per day in kg rooms). */
export interface Pricing {
  kind: PricingKind;
  rate_minor: MinorUnits;
}

export interface FeeBasis {
  pricing: Pricing;
  metric: RoomMetric;
  /** The crate's current weight: the multiplier in kg rooms, ignored in crates rooms. */
  weight_grams: Grams;
}

/**
 * Days charged: calendar days from the check-in date to the given date, both in the company's
 * zone, and at least 1 (a crate in and out on the same day pays one day).
 */
export function storageDays(checkedInAt: InstantInput, at: InstantInput, timeZone: string): number {
  return Math.max(1, calendarDaysBetween(checkedInAt, at, timeZone));
}

/** The fee for a number of days already known: multiplier × rate (fixed) or multiplier × days × rate (daily). */
export function feeForDays(basis: FeeBasis, days: number): MinorUnits {
  const { pricing, metric, weight_grams } = basis;
  if (!isMinorAmount(pricing.rate_minor) || pricing.rate_minor < 0) {
    throw new RangeError(`A rate must be a non-negative whole number of minor units: ${pricing.rate_minor}`);
  }
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`Days must be a whole number ≥ 1: ${days}`);
  const chargedDays = pricing.kind === 'daily' ? BigInt(days) : 1n;
  const perCrate = BigInt(pricing.rate_minor) * chargedDays;
  if (metric === 'crates') return toSafeMinor(perCrate);
  if (!Number.isSafeInteger(weight_grams) || weight_grams < 0) {
    throw new RangeError(`A weight must be a whole number of grams: ${weight_grams}`);
  }
  // rate is per kg: rate × days × grams ÷ 1000, rounded up once
  return toSafeMinor(ceilDiv(perCrate * BigInt(weight_grams), 1000n));
}

export interface CrateFeeInput extends FeeBasis {
  checked_in_at: InstantInput;
  /** The moment the fee is asked for (now, or the check-out time). */
  at: InstantInput;
  /** The company's IANA time zone, e.g. Africa/Lagos. */
  time_zone: string;
}

/** The fee of a crate at a given moment. */
export function crateFee(input: CrateFeeInput): MinorUnits {
  return feeForDays(input, storageDays(input.checked_in_at, input.at, input.time_zone));
}

/**
 * What is still owed for a crate: fee − what was already paid for it, never negative.
 * paid_minor is the sum of earlier check-out lines of this crate (partial check-outs).
 */
export function crateDue(input: CrateFeeInput & { paid_minor: MinorUnits }): MinorUnits {
  if (!isMinorAmount(input.paid_minor) || input.paid_minor < 0) {
    throw new RangeError(`Paid must be a non-negative whole number of minor units: ${input.paid_minor}`);
  }
  return Math.max(0, crateFee(input) - input.paid_minor);
}

/** The planned cost shown at check-in: the fee for the planned days (missing or 0 counts as 1 day). */
export function plannedFee(basis: FeeBasis, plannedDays: number | null | undefined): MinorUnits {
  return feeForDays(basis, Math.max(1, plannedDays ?? 1));
}

/**
 * The fee for taking part of a crate's weight: due × part ÷ current weight, rounded up.
 * Taking the whole remaining weight (or leaving the part out) costs exactly the due.
 */
export function partFee(dueMinor: MinorUnits, currentGrams: Grams, partGrams: Grams = currentGrams): MinorUnits {
  if (!isMinorAmount(dueMinor) || dueMinor < 0) throw new RangeError(`Not a due amount: ${dueMinor}`);
  if (!Number.isSafeInteger(currentGrams) || currentGrams <= 0) {
    throw new RangeError(`The crate has no weight left: ${currentGrams}`);
  }
  if (!Number.isSafeInteger(partGrams) || partGrams <= 0 || partGrams > currentGrams) {
    throw new RangeError(`A part must weigh more than 0 and at most the current weight: ${partGrams}`);
  }
  return mulDivCeil(dueMinor, partGrams, currentGrams);
}

export interface CheckoutLineInput extends CrateFeeInput {
  paid_minor: MinorUnits;
  /** Grams taken out; the whole current weight (weight_grams) when left out. */
  part_grams?: Grams;
}

export interface CheckoutLine {
  days: number;
  fee_minor: MinorUnits;
  due_minor: MinorUnits;
  /** What this line charges: the due, or its share for a part of the crate. */
  line_minor: MinorUnits;
}

/** One line of a check-out or of its price preview, for a crate and the weight taken. */
export function checkoutLine(input: CheckoutLineInput): CheckoutLine {
  const days = storageDays(input.checked_in_at, input.at, input.time_zone);
  const fee = feeForDays(input, days);
  const due = crateDue(input);
  return { days, fee_minor: fee, due_minor: due, line_minor: partFee(due, input.weight_grams, input.part_grams) };
}

export type CheckoutRefusalCode = 'discount_not_integer' | 'discount_negative' | 'discount_too_large';

export interface CheckoutRefusal {
  code: CheckoutRefusalCode;
  /** The largest discount allowed: the total due. */
  max_discount_minor: MinorUnits;
}

export type CheckoutTotal =
  | { ok: true; subtotal_minor: MinorUnits; discount_minor: MinorUnits; total_minor: MinorUnits }
  | { ok: false; refusal: CheckoutRefusal };

/** Sum of the lines, less a discount of 0 ≤ discount ≤ total due; any other discount is refused. */
export function checkoutTotal(lineDues: readonly MinorUnits[], discountMinor: number = 0): CheckoutTotal {
  for (const due of lineDues) {
    if (!isMinorAmount(due) || due < 0) throw new RangeError(`A line due must be a non-negative amount: ${due}`);
  }
  const subtotal = sumMinor(lineDues);
  const refuse = (code: CheckoutRefusalCode): CheckoutTotal => ({
    ok: false,
    refusal: { code, max_discount_minor: subtotal },
  });
  if (!isMinorAmount(discountMinor)) return refuse('discount_not_integer');
  if (discountMinor < 0) return refuse('discount_negative');
  if (discountMinor > subtotal) return refuse('discount_too_large');
  const discount = discountMinor === 0 ? 0 : discountMinor;
  return { ok: true, subtotal_minor: subtotal, discount_minor: discount, total_minor: subtotal - discount };
}
