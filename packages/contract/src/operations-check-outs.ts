/** Check-out, price preview and balance schemas (domain-rules §5); see operations.ts for units and paths. */
import { z } from 'zod';
import { offlineSchema } from './operations-offline';
import { pagedSchema } from './common';
import { checkInListQuerySchema } from './operations-check-ins';
import { crateWeightKgSchema, id, idRef, minor, movementRecordFields, named, typeError } from './operations-fields';
import { CHECK_OUT_MAX_LINES, PAYMENT_METHODS } from './operations-limits';
import { lotRateCardSchema } from './lot-rate-card';

// ─── check-out ─────────────────────────────────────────────────────────────────────────────────────
/** A crate to take out: its whole remaining weight, or `weight_kg` of it (a part, ≤ what is left). */
export const checkOutLineInputSchema = z.object({
  crate_id: idRef,
  weight_kg: crateWeightKgSchema.nullable().optional(),
});
const checkOutSelection = {
  cooling_unit_id: idRef,
  farmer_id: idRef,
  lines: z.array(checkOutLineInputSchema).min(1, { error: 'required' }).max(CHECK_OUT_MAX_LINES, { error: 'too_long' }),
};
const discount = z.number({ error: typeError }).int({ error: 'invalid' }).min(0, { error: 'out_of_range' }).max(Number.MAX_SAFE_INTEGER, { error: 'out_of_range' });

/**
 * POST /operation/v1/check-outs/price-preview/ (operators of the room): what the check-out would charge
 * now, line by line; with `discount_minor` also the total (422 discount_too_large above the total due).
 * Creates nothing.
 */
export const pricePreviewRequestSchema = z.object({ ...checkOutSelection, discount_minor: discount.optional() });
export type PricePreviewRequest = z.infer<typeof pricePreviewRequestSchema>;

/**
 * POST /operation/v1/check-outs/ (operators of the room), `Idempotency-Key` header. Crates of one farmer in
 * that room; 0 ≤ discount ≤ total due; `paid: false` leaves the total as the farmer's outstanding balance.
 */
export const checkOutCreateSchema = z
  .object({
    ...checkOutSelection,
    discount_minor: discount.default(0),
    payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid' }),
    paid: z.boolean({ error: typeError }),
    /** Done without network (docs/offline-rules.md): `offline.code` and `offline.expected_total_minor` required. */
    offline: offlineSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.offline) return;
    if (body.offline.code === undefined) ctx.addIssue({ code: 'custom', path: ['offline', 'code'], message: 'required' });
    if (body.offline.expected_total_minor === undefined) ctx.addIssue({ code: 'custom', path: ['offline', 'expected_total_minor'], message: 'required' });
  });
export type CheckOutCreate = z.input<typeof checkOutCreateSchema>;

export const checkOutLineSchema = z.object({
  crate_id: id,
  lot_id: id,
  crop_id: z.string(),
  tag: z.string().nullable(),
  /** Weight in the crate before this check-out. */
  current_weight_kg: z.number(),
  /** Weight taken out. */
  weight_kg: z.number(),
  /** Weight left in the crate after it. */
  remaining_weight_kg: z.number(),
  whole: z.boolean(),
  days: z.number().int(),
  /** Fee of the crate so far; due = fee − earlier payments (crates rooms); the line charges due × part ÷ current weight. */
  fee_minor: minor,
  due_minor: minor,
  line_minor: minor,
});
export type CheckOutLine = z.infer<typeof checkOutLineSchema>;

export const pricePreviewSchema = z.object({
  cooling_unit_id: id,
  farmer_id: id,
  currency: z.string(),
  /** The moment the preview was priced at. */
  at: z.string(),
  lines: z.array(checkOutLineSchema),
  subtotal_minor: minor,
  /** The largest discount allowed: the total due. */
  max_discount_minor: minor,
  discount_minor: minor,
  total_minor: minor,
  /** Each lot of the lines (in their order) with its rate card and the breakdown of its first line's crate: docs/rent-rules.md §8. */
  rate_cards: z.array(lotRateCardSchema).optional(),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;

export const checkOutSchema = z.object({
  ...movementRecordFields,
  lines: z.array(checkOutLineSchema),
  crates: z.number().int(),
  weight_kg: z.number(),
  subtotal_minor: minor,
  discount_minor: minor,
  total_minor: minor,
  payment_method: z.enum(PAYMENT_METHODS),
  paid: z.boolean(),
  /** Whether its code was already used to check the produce in again. */
  code_used: z.boolean(),
  /** Each lot of the lines (in their order) with its rate card and the breakdown of its first line's crate as charged: docs/rent-rules.md §8. */
  rate_cards: z.array(lotRateCardSchema).optional(),
});
export type CheckOut = z.infer<typeof checkOutSchema>;
export const checkOutListSchema = pagedSchema(checkOutSchema);
/** GET /operation/v1/check-outs/?cooling_unit&farmer&paid&from&to&page&page_size. */
export const checkOutListQuerySchema = checkInListQuerySchema.extend({ paid: z.enum(['true', 'false']).transform((v) => v === 'true').optional() });

// ─── paying later ──────────────────────────────────────────────────────────────────────────────────
/**
 * POST /operation/v1/check-outs/{id}/payment/ (an operator of the room or a service provider of the company):
 * marks an unpaid check-out paid, with the method actually used (it may differ from the one first given).
 * Answers the check-out. 409 already_paid when it was paid already; 403 farmers; 404 another company's.
 */
export const checkOutPaymentSchema = z.object({ payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid' }) });
export type CheckOutPayment = z.infer<typeof checkOutPaymentSchema>;

// ─── balance ───────────────────────────────────────────────────────────────────────────────────────
/**
 * GET /operation/v1/farmers/{id}/balance/: what is owed per company (staff: their company only): unpaid
 * check-outs and what is left of the opening balance (`opening_balance_minor`, included in `outstanding_minor`).
 */
export const balanceSchema = z.object({
  farmer_id: id,
  items: z.array(
    z.object({ company: named, currency: z.string(), outstanding_minor: minor, unpaid_check_outs: z.number().int(), opening_balance_minor: minor }),
  ),
});
export type Balance = z.infer<typeof balanceSchema>;
