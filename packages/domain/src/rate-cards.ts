/**
 * Rate cards (docs/rent-rules.md): how a room charges for a crop, beyond today's fixed and daily pricing —
 * a basis (crate, kg, bag, quintal), a period (once, day, week, 30-day month), a season, grace days, a first
 * period, marginal daily tiers and a minimum. Pure integer arithmetic: a unit's price is whole minor units, and a
 * crate's fee is rounded up to the minor unit once, in roundUpToMinor.
 */
import { addDays, isCalendarDate, type CalendarDate } from './dates';
import type { Pricing } from './fees';
import { ceilDiv, isMinorAmount, toSafeMinor, type MinorUnits } from './money';
import type { RoomMetric } from './rooms';
import type { Grams } from './weights';

export const RATE_BASES = ['crate', 'kg', 'bag', 'quintal'] as const;
export type RateBasis = (typeof RATE_BASES)[number];
export const RATE_PERIODS = ['once', 'day', 'week', 'month'] as const;
export type RatePeriod = (typeof RATE_PERIODS)[number];

/** Days in a period: a month is 30 days (docs/rent-rules.md §2). */
export const PERIOD_DAYS: Readonly<Record<Exclude<RatePeriod, 'once'>, number>> = { day: 1, week: 7, month: 30 };
/** Grams in a quintal. */
export const QUINTAL_GRAMS = 100_000;

export interface RateTier {
  /** The first day (of the charged days) this rate applies to; the first tier's is 1. */
  from_day: number;
  rate_minor: MinorUnits;
}

export interface RateSeason {
  name: string;
  /** Month and day, `MM-DD`; the season does not cross the new year (start ≤ end). */
  start: string;
  end: string;
  /** Per unit, once for each season occurrence the stay touches. */
  rate_minor: MinorUnits;
}

export interface RateCard {
  basis: RateBasis;
  /** The set weight of a bag, for basis `bag`. */
  bag_grams?: Grams | null;
  period: RatePeriod;
  /** Per unit per period (once for `once`); with a season, the after-season rate; unused with tiers. */
  rate_minor: MinorUnits;
  season?: RateSeason | null;
  grace_days?: number | null;
  first_period?: { days: number; amount_minor: MinorUnits } | null;
  tiers?: readonly RateTier[] | null;
  minimum?: { per: 'crate' | 'lot'; amount_minor: MinorUnits } | null;
}

/** One line of a price's breakdown, per basis unit. */
export type ChargeLine =
  | { kind: 'grace'; days: number }
  | { kind: 'once'; amount_minor: MinorUnits }
  | { kind: 'first_period'; days: number; amount_minor: MinorUnits }
  /** Charged days `from_day`–`to_day` at a rate per period (`periods` of them). */
  | { kind: 'rate'; period: Exclude<RatePeriod, 'once'>; from_day: number; to_day: number; periods: number; rate_minor: MinorUnits; amount_minor: MinorUnits }
  | { kind: 'season'; name: string; year: number; days: number; amount_minor: MinorUnits }
  | { kind: 'after_season'; period: Exclude<RatePeriod, 'once'>; days: number; periods: number; rate_minor: MinorUnits; amount_minor: MinorUnits };

export interface UnitPrice {
  /** Days stored less grace days. */
  charged_days: number;
  /** The price of one basis unit for the stay, whole minor units. */
  unit_minor: MinorUnits;
  lines: ChargeLine[];
}

/** A stay: its check-in date in the company's zone and its days stored (domain-rules §5, at least 1). */
export interface Stay {
  checked_in_on: CalendarDate;
  days: number;
}

const MAX_DAYS = 36_500;
const MAX_TIERS = 20;
const MAX_RATE = 1_000_000_000_000;

/**
 * What is wrong with a card, as field paths and codes (empty when it is valid): every bad input of
 * docs/rent-rules.md §6, so the API can answer 400 naming the field.
 */
