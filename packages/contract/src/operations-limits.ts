/** Limits, enums and error codes of check-ins, check-outs and stock (see operations.ts). */
import { HARVEST_CHOICES, MAX_CRATE_GRAMS } from '@coldroom/domain';

export const OPERATION_PREFIX = '/operation/v1';

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
export const NOTIFICATION_KINDS = ['pickup_soon', 'check_in_corrected', 'market_survey_due', 'room_over_capacity', 'room_alert', 'room_alert_critical'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Error codes of this area (ERROR_CODES spreads this list in). What `error.fields` carries:
 * - 422 crop_not_accepted: `lots.<i>.crop_id: "crop_not_accepted"` for every lot whose crop the room does not take.
 * - 422 room_full: `free` (crates, or kg in kg rooms, as a decimal string) and `unit` ("crates" | "kg").
 * - 422 discount_too_large: `discount_minor: "discount_too_large"` and `max_discount_minor` (the total due).
 * - 422 correction_not_allowed: `reason`: "not_same_day" | "room_not_editable" | "crates_left".
 * - 422 crates_not_eligible: `lines.<i>.crate_id`: "other_room" | "other_owner".
 * - 422 same_room: a check-out's produce is checked in again into the room it left.
 * - 422 no_phone: an SMS receipt for a farmer without a phone number.
 * - 422 sms_stopped: a reminder by SMS to a farmer who sent STOP (docs/sms-and-ussd.md §1).
 * - 409 crate_unavailable: the crate left meanwhile (another check-out won): `lines.<i>.crate_id: "crate_unavailable"`,
 *   or less is left than the part asked for: `lines.<i>.weight_kg: "weight_exceeds_remaining"`. Nothing changed.
 * - 409 code_already_used: the check-out code was already used to check in again.
 * - 409 already_paid: the check-out being marked paid was paid already (nothing changed).
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
  'sms_stopped',
  'crate_unavailable',
  'code_already_used',
  'already_paid',
  'produce_in_storage',
] as const;
