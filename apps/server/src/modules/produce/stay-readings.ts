import { sql } from 'drizzle-orm';
import type { Reading } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** What a stay's record needs of a room: its stay, the crop's range (null: none) and the room's no-data time. */
export interface StayWindow {
  lotId: number;
  roomId: number;
  from: number;
  to: number;
  range: { min: number; max: number } | null;
  capMin: number;
  /** A reading taken exactly at `from` leaves out the one before it (as readingsOverStays reads a room's earliest stay). */
  inclusive: boolean;
}

type HourRow = { lot: number | string; hour: number | string; n: number | string; flag: boolean; readings: number | string | null; tmin: number | null; tmax: number | null };
type Hour = { hour: number; raw: boolean; min: number; max: number };

/**
 * Readings that give a stay the same record as all its raw readings (docs/cold-chain-rules.md §3, §6), in two
 * queries. The first scans only the readings' times (index only) for each hour's count and any gap longer than
 * the no-data time (or two readings at one time), beside its rollup. Raw rows are then read for the hours that
 * can matter: the first and last, those with a reading out of the range (or a rollup that does not match the
 * rows), those where a long gap begins, and the hour after each of these (its first reading ends theirs). A run
 * of other hours has only readings inside the range standing without a break from the last raw reading before it
 * to the first after it: two or more made-up readings at its rollup's lowest and highest, no farther apart than
 * the no-data time, stand for the same minutes, extremes and (no) minutes out of range.
 */
export async function lotStayReadings(db: DbOrTx, windows: readonly StayWindow[]): Promise<Map<number, Reading[]>> {
  const found = new Map<number, Reading[]>();
  if (windows.length === 0) return found;
  const hours = await hoursOf(db, windows);
  const rawHours = new Map<number, number[]>();
  for (const w of windows) rawHours.set(w.lotId, (hours.get(w.lotId) ?? []).filter((h) => h.raw).map((h) => h.hour));
  const raw = await rawRows(db, windows, rawHours);
  for (const w of windows) found.set(w.lotId, assemble(w, hours.get(w.lotId) ?? [], raw.get(w.lotId) ?? { inForce: null, rows: [] }));
  return found;
}

