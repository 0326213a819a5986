/** A lot's temperature record (docs/cold-chain-rules.md §6), on the produce answers. */
import { z } from 'zod';

export const LOT_RECORD_KINDS = ['no_record', 'no_range', 'throughout', 'out_of_range', 'gaps'] as const;
export type LotRecordKind = (typeof LOT_RECORD_KINDS)[number];

const direction = z.enum(['high', 'low']);

/** One alert of the lot's room that overlapped its stay (newest first). */
export const lotRecordAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['temperature', 'humidity', 'no_data']),
  started_at: z.string(),
  /** null: still open. */
  closed_at: z.string().nullable(),
  critical: z.boolean(),
  peak_value: z.number().nullable(),
  direction: direction.nullable(),
});

export const lotTemperatureRecordSchema = z.object({
  /** What the sentence says: throughout, the longest stretch out of range, gaps, no record, no range. */
  kind: z.enum(LOT_RECORD_KINDS),
  /** The crop's safe range (°C); null when the crop has none published. */
  range_c: z.object({ min: z.number(), max: z.number() }).nullable(),
  stored_from: z.string(),
  /** The check-out that emptied the lot; null while it is stored (the record runs to now). */
  stored_to: z.string().nullable(),
  minutes_above: z.number(),
  minutes_below: z.number(),
  /** Minutes the readings stand for (each at most the room's no-data time), and the minutes of the stay. */
  minutes_covered: z.number(),
  minutes_stored: z.number(),
  /** The reading farthest beyond the range. */
  peak: z.object({ temperature_c: z.number(), at: z.string(), direction }).nullable(),
  /** The longest unbroken stretch out of range; `date` is its first day on the company's calendar. */
  longest: z.object({ direction, started_at: z.string(), date: z.string(), minutes: z.number(), limit_c: z.number() }).nullable(),
  stretches: z.number().int(),
  lowest_c: z.number().nullable(),
  highest_c: z.number().nullable(),
  alerts: z.array(lotRecordAlertSchema),
  /** All alerts that overlapped the stay; `alerts` lists the newest few. */
  alerts_total: z.number().int(),
});
export type LotTemperatureRecordView = z.infer<typeof lotTemperatureRecordSchema>;
