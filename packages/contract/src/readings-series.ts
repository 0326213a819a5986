/**
 * A room's temperature chart (issue 26, docs/cold-chain-rules.md "Storage"): readings reduced to buckets of
 * min / average / max, the room's alert limits and the alerts that overlap the range.
 */
import { z } from 'zod';
import type { SeriesPreset } from '@coldroom/domain';
import { ROOM_ALERT_KINDS } from './sites';

/** A chosen range (`from` and `to`) may span at most this many days. */
export const READING_SERIES_MAX_DAYS = 366;
export const READING_SERIES_RANGES = ['24h', '7d', '30d'] as const satisfies readonly SeriesPreset[];

const isoTime = z.iso.datetime({ offset: true, error: 'invalid' });

/**
 * GET /storage/v1/cooling-units/{id}/readings/series/?range=24h|7d|30d, or `from` and `to` together (ISO
 * times, at most 366 days apart; they win over `range`). Default: the last 24 hours. 400 `invalid_input`
 * names the field: `both_or_neither`, `from_after_to`, `range_too_long`, `invalid`.
 */
export const readingSeriesQuerySchema = z.object({
  range: z.enum(READING_SERIES_RANGES, { error: 'invalid' }).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
});
export type ReadingSeriesQuery = z.infer<typeof readingSeriesQuerySchema>;

export const readingBucketSchema = z.object({
  /** Start of the bucket (ISO, UTC); it lasts `bucket_minutes`. Buckets without readings are left out. */
  start: z.string(),
  count: z.number().int(),
  temperature_min: z.number(),
  temperature_avg: z.number(),
  temperature_max: z.number(),
  /** Null when no reading of the bucket had a humidity. */
  humidity_min: z.number().nullable(),
  humidity_avg: z.number().nullable(),
  humidity_max: z.number().nullable(),
});
export type ReadingBucket = z.infer<typeof readingBucketSchema>;

export const seriesAlertSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(ROOM_ALERT_KINDS),
  started_at: z.string(),
  /** Null while it lasts. */
  closed_at: z.string().nullable(),
  critical: z.boolean(),
  peak_value: z.number().nullable(),
  peak_at: z.string().nullable(),
  direction: z.enum(['high', 'low']).nullable(),
});
export type SeriesAlert = z.infer<typeof seriesAlertSchema>;

export const readingSeriesSchema = z.object({
  cooling_unit: z.number().int().positive(),
  /** The range served: `from` moved back to the start of its bucket. */
  from: z.string(),
  to: z.string(),
  bucket_minutes: z.number().int(),
  /** `readings`: raw rows (buckets under an hour); `hourly`: the hourly rollups. */
  source: z.enum(['readings', 'hourly']),
  /** The room's alert rule's limits now (null: none set). */
  limits: z.object({
    lower_c: z.number().nullable(),
    upper_c: z.number().nullable(),
    humidity_lower_pct: z.number().nullable(),
    humidity_upper_pct: z.number().nullable(),
  }),
  buckets: z.array(readingBucketSchema),
  /** Alerts whose time overlaps the range, oldest first (at most 200). */
  alerts: z.array(seriesAlertSchema),
});
export type ReadingSeries = z.infer<typeof readingSeriesSchema>;
