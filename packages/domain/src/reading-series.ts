/**
 * A room's chart is served as buckets (min, average, max), never as raw readings: the bucket size follows
 * the range so that a chart has at most SERIES_MAX_BUCKETS points (docs/cold-chain-rules.md "Storage").
 */

/** Bucket sizes in minutes, smallest first; 5 minutes is a sensor's usual step. */
export const SERIES_BUCKET_MINUTES = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080] as const;
export const SERIES_MAX_BUCKETS = 300;
/** Buckets of an hour or more are read from the hourly rollups. */
export const SERIES_HOURLY_FROM_MINUTES = 60;

export const SERIES_PRESETS = { '24h': 1, '7d': 7, '30d': 30 } as const;
export type SeriesPreset = keyof typeof SERIES_PRESETS;

const MINUTE_MS = 60_000;

/** The smallest bucket (at least `atLeast` minutes) that cuts a range of `spanMs` into at most SERIES_MAX_BUCKETS. */
export function seriesBucketMinutes(spanMs: number, atLeast = 0): number {
  for (const size of SERIES_BUCKET_MINUTES) {
    if (size >= atLeast && spanMs / (size * MINUTE_MS) <= SERIES_MAX_BUCKETS) return size;
  }
  return SERIES_BUCKET_MINUTES[SERIES_BUCKET_MINUTES.length - 1]!;
}

/** Start of the bucket holding `at` (buckets are whole multiples of their size since 1970, in UTC). */
export function bucketStart(at: number, bucketMinutes: number): number {
  const size = bucketMinutes * MINUTE_MS;
  return Math.floor(at / size) * size;
}
