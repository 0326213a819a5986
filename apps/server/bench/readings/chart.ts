import pg from 'pg';
import { SERIES_HOURLY_FROM_MINUTES, bucketStart, seriesBucketMinutes } from '@coldroom/domain';
import { getText } from '../analysis/timing';
import { percentile, Samples } from '../lib/stats';

const DAY_MS = 86_400_000;

export interface ChartRangeCase {
  name: string;
  /** Query string of the endpoint. */
  query: string;
  from: number;
  to: number;
}

export interface ChartTiming {
  name: string;
  bucketMinutes: number;
  buckets: number;
  endpoint: { p50: number; p95: number };
  sql: { p50: number; p95: number };
}

/** The three presets ending now, and a chosen range of a year (the longest a chart may ask). */
export function chartCases(end: number, days: number): ChartRangeCase[] {
  const now = Date.now();
  const year = Math.min(365, days);
  return [
    { name: '24 h', query: 'range=24h', from: now - DAY_MS, to: now },
    { name: '7 days', query: 'range=7d', from: now - 7 * DAY_MS, to: now },
    { name: '30 days', query: 'range=30d', from: now - 30 * DAY_MS, to: now },
    { name: `${year} days (chosen)`, query: `from=${new Date(end - year * DAY_MS).toISOString()}&to=${new Date(end).toISOString()}`, from: end - year * DAY_MS, to: end },
  ];
}

// The statements the chart needs, written here by hand: buckets (raw rows under an hour, else the hourly
// rollups) and the alerts overlapping the range. The room's lookup and its alert rule are not in them.
const RAW = `select floor(extract(epoch from measured_at) / $4) * $4 as at, count(*)::int, min(temperature_c), avg(temperature_c), max(temperature_c),
  min(humidity_pct), avg(humidity_pct), max(humidity_pct)
  from room_readings where cooling_unit_id = $1 and measured_at >= $2 and measured_at <= $3 group by 1 order by 1`;
const HOURLY = `select floor(extract(epoch from hour) / $4) * $4 as at, sum(readings)::int, min(temperature_min), sum(temperature_sum) / sum(readings), max(temperature_max),
  min(humidity_min), sum(humidity_sum) / nullif(sum(humidity_readings), 0), max(humidity_max)
  from room_reading_hours where cooling_unit_id = $1 and hour >= $2 and hour <= $3 group by 1 order by 1`;
const ALERTS = `select id, kind, started_at, closed_at, critical_at, peak_value, peak_at, direction from room_alerts
  where cooling_unit_id = $1 and started_at <= $3 and (closed_at is null or closed_at >= $2) order by started_at limit 200`;

/** Each range asked `runs` times in turn over the rooms (one at a time: latency, not throughput), then its SQL alone. */
export async function benchChart(opts: { baseUrl: string; token: string; databaseUrl: string; roomIds: number[]; cases: ChartRangeCase[]; runs: number }): Promise<ChartTiming[]> {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const out: ChartTiming[] = [];
  try {
    for (const c of opts.cases) {
      const path = (room: number) => `/api/storage/v1/cooling-units/${room}/readings/series/?${c.query}`;
      const minutes = seriesBucketMinutes(c.to - c.from);
      const sqlOnce = async (room: number) => {
        const from = new Date(bucketStart(c.from, minutes)).toISOString();
        const to = new Date(c.to).toISOString();
        await client.query(minutes >= SERIES_HOURLY_FROM_MINUTES ? HOURLY : RAW, [room, from, to, minutes * 60]);
        await client.query(ALERTS, [room, from, to]);
      };
      const endpoint = await timed(opts.runs, opts.roomIds, (room) => getText(opts.baseUrl, path(room), opts.token));
      const sql = await timed(opts.runs, opts.roomIds, sqlOnce);
      const body = JSON.parse(await getText(opts.baseUrl, path(opts.roomIds[0]!), opts.token)) as { bucket_minutes: number; buckets: unknown[] };
      out.push({ name: c.name, bucketMinutes: body.bucket_minutes, buckets: body.buckets.length, endpoint, sql });
    }
  } finally {
    await client.end();
  }
  return out;
}

async function timed(runs: number, rooms: number[], work: (room: number) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(10, runs); i += 1) await work(rooms[i % rooms.length]!);
  const samples = new Samples();
  for (let i = 0; i < runs; i += 1) {
    const room = rooms[(i * 7) % rooms.length]!;
    const t0 = performance.now();
    await work(room);
    samples.add(performance.now() - t0);
  }
  const sorted = samples.sorted();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