export function rateCardProblems(card: RateCard): Record<string, string> {
  const problems: Record<string, string> = {};
  const amount = (path: string, value: unknown) => {
    if (!isMinorAmount(value)) problems[path] = 'not_whole_minor_units';
    else if (value < 0) problems[path] = 'negative';
    else if (value > MAX_RATE) problems[path] = 'too_large';
  };
  const whole = (path: string, value: unknown, min: number, max: number) => {
    if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max) problems[path] = 'out_of_range';
  };
  if (!(RATE_BASES as readonly string[]).includes(card.basis)) problems.basis = 'unknown';
  if (card.basis === 'bag') whole('bag_grams', card.bag_grams, 1, 1_000_000);
  if (!(RATE_PERIODS as readonly string[]).includes(card.period)) problems.period = 'unknown';
  amount('rate_minor', card.rate_minor);
  if (card.grace_days !== null && card.grace_days !== undefined) whole('grace_days', card.grace_days, 0, 365);
  if (card.first_period) {
    whole('first_period.days', card.first_period.days, 1, 365);
    amount('first_period.amount_minor', card.first_period.amount_minor);
    if (card.period === 'once') problems.first_period = 'not_with_once';
  }
  if (card.tiers) {
    if (card.period !== 'day') problems.tiers = 'tiers_need_daily_period';
    if (card.tiers.length === 0 || card.tiers.length > MAX_TIERS) problems.tiers = 'one_to_twenty_tiers';
    card.tiers.forEach((tier, i) => {
      amount(`tiers.${i}.rate_minor`, tier.rate_minor);
      whole(`tiers.${i}.from_day`, tier.from_day, 1, MAX_DAYS);
      if (i === 0 && tier.from_day !== 1) problems[`tiers.${i}.from_day`] = 'first_tier_starts_day_1';
      const before = card.tiers![i - 1];
      if (before && Number.isSafeInteger(tier.from_day) && tier.from_day <= before.from_day) problems[`tiers.${i}.from_day`] = 'tiers_overlap';
    });
  }
  if (card.season) {
    const { season } = card;
    if (typeof season.name !== 'string' || season.name.trim().length === 0 || season.name.length > 40) problems['season.name'] = 'one_to_forty_characters';
    if (!isMonthDay(season.start)) problems['season.start'] = 'not_a_month_day';
    if (!isMonthDay(season.end)) problems['season.end'] = 'not_a_month_day';
    if (isMonthDay(season.start) && isMonthDay(season.end) && season.end < season.start) problems['season.end'] = 'season_ends_before_it_starts';
    amount('season.rate_minor', season.rate_minor);
    if (card.first_period) problems.first_period = 'not_with_season';
    if (card.tiers) problems.tiers = 'not_with_season';
    if (card.period === 'once') problems.period = 'once_not_with_season';
  }
  if (card.minimum) {
    if (card.minimum.per !== 'crate' && card.minimum.per !== 'lot') problems['minimum.per'] = 'unknown';
    amount('minimum.amount_minor', card.minimum.amount_minor);
  }
  return problems;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `MM-DD` of a day every year has (29 February is not one). */
export function isMonthDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{2}-\d{2}$/.test(value)) return false;
  const month = Number(value.slice(0, 2));
  const day = Number(value.slice(3));
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

function assertValid(card: RateCard): void {
  const problems = rateCardProblems(card);
  const fields = Object.keys(problems);
  if (fields.length > 0) throw new RangeError(`Not a valid rate card: ${fields.map((f) => `${f} ${problems[f]}`).join(', ')}`);
}

/** The price of charged days `from`–`to` (1-based, inclusive) at marginal daily tiers. */
function tierLines(tiers: readonly RateTier[], from: number, to: number): ChargeLine[] {
  const lines: ChargeLine[] = [];
  tiers.forEach((tier, i) => {
    const next = tiers[i + 1];
    const start = Math.max(from, tier.from_day);
    const end = Math.min(to, next ? next.from_day - 1 : to);
    if (end < start) return;
    const days = end - start + 1;
    lines.push({ kind: 'rate', period: 'day', from_day: start, to_day: end, periods: days, rate_minor: tier.rate_minor, amount_minor: days * tier.rate_minor });
  });
  return lines;
}

/** The running rate (or the tiers) for charged days `from`–`to`. */
function runningLines(card: RateCard, from: number, to: number): ChargeLine[] {
  if (to < from) return [];
  if (card.tiers && card.tiers.length > 0) return tierLines(card.tiers, from, to);
  const period = card.period as Exclude<RatePeriod, 'once'>;
  const days = to - from + 1;
  const periods = Math.ceil(days / PERIOD_DAYS[period]);
  return [{ kind: 'rate', period, from_day: from, to_day: to, periods, rate_minor: card.rate_minor, amount_minor: periods * card.rate_minor }];
}

/**
 * The price of one basis unit for a stay (docs/rent-rules.md §3, steps 1–2), with its breakdown. Throws on an
 * invalid card or stay (the API refuses those before they get here).
 */
