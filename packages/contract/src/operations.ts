/**
 * Operations (issue 5, domain-rules §4–6): check-in, check-out and its price preview, produce and crates in
 * storage, movements history, receipts, a farmer's outstanding balance and notifications.
 *
 * Paths: OPERATION_PREFIX (`/operation/v1`) for check-ins, check-outs, movements, receipts, balances and
 * notifications; SITES_PREFIX (`/storage/v1`) for produce and crates in storage. Trailing slashes.
 *
 * Units: money is always an integer of minor units (`*_minor`) next to an ISO 4217 `currency`; weights
 * travel as kilograms with up to three decimals (`*_kg`, decimal numbers), kept as whole grams inside.
 * Times are ISO 8601 instants; `from`/`to` filters are calendar dates (YYYY-MM-DD) in the company's zone.
 * A "farmer id" is `farmers.id` (as GET /user/v1/farmers/ lists it), never the user id.
 *
 * Field reasons in 400 bodies (`error.fields`, dotted paths such as `lots.0.crates.3.weight_kg`): required,
 * invalid, out_of_range, too_long, too_many_crates, unknown_crop, unknown_farmer, unknown_crate,
 * duplicate_crate, both_or_neither, from_after_to.
 * Business refusals (422/409) are listed in OPERATION_ERROR_CODES with what their `fields` carry.
 */
import { z } from 'zod';
import { HARVEST_CHOICES, MAX_CRATE_GRAMS, kgToGrams } from '@coldroom/domain';
import { pagedSchema, pageQuerySchema } from './common';

export const OPERATION_PREFIX = '/operation/v1';

