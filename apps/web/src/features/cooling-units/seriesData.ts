import { READING_SERIES_MAX_DAYS, type ReadingSeries, type SeriesAlert } from '@coldroom/contract';

/** What the room chart shows: a preset ending now, or dates chosen (local days, both included). */
export type ChartRange = { kind: 'preset'; range: '24h' | '7d' | '30d' } | { kind: 'chosen'; from: string; to: string };
export type Metric = 'temperature' | 'humidity';

export interface ChartPoint {
  /** Middle of the bucket, ms. */
  time: number;
  /** [lowest, highest] of the bucket (the shaded envelope); null breaks the line at a gap. */
  spread: [number, number] | null;
  avg: number | null;
}

const DAY_MS = 86_400_000;

/**
 * The points of one metric. Buckets without readings are not sent: a gap longer than one bucket gets an
 * empty point, so the line stops there instead of drawing across hours with no readings.
 */
export function chartPoints(series: ReadingSeries, metric: Metric): ChartPoint[] {
  const size = series.bucket_minutes * 60_000;
  const points: ChartPoint[] = [];
  let last: number | null = null;
  for (const bucket of series.buckets) {
    const start = Date.parse(bucket.start);
    const [min, avg, max] =
      metric === 'temperature' ? [bucket.temperature_min, bucket.temperature_avg, bucket.temperature_max] : [bucket.humidity_min, bucket.humidity_avg, bucket.humidity_max];
    if (last !== null && start - last > size) points.push({ time: last + size + size / 2, spread: null, avg: null });
    points.push(min === null || max === null ? { time: start + size / 2, spread: null, avg: null } : { time: start + size / 2, spread: [min, max], avg });
    last = start;
  }
  return points;
}

export function hasHumidity(series: ReadingSeries): boolean {
  return series.buckets.some((bucket) => bucket.humidity_avg !== null);
}

/** The alerts of one metric as spans on the time axis, cut to the range (an open one lasts to its end). */
export function excursionSpans(series: ReadingSeries, metric: Metric): { alert: SeriesAlert; x1: number; x2: number }[] {
  const from = Date.parse(series.from);
  const to = Date.parse(series.to);
  return series.alerts
    .filter((alert) => alert.kind === metric)
    .map((alert) => ({ alert, x1: Math.max(from, Date.parse(alert.started_at)), x2: Math.min(to, alert.closed_at ? Date.parse(alert.closed_at) : to) }))
    .filter((span) => span.x2 > span.x1);
}

/** Lowest and highest of the range (null without readings). */
export function extremes(series: ReadingSeries, metric: Metric): { min: number; max: number } | null {
  const values = chartPoints(series, metric).flatMap((point) => point.spread ?? []);
  return values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values) };
}

/** Dates typed as YYYY-MM-DD to the range asked of the server: from the first day's start to the last day's end, local time. */
export function chosenRange(fromDay: string, toDay: string): { from: string; to: string } | null {
  const from = new Date(`${fromDay}T00:00`);
  const to = new Date(`${toDay}T00:00`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return null;
  to.setDate(to.getDate() + 1);
  if (to <= from || to.getTime() - from.getTime() > READING_SERIES_MAX_DAYS * DAY_MS) return null;
  return { from: from.toISOString(), to: to.toISOString() };
}