async function hoursOf(db: DbOrTx, windows: readonly StayWindow[]): Promise<Map<number, Hour[]>> {
  const wanted = sql.join(
    windows.map((w) => sql`(${w.lotId}::bigint, ${w.roomId}::bigint, ${new Date(w.from).toISOString()}::timestamptz, ${new Date(w.to).toISOString()}::timestamptz, ${w.capMin}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(lot, room, since, until, cap) as (values ${wanted})
    select w.lot, (extract(epoch from t.hour) * 1000)::bigint as hour, t.n, t.flag, h.readings, h.temperature_min as tmin, h.temperature_max as tmax
    from wanted w
    cross join lateral (
      select date_trunc('hour', s.at, 'UTC') as hour, count(*) as n, coalesce(bool_or(s.next - s.at > make_interval(mins => w.cap) or s.next = s.at), false) as flag
      from (select r.measured_at as at, lead(r.measured_at) over (order by r.measured_at) as next
            from room_readings r where r.cooling_unit_id = w.room and r.measured_at >= w.since and r.measured_at < w.until) s
      group by 1) t
    left join room_reading_hours h on h.cooling_unit_id = w.room and h.hour = t.hour
    order by w.lot, t.hour`);
  const byLot = new Map<number, HourRow[]>();
  for (const row of rowsOf<HourRow>(result)) {
    const lot = Number(row.lot);
    const list = byLot.get(lot) ?? [];
    list.push(row);
    byLot.set(lot, list);
  }
  const out = new Map<number, Hour[]>();
  for (const w of windows) {
    const rows = byLot.get(w.lotId) ?? [];
    const marks = rows.map((row, i) => {
      const matches = row.readings !== null && Number(row.readings) === Number(row.n);
      const inside = matches && (w.range === null || (Number(row.tmin) >= w.range.min && Number(row.tmax) <= w.range.max));
      // Its last reading may stand out of range or start a long gap: the next hour's first reading ends it.
      const carries = !inside || row.flag;
      return { edge: i === 0 || i === rows.length - 1, carries };
    });
    out.set(
      w.lotId,
      rows.map((row, i) => ({ hour: Number(row.hour), raw: marks[i]!.edge || marks[i]!.carries || (i > 0 && marks[i - 1]!.carries), min: Number(row.tmin), max: Number(row.tmax) })),
    );
  }
  return out;
}

type RawRow = { lot: number | string; part: number; at: Date | string; temperature_c: number };
type Raw = { inForce: Reading | null; rows: Reading[] };

/** The reading in force at the stay's start (part 0) and the raw rows of the hours that matter (part 1), by (time, id). */
async function rawRows(db: DbOrTx, windows: readonly StayWindow[], rawHours: Map<number, number[]>): Promise<Map<number, Raw>> {
  const wanted = sql.join(
    windows.map(
      (w) =>
      {
        // Runs of consecutive hours read as one range each: a stay out of range for months is one index range scan.
        const ranges = hourRanges(rawHours.get(w.lotId) ?? []);
        const list = (values: number[]) => `{${values.map((v) => new Date(v).toISOString()).join(',')}}`;
        return sql`(${w.lotId}::bigint, ${w.roomId}::bigint, ${new Date(w.from).toISOString()}::timestamptz, ${new Date(w.to).toISOString()}::timestamptz, ${w.inclusive}::boolean, ${list(ranges.map((r) => r.from))}::timestamptz[], ${list(ranges.map((r) => r.to))}::timestamptz[])`;
      },
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(lot, room, since, until, inclusive, starts, ends) as (values ${wanted})
    select lot, part, at, temperature_c from (
      select w.lot, 0 as part, f.measured_at as at, f.temperature_c, f.id
      from wanted w
      cross join lateral (select p.measured_at, p.temperature_c, p.id from room_readings p
        where p.cooling_unit_id = w.room and (p.measured_at < w.since or (w.inclusive and p.measured_at = w.since))
        order by p.measured_at desc, p.id desc limit 1) f
      union all
      select w.lot, 1, r.measured_at, r.temperature_c, r.id
      from wanted w
      cross join unnest(w.starts, w.ends) h(start, stop)
      join room_readings r on r.cooling_unit_id = w.room and r.measured_at >= greatest(h.start, w.since) and r.measured_at < least(h.stop, w.until)) x
    order by lot, part, at, id`);
  const byLot = new Map<number, Raw>();
  for (const row of rowsOf<RawRow>(result)) {
    const lot = Number(row.lot);
    const entry = byLot.get(lot) ?? { inForce: null, rows: [] };
    const reading = { at: new Date(row.at).getTime(), value: Number(row.temperature_c) };
    if (Number(row.part) === 0) entry.inForce = reading;
    else entry.rows.push(reading);
    byLot.set(lot, entry);
  }
  return byLot;
}

/** Sorted whole hours (their starts) as runs of consecutive hours: [from, to) each. */
export function hourRanges(hours: readonly number[]): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (const hour of hours) {
    const last = ranges[ranges.length - 1];
    if (last && last.to === hour) last.to = hour + HOUR_MS;
    else ranges.push({ from: hour, to: hour + HOUR_MS });
  }
  return ranges;
}

/** The stay's readings: the one in force, raw rows of the hours that matter, made-up readings for the runs between. */
function assemble(w: StayWindow, hours: readonly Hour[], raw: Raw): Reading[] {
  // One taken exactly at the start is among the rows already.
  const out: Reading[] = raw.inForce && raw.inForce.at < w.from ? [raw.inForce] : [];
  const rows = raw.rows;
  let r = 0;
  let run: { min: number; max: number } | null = null;
  for (const hour of hours) {
    if (!hour.raw) {
      run = run ? { min: Math.min(run.min, hour.min), max: Math.max(run.max, hour.max) } : { min: hour.min, max: hour.max };
      continue;
    }
    const first = r;
    while (r < rows.length && rows[r]!.at < hour.hour + HOUR_MS) r += 1;
    // The first hour is always raw and has a reading in the stay, so a run has one before it.
    if (run && first < r && out.length > 0) fill(out, out[out.length - 1]!.at, rows[first]!.at, run, w.capMin * MINUTE_MS);
    run = null;
    for (let i = first; i < r; i += 1) out.push(rows[i]!);
  }
  return out;
}

/** Made-up readings strictly between `p` and `n`, at most `cap` apart, the run's lowest and highest among them. */
function fill(out: Reading[], p: number, n: number, run: { min: number; max: number }, cap: number) {
  const pieces = Math.max(3, Math.ceil((n - p) / cap));
  for (let i = 1; i < pieces; i += 1) out.push({ at: p + Math.floor((i * (n - p)) / pieces), value: i % 2 === 1 ? run.min : run.max });
}
