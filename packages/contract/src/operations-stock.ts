/** Produce and crates in storage (domain-rules §5–6); see operations.ts for units and paths. */
import { PRICING_KINDS } from '@coldroom/domain';
import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './common';
import { id, idQuery, minor, movementRef, named, personRef } from './operations-fields';
import { HARVEST_CHOICES, PICKUP_URGENCIES } from './operations-limits';
import { lotTemperatureRecordSchema } from './lot-temperature';
import { lotRateCardSchema } from './lot-rate-card';

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
  /** Its temperature while stored (docs/cold-chain-rules.md §6); optional: older servers and offline copies lack it. */
  temperature_record: lotTemperatureRecordSchema.optional(),
  /**
   * The lot's rate card and the breakdown of one crate's fee now (its first crate in storage; null example
   * when none is left): docs/rent-rules.md §8. Optional: older servers and offline copies lack it.
   */
  rate_card: lotRateCardSchema.optional(),
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
  /**
   * What a device needs to price a check-out of this crate offline with the same domain code as the
   * server (issue 13): the lot's locked price, the room's metric, the company's time zone and what
   * earlier payments count towards the fee.
   */
  pricing: z.object({ kind: z.enum(PRICING_KINDS), rate_minor: minor }),
  metric: z.enum(['crates', 'kg']),
  time_zone: z.string(),
  paid_towards_minor: minor,
  /**
   * The crate list only (GET /storage/v1/crates/), kept on the phone for offline check-outs: the lot's code
   * and its certificate (null until its labels or link were first made), so a scanned label or a typed code
   * is recognised with no network (docs/certificates-and-labels.md §11).
   */
  lot_code: z.string().optional(),
  certificate: z.object({ token: z.string(), revoked: z.boolean() }).nullable().optional(),
  /** The crate's place in its lot (1, 2, … by crate id), which its label's link ends with. */
  lot_place: z.number().int().positive().optional(),
  /** The lot's rate card with this crate's fee broken down (example null once the crate has left): docs/rent-rules.md §8. */
  rate_card: lotRateCardSchema.optional(),
  /**
   * The lot's crates at check-in, which share a card's minimum per lot (docs/rent-rules.md §3, §7): a phone
   * prices an offline check-out with it. Optional: left out where the answer does not count them.
   */
  lot_crates: z.number().int().positive().optional(),
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
