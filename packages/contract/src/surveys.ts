/**
 * Surveys (issue 6, domain-rules §7) and a farmer's own figures. Paths under OPERATION_PREFIX:
 * - GET  /operation/v1/surveys/farmer/?farmer=<farmers.id>  baseline survey (farmer: own, `farmer` ignored;
 *   staff: a farmer linked to their company, `farmer` required). `survey` is null until one is filled.
 * - PUT  /operation/v1/surveys/farmer/  create or replace it (once per farmer, editable).
 * - GET  /operation/v1/surveys/market/pending/?page&page_size  check-outs still waiting for a market survey
 *   (staff: the company's; farmer: own), newest first, paged.
 * - GET  /operation/v1/surveys/market/check-outs/{id}/  one check-out with its crops and their surveys.
 * - POST /operation/v1/surveys/market/  one market survey per check-out and crop (409 duplicate), within
 *   SURVEY_WINDOW_DAYS of the check-out's local date (422 survey_window_closed).
 * - GET  /operation/v1/analysis/farmer/  the logged-in farmer's figures across companies.
 * Units: weights in kg (up to three decimals), money in minor units next to its ISO 4217 currency; a
 * price is per `unit`, and `kg_per_unit` says how much one unit weighs.
 */
import { z } from 'zod';
import { isCurrency } from '@coldroom/domain';
import { pagedSchema, pageQuerySchema } from './common';
import { cropRef, id, idQuery, idRef, minor, named, typeError } from './operations-fields';

export const SURVEY_WINDOW_DAYS = 21;
export const SURVEY_UNITS = ['kg', 'crates', 'bags', 'sacks', 'baskets'] as const;
export type SurveyUnit = (typeof SURVEY_UNITS)[number];
export const FARMER_KINDS = ['farmer', 'trader'] as const;
export const WHERE_SOLD = ['farm_gate', 'local_market', 'both'] as const;
export const LOSS_REASONS = ['spoilage', 'pests', 'handling_damage', 'no_buyer', 'low_price', 'weather', 'other'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];
export const SURVEY_MAX_COMMODITIES = 20;
/** A season's quantity of one crop, and one unit's weight, stay below these (kg). */
export const SURVEY_MAX_KG = 10_000_000;
export const SURVEY_MAX_UNIT_KG = 2_000;

const kg = (max: number) =>
  z
    .number({ error: typeError })
    .min(0, { error: 'out_of_range' })
    .max(max, { error: 'out_of_range' })
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, { error: 'invalid' });
const positiveKg = (max: number) => kg(max).refine((v) => v >= 0.001, { error: 'out_of_range' });
const money = z.number({ error: typeError }).int({ error: 'invalid' }).min(0, { error: 'out_of_range' }).max(Number.MAX_SAFE_INTEGER, { error: 'out_of_range' });
const currency = z.string({ error: typeError }).max(3, { error: 'invalid' }).refine(isCurrency, { error: 'invalid' });
const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: (issue) => typeError(issue) });

// ─── farmer (baseline) survey ──────────────────────────────────────────────────────────────────────
export const surveyCommodityInputSchema = z
  .object({
    crop_id: cropRef,
    unit: choice(SURVEY_UNITS),
    kg_per_unit: positiveKg(SURVEY_MAX_UNIT_KG),
    /** Per season, in kg: the whole harvest and its parts. */
    total_kg: kg(SURVEY_MAX_KG),
    self_consumed_kg: kg(SURVEY_MAX_KG),
    sold_kg: kg(SURVEY_MAX_KG),
    sold_below_market_kg: kg(SURVEY_MAX_KG),
    /** Average selling price per unit. */
    average_price_minor: money,
    season_months: z.number({ error: typeError }).int({ error: 'invalid' }).min(1, { error: 'out_of_range' }).max(12, { error: 'out_of_range' }),
    main_loss_reason: choice(LOSS_REASONS),
  })
  .superRefine((row, ctx) => {
    // Parts never exceed the total (domain-rules §7); the reason names the part that tips it over.
    if (row.self_consumed_kg > row.total_kg) ctx.addIssue({ code: 'custom', path: ['self_consumed_kg'], message: 'exceeds_total' });
    else if (row.self_consumed_kg + row.sold_kg > row.total_kg + 1e-9) ctx.addIssue({ code: 'custom', path: ['sold_kg'], message: 'exceeds_total' });
    if (row.sold_below_market_kg > row.sold_kg) ctx.addIssue({ code: 'custom', path: ['sold_below_market_kg'], message: 'exceeds_sold' });
  });
export type SurveyCommodityInput = z.infer<typeof surveyCommodityInputSchema>;

export const farmerSurveyInputSchema = z
  .object({
    /** Staff: the farmer (farmers.id); a farmer's own request may leave it out. */
    farmer_id: idRef.optional(),
    kind: choice(FARMER_KINDS),
    cold_room_experience: z.boolean({ error: typeError }),
    /** Months of earlier cold-room use; required (≥ 1) with experience, null without. */
    experience_months: z.number({ error: typeError }).int({ error: 'invalid' }).min(1, { error: 'out_of_range' }).max(600, { error: 'out_of_range' }).nullable().optional(),
    /** The currency of every price in the survey, chosen in the form (ISO 4217, one the product knows). */
    currency,
    commodities: z.array(surveyCommodityInputSchema).min(1, { error: 'required' }).max(SURVEY_MAX_COMMODITIES, { error: 'too_long' }),
  })
  .superRefine((body, ctx) => {
    if (body.cold_room_experience && body.experience_months == null) ctx.addIssue({ code: 'custom', path: ['experience_months'], message: 'required' });
    const seen = new Set<string>();
    body.commodities.forEach((row, i) => {
      if (seen.has(row.crop_id)) ctx.addIssue({ code: 'custom', path: ['commodities', i, 'crop_id'], message: 'duplicate_crop' });
      seen.add(row.crop_id);
    });
  });
