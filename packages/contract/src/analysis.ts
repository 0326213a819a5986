/**
 * Revenue and usage analysis (issue 6, domain-rules §8) for service providers and operators of a company.
 *
 * Paths under OPERATION_PREFIX (`/operation/v1`), trailing slashes, all GET:
 * - analysis/revenue/ → revenueAnalysisSchema; analysis/revenue/check-outs/ → the check-outs behind it, paged;
 * - analysis/usage/ → usageAnalysisSchema;
 * - analysis/revenue/export/ and analysis/usage/export/ with `format=csv|xlsx` → a file download
 *   (`revenue-<from>-<to>.csv` …). CSV: UTF-8 with BOM, a header row, one row per check-out (revenue) or per
 *   period (usage), money as decimal amounts with the currency code in its own column, times in the company's
 *   zone, cells starting with = + - @ (or tab/CR) prefixed with a single quote. XLSX: the same rows and a totals sheet.
 *
 * Filters: `from`/`to` are calendar dates in the company's time zone, both included (from ≤ to, at most 5 years
 * apart). A check-out or check-in belongs to the local date of its movement time. Weeks start on Monday and
 * are labelled by their Monday. Roles: staff see their company's rooms (another company's room id → 404);
 * farmers get 403. Errors: 400 invalid_input naming the field (`from_after_to`, `range_too_long`, `invalid`,
 * `unknown_payment_method`); 422 mixed_currencies with `fields.currency` = the currencies found, comma-separated,
 * when the selected check-outs carry several currencies and no `currency` was given.
 */
import { z } from 'zod';
import { RATE_BASES, RATE_PERIODS } from '@coldroom/domain';
import { pagedSchema, pageQuerySchema } from './common';
import { id, minor, named } from './operations-fields';
import { PAYMENT_METHODS, type PaymentMethod } from './operations-limits';

export const ANALYSIS_BUCKETS = ['day', 'week'] as const;
export type AnalysisBucket = (typeof ANALYSIS_BUCKETS)[number];
export const ANALYSIS_MAX_YEARS = 5;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const REVENUE_SORTS = ['time', 'total', 'days', 'room', 'farmer'] as const;
export type RevenueSort = (typeof REVENUE_SORTS)[number];

const date = z.iso.date({ error: 'invalid' });
/** Room ids in one `cooling_units` list: 500 rooms of up to 15 digits and their commas. */
const ANALYSIS_ID_LIST_MAX = 8000;

/** `1,2,3` → [1, 2, 3]; anything but positive whole numbers is `invalid`. */
const idList = z
  .string()
  .trim()
  .max(ANALYSIS_ID_LIST_MAX, { error: 'invalid' })
  .regex(/^\d{1,15}(,\d{1,15})*$/, { error: 'invalid' })
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((n) => n > 0 && n <= Number.MAX_SAFE_INTEGER), { error: 'invalid' });

const paymentMethodList = z
  .string()
  .trim()
  .max(200, { error: 'unknown_payment_method' })
  .refine((value) => value.split(',').every((m) => (PAYMENT_METHODS as readonly string[]).includes(m)), { error: 'unknown_payment_method' })
  .transform((value) => [...new Set(value.split(','))] as PaymentMethod[]);

/** Years between two YYYY-MM-DD dates, as whole calendar years (2020-03-01 → 2025-03-01 is 5). */
function yearsApart(from: string, to: string): boolean {
  const limit = `${String(Number(from.slice(0, 4)) + ANALYSIS_MAX_YEARS).padStart(4, '0')}${from.slice(4)}`;
  return to > limit;
}

