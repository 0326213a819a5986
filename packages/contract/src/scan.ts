/**
 * Scanning (issue 28, docs/certificates-and-labels.md §11): what a scanned or typed value names, for staff.
 * GET {OPERATION_PREFIX}/scan/?value=… reads only: it never changes anything.
 */
import { z } from 'zod';

/** The longest value read: a certificate link is about 60 characters; anything far longer is not ours. */
export const SCAN_VALUE_MAX = 300;

export const scanQuerySchema = z.object({ value: z.string().trim().min(1).max(SCAN_VALUE_MAX) });

const id = z.number().int().positive();

/** A lot: by its certificate link or token (a crate's label, a receipt's QR), or one crate by its tag. */
export const scanLotSchema = z.object({
  kind: z.literal('lot'),
  lot_id: id,
  /** The lot's code (its check-in's movement code). */
  code: z.string(),
  farmer_id: id,
  cooling_unit_id: id,
  /** The crates it names that are still in storage: every crate of the lot, or the one crate of a label or a tag (none when it has left). */
  crate_ids: z.array(id),
  /** `certificate` (the lot's link or token: a receipt's QR), `crate` (a crate's label: one crate), `tag` (one crate). */
  by: z.enum(['certificate', 'crate', 'tag']),
});

/** A movement by its 6-character code (typed from a receipt). */
export const scanMovementSchema = z.object({
  kind: z.literal('movement'),
  movement_id: id,
  code: z.string(),
  type: z.enum(['check_in', 'check_out']),
  /** A check-in's lots (one lot opens directly). */
  lot_ids: z.array(id),
});

export const scanResultSchema = z.discriminatedUnion('kind', [scanLotSchema, scanMovementSchema]);
export type ScanResult = z.infer<typeof scanResultSchema>;
export type ScanLot = z.infer<typeof scanLotSchema>;