export type FarmerSurveyInput = z.input<typeof farmerSurveyInputSchema>;

export const farmerSurveyQuerySchema = z.object({ farmer: idQuery.optional() });
export const surveyCommoditySchema = z.object({
  crop_id: z.string(),
  unit: z.enum(SURVEY_UNITS),
  kg_per_unit: z.number(),
  total_kg: z.number(),
  self_consumed_kg: z.number(),
  sold_kg: z.number(),
  sold_below_market_kg: z.number(),
  average_price_minor: minor,
  season_months: z.number().int(),
  main_loss_reason: z.enum(LOSS_REASONS),
});
export const farmerSurveySchema = z.object({
  kind: z.enum(FARMER_KINDS),
  cold_room_experience: z.boolean(),
  experience_months: z.number().int().nullable(),
  currency: z.string(),
  commodities: z.array(surveyCommoditySchema),
  updated_at: z.string(),
  updated_by: z.string(),
});
export type FarmerSurvey = z.infer<typeof farmerSurveySchema>;
/** `farmer.country` (ISO 3166, null when unknown) lets the form suggest the currency of a first survey. */
export const farmerSurveyResponseSchema = z.object({ farmer: named.extend({ country: z.string().nullable() }), survey: farmerSurveySchema.nullable() });
export type FarmerSurveyResponse = z.infer<typeof farmerSurveyResponseSchema>;

// ─── market survey ─────────────────────────────────────────────────────────────────────────────────
export const marketSurveyInputSchema = z.object({
  check_out_id: idRef,
  crop_id: cropRef,
  where_sold: choice(WHERE_SOLD),
  /** Selling price per unit. */
  price_minor: money,
  unit: choice(SURVEY_UNITS),
  kg_per_unit: positiveKg(SURVEY_MAX_UNIT_KG),
  selling_date: z.iso.date({ error: typeError }),
  /** At most the kg of that crop in the check-out (400 `exceeds_checked_out`). */
  lost_kg: kg(SURVEY_MAX_KG),
  /** Required when something was lost. */
  loss_reason: choice(LOSS_REASONS).nullable().optional(),
}).superRefine((body, ctx) => {
  if (body.lost_kg > 0 && !body.loss_reason) ctx.addIssue({ code: 'custom', path: ['loss_reason'], message: 'required' });
});
export type MarketSurveyInput = z.input<typeof marketSurveyInputSchema>;

export const marketSurveySchema = z.object({
  id,
  check_out_id: id,
  crop_id: z.string(),
  where_sold: z.enum(WHERE_SOLD),
  price_minor: minor,
  currency: z.string(),
  unit: z.enum(SURVEY_UNITS),
  kg_per_unit: z.number(),
  selling_date: z.string(),
  lost_kg: z.number(),
  loss_reason: z.enum(LOSS_REASONS).nullable(),
  created_at: z.string(),
});
export type MarketSurvey = z.infer<typeof marketSurveySchema>;

/** A check-out seen from the survey side: its crops, which are surveyed, and until when it can be. */
export const surveyCheckOutSchema = z.object({
  check_out_id: id,
  code: z.string(),
  time: z.string(),
  /** Local date of the check-out and the last day a survey is taken (both in the company's zone). */
  date: z.string(),
  open_until: z.string(),
  open: z.boolean(),
  /** The company's local date now: the latest selling date a survey may give. */
  today: z.string(),
  company: named,
  currency: z.string(),
  farmer: named,
  crops: z.array(z.object({ crop_id: z.string(), kg: z.number(), survey: marketSurveySchema.nullable() })),
});
export type SurveyCheckOut = z.infer<typeof surveyCheckOutSchema>;
/** The pending list pages like the other lists (`page`, `page_size` up to 200, default 20). */
export const pendingSurveysQuerySchema = pageQuerySchema;
export const pendingSurveysSchema = pagedSchema(surveyCheckOutSchema);
export type PendingSurveys = z.infer<typeof pendingSurveysSchema>;

// ─── a farmer's own figures ────────────────────────────────────────────────────────────────────────
const comparison = z.object({ price_per_kg_minor: minor.nullable(), lost_share: z.number().nullable() });
export const farmerFiguresSchema = z.object({
  /** Per company that stored for the farmer: check-outs, crate-days, paid and outstanding. */
  companies: z.array(
    z.object({
      company: named,
      currency: z.string(),
      check_outs: z.number().int(),
      crates_out: z.number().int(),
      /** Average days a crate stayed (weighted by crate), and kg taken out. */
      average_storage_days: z.number().nullable(),
      kg_out: z.number(),
      paid_minor: minor,
      outstanding_minor: minor,
    }),
  ),
  has_baseline: z.boolean(),
  market_surveys: z.number().int(),
  /** Per crop and currency: baseline (before) vs market surveys (after); lost_share is 0..1. */
  crops: z.array(z.object({ crop_id: z.string(), currency: z.string(), before: comparison.nullable(), after: comparison.extend({ surveys: z.number().int() }).nullable() })),
});
export type FarmerFigures = z.infer<typeof farmerFiguresSchema>;
