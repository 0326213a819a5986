import type { RateCardCreate } from '@coldroom/contract';
import { gramsToKg, kgToGrams, rateCardProblems, type MinorUnits, type RateBasis, type RateCard, type RatePeriod } from '@coldroom/domain';
import { normaliseKg } from '../../lib/amounts';
import { parseAmount, toMajorInput, type AmountProblem } from '../cooling-units/money';

/**
 * The rate card editor's values. They mirror the API body (`effective_from`, `card.…`), so the paths of the
 * domain's rateCardProblems and of the server's 400 (`card.tiers.1.from_day`) are the form's paths. Amounts
 * are major units as typed, the bag weight kg as typed; optional parts have a switch and keep their inputs
 * while switched off.
 */
export interface TierRow {
  /** Stable React key of the row. */
  key: string;
  from_day: string;
  rate_minor: string;
}

export interface CardFields {
  basis: RateBasis;
  bag_grams: string;
  period: RatePeriod;
  rate_minor: string;
  season_on: boolean;
  season: { name: string; start: string; end: string; rate_minor: string };
  grace_days: string;
  first_on: boolean;
  first_period: { days: string; amount_minor: string };
  tiers_on: boolean;
  tiers: TierRow[];
  minimum_on: boolean;
  minimum: { per: 'crate' | 'lot'; amount_minor: string };
}

export interface CardValues {
  effective_from: string;
  card: CardFields;
}

export const PRESETS = ['daily_crate', 'fixed_crate', 'seasonal_quintal', 'first_week', 'tiers'] as const;
export type Preset = (typeof PRESETS)[number];

let tierSequence = 0;
export function newTierRow(from_day = '', rate_minor = ''): TierRow {
  tierSequence += 1;
  return { key: `tier-${tierSequence}`, from_day, rate_minor };
}

/** The season a preset starts from (docs/rent-rules.md §5, example 4). */
const DEFAULT_SEASON = { start: '02-01', end: '10-31' };

/** Form fields of a card, amounts back in major units. */
export function cardToFields(card: RateCard, currency: string, seasonName = ''): CardFields {
  const major = (minor: MinorUnits) => toMajorInput(minor, currency);
  return {
    basis: card.basis,
    bag_grams: card.bag_grams ? String(gramsToKg(card.bag_grams)) : '50',
    period: card.period,
    rate_minor: major(card.rate_minor),
    season_on: Boolean(card.season),
    season: card.season
      ? { name: card.season.name, start: card.season.start, end: card.season.end, rate_minor: major(card.season.rate_minor) }
      : { name: seasonName, ...DEFAULT_SEASON, rate_minor: '' },
    grace_days: card.grace_days ? String(card.grace_days) : '',
    first_on: Boolean(card.first_period),
    first_period: card.first_period ? { days: String(card.first_period.days), amount_minor: major(card.first_period.amount_minor) } : { days: '7', amount_minor: '' },
    tiers_on: Boolean(card.tiers && card.tiers.length > 0),
    tiers: card.tiers && card.tiers.length > 0 ? card.tiers.map((tier) => newTierRow(String(tier.from_day), major(tier.rate_minor))) : [newTierRow('1', major(card.rate_minor))],
    minimum_on: Boolean(card.minimum),
    minimum: card.minimum ? { per: card.minimum.per, amount_minor: major(card.minimum.amount_minor) } : { per: 'crate', amount_minor: '' },
  };
}

/** The running rate of a card, per unit: its rate, or its first tier's. */
export const headlineRate = (card: RateCard): MinorUnits => (card.tiers && card.tiers.length > 0 ? card.tiers[0]!.rate_minor : card.rate_minor);

/**
 * A preset as a valid card, priced from a rate the room already charges (`rate`, minor units per unit and
 * day or once): the season costs 60 days of it, the first week 5 days, the tiers rise by half and then to
 * three times (the shapes of docs/rent-rules.md §5, examples 4, 6 and 7). The provider adjusts from there.
 */
export function presetCard(preset: Preset, rate: MinorUnits, seasonName: string): RateCard {
  switch (preset) {
    case 'daily_crate':
      return { basis: 'crate', period: 'day', rate_minor: rate };
    case 'fixed_crate':
      return { basis: 'crate', period: 'once', rate_minor: rate };
    case 'seasonal_quintal':
      return { basis: 'quintal', period: 'day', rate_minor: rate, season: { name: seasonName, ...DEFAULT_SEASON, rate_minor: rate * 60 } };
    case 'first_week':
      return { basis: 'crate', period: 'day', rate_minor: rate, first_period: { days: 7, amount_minor: rate * 5 } };
    case 'tiers':
      return {
        basis: 'crate',
        period: 'day',
        rate_minor: rate,
        tiers: [
          { from_day: 1, rate_minor: rate },
          { from_day: 8, rate_minor: Math.ceil(rate * 1.5) },
          { from_day: 31, rate_minor: rate * 3 },
        ],
      };
  }
}

/** Which preset the fields have the shape of (amounts, grace and minimum aside), or null. */
export function presetOf(fields: CardFields): Preset | null {
  if ([fields.season_on, fields.first_on, fields.tiers_on].filter(Boolean).length > 1) return null;
  if (fields.season_on) return fields.basis === 'quintal' && fields.period === 'day' ? 'seasonal_quintal' : null;
  if (fields.basis !== 'crate') return null;
  if (fields.tiers_on) return fields.period === 'day' ? 'tiers' : null;
  if (fields.first_on) return fields.period === 'day' ? 'first_week' : null;
  return fields.period === 'day' ? 'daily_crate' : fields.period === 'once' ? 'fixed_crate' : null;
}