// ─── limits and enums ──────────────────────────────────────────────────────────────────────────────
export const CHECK_IN_MAX_CRATES = 500;
export const CHECK_IN_MAX_LOTS = 50;
export const CRATE_MAX_KG = MAX_CRATE_GRAMS / 1000;
export const PLANNED_DAYS_MAX = 365;
export const CHECK_OUT_MAX_LINES = 500;
export const NOTES_MAX = 500;
export const TAG_MAX = 40;
export const MOVEMENT_TYPES = ['check_in', 'check_out'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];
/** domain-rules §5. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'mobile_money', 'upi', 'ussd', 'qr_code'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** When a lot was harvested: today, yesterday, the day before yesterday, earlier (sets its initial quality). */
export { HARVEST_CHOICES };
export type { HarvestChoice } from '@coldroom/domain';
/** For colours: urgent ≤ 2 days (red), soon ≤ 7 (amber), ok (green), unknown (grey, no estimate). */
export const PICKUP_URGENCIES = ['unknown', 'urgent', 'soon', 'ok'] as const;
export const NOTIFICATION_KINDS = ['pickup_soon', 'check_in_corrected'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Error codes of this area (also in ERROR_CODES). What `error.fields` carries:
 * - 422 crop_not_accepted: `lots.<i>.crop_id: "crop_not_accepted"` for every lot whose crop the room does not take.
 * - 422 room_full: `free` (crates, or kg in kg rooms, as a decimal string) and `unit` ("crates" | "kg").
 * - 422 discount_too_large: `discount_minor: "discount_too_large"` and `max_discount_minor` (the total due).
 * - 422 correction_not_allowed: `reason`: "not_same_day" | "room_not_editable" | "crates_left".
 * - 422 crates_not_eligible: `lines.<i>.crate_id`: "other_room" | "other_owner".
 * - 422 same_room: a check-out's produce is checked in again into the room it left.
 * - 422 no_phone: an SMS receipt for a farmer without a phone number.
 * - 409 crate_unavailable: the crate left meanwhile (another check-out won): `lines.<i>.crate_id: "crate_unavailable"`,
 *   or less is left than the part asked for: `lines.<i>.weight_kg: "weight_exceeds_remaining"`. Nothing changed.
 * - 409 code_already_used: the check-out code was already used to check in again.
 * - 422 produce_in_storage (DELETE /user/v1/users/{id}/ and the like): a farmer with produce in storage, or the
 *   last service provider of a company with produce in storage.
 * Also: 403 forbidden (not an operator of the room), 404 not_found (absent or another company's),
 * 400 idempotency_key_required, 422 idempotency_key_conflict (same key, different request).
 */
export const OPERATION_ERROR_CODES = [
  'crop_not_accepted',
  'room_full',
  'discount_too_large',
  'correction_not_allowed',
  'crates_not_eligible',
  'same_room',
  'no_phone',
  'crate_unavailable',
  'code_already_used',
  'produce_in_storage',
] as const;

// ─── shared field rules ────────────────────────────────────────────────────────────────────────────
const id = z.number().int().positive();
const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid');
const idRef = z.number({ error: typeError }).int({ error: 'invalid' }).positive({ error: 'invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalid' });
const idQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const minor = z.number().int();
const dateQuery = z.iso.date({ error: 'invalid' });
/** A crate weight in kg: more than 0 (after rounding to the gram) and at most 500. */
export const crateWeightKgSchema = z
  .number({ error: typeError })
  .gt(0, { error: 'out_of_range' })
  .max(CRATE_MAX_KG, { error: 'out_of_range' })
  .refine((kg) => kgToGrams(kg) > 0, { error: 'out_of_range' });
const plannedDays = z.number({ error: typeError }).int({ error: 'invalid' }).min(0, { error: 'out_of_range' }).max(PLANNED_DAYS_MAX, { error: 'out_of_range' });
const cropRef = z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(64, { error: 'unknown_crop' });
const named = z.object({ id, name: z.string() });
const personRef = z.object({ id, name: z.string(), phone: z.string().nullable(), is_walk_in: z.boolean() });
const operatorRef = z.object({ user_id: id, name: z.string() });
const movementRef = z.object({ id, code: z.string(), type: z.enum(MOVEMENT_TYPES), time: z.string() });

// ─── check-in ──────────────────────────────────────────────────────────────────────────────────────
export const crateInputSchema = z.object({
  weight_kg: crateWeightKgSchema,
  tag: z.string({ error: typeError }).trim().max(TAG_MAX, { error: 'too_long' }).nullable().optional(),
  /** Days the farmer plans to store it (0..365); missing: not planned (the planner counts 1). */
  planned_days: plannedDays.nullable().optional(),
});
export const lotInputSchema = z.object({
  /** Catalogue crop id ("tomato"); the room must accept it (422 crop_not_accepted). */
  crop_id: cropRef,
  harvest: z.enum(HARVEST_CHOICES, { error: 'invalid' }),
  notes: z.string({ error: typeError }).trim().max(NOTES_MAX, { error: 'too_long' }).nullable().optional(),
  crates: z.array(crateInputSchema).min(1, { error: 'required' }).max(CHECK_IN_MAX_CRATES, { error: 'too_many_crates' }),
});

/**
 * POST /operation/v1/check-ins/ (operators of the room), with an `Idempotency-Key` header.
 * Exactly one of `farmer_id` and `walk_in: true` (the company's walk-in customer); `both_or_neither` otherwise.
 * At most 500 crates in all (`lots: too_many_crates`). Answers 201 with the check-in.
 */
export const checkInCreateSchema = z
  .object({
    farmer_id: idRef.nullable().optional(),
    walk_in: z.boolean({ error: 'invalid' }).optional(),
    cooling_unit_id: idRef,
    lots: z.array(lotInputSchema).min(1, { error: 'required' }).max(CHECK_IN_MAX_LOTS, { error: 'too_long' }),
  })
  .superRefine((body, ctx) => {
    if ((body.farmer_id != null) === (body.walk_in === true)) ctx.addIssue({ code: 'custom', path: ['farmer_id'], message: 'both_or_neither' });
    const crates = body.lots.reduce((n, lot) => n + lot.crates.length, 0);
    if (crates > CHECK_IN_MAX_CRATES) ctx.addIssue({ code: 'custom', path: ['lots'], message: 'too_many_crates' });
  });
export type CheckInCreate = z.infer<typeof checkInCreateSchema>;

/**
 * POST /operation/v1/check-ins/by-code/ (operators of the target room), `Idempotency-Key` header: the crates
 * of an earlier check-out (by its 6-character code, as typed) are checked in again into another room, for
 * the same farmer, one crate per check-out line. Each code once (409 code_already_used).
 */
export const checkInByCodeSchema = z.object({
  code: z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(16, { error: 'invalid' }),
  cooling_unit_id: idRef,
  /** Planned days for every crate; missing: not planned. */
  planned_days: plannedDays.nullable().optional(),
});
export type CheckInByCode = z.infer<typeof checkInByCodeSchema>;

/**
 * PUT /operation/v1/check-ins/{id}/ (operators of the room): a correction on the same local day, in a room
 * with `editable_checkins`, while no crate has left (422 correction_not_allowed). Only given parts change.
 * The company's service providers get a `check_in_corrected` notification.
 */
export const checkInCorrectionSchema = z.object({
  farmer_id: idRef.optional(),
  walk_in: z.literal(true, { error: 'invalid' }).optional(),
  lots: z.array(z.object({ id: idRef, crop_id: cropRef })).max(CHECK_IN_MAX_LOTS, { error: 'too_long' }).optional(),
  crates: z.array(z.object({ id: idRef, planned_days: plannedDays.nullable() })).max(CHECK_IN_MAX_CRATES, { error: 'too_long' }).optional(),
});
export type CheckInCorrection = z.infer<typeof checkInCorrectionSchema>;

export const checkInCrateSchema = z.object({
  id,
  tag: z.string().nullable(),
  /** Weight at check-in. */
  weight_kg: z.number(),
  /** Weight still in the room (0: it has left). */
  current_weight_kg: z.number(),
  planned_days: z.number().int().nullable(),
});
export const checkInLotSchema = z.object({
  id,
  crop_id: z.string(),
  harvest: z.enum(HARVEST_CHOICES),
  /** Quality at check-in (100 = just harvested); null when the crop has no model. */
  initial_quality: z.number().nullable(),
  notes: z.string().nullable(),
  /** The room's price for this crop when checked in (kept with the lot). */
  pricing: z.enum(['fixed', 'daily']),
  rate_minor: minor,
  crates: z.array(checkInCrateSchema),
});
export const checkInSchema = z.object({
  id,
  movement: movementRef,
  company: named,
  cooling_unit: named.extend({ metric: z.enum(['crates', 'kg']) }),
  farmer: personRef,
  operator: operatorRef,
  currency: z.string(),
  lots: z.array(checkInLotSchema),
  crates: z.number().int(),
  weight_kg: z.number(),
  /** Fee for the planned days of every crate (not planned: one day), the estimate shown at check-in. */
  planned_fee_minor: minor,
  /** Code of the check-out whose produce this check-in took in again; null for a fresh check-in. */
  source_check_out_code: z.string().nullable(),
  /** Whether a correction is allowed now (same local day, room allows it, no crate has left). */
  editable: z.boolean(),
  corrected_at: z.string().nullable(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** GET /operation/v1/check-ins/?cooling_unit&farmer&from&to&page&page_size (staff: their company; farmers: their own). */
export const checkInListQuerySchema = pageQuerySchema.extend({
  cooling_unit: idQuery.optional(),
  farmer: idQuery.optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
});
export const checkInListSchema = pagedSchema(checkInSchema);
export type CheckInList = z.infer<typeof checkInListSchema>;

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
export const checkOutCreateSchema = z.object({
  ...checkOutSelection,
  discount_minor: discount.default(0),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'invalid' }),
  paid: z.boolean({ error: typeError }),
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
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;

export const checkOutSchema = z.object({
  id,
  movement: movementRef,
  company: named,
  cooling_unit: named.extend({ metric: z.enum(['crates', 'kg']) }),
  farmer: personRef,
  operator: operatorRef,
  currency: z.string(),
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
});
export type CheckOut = z.infer<typeof checkOutSchema>;
export const checkOutListSchema = pagedSchema(checkOutSchema);
/** GET /operation/v1/check-outs/?cooling_unit&farmer&paid&from&to&page&page_size. */
export const checkOutListQuerySchema = checkInListQuerySchema.extend({ paid: z.enum(['true', 'false']).transform((v) => v === 'true').optional() });

// ─── balance ───────────────────────────────────────────────────────────────────────────────────────
/** GET /operation/v1/farmers/{id}/balance/: unpaid check-outs per company (staff: their company only). */
export const balanceSchema = z.object({
  farmer_id: id,
  items: z.array(z.object({ company: named, currency: z.string(), outstanding_minor: minor, unpaid_check_outs: z.number().int() })),
});
export type Balance = z.infer<typeof balanceSchema>;

// ─── produce and crates in storage ─────────────────────────────────────────────────────────────────
const pickup = {
  /** Days left to pick up at the room's temperature now; null = unknown (no reading, or no model for the crop). */
  time_to_pickup_days: z.number().nullable(),
  pickup_urgency: z.enum(PICKUP_URGENCIES),
  /** Quality now (100 = just harvested, 20 = unsellable); null when unknown. */
  quality: z.number().nullable(),
};

/** A produce lot with crates still in storage, as the main page's cards show it. */
export const produceItemSchema = z.object({
  id,
  check_in_id: id,
  movement_code: z.string(),
  company: named,
  cooling_unit: named.extend({ metric: z.enum(['crates', 'kg']) }),
  farmer: personRef,
  crop_id: z.string(),
  harvest: z.enum(HARVEST_CHOICES),
  notes: z.string().nullable(),
  checked_in_at: z.string(),
  /** Calendar days since check-in in the company's zone (0 on the day). */
  days_stored: z.number().int(),
  crates: z.number().int(),
  weight_kg: z.number(),
  initial_crates: z.number().int(),
  initial_weight_kg: z.number(),
  /** Largest planned days among its crates in storage; null when none was planned. */
  planned_days: z.number().int().nullable(),
  currency: z.string(),
  pricing: z.enum(['fixed', 'daily']),
  rate_minor: minor,
  /** What checking every crate out now would charge. */
  fee_due_minor: minor,
  /** Fee for the planned days of the crates in storage (not planned: one day). */
  planned_fee_minor: minor,
  ...pickup,
});
export type ProduceItem = z.infer<typeof produceItemSchema>;

/**
 * GET /storage/v1/produce/?cooling_unit&farmer&crop&search&page&page_size: lots with crates in storage,
 * newest first. Staff: their company's; farmers: their own, across companies. `search`: crop id, farmer
 * name, check-in code or crate tag.
 */
export const produceListQuerySchema = pageQuerySchema.extend({
  cooling_unit: idQuery.optional(),
  farmer: idQuery.optional(),
  crop: z.string().trim().max(64).optional(),
  search: z.string().trim().max(100).optional(),
});
export const produceListSchema = pagedSchema(produceItemSchema);
export type ProduceList = z.infer<typeof produceListSchema>;

export const storedCrateSchema = z.object({
  id,
  lot_id: id,
  check_in_id: id,
  cooling_unit_id: id,
  farmer_id: id,
  crop_id: z.string(),
  tag: z.string().nullable(),
  initial_weight_kg: z.number(),
  weight_kg: z.number(),
  planned_days: z.number().int().nullable(),
  checked_in_at: z.string(),
  days_stored: z.number().int(),
  /** Days charged if checked out now (at least 1). */
  days_charged: z.number().int(),
  currency: z.string(),
  fee_minor: minor,
  /** Earlier check-out lines of this crate (parts taken before). */
  billed_minor: minor,
  fee_due_minor: minor,
  planned_fee_minor: minor,
});
export type StoredCrate = z.infer<typeof storedCrateSchema>;

/** GET /storage/v1/produce/{id}/: one lot with its crates (also those that left), fees so far and time to pick up. */
export const produceDetailSchema = produceItemSchema.extend({
  in_storage: z.boolean(),
  crate_list: z.array(storedCrateSchema.extend({ in_storage: z.boolean() })),
  /** Shelf-life figures for the curve: room temperature now (mean of the last 6 h, else the latest reading) and the pick-up threshold. */
  room_temperature_c: z.number().nullable(),
  pickup_threshold: z.number().nullable(),
  movements: z.array(movementRef),
});
export type ProduceDetail = z.infer<typeof produceDetailSchema>;

/** GET /storage/v1/crates/?cooling_unit&farmer&lot&page&page_size: crates in storage (what a check-out picks from), oldest first. */
export const crateListQuerySchema = pageQuerySchema.extend({
  cooling_unit: idQuery.optional(),
  farmer: idQuery.optional(),
  lot: idQuery.optional(),
  page_size: z.coerce.number().int().min(1).max(500).default(100),
});
export const crateListSchema = pagedSchema(storedCrateSchema);
export type CrateList = z.infer<typeof crateListSchema>;

// ─── movements ─────────────────────────────────────────────────────────────────────────────────────
export const movementSchema = z.object({
  id,
  code: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  time: z.string(),
  company: named,
  cooling_unit: named,
  farmer: personRef,
  operator: operatorRef,
  check_in_id: id.nullable(),
  check_out_id: id.nullable(),
  crates: z.number().int(),
  weight_kg: z.number(),
  currency: z.string(),
  /** Check-outs only (null for check-ins). */
  subtotal_minor: minor.nullable(),
  discount_minor: minor.nullable(),
  total_minor: minor.nullable(),
  payment_method: z.enum(PAYMENT_METHODS).nullable(),
  paid: z.boolean().nullable(),
  /** Check-ins: a correction is allowed now. */
  editable: z.boolean(),
  /** Check-outs: a market survey is still expected (issue 6; false until surveys exist). */
  market_survey_pending: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * GET /operation/v1/movements/?cooling_unit&farmer&type&from&to&page&page_size, newest first. Staff: their
 * company's; farmers: their own. `from`/`to`: dates in the company's zone, both included.
 */
export const movementListQuerySchema = pageQuerySchema.extend({
  cooling_unit: idQuery.optional(),
  farmer: idQuery.optional(),
  type: z.enum(MOVEMENT_TYPES).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
});
export const movementListSchema = pagedSchema(movementSchema);
export type MovementList = z.infer<typeof movementListSchema>;

/**
 * GET /operation/v1/movements/{id}/receipt/: the receipt PDF (application/pdf, attachment
 * `receipt-<code>.pdf`) in the farmer's language. POST …/receipt/sms/ (staff): queues the SMS receipt.
 */
export const receiptSmsResponseSchema = z.object({ sms_id: id, to: z.string(), text: z.string() });
export type ReceiptSmsResponse = z.infer<typeof receiptSmsResponseSchema>;

// ─── notifications ─────────────────────────────────────────────────────────────────────────────────
/**
 * What a notification is about; texts are the web's (keyed by `kind`). pickup_soon: under 2 days left to
 * pick up a lot (once per lot and person); check_in_corrected: a check-in was corrected (service providers).
 */
export const notificationSchema = z.object({
  id,
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read_at: z.string().nullable(),
  lot_id: id.nullable(),
  check_in_id: id.nullable(),
  movement_code: z.string().nullable(),
  cooling_unit: named.nullable(),
  crop_id: z.string().nullable(),
  farmer_name: z.string().nullable(),
  /** pickup_soon: days left when it was raised. */
  days_left: z.number().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** GET /operation/v1/notifications/?unread&page&page_size (the logged-in user's), newest first. */
export const notificationListQuerySchema = pageQuerySchema.extend({ unread: z.enum(['true', 'false']).transform((v) => v === 'true').optional() });
export const notificationListSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
/** POST /operation/v1/notifications/{id}/read/ and POST /operation/v1/notifications/read-all/. */
export const notificationsReadSchema = z.object({ updated: z.number().int() });
