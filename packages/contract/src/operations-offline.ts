/** Offline operations (domain-rules §10, docs/offline-rules.md): the `offline` object, code blocks, refusals. */
import { z } from 'zod';
import { CODE_ALPHABET, MOVEMENT_CODE_LENGTH } from '@coldroom/domain';
import { pagedSchema, pageQuerySchema } from './common';

/** Codes a device reserves at once. */
export const OFFLINE_CODE_BLOCK_SIZE = 50;
/** Days after its reservation when an unused code lapses. */
export const OFFLINE_CODE_LAPSE_DAYS = 30;
/** An operation done longer ago than this before it reaches the server is refused (done_at_too_old). */
export const OFFLINE_MAX_AGE_DAYS = 7;
/** An operation done later than this after the server's clock is refused (device_clock_wrong). */
export const OFFLINE_CLOCK_SKEW_MINUTES = 5;
export const OFFLINE_KINDS = ['check_in', 'check_out', 'reading', 'farmer'] as const;
export type OfflineKind = (typeof OFFLINE_KINDS)[number];

export const deviceIdSchema = z.string({ error: 'required' }).max(64, { error: 'invalid' }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' });
const movementCodeShape = new RegExp(`^[${CODE_ALPHABET}]{${MOVEMENT_CODE_LENGTH}}$`);

/**
 * What an operation done without network carries beside its own body. `code` is required for check-ins and
 * check-outs, `expected_total_minor` for check-outs (400 `offline.code` / `offline.expected_total_minor`: required).
 */
export const offlineSchema = z.object({
  device_id: deviceIdSchema,
  /** When the operator did it on the device (ISO 8601 with an offset). */
  done_at: z.iso.datetime({ offset: true, error: 'invalid' }),
  /** A code of this device's reserved block (POST /operation/v1/device-codes/). */
  code: z.string({ error: 'invalid' }).max(MOVEMENT_CODE_LENGTH, { error: 'invalid' }).regex(movementCodeShape, { error: 'invalid' }).optional(),
  /** Check-outs: the total after discount (minor units) the device showed. */
  expected_total_minor: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0, { error: 'out_of_range' }).optional(),
});
export type Offline = z.infer<typeof offlineSchema>;

/** POST /operation/v1/device-codes/ (operators, service providers): reserve a block for this device. */
export const deviceCodesRequestSchema = z.object({ device_id: deviceIdSchema });
export const deviceCodesSchema = z.object({
  device_id: z.string(),
  /** OFFLINE_CODE_BLOCK_SIZE movement codes, unique in the company. */
  codes: z.array(z.string()),
  /** When the unused ones lapse (OFFLINE_CODE_LAPSE_DAYS after now). */
  expires_at: z.string(),
});
export type DeviceCodes = z.infer<typeof deviceCodesSchema>;
/** DELETE /operation/v1/device-codes/{device_id}/ (at logout): the caller's unused codes of the device lapse. */
export const deviceIdParamSchema = z.object({ device_id: deviceIdSchema });

/** A refused offline operation, as GET /operation/v1/offline-refusals/ lists it. */
export const offlineRefusalSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  device_id: z.string(),
  kind: z.enum(OFFLINE_KINDS),
  code: z.string().nullable(),
  error_code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  done_at: z.string().nullable(),
  received_at: z.string(),
});
export type OfflineRefusal = z.infer<typeof offlineRefusalSchema>;
/** GET /operation/v1/offline-refusals/?page&page_size: the company's (service providers) or one's own (operators), newest first. */
export const offlineRefusalListQuerySchema = pageQuerySchema;
export const offlineRefusalPageSchema = pagedSchema(offlineRefusalSchema);
export type OfflineRefusalPage = z.infer<typeof offlineRefusalPageSchema>;

/**
 * Error codes of offline operations (ERROR_CODES spreads this list in):
 * - 422 code_not_reserved: `offline.code` is not an unused, unlapsed code of the caller's block for this device.
 * - 422 done_at_too_old / device_clock_wrong: `fields: { "offline.done_at": "too_old" | "in_future" }`.
 * - 409 already_checked_out: a crate left before; `details.code` is the winning movement's code.
 * - 409 amount_changed: `details: { server_total_minor, device_total_minor }`; nothing changed.
 * - 403 not_assigned: the operator did not run the room at `done_at`.
 * (409 code_already_used, listed with the operations' codes: the code is already a movement's.)
 */
export const OFFLINE_ERROR_CODES = ['code_not_reserved', 'done_at_too_old', 'device_clock_wrong', 'already_checked_out', 'amount_changed', 'not_assigned'] as const;