export function unitPrice(card: RateCard, stay: Stay): UnitPrice {
  assertValid(card);
  if (!Number.isSafeInteger(stay.days) || stay.days < 1 || stay.days > MAX_DAYS) throw new RangeError(`Days must be a whole number from 1: ${stay.days}`);
  if (!isCalendarDate(stay.checked_in_on)) throw new RangeError(`Not a date: ${stay.checked_in_on}`);
  const grace = card.grace_days ?? 0;
  const charged = Math.max(0, stay.days - grace);
  const lines: ChargeLine[] = grace > 0 ? [{ kind: 'grace', days: Math.min(grace, stay.days) }] : [];
  if (charged > 0) {
    if (card.season) lines.push(...seasonLines(card, card.season, addDays(stay.checked_in_on, grace), charged));
    else if (card.period === 'once') lines.push({ kind: 'once', amount_minor: card.rate_minor });
    else if (card.first_period) {
      const covered = Math.min(card.first_period.days, charged);
      lines.push({ kind: 'first_period', days: covered, amount_minor: card.first_period.amount_minor });
      lines.push(...runningLines(card, card.first_period.days + 1, charged));
    } else lines.push(...runningLines(card, 1, charged));
  }
  const unit = lines.reduce((sum, line) => sum + ('amount_minor' in line ? line.amount_minor : 0), 0);
  return { charged_days: charged, unit_minor: toSafeMinor(BigInt(unit)), lines };
}

/** A seasonal stay of `days` charged dates from `first`: each season occurrence touched once, the rest after-season. */
function seasonLines(card: RateCard, season: RateSeason, first: CalendarDate, days: number): ChargeLine[] {
  const inSeason = new Map<number, number>();
  let outside = 0;
  for (let i = 0; i < days; i += 1) {
    const date = addDays(first, i);
    const monthDay = date.slice(5);
    if (monthDay >= season.start && monthDay <= season.end) {
      const year = Number(date.slice(0, 4));
      inSeason.set(year, (inSeason.get(year) ?? 0) + 1);
    } else outside += 1;
  }
  const lines: ChargeLine[] = [...inSeason.entries()].map(([year, count]) => ({ kind: 'season', name: season.name, year, days: count, amount_minor: season.rate_minor }));
  if (outside > 0) {
    const period = card.period as Exclude<RatePeriod, 'once'>;
    const periods = Math.ceil(outside / PERIOD_DAYS[period]);
    lines.push({ kind: 'after_season', period, days: outside, periods, rate_minor: card.rate_minor, amount_minor: periods * card.rate_minor });
  }
  return lines;
}

/** A crate's units as a fraction: numerator and denominator (docs/rent-rules.md §3, step 3). */
export function basisUnits(card: Pick<RateCard, 'basis' | 'bag_grams'>, weightGrams: Grams): { numerator: bigint; denominator: bigint } {
  if (!Number.isSafeInteger(weightGrams) || weightGrams < 0) throw new RangeError(`A weight must be a whole number of grams: ${weightGrams}`);
  switch (card.basis) {
    case 'crate':
      return { numerator: 1n, denominator: 1n };
    case 'kg':
      return { numerator: BigInt(weightGrams), denominator: 1000n };
    case 'quintal':
      return { numerator: BigInt(weightGrams), denominator: BigInt(QUINTAL_GRAMS) };
    case 'bag':
      return { numerator: BigInt(weightGrams), denominator: BigInt(card.bag_grams ?? 0) };
  }
}

/** The one rounding of rent (docs/rent-rules.md §3, step 4): an exact amount up to the minor unit. */
export function roundUpToMinor(numerator: bigint, denominator: bigint): MinorUnits {
  return toSafeMinor(ceilDiv(numerator, denominator));
}

/** A card's minimum for one crate: the crate's, or its equal share of the lot's, rounded up. */
export function crateMinimum(card: RateCard, lotCrates: number): MinorUnits {
  if (!card.minimum) return 0;
  if (card.minimum.per === 'crate') return card.minimum.amount_minor;
  if (!Number.isSafeInteger(lotCrates) || lotCrates < 1) throw new RangeError(`A lot has at least one crate: ${lotCrates}`);
  return roundUpToMinor(BigInt(card.minimum.amount_minor), BigInt(lotCrates));
}

export interface CrateCharge extends UnitPrice {
  fee_minor: MinorUnits;
  /** Whether the minimum raised the fee. */
  minimum_applied: boolean;
}

/**
 * A crate's fee for a stay: the unit price × the crate's units, rounded up once, raised to the minimum when
 * any day is charged. `lotCrates`: the lot's crates at check-in (for a minimum per lot).
 */
export function crateCharge(card: RateCard, stay: Stay, weightGrams: Grams, lotCrates = 1): CrateCharge {
  const price = unitPrice(card, stay);
  const units = basisUnits(card, weightGrams);
  const fee = roundUpToMinor(BigInt(price.unit_minor) * units.numerator, units.denominator);
  const minimum = price.charged_days > 0 ? crateMinimum(card, lotCrates) : 0;
  return { ...price, fee_minor: Math.max(fee, minimum), minimum_applied: minimum > fee };
}

/** Today's pricing as a card (version 1 of every room's pricing): the same fee for every stay and weight. */
export function pricingToCard(pricing: Pricing, metric: RoomMetric): RateCard {
  return { basis: metric === 'kg' ? 'kg' : 'crate', period: pricing.kind === 'fixed' ? 'once' : 'day', rate_minor: pricing.rate_minor };
}

