/** Movements history, receipts and notifications; see operations.ts for units and paths. */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';
import { dateQuery, id, idQuery, minor, named, operatorRef, personRef } from './operations-fields';
import { MOVEMENT_TYPES, NOTIFICATION_KINDS, PAYMENT_METHODS } from './operations-limits';

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
  /** Check-outs: what is still owed after payments (0 when paid; null for check-ins). */
  due_minor: minor.nullable(),
  /** Check-ins: a correction is allowed now. */
  editable: z.boolean(),
  /** Check-outs: a market survey is still expected (issue 6; false until surveys exist). */
  market_survey_pending: z.boolean(),
});
export type Movement = z.infer<typeof movementSchema>;

/**
 * GET /operation/v1/movements/?cooling_unit&farmer&type&from&to&paid&code&page&page_size, newest first.
 * Staff: their company's; farmers: their own. `from`/`to`: dates in the company's zone, both included.
 * `paid=false`: only check-outs with money still owed (`true`: settled check-outs). `code`: movements
 * whose code contains it, ignoring case.
 */
export const movementListQuerySchema = pageQuerySchema.extend({
  cooling_unit: idQuery.optional(),
  farmer: idQuery.optional(),
  type: z.enum(MOVEMENT_TYPES).optional(),
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  paid: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  code: z.string().trim().max(16, { error: 'invalid' }).optional(),
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
 * pick up a lot (once per lot and person); check_in_corrected: a check-in was corrected (service providers);
 * market_survey_due: a check-out waits for its market survey (the farmer, or the operator for a farmer without a login);
 * room_over_capacity: an offline check-in (`check_in_id`) left its room over capacity (service providers);
 * room_alert: a room's alert opened (`alert_id`, `alert_kind`; its operators and the service providers);
 * room_alert_critical: it became critical (service providers). docs/cold-chain-rules.md §5.
 */
export const notificationSchema = z.object({
  id,
  kind: z.enum(NOTIFICATION_KINDS),
  created_at: z.string(),
  read_at: z.string().nullable(),
  lot_id: id.nullable(),
  check_in_id: id.nullable(),
  /** market_survey_due: the check-out to survey (its code is `movement_code`). */
  check_out_id: id.nullable(),
  movement_code: z.string().nullable(),
  cooling_unit: named.nullable(),
  crop_id: z.string().nullable(),
  farmer_name: z.string().nullable(),
  /** pickup_soon: days left when it was raised. */
  days_left: z.number().nullable(),
  /** room_alert, room_alert_critical: the alert and what it is about. */
  alert_id: id.nullable(),
  alert_kind: z.enum(['temperature', 'humidity', 'no_data']).nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** GET /operation/v1/notifications/?unread&page&page_size (the logged-in user's), newest first. */
export const notificationListQuerySchema = pageQuerySchema.extend({ unread: z.enum(['true', 'false']).transform((v) => v === 'true').optional() });
export const notificationListSchema = pagedSchema(notificationSchema).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;
/** POST /operation/v1/notifications/{id}/read/ and POST /operation/v1/notifications/read-all/. */
export const notificationsReadSchema = z.object({ updated: z.number().int() });
