/**
 * A fee's breakdown (issue 29, docs/rent-rules.md §8): wherever an answer shows a lot's fee it carries the
 * lot's rate card, its summary and the breakdown of one crate (the domain's rateCardSummary and crateCharge).
 */
import { RATE_BASES, RATE_PERIODS } from '@coldroom/domain';
import { z } from 'zod';
import { id, minor } from './operations-fields';
import { rateCardBodySchema } from './rate-cards';

const period = z.enum(RATE_PERIODS.filter((p) => p !== 'once') as ['day', 'week', 'month']);
const count = z.number().int();

/** One line of a price's breakdown per basis unit (domain ChargeLine). */
export const chargeLineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('grace'), days: count }),
  z.object({ kind: z.literal('once'), amount_minor: minor }),
  z.object({ kind: z.literal('first_period'), days: count, amount_minor: minor }),
  /** Charged days `from_day`–`to_day` at `rate_minor` per period, `periods` of them. */
  z.object({ kind: z.literal('rate'), period, from_day: count, to_day: count, periods: count, rate_minor: minor, amount_minor: minor }),
  /** A season occurrence the stay touched (`days` charged dates in it), paid once. */
  z.object({ kind: z.literal('season'), name: z.string(), year: count, days: count, amount_minor: minor }),
  z.object({ kind: z.literal('after_season'), period, days: count, periods: count, rate_minor: minor, amount_minor: minor }),
]);
export type ChargeLineView = z.infer<typeof chargeLineSchema>;

/** One part of a card's summary (domain RateCardSummaryPart); amounts per basis unit. */
export const rateCardSummaryPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('once'), amount_minor: minor }),
  z.object({ kind: z.literal('rate'), period, rate_minor: minor }),
  /** `start`/`end` as `MM-DD`; `start_month`/`end_month` (1–12) when the season covers whole months, else null. */
  z.object({ kind: z.literal('season'), name: z.string(), start: z.string(), end: z.string(), start_month: count.nullable(), end_month: count.nullable(), rate_minor: minor }),
  /** The rate outside the season: after `after` (the season's end), before `before` (its start). */
  z.object({ kind: z.literal('after_season'), after: z.string(), before: z.string(), period, rate_minor: minor }),
  z.object({ kind: z.literal('first_period'), days: count, amount_minor: minor }),
  /** Daily tier for charged days `from_day`–`to_day` (null: and on). */
  z.object({ kind: z.literal('tier'), from_day: count, to_day: count.nullable(), rate_minor: minor }),
  z.object({ kind: z.literal('grace'), days: count }),
  z.object({ kind: z.literal('minimum'), per: z.enum(['crate', 'lot']), amount_minor: minor }),
]);
export const rateCardSummarySchema = z.object({
  basis: z.enum(RATE_BASES),
  bag_grams: count.nullable(),
  /** The one part to show when there is room for one only. */
  headline: rateCardSummaryPartSchema,
  parts: z.array(rateCardSummaryPartSchema),
});
export type RateCardSummaryView = z.infer<typeof rateCardSummarySchema>;

/** One crate priced by the card: the stay, its basis units and the breakdown per unit (domain crateCharge). */
export const crateBreakdownSchema = z.object({
  crate_id: id,
  /** Check-in date in the company's zone, days stored (at least 1) and days charged (less grace days). */
  checked_in_on: z.string(),
  days: count,
  charged_days: count,
  /** The weight priced (the crate's weight before the check-out, or now). */
  weight_kg: z.number(),
  /** Basis units of that weight (crate: 1; 50 kg on a quintal card: 0.5; 40 kg on a 50 kg-bag card: 0.8). */
  units: z.number(),
  /** The price of one unit for the stay: the sum of `lines`. */
  unit_minor: minor,
  lines: z.array(chargeLineSchema),
  /** unit_minor × units rounded up once, raised to the minimum when `minimum_applied`. */
  fee_minor: minor,
  minimum_applied: z.boolean(),
});
export type CrateBreakdown = z.infer<typeof crateBreakdownSchema>;

/**
 * A lot's rate card as the answers that show its fee carry it. `rate_card_id`: the version the lot carries
 * (null: a lot billed by its own pricing, which is version 1 of the room's price; `card` is then that price
 * as a card). `example`: one crate of the lot priced as the answer prices it (null when none applies, e.g.
 * a lot whose crates have all left).
 */
export const lotRateCardSchema = z.object({
  lot_id: id,
  crop_id: z.string(),
  rate_card_id: id.nullable(),
  card: rateCardBodySchema,
  summary: rateCardSummarySchema,
  example: crateBreakdownSchema.nullable(),
});
export type LotRateCard = z.infer<typeof lotRateCardSchema>;
