/**
 * Impact figures (issue 30, docs/impact-methodology.md): farmers served, produce stored, occupancy, revenue,
 * food loss avoided, price and income change, survey coverage, SMS sent.
 *
 * Paths (all trailing slashes):
 * - GET  /operation/v1/analysis/impact/                 a service provider's company (operators, farmers 403).
 * - GET  /admin/v1/impact/?company=                     the administrator: every company, or one.
 * - POST …/impact/reports/ (either prefix)              ask for a report (PDF + XLSX) → 202, made by a job.
 * - GET  …/impact/reports/                              the reports asked for (newest first, paged).
 * - GET  …/impact/reports/{id}/                         one report's status and progress.
 * - GET  …/impact/reports/{id}/pdf/ and …/xlsx/         its files (409 report_not_ready until done).
 *
 * Filters: `from`/`to` months (YYYY-MM, from ≤ to, at most IMPACT_MAX_MONTHS), `location`, `cooling_unit`
 * (ids; another company's → 404), `crop` (a catalogue code), `gender` (female, male, other: other includes
 * not given). Errors: 400 invalid_input naming the field (`invalid`, `from_after_to`, `range_too_long`).
 */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';
import { idTextSchema } from './input-rules';

export const IMPACT_MAX_MONTHS = 60;
export const IMPACT_ERROR_CODES = ['report_not_ready'] as const;
export const IMPACT_GENDERS = ['female', 'male', 'other'] as const;
export type ImpactGender = (typeof IMPACT_GENDERS)[number];
/** Fewer answers than this behind a share: the app and the report mark it "few answers". */
export const IMPACT_FEW_ANSWERS = 5;
export const IMPACT_REPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImpactReportStatus = (typeof IMPACT_REPORT_STATUSES)[number];

const month = z.string().trim().max(7, { error: 'invalid' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });
const crop = z.string().trim().max(40, { error: 'invalid' }).regex(/^[a-z0-9_-]+$/, { error: 'invalid' });

/** Months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): number {
  return (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;
}

const filterShape = {
  from: month,
  to: month,
  location: idTextSchema.optional(),
  cooling_unit: idTextSchema.optional(),
  crop: crop.optional(),
  gender: z.enum(IMPACT_GENDERS, { error: 'invalid' }).optional(),
};
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const checkMonths = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  // A month already refused is named once, as `invalid`.
  if (!MONTH.test(value.from) || !MONTH.test(value.to)) return;
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from_after_to' });
  else if (monthsBetween(value.from, value.to) > IMPACT_MAX_MONTHS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
};

/** Query of GET analysis/impact/ (a service provider). */
export const impactQuerySchema = z.object(filterShape).superRefine(checkMonths);
export type ImpactQuery = z.output<typeof impactQuerySchema>;
/** Query of GET /admin/v1/impact/: the same, and one company or all. */
export const adminImpactQuerySchema = z.object({ ...filterShape, company: idTextSchema.optional() }).superRefine(checkMonths);
export type AdminImpactQuery = z.output<typeof adminImpactQuerySchema>;

/** The body of POST …/impact/reports/ (the same filters; the administrator's may name a company). */
const bodyMonth = z.string().max(7).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' });
const bodyId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
export const impactReportInputSchema = z
  .object({
    from: bodyMonth,
    to: bodyMonth,
    location: bodyId.optional(),
    cooling_unit: bodyId.optional(),
    crop: crop.optional(),
    gender: z.enum(IMPACT_GENDERS, { error: 'invalid' }).optional(),
    company: bodyId.optional(),
  })
  .strict()
  .superRefine(checkMonths);
export type ImpactReportInput = z.output<typeof impactReportInputSchema>;

const money = z.object({ currency: z.string(), amount_minor: z.number() });
export type ImpactMoney = z.infer<typeof money>;

const farmers = z.object({
  total: z.number().int(),
  female: z.number().int(),
  male: z.number().int(),
  other: z.number().int(),
  new: z.number().int(),
  returning: z.number().int(),
});

/** One slice of the figures: the whole scope, a company, location, room, crop or month. */
export const impactRowSchema = z.object({
  /** The slice: company/location/room id, crop code or month (YYYY-MM); null for the totals. */
  key: z.string().nullable(),
  /** A name to show (a crop's is its code: the app and the report name it in the reader's language). */
  label: z.string(),
  farmers,
  crates_in: z.number().int(),
  kg_in: z.number(),
  kg_out: z.number(),
  kg_days: z.number(),
  /** Per cent of capacity used, averaged over time; null per crop, and where there is no capacity. */
  occupancy_percent: z.number().nullable(),
  revenue: z.array(money),
  /** Kg of the slice whose crop has both surveys (what loss avoided rests on), and the loss avoided. */
  kg_in_with_surveys: z.number(),
  loss_avoided_kg: z.number().nullable(),
  income_change: z.array(money),
});
export type ImpactRow = z.infer<typeof impactRowSchema>;

/** Per crop and currency: the surveys' loss shares and prices, before and after. */
export const impactCropSurveySchema = z.object({
  crop_id: z.string(),
  currency: z.string(),
  baseline_answers: z.number().int(),
  market_surveys: z.number().int(),
  loss_share_before: z.number().nullable(),
  loss_share_after: z.number().nullable(),
  price_before_per_kg_minor: z.number().nullable(),
  price_after_per_kg_minor: z.number().nullable(),
  price_change_per_kg_minor: z.number().nullable(),
  price_change_percent: z.number().nullable(),
});
export type ImpactCropSurvey = z.infer<typeof impactCropSurveySchema>;

export const impactFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The company (a service provider, or the one the administrator chose); null: every company. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  totals: impactRowSchema,
  coverage: z.object({
    farmers_served: z.number().int(),
    farmers_with_baseline: z.number().int(),
    market_surveys: z.number().int(),
    market_farmers: z.number().int(),
    check_outs: z.number().int(),
    check_outs_surveyed: z.number().int(),
    /** Share (0–1) of kg stored whose crop has both surveys; null when nothing was stored. */
    kg_share_with_surveys: z.number().nullable(),
  }),
  sms: z.object({
    sent: z.number().int(),
    /** Sent SMS are deleted after this many days: months before that are counted too low. */
    kept_days: z.number().int(),
    incomplete: z.boolean(),
  }),
  per_company: z.array(impactRowSchema),
  per_location: z.array(impactRowSchema),
  per_room: z.array(impactRowSchema),
  per_crop: z.array(impactRowSchema),
  per_month: z.array(impactRowSchema.extend({ sms_sent: z.number().int() })),
  crop_surveys: z.array(impactCropSurveySchema),
});
export type ImpactFigures = z.infer<typeof impactFiguresSchema>;

export const impactReportSchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPACT_REPORT_STATUSES),
  /** 0–100. */
  progress: z.number().int(),
  filters: z.object({
    from: z.string(),
    to: z.string(),
    location: z.number().int().optional(),
    cooling_unit: z.number().int().optional(),
    crop: z.string().optional(),
    gender: z.enum(IMPACT_GENDERS).optional(),
  }),
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  language: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImpactReport = z.infer<typeof impactReportSchema>;
export const impactReportListSchema = pagedSchema(impactReportSchema);
export type ImpactReportList = z.infer<typeof impactReportListSchema>;
export const impactReportsQuerySchema = pageQuerySchema;
export const IMPACT_REPORT_FILES = ['pdf', 'xlsx'] as const;
export type ImpactReportFile = (typeof IMPACT_REPORT_FILES)[number];