/**
 * One part of a card's summary (rateCardSummary), in the order a sentence reads them. Amounts are per basis
 * unit; a `season`'s `start_month`/`end_month` are set when it covers whole months (1 February–31 October:
 * 2 and 10), so a sentence may say "February–October", else null (say the days).
 */
export type RateCardSummaryPart =
  | { kind: 'once'; amount_minor: MinorUnits }
  | { kind: 'rate'; period: Exclude<RatePeriod, 'once'>; rate_minor: MinorUnits }
  | { kind: 'season'; name: string; start: string; end: string; start_month: number | null; end_month: number | null; rate_minor: MinorUnits }
  /** The card's rate on dates outside the season: after `after` (the season's end) and before `before` (its start). */
  | { kind: 'after_season'; after: string; before: string; period: Exclude<RatePeriod, 'once'>; rate_minor: MinorUnits }
  | { kind: 'first_period'; days: number; amount_minor: MinorUnits }
  /** A daily tier: charged days `from_day` to `to_day` (null: open-ended). */
  | { kind: 'tier'; from_day: number; to_day: number | null; rate_minor: MinorUnits }
  | { kind: 'grace'; days: number }
  | { kind: 'minimum'; per: 'crate' | 'lot'; amount_minor: MinorUnits };

/** A card in a few structured parts, for a short sentence in any language (the server's papers, the app). */
export interface RateCardSummary {
  basis: RateBasis;
  /** The set weight of a bag (basis `bag`), else null. */
  bag_grams: Grams | null;
  /** The part to show when there is room for one only: the season, else the first period, first tier, the rate or once. */
  headline: RateCardSummaryPart;
  /** Every part, the headline among them: grace, then what a stay pays in order, then the minimum. */
  parts: RateCardSummaryPart[];
}

/** A month's number when `start`–`end` (`MM-DD`) covers whole months: `{start: 2, end: 10}` for 02-01–10-31. */
function wholeMonths(start: string, end: string): { start: number | null; end: number | null } {
  const endMonth = Number(end.slice(0, 2));
  const whole = start.slice(3) === '01' && Number(end.slice(3)) === DAYS_IN_MONTH[endMonth - 1];
  return whole ? { start: Number(start.slice(0, 2)), end: endMonth } : { start: null, end: null };
}

/**
 * A card as a short structured summary (docs/rent-rules.md §8): e.g. the card of worked example 4 gives a
 * season part (₹240.00 a quintal, months 2–10) and an after-season part (after 10-31, ₹4.00 a day), which
 * read "₹240 season rate, February–October; after 31 October ₹4 a day". Throws on an invalid card.
 */
export function rateCardSummary(card: RateCard): RateCardSummary {
  assertValid(card);
  const parts: RateCardSummaryPart[] = [];
  if (card.grace_days) parts.push({ kind: 'grace', days: card.grace_days });
  let headline: RateCardSummaryPart;
  if (card.season) {
    const months = wholeMonths(card.season.start, card.season.end);
    headline = { kind: 'season', name: card.season.name, start: card.season.start, end: card.season.end, start_month: months.start, end_month: months.end, rate_minor: card.season.rate_minor };
    parts.push(headline, { kind: 'after_season', after: card.season.end, before: card.season.start, period: card.period as Exclude<RatePeriod, 'once'>, rate_minor: card.rate_minor });
  } else if (card.period === 'once') {
    headline = { kind: 'once', amount_minor: card.rate_minor };
    parts.push(headline);
  } else {
    const running: RateCardSummaryPart[] =
      card.tiers && card.tiers.length > 0
        ? card.tiers.map((tier, i) => ({ kind: 'tier', from_day: tier.from_day, to_day: card.tiers![i + 1] ? card.tiers![i + 1]!.from_day - 1 : null, rate_minor: tier.rate_minor }))
        : [{ kind: 'rate', period: card.period, rate_minor: card.rate_minor }];
    if (card.first_period) {
      headline = { kind: 'first_period', days: card.first_period.days, amount_minor: card.first_period.amount_minor };
      parts.push(headline);
      // tiers are numbered in charged days: those the first period covers are not priced by them
      const after = card.first_period.days + 1;
      for (const part of running) {
        if (part.kind !== 'tier') parts.push(part);
        else if (part.to_day === null || part.to_day >= after) parts.push({ ...part, from_day: Math.max(part.from_day, after) });
      }
    } else {
      headline = running[0]!;
      parts.push(...running);
    }
  }
  if (card.minimum) parts.push({ kind: 'minimum', per: card.minimum.per, amount_minor: card.minimum.amount_minor });
  return { basis: card.basis, bag_grams: card.basis === 'bag' ? (card.bag_grams ?? null) : null, headline, parts };
}