const AMOUNT_KEYS: Record<AmountProblem, string> = {
  required: 'rooms.validation.priceRequired',
  invalid: 'rooms.validation.priceInvalid',
  decimals: 'rooms.validation.priceDecimals',
};

/** The domain's and the server's reasons for a bad card field, as translation keys. */
export const PROBLEM_KEYS: Record<string, string> = {
  not_whole_minor_units: 'rooms.validation.priceDecimals',
  negative: 'rateCards.problems.negative',
  too_large: 'rateCards.problems.tooLarge',
  out_of_range: 'fieldReasons.outOfRange',
  not_whole_number: 'fieldReasons.notWholeNumber',
  unknown: 'forms.invalid',
  invalid: 'forms.invalid',
  first_tier_starts_day_1: 'rateCards.problems.firstTierDayOne',
  tiers_overlap: 'rateCards.problems.tiersOverlap',
  one_to_twenty_tiers: 'rateCards.problems.tierCount',
  tiers_need_daily_period: 'rateCards.problems.tiersNeedDaily',
  one_to_forty_characters: 'rateCards.problems.seasonName',
  not_a_month_day: 'rateCards.problems.monthDay',
  season_ends_before_it_starts: 'rateCards.problems.seasonEndsBeforeStart',
  not_with_once: 'rateCards.problems.firstPeriodNotWithOnce',
  not_with_season: 'rateCards.problems.notWithSeason',
  once_not_with_season: 'rateCards.problems.onceNotWithSeason',
  before_today: 'rateCards.problems.beforeToday',
};

/** A whole number as typed ("7"), or NaN. */
function wholeNumber(input: string): number {
  const text = input.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

export interface ReadCard {
  /** The card when every field reads and the domain finds nothing wrong, else null. */
  card: RateCard | null;
  /** Form paths (`card.tiers.1.from_day`, `effective_from`) → translation keys. */
  errors: Record<string, string>;
}

/**
 * The card the fields describe, checked as the server checks it: each input read (amounts in the currency's
 * minor units), then the domain's rateCardProblems, whose paths are the fields' under `card.`.
 */
export function readCard(fields: CardFields, currency: string): ReadCard {
  const errors: Record<string, string> = {};
  const amount = (path: string, input: string): MinorUnits => {
    const parsed = parseAmount(input, currency);
    if ('minor' in parsed) return parsed.minor;
    errors[`card.${path}`] = AMOUNT_KEYS[parsed.problem];
    return Number.NaN;
  };
  const whole = (path: string, input: string): number => {
    const value = wholeNumber(input);
    if (Number.isNaN(value)) errors[`card.${path}`] = input.trim() ? 'fieldReasons.notWholeNumber' : 'rateCards.problems.required';
    return value;
  };

  const card: RateCard = { basis: fields.basis, period: fields.period, rate_minor: 0 };
  if (fields.basis === 'bag') {
    const kg = normaliseKg(fields.bag_grams);
    let grams = Number.NaN;
    try {
      if (kg !== null) grams = kgToGrams(kg);
    } catch {
      grams = Number.NaN;
    }
    if (Number.isNaN(grams)) errors['card.bag_grams'] = 'rateCards.problems.bagWeight';
    card.bag_grams = grams;
  }
  if (fields.tiers_on) {
    card.tiers = fields.tiers.map((tier, i) => ({ from_day: whole(`tiers.${i}.from_day`, tier.from_day), rate_minor: amount(`tiers.${i}.rate_minor`, tier.rate_minor) }));
    // Tiers replace the rate; the server's headline is the first tier's.
    const first = card.tiers[0]?.rate_minor;
    card.rate_minor = first !== undefined && Number.isSafeInteger(first) ? first : 0;
  } else card.rate_minor = amount('rate_minor', fields.rate_minor);
  if (fields.season_on) {
    card.season = { name: fields.season.name.trim(), start: fields.season.start, end: fields.season.end, rate_minor: amount('season.rate_minor', fields.season.rate_minor) };
  }
  if (fields.grace_days.trim()) card.grace_days = whole('grace_days', fields.grace_days);
  if (fields.first_on) {
    card.first_period = { days: whole('first_period.days', fields.first_period.days), amount_minor: amount('first_period.amount_minor', fields.first_period.amount_minor) };
  }
  if (fields.minimum_on) card.minimum = { per: fields.minimum.per, amount_minor: amount('minimum.amount_minor', fields.minimum.amount_minor) };

  for (const [path, code] of Object.entries(rateCardProblems(card))) {
    const key = `card.${path}`;
    errors[key] ??= PROBLEM_KEYS[code] ?? 'forms.invalid';
  }
  return { card: Object.keys(errors).length === 0 ? card : null, errors };
}

/** Mantine form's validate: every field problem of the card, and a start not before today. */
export function cardValidation(currency: string, today: string) {
  return (values: CardValues): Record<string, string> => {
    const { errors } = readCard(values.card, currency);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.effective_from)) errors.effective_from = 'rateCards.problems.date';
    else if (values.effective_from < today) errors.effective_from = 'rateCards.problems.beforeToday';
    return errors;
  };
}

/** The request body of a valid form (call after validation passed). */
export function toCreateBody(values: CardValues, crop: string, currency: string): RateCardCreate {
  const { card } = readCard(values.card, currency);
  if (!card) throw new RangeError('The rate card is not valid');
  return { crop_id: crop, effective_from: values.effective_from, card: { ...card, tiers: card.tiers ? [...card.tiers] : card.tiers } };
}
