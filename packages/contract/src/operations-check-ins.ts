/** Check-in schemas (domain-rules §4); see operations.ts for units and paths. */
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';
import { crateWeightKgSchema, cropRef, dateQuery, id, idQuery, idRef, minor, movementRecordFields, plannedDays, typeError } from './operations-fields';
import { CHECK_IN_MAX_CRATES, CHECK_IN_MAX_LOTS, HARVEST_CHOICES, NOTES_MAX, TAG_MAX } from './operations-limits';
import { offlineSchema } from './operations-offline';
import { lotRateCardSchema } from './lot-rate-card';

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
 * Crate tags are unique among the room's stored crates (docs/crate-tags.md): a tag repeated within the
 * check-in answers 400, one a stored crate of the room carries 409 `duplicate`; both name the crate row,
 * `lots.{i}.crates.{j}.tag: duplicate_tag`. Offline check-ins keep their tags.
 */
export const checkInCreateSchema = z
  .object({
    farmer_id: idRef.nullable().optional(),
    walk_in: z.boolean({ error: 'invalid' }).optional(),
    cooling_unit_id: idRef,
    lots: z.array(lotInputSchema).min(1, { error: 'required' }).max(CHECK_IN_MAX_LOTS, { error: 'too_long' }),
    /** Done without network (docs/offline-rules.md): `offline.code` required. */
    offline: offlineSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.offline && body.offline.code === undefined) ctx.addIssue({ code: 'custom', path: ['offline', 'code'], message: 'required' });
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
  /** The lot's rate card and the estimate of its first crate for its planned days (not planned: one day): docs/rent-rules.md §8. */
  rate_card: lotRateCardSchema.optional(),
});
export const checkInSchema = z.object({
  ...movementRecordFields,
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
