import { z } from 'zod';
import { RATE_BASES, RATE_PERIODS } from '@coldroom/domain';
import { id, idRef, typeError } from './operations-fields';

/**
 * Rate cards (docs/rent-rules.md §6): a room's price for a crop as versions with effective dates. The
 * shapes are checked here; what makes a card valid (tiers, seasons, amounts) is the domain's
 * rateCardProblems, answered as 400 naming the field under `card.`.
 */
const whole = z.number({ error: typeError }).int({ error: 'not_whole_number' }).min(-Number.MAX_SAFE_INTEGER, { error: 'out_of_range' }).max(Number.MAX_SAFE_INTEGER, { error: 'out_of_range' });
const monthDay = z.string({ error: typeError }).max(5, { error: 'not_a_month_day' });

export const rateCardBodySchema = z.object({
  basis: z.enum(RATE_BASES, { error: 'invalid' }),
  bag_grams: whole.nullable().optional(),
  period: z.enum(RATE_PERIODS, { error: 'invalid' }),
  rate_minor: whole,
  season: z.object({ name: z.string({ error: typeError }).max(40, { error: 'one_to_forty_characters' }), start: monthDay, end: monthDay, rate_minor: whole }).nullable().optional(),
  grace_days: whole.nullable().optional(),
  first_period: z.object({ days: whole, amount_minor: whole }).nullable().optional(),
  tiers: z.array(z.object({ from_day: whole, rate_minor: whole })).max(20, { error: 'one_to_twenty_tiers' }).nullable().optional(),
  minimum: z.object({ per: z.enum(['crate', 'lot'], { error: 'unknown' }), amount_minor: whole }).nullable().optional(),
});
export type RateCardBody = z.infer<typeof rateCardBodySchema>;

/** POST /operation/v1/cooling-units/{id}/rate-cards/: a new version from `effective_from` (not before today in the company's zone). */
export const rateCardCreateSchema = z.object({
  crop_id: z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(64, { error: 'unknown_crop' }),
  effective_from: z.iso.date({ error: 'invalid' }),
  card: rateCardBodySchema,
});
export type RateCardCreate = z.infer<typeof rateCardCreateSchema>;

export const rateCardListQuerySchema = z.object({
  crop: z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(64, { error: 'unknown_crop' }),
});

export const rateCardSchema = z.object({
  id,
  cooling_unit_id: id,
  crop_id: z.string(),
  version: z.number().int(),
  effective_from: z.string(),
  card: rateCardBodySchema,
  created_by_user_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type RateCardView = z.infer<typeof rateCardSchema>;
export const rateCardListSchema = z.object({ items: z.array(rateCardSchema) });

/** POST /operation/v1/rate-cards/{id}/price/: a live example for the editor. `checked_in_on` defaults to today. */
export const rateCardPriceRequestSchema = z.object({
  crates: z.number({ error: typeError }).int({ error: 'not_whole_number' }).min(1, { error: 'out_of_range' }).max(10_000, { error: 'out_of_range' }),
  weight_kg: z.number({ error: typeError }).min(0, { error: 'out_of_range' }).max(500, { error: 'out_of_range' }),
  days: z.number({ error: typeError }).int({ error: 'not_whole_number' }).min(1, { error: 'out_of_range' }).max(3650, { error: 'out_of_range' }),
  checked_in_on: z.iso.date({ error: 'invalid' }).optional(),
});
export const rateCardPriceSchema = z.object({
  currency: z.string(),
  checked_in_on: z.string(),
  days: z.number().int(),
  charged_days: z.number().int(),
  unit_minor: z.number().int(),
  /** One crate's fee, and the lot's (crates × a crate's). */
  crate_fee_minor: z.number().int(),
  fee_minor: z.number().int(),
  minimum_applied: z.boolean(),
  /** The breakdown per basis unit (domain ChargeLine). */
  lines: z.array(z.record(z.string(), z.unknown())),
});

/** GET /operation/v1/rate-cards/{id}/apply/: what applying the version to the lots stored now would change (fees as of now). */
export const rateCardApplyPreviewSchema = z.object({
  rate_card_id: id,
  currency: z.string(),
  lots: z.number().int(),
  farmers: z.number().int(),
  /** Fees due now under the lots' cards, under this version, and the difference (after − before). */
  before_minor: z.number().int(),
  after_minor: z.number().int(),
  change_minor: z.number().int(),
  items: z.array(z.object({ lot_id: id, farmer_id: id, before_minor: z.number().int(), after_minor: z.number().int() })),
});
export type RateCardApplyPreview = z.infer<typeof rateCardApplyPreviewSchema>;

/** POST /operation/v1/rate-cards/{id}/apply/: `confirm: true`; `lot_ids` chooses among the stored lots (all when left out). */
export const rateCardApplyRequestSchema = z.object({
  confirm: z.literal(true, { error: 'confirm_required' }),
  lot_ids: z.array(idRef).min(1, { error: 'required' }).max(10_000, { error: 'too_long' }).optional(),
});
export const rateCardApplyResultSchema = rateCardApplyPreviewSchema.extend({ sms_queued: z.number().int() });
