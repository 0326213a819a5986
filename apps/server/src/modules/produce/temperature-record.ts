import { sql } from 'drizzle-orm';
import type { LotTemperatureRecordView } from '@coldroom/contract';
import { ALERT_RULE_DEFAULTS, calendarDateIn, cropById, lotTemperatureRecord, type OutOfRangeState, type Reading, type TemperatureReading } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import { lotStayReadings } from './stay-readings';

/** A lot's stay in its room: from its check-in to the check-out that emptied it (null: still stored). */
export interface LotStay {
  lotId: number;
  roomId: number;
  companyId: number;
  cropCode: string;
  from: Date;
  to: Date | null;
  timeZone: string;
}

/** The newest alerts listed per lot; the total is given beside them. */
const ALERTS_SHOWN = 10;

const iso = (value: Date | string) => new Date(value).toISOString();
const tenths = (minutes: number) => Math.round(minutes * 10) / 10;

/** Each room's no-data time (docs/cold-chain-rules.md §3: a reading stands at most that long). */
async function capsOf(db: DbOrTx, rooms: readonly number[]): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select cooling_unit_id as room, no_data_min from room_alert_rules
    where cooling_unit_id = any(${`{${rooms.join(',')}}`}::bigint[])`);
  return new Map(rowsOf<{ room: number | string; no_data_min: number }>(result).map((row) => [Number(row.room), Number(row.no_data_min)]));
}

type AlertRow = {
  lot: number | string;
  id: number | string;
  kind: 'temperature' | 'humidity' | 'no_data';
  started_at: Date | string;
  closed_at: Date | string | null;
  critical_at: Date | string | null;
  peak_value: number | null;
  direction: 'high' | 'low' | null;
  total: number | string;
};

/** The alerts of each lot's room that overlapped its stay, newest first: one query for all the lots. */
async function alertsOf(db: DbOrTx, stays: readonly LotStay[], now: Date): Promise<Map<number, { alerts: LotTemperatureRecordView['alerts']; total: number }>> {
  const wanted = sql.join(
    stays.map((s) => sql`(${s.lotId}::bigint, ${s.roomId}::bigint, ${s.companyId}::bigint, ${s.from.toISOString()}::timestamptz, ${(s.to ?? now).toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(lot, room, company, since, until) as (values ${wanted})
    select w.lot, a.id, a.kind, a.started_at, a.closed_at, a.critical_at, a.peak_value, a.direction, a.total
    from wanted w
    cross join lateral (
      select r.*, count(*) over () as total from room_alerts r
      where r.cooling_unit_id = w.room and r.company_id = w.company and r.started_at < w.until and (r.closed_at is null or r.closed_at > w.since)
      order by r.started_at desc, r.id desc limit ${ALERTS_SHOWN}) a
    order by w.lot, a.started_at desc, a.id desc`);
  const byLot = new Map<number, { alerts: LotTemperatureRecordView['alerts']; total: number }>();
  for (const row of rowsOf<AlertRow>(result)) {
    const lot = Number(row.lot);
    const entry = byLot.get(lot) ?? { alerts: [], total: Number(row.total) };
    entry.alerts.push({
      id: Number(row.id),
      kind: row.kind,
      started_at: iso(row.started_at),
      closed_at: row.closed_at === null ? null : iso(row.closed_at),
      critical: row.critical_at !== null,
      peak_value: row.peak_value === null ? null : Number(row.peak_value),
      direction: row.direction,
    });
    byLot.set(lot, entry);
  }
  return byLot;
}

/**
 * Temperature readings of each room over the stays (the one in force at the earliest check-in, then every
 * one up to the latest end), one query for all the rooms: every raw row, kept as the reference that
 * lotTemperatureRecordsFromRollups must equal (its test).
 */
export async function readingsOverStays(db: DbOrTx, stays: readonly LotStay[], now: Date): Promise<Map<number, TemperatureReading[]>> {
  const windows = new Map<number, { since: Date; until: Date }>();
  for (const stay of stays) {
    const until = stay.to ?? now;
    const known = windows.get(stay.roomId);
    windows.set(stay.roomId, known ? { since: stay.from < known.since ? stay.from : known.since, until: until > known.until ? until : known.until } : { since: stay.from, until });
  }
  const found = new Map<number, TemperatureReading[]>();
  if (windows.size === 0) return found;
  const wanted = sql.join(
    [...windows].map(([room, w]) => sql`(${room}::bigint, ${w.since.toISOString()}::timestamptz, ${w.until.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(room, since, until) as (values ${wanted})
    select r.cooling_unit_id as room, r.measured_at, r.temperature_c
    from wanted w
    join room_readings r on r.cooling_unit_id = w.room and r.measured_at < w.until and r.measured_at >= coalesce(
      (select max(p.measured_at) from room_readings p where p.cooling_unit_id = w.room and p.measured_at <= w.since), w.since)
    order by r.cooling_unit_id, r.measured_at, r.id`);
  for (const row of rowsOf<{ room: number | string; measured_at: Date | string; temperature_c: number }>(result)) {
    const room = Number(row.room);
    const list = found.get(room) ?? [];
    list.push({ at: new Date(row.measured_at), temperature_c: Number(row.temperature_c) });
    found.set(room, list);
  }
  return found;
}

/** The readings that matter to one stay (they come sorted by time): the one in force at its start, then those before its end. */
function readingsOfStay(all: readonly Reading[], from: number, to: number): Reading[] {
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (all[mid]!.at < from) lo = mid + 1;
    else hi = mid;
  }
  const start = Math.max(0, lo - 1);
  let end = lo;
  while (end < all.length && all[end]!.at < to) end += 1;
  return all.slice(start, end);
}

/**
 * Each lot's temperature record (docs/cold-chain-rules.md §6) against its crop's safe range. `readings`: the
 * rooms' readings covering every stay, sorted by time (the shelf-life model's read is reused when it does).
 */
export async function lotTemperatureRecords(
  db: DbOrTx,
  stays: readonly LotStay[],
  readings: Map<number, readonly TemperatureReading[]>,
  now: Date,
  /** Passes kept up to a reading inside the stay (exposures.ts): `readings` need only cover the stay from there. */
  kept: Map<number, { until: number; state: OutOfRangeState }> = new Map(),
): Promise<Map<number, LotTemperatureRecordView>> {
  const byRoom = new Map<number, Reading[]>();
  for (const [room, list] of readings) byRoom.set(room, list.map((r) => ({ at: r.at instanceof Date ? r.at.getTime() : new Date(r.at).getTime(), value: r.temperature_c })));
  return recordsOf(db, stays, now, async () => (stay, from, to) => readingsOfStay(byRoom.get(stay.roomId) ?? [], from, to), kept);
}

/**
 * The same records without the stays' raw readings at hand: from the hourly rollups and the raw rows of the
 * hours that can change the answer (stay-readings.ts), for a long stay far fewer than all of them.
 */
export async function lotTemperatureRecordsFromRollups(db: DbOrTx, stays: readonly LotStay[], now: Date): Promise<Map<number, LotTemperatureRecordView>> {
  return recordsOf(db, stays, now, async (caps) => {
    // As readingsOverStays reads: a reading taken exactly at a room's earliest start leaves out the one before it.
    const earliest = new Map<number, number>();
    for (const s of stays) earliest.set(s.roomId, Math.min(earliest.get(s.roomId) ?? Infinity, s.from.getTime()));
    const found = await lotStayReadings(
      db,
      stays.map((s) => {
        const from = s.from.getTime();
        const range = cropById(s.cropCode)?.temperature_c ?? null;
        return { lotId: s.lotId, roomId: s.roomId, from, to: Math.max(from, (s.to ?? now).getTime()), range, capMin: capOf(caps, s.roomId), inclusive: earliest.get(s.roomId) === from };
      }),
    );
    return (stay) => found.get(stay.lotId) ?? [];
  });
}

const capOf = (caps: Map<number, number>, room: number) => caps.get(room) ?? ALERT_RULE_DEFAULTS.noDataMin;

async function recordsOf(
  db: DbOrTx,
  stays: readonly LotStay[],
  now: Date,
  source: (caps: Map<number, number>) => Promise<(stay: LotStay, from: number, to: number) => Reading[]>,
  kept: Map<number, { until: number; state: OutOfRangeState }> = new Map(),
): Promise<Map<number, LotTemperatureRecordView>> {
  const records = new Map<number, LotTemperatureRecordView>();
  if (stays.length === 0) return records;
  const [caps, alerts] = await Promise.all([capsOf(db, [...new Set(stays.map((s) => s.roomId))]), alertsOf(db, stays, now)]);
  const readingsOf = await source(caps);
  for (const stay of stays) {
    const from = stay.from.getTime();
    const to = Math.max(from, (stay.to ?? now).getTime());
    const range = cropById(stay.cropCode)?.temperature_c ?? null;
    const carried = kept.get(stay.lotId) ?? null;
    const record = lotTemperatureRecord(range, readingsOf(stay, carried ? carried.until : from, to), from, to, capOf(caps, stay.roomId), carried);
    const { summary, peak } = record;
    const longest = summary.kind === 'out_of_range' ? summary.longest : null;
    const lotAlerts = alerts.get(stay.lotId);
    records.set(stay.lotId, {
      kind: summary.kind,
      range_c: range ? { min: range.min, max: range.max } : null,
      stored_from: stay.from.toISOString(),
      stored_to: stay.to?.toISOString() ?? null,
      minutes_above: tenths(record.minutesHigh),
      minutes_below: tenths(record.minutesLow),
      minutes_covered: tenths(record.minutesCovered),
      minutes_stored: tenths((to - from) / 60_000),
      peak: peak ? { temperature_c: peak.value, at: new Date(peak.at).toISOString(), direction: peak.direction } : null,
      longest: longest
        ? { direction: longest.direction, started_at: new Date(longest.startedAt).toISOString(), date: calendarDateIn(longest.startedAt, stay.timeZone), minutes: tenths(longest.minutes), limit_c: longest.limit }
        : null,
      stretches: summary.kind === 'out_of_range' ? summary.stretches : 0,
      lowest_c: record.lowest,
      highest_c: record.highest,
      alerts: lotAlerts?.alerts ?? [],
      alerts_total: lotAlerts?.total ?? 0,
    });
  }
  return records;
}
