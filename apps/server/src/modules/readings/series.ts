import { sql } from 'drizzle-orm';
import { READING_SERIES_MAX_DAYS, type ReadingBucket, type ReadingSeries, type ReadingSeriesQuery } from '@coldroom/contract';
import { bucketStart, SERIES_HOURLY_FROM_MINUTES, SERIES_PRESETS, seriesBucketMinutes } from '@coldroom/domain';
import type { Db, DbOrTx } from '../../db/client';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { ruleOfRoom } from '../alert-rules/service';
import { roomFor } from '../cooling-units/queries';
import { rowsOf } from '../occupancy/queries';

const DAY_MS = 86_400_000;
const ALERTS_MAX = 200;

type BucketRow = { at: number; n: number; tmin: number; tavg: number; tmax: number; hmin: number | null; havg: number | null; hmax: number | null };

/** The range asked for: `from` and `to` together, else a preset ending now (default 24 h). */
function rangeOf(query: ReadingSeriesQuery, now: Date): { from: number; to: number } {
  if (query.from === undefined && query.to === undefined) return { from: now.getTime() - SERIES_PRESETS[query.range ?? '24h'] * DAY_MS, to: now.getTime() };
  if (query.from === undefined) throw errors.invalidInput({ from: 'both_or_neither' });
  if (query.to === undefined) throw errors.invalidInput({ to: 'both_or_neither' });
  const from = new Date(query.from).getTime();
  const to = new Date(query.to).getTime();
  if (from >= to) throw errors.invalidInput({ from: 'from_after_to' });
  if (to - from > READING_SERIES_MAX_DAYS * DAY_MS) throw errors.invalidInput({ from: 'range_too_long' });
  return { from, to };
}

/** Buckets from the raw rows (buckets under an hour: at most a few days of readings). */
export const rawBucketsSql = (roomId: number, from: Date, to: Date, seconds: number) => sql`
  select (floor(extract(epoch from measured_at) / ${seconds}) * ${seconds})::float8 as at, count(*)::int as n,
    min(temperature_c) as tmin, avg(temperature_c) as tavg, max(temperature_c) as tmax,
    min(humidity_pct) as hmin, avg(humidity_pct) as havg, max(humidity_pct) as hmax
  from room_readings where cooling_unit_id = ${roomId} and measured_at >= ${from.toISOString()}::timestamptz and measured_at <= ${to.toISOString()}::timestamptz
  group by 1 order by 1`;

/** Buckets of whole hours from the hourly rollups: sums over counts give the same average as the raw rows. */
export const hourlyBucketsSql = (roomId: number, from: Date, to: Date, seconds: number) => sql`
  select (floor(extract(epoch from hour) / ${seconds}) * ${seconds})::float8 as at, sum(readings)::int as n,
    min(temperature_min) as tmin, sum(temperature_sum) / sum(readings) as tavg, max(temperature_max) as tmax,
    min(humidity_min) as hmin, sum(humidity_sum) / nullif(sum(humidity_readings), 0) as havg, max(humidity_max) as hmax
  from room_reading_hours where cooling_unit_id = ${roomId} and hour >= ${from.toISOString()}::timestamptz and hour <= ${to.toISOString()}::timestamptz
  group by 1 order by 1`;

const round = (value: number | null, places = 2) => (value === null ? null : Number(Number(value).toFixed(places)));

function presentBucket(row: BucketRow): ReadingBucket {
  return {
    start: new Date(Number(row.at) * 1000).toISOString(),
    count: row.n,
    temperature_min: round(row.tmin)!,
    temperature_avg: round(row.tavg)!,
    temperature_max: round(row.tmax)!,
    humidity_min: round(row.hmin),
    humidity_avg: round(row.havg),
    humidity_max: round(row.hmax),
  };
}

async function alertsOverlapping(db: DbOrTx, roomId: number, from: Date, to: Date): Promise<ReadingSeries['alerts']> {
  const rows = rowsOf<{ id: string | number; kind: 'temperature' | 'humidity' | 'no_data'; started_at: Date | string; closed_at: Date | string | null; critical: boolean; peak_value: number | null; peak_at: Date | string | null; direction: 'high' | 'low' | null }>(
    await db.execute(sql`select id, kind, started_at, closed_at, critical_at is not null as critical, peak_value, peak_at, direction
      from room_alerts where cooling_unit_id = ${roomId} and started_at <= ${to.toISOString()}::timestamptz
        and (closed_at is null or closed_at >= ${from.toISOString()}::timestamptz)
      order by started_at limit ${ALERTS_MAX}`),
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, started_at: iso(r.started_at)!, closed_at: iso(r.closed_at), critical: r.critical, peak_value: r.peak_value, peak_at: iso(r.peak_at), direction: r.direction }));
}

/**
 * A room's chart (staff who may see the room, as GET readings): buckets sized to the range, from the raw rows
 * under an hour, else from the hourly rollups (also when the range reaches back past the raw rows' retention).
 */
export async function readingSeries(db: Db, actor: Actor, roomId: number, query: ReadingSeriesQuery, retentionDays: number, now: Date = new Date()): Promise<ReadingSeries> {
  const room = await roomFor(db, actor, roomId);
  const range = rangeOf(query, now);
  const pastRetention = retentionDays > 0 && range.from < now.getTime() - retentionDays * DAY_MS;
  const minutes = seriesBucketMinutes(range.to - range.from, pastRetention ? SERIES_HOURLY_FROM_MINUTES : 0);
  const hourly = minutes >= SERIES_HOURLY_FROM_MINUTES;
  const from = new Date(bucketStart(range.from, minutes));
  const to = new Date(range.to);
  const statement = (hourly ? hourlyBucketsSql : rawBucketsSql)(room.id, from, to, minutes * 60);
  const [buckets, { rule }, alerts] = await Promise.all([db.execute(statement).then((r) => rowsOf<BucketRow>(r)), ruleOfRoom(db, room.id), alertsOverlapping(db, room.id, from, to)]);
  return {
    cooling_unit: room.id,
    from: from.toISOString(),
    to: to.toISOString(),
    bucket_minutes: minutes,
    source: hourly ? 'hourly' : 'readings',
    limits: { lower_c: rule.lowerC, upper_c: rule.upperC, humidity_lower_pct: rule.humidityLowerPct, humidity_upper_pct: rule.humidityUpperPct },
    buckets: buckets.map(presentBucket),
    alerts,
  };
}