const rangeShape = {
  cooling_units: idList.optional(),
  from: date,
  to: date,
  bucket: z.enum(ANALYSIS_BUCKETS, { error: 'invalid' }).default('day'),
};
type Range = { from: string; to: string };
const checkRange = (value: Range, ctx: z.RefinementCtx) => {
  if (value.from > value.to) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from_after_to' });
  else if (yearsApart(value.from, value.to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
};

/** Query of GET analysis/usage/ (and its export without `format`). */
export const usageAnalysisQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type UsageAnalysisQuery = z.output<typeof usageAnalysisQuerySchema>;

const revenueShape = {
  ...rangeShape,
  payment_methods: paymentMethodList.optional(),
  currency: z.string().trim().max(3, { error: 'invalid' }).regex(/^[A-Za-z]{3}$/, { error: 'invalid' }).transform((c) => c.toUpperCase()).optional(),
};
/** What GET analysis/revenue/ can add to its figures when asked (`include=rate_basis`): revenue by rate basis and period. */
export const REVENUE_INCLUDES = ['rate_basis'] as const;
export type RevenueInclude = (typeof REVENUE_INCLUDES)[number];

/** Query of GET analysis/revenue/; `include=rate_basis` adds `per_rate_basis`. */
export const revenueAnalysisQuerySchema = z.object({ ...revenueShape, include: z.enum(REVENUE_INCLUDES, { error: 'invalid' }).optional() }).superRefine(checkRange);
export type RevenueAnalysisQuery = z.output<typeof revenueAnalysisQuerySchema>;

/** Query of GET analysis/revenue/check-outs/: the revenue filters, a page and a sort (default newest first). */
export const revenueCheckOutsQuerySchema = z
  .object({
    ...revenueShape,
    ...pageQuerySchema.shape,
    sort: z.enum(REVENUE_SORTS, { error: 'invalid' }).default('time'),
    order: z.enum(['asc', 'desc'], { error: 'invalid' }).default('desc'),
  })
  .superRefine(checkRange);
export type RevenueCheckOutsQuery = z.output<typeof revenueCheckOutsQuerySchema>;

const format = z.enum(EXPORT_FORMATS, { error: 'invalid' });
export const revenueExportQuerySchema = z.object({ ...revenueShape, format }).superRefine(checkRange);
export const usageExportQuerySchema = z.object({ ...rangeShape, format }).superRefine(checkRange);

// ─── revenue ───────────────────────────────────────────────────────────────────────────────────────
const rangeEcho = { time_zone: z.string(), from: z.string(), to: z.string(), bucket: z.enum(ANALYSIS_BUCKETS) };

export const revenueAnalysisSchema = z.object({
  /** The one currency of every figure (the company's when no check-out is selected). */
  currency: z.string(),
  ...rangeEcho,
  totals: z.object({
    /** Sum of check-out totals (after discount). */
    revenue_minor: minor,
    /** Of paid check-outs; outstanding = of unpaid ones (revenue = paid + outstanding). */
    paid_minor: minor,
    outstanding_minor: minor,
    discount_minor: minor,
    check_outs: z.number().int(),
    /** Mean of the check-out lines' days stored; null when there are no check-outs. */
    average_days_stored: z.number().nullable(),
  }),
  /** Every period of the range, zeros included; `period` = the day, or the Monday of the week. */
  over_time: z.array(z.object({ period: z.string(), revenue_minor: minor, paid_minor: minor, check_outs: z.number().int() })),
  per_room: z.array(z.object({ cooling_unit: named, revenue_minor: minor, check_outs: z.number().int() })),
  /**
   * Sum of check-out line amounts per crop, BEFORE the check-out's discount (a discount is not spread over
   * crops), so these may add up to more than totals.revenue_minor. weight_kg: weight taken out.
   */
  per_crop: z.array(z.object({ crop_id: z.string(), revenue_minor: minor, weight_kg: z.number() })),
  per_payment_method: z.array(z.object({ payment_method: z.enum(PAYMENT_METHODS), revenue_minor: minor, check_outs: z.number().int() })),
  /**
   * Only with `include=rate_basis` (docs/rent-rules.md §9): check-out line amounts (BEFORE the check-out's
   * discount, as per_crop) by the basis and period of the rate card that billed each line's lot — `season` for
   * a card with a season (its after-season rate included); a lot billed by its own pricing counts as version 1
   * (`crate` or `kg` by the room, `once` for fixed, `day` for daily). crates: check-out lines (a part of a
   * crate counts as a line); check_outs: distinct check-outs with such a line. Largest revenue first.
   */
  per_rate_basis: z
    .array(
      z.object({
        basis: z.enum(RATE_BASES),
        period: z.enum([...RATE_PERIODS, 'season']),
        revenue_minor: minor,
        weight_kg: z.number(),
        crates: z.number().int(),
        check_outs: z.number().int(),
      }),
    )
    .optional(),
});
export type RevenueAnalysis = z.infer<typeof revenueAnalysisSchema>;

export const revenueCheckOutRowSchema = z.object({
  check_out_id: id,
  movement_id: id,
  code: z.string(),
  /** ISO instant of the check-out. */
  time: z.string(),
  cooling_unit: named,
  farmer: named,
  crates: z.number().int(),
  weight_kg: z.number(),
  /** Mean days stored of its lines. */
  days_stored: z.number(),
  crops: z.array(z.string()),
  currency: z.string(),
  subtotal_minor: minor,
  discount_minor: minor,
  total_minor: minor,
  payment_method: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
});
export type RevenueCheckOutRow = z.infer<typeof revenueCheckOutRowSchema>;
export const revenueCheckOutListSchema = pagedSchema(revenueCheckOutRowSchema);
export type RevenueCheckOutList = z.infer<typeof revenueCheckOutListSchema>;

// ─── usage ─────────────────────────────────────────────────────────────────────────────────────────
const flows = {
  crates_in: z.number().int(),
  /** Crates emptied by a check-out in range (a partial line counts its weight, not a crate). */
  crates_out: z.number().int(),
  weight_in_kg: z.number(),
  weight_out_kg: z.number(),
};

export const usageAnalysisSchema = z.object({
  ...rangeEcho,
  totals: z.object({
    check_ins: z.number().int(),
    check_outs: z.number().int(),
    ...flows,
    /** Distinct farmers with a check-in or check-out in range, by gender (`other` includes gender not given). */
    farmers: z.object({ total: z.number().int(), female: z.number().int(), male: z.number().int(), other: z.number().int() }),
  }),
  over_time: z.array(
    z.object({
      period: z.string(),
      check_ins: z.number().int(),
      check_outs: z.number().int(),
      ...flows,
      /** Crates in storage at the end of the period (selected rooms). */
      occupancy_crates: z.number().int(),
      /** Stock ÷ capacity of the selected rooms, in % (kg rooms counted in standard crates: kg ÷ the room's crate weight); null without rooms. */
      occupancy_percent: z.number().nullable(),
    }),
  ),
  /** average_occupancy_percent: mean over the range's days of the room's end-of-day occupancy. */
  per_room: z.array(z.object({ cooling_unit: named, check_ins: z.number().int(), ...flows, average_occupancy_percent: z.number().nullable() })),
  per_crop: z.array(z.object({ crop_id: z.string(), ...flows })),
});
export type UsageAnalysis = z.infer<typeof usageAnalysisSchema>;
