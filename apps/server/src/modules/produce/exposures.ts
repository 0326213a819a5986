import { sql } from 'drizzle-orm';
import { ALERT_RULE_DEFAULTS, cropById, exposureBetween, lotRecordPass, ROOM_TEMPERATURE_WINDOW_MS, type CarriedExposure, type Kinetics, type OutOfRangeState } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import { roomTemperatures } from './readings';

/**
 * Shelf-life exposures carried forward (docs/cold-chain-rules.md §7, "A long stay's quality"): a lot stored for
 * months would otherwise sum every reading of its stay (288 a day from a sensor) each time its page, the main
 * page or the time-to-pick-up check asks for its quality. The check (a periodic job) keeps each stored lot's
 * exposure up to its room's latest reading in `lot_exposures`; readers go on from there with the readings since.
 */

/** What the shelf-life model needs of a lot. */
export interface ExposureLot {
  lotId: number;
  roomId: number;
  cropCode: string;
  checkedInAt: Date;
}

/** What is kept of a lot up to `until`: its exposure, and its temperature record's pass for a crop and no-data time. */
export interface KeptLot extends CarriedExposure {
  until: Date;
  cropCode: string;
  capMin: number;
  record: OutOfRangeState;
}

/** An exposure is written again once its room's readings have gone on this much past it. */
export const EXPOSURE_REFRESH_MS = 3_600_000;

type ExposureRow = {
  lot_id: number | string;
  crop_code: string;
  cap_min: number;
  record: OutOfRangeState | string;
  cooling_unit_id: number | string;
  checked_in_at: Date | string;
  k0_per_second: number;
  activation_energy: number;
  until: Date | string;
  exposure: number;
};

const idList = (ids: Iterable<number>) => `{${[...new Set(ids)].join(',')}}`;

/** Whether a kept exposure still belongs to the lot as it is now (same stay, room and crop constants). */
function stillValid(row: ExposureRow, lot: ExposureLot, kinetics: Kinetics, now: Date): boolean {
  const until = new Date(row.until).getTime();
  return (
    Number(row.cooling_unit_id) === lot.roomId &&
    row.crop_code === lot.cropCode &&
    new Date(row.checked_in_at).getTime() === lot.checkedInAt.getTime() &&
    Number(row.k0_per_second) === kinetics.k0_per_second &&
    Number(row.activation_energy) === kinetics.activation_energy_j_per_mol &&
    until > lot.checkedInAt.getTime() &&
    until <= now.getTime()
  );
}

/** The kept exposures (and record passes) of these lots that are still theirs, by lot. */
export async function carriedExposures(db: DbOrTx, lots: readonly ExposureLot[], now: Date): Promise<Map<number, KeptLot>> {
  const found = new Map<number, KeptLot>();
  if (lots.length === 0) return found;
  const result = await db.execute(sql`
    select lot_id, cooling_unit_id, checked_in_at, k0_per_second, activation_energy, until, exposure, crop_code, cap_min, record
    from lot_exposures where lot_id = any(${idList(lots.map((l) => l.lotId))}::bigint[])`);
  const byLot = new Map(lots.map((l) => [l.lotId, l]));
  for (const row of rowsOf<ExposureRow>(result)) {
    const lot = byLot.get(Number(row.lot_id));
    const kinetics = lot ? cropById(lot.cropCode)?.kinetics : null;
    if (lot && kinetics && stillValid(row, lot, kinetics, now)) {
      found.set(lot.lotId, {
        until: new Date(row.until),
        exposure: Number(row.exposure),
        cropCode: row.crop_code,
        capMin: Number(row.cap_min),
        record: typeof row.record === 'string' ? (JSON.parse(row.record) as OutOfRangeState) : row.record,
      });
    }
  }
  return found;
}

/** Each room's no-data time (docs/cold-chain-rules.md §3: a reading stands at most that long). */
export async function noDataMinutes(db: DbOrTx, rooms: readonly number[]): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select cooling_unit_id as room, no_data_min from room_alert_rules where cooling_unit_id = any(${idList(rooms)}::bigint[])`);
  const caps = new Map(rowsOf<{ room: number | string; no_data_min: number }>(result).map((row) => [Number(row.room), Number(row.no_data_min)]));
  return new Map(rooms.map((room) => [room, caps.get(room) ?? ALERT_RULE_DEFAULTS.noDataMin]));
}

/**
 * How far back each room's readings are needed for these lots' quality and room temperature now: from each
 * lot's carried exposure (else its check-in), and at least the last 6 hours (T_room, domain-rules §6).
 */
export function readingsNeededSince(lots: readonly ExposureLot[], carried: Map<number, CarriedExposure>, now: Date): Map<number, Date> {
  const recent = now.getTime() - ROOM_TEMPERATURE_WINDOW_MS;
  const since = new Map<number, Date>();
  for (const lot of lots) {
    const kept = carried.get(lot.lotId);
    const from = Math.min(kept ? new Date(kept.until).getTime() : lot.checkedInAt.getTime(), recent);
    const known = since.get(lot.roomId);
    if (!known || from < known.getTime()) since.set(lot.roomId, new Date(from));
  }
  return since;
}

/**
 * Brings the kept exposures of these lots up to their rooms' latest reading (at most `now`), where they are
 * missing, no longer theirs, or an hour or more behind. In one transaction that holds the rooms' rows in share
 * mode, so a reading inserted meanwhile (which takes them in no-key-update mode before forgetting the exposures
 * it changes, rollups.ts) is either seen here or forgets what is written here. Returns how many were written.
 */
export async function refreshExposures(db: DbOrTx, lots: readonly ExposureLot[], now: Date): Promise<number> {
  const withModel = lots.filter((lot) => cropById(lot.cropCode)?.kinetics);
  if (withModel.length === 0) return 0;
  return db.transaction(async (tx) => {
    const rooms = [...new Set(withModel.map((l) => l.roomId))].sort((a, b) => a - b);
    await tx.execute(sql`select id from cooling_units where id = any(${idList(rooms)}::bigint[]) order by id for share`);
    const caps = await noDataMinutes(tx, rooms);
    // A kept pass for another no-data time is summed again from the check-in, as one no longer the lot's.
    const roomOf = new Map(withModel.map((l) => [l.lotId, l.roomId]));
    const carried = new Map([...(await carriedExposures(tx, withModel, now))].filter(([lotId, kept]) => kept.capMin === caps.get(roomOf.get(lotId)!)));
    const latest = new Map(
      rowsOf<{ room: number | string; at: Date | string }>(
        await tx.execute(sql`
          select u.room, (select max(r.measured_at) from room_readings r where r.cooling_unit_id = u.room and r.measured_at <= ${now.toISOString()}::timestamptz) as at
          from unnest(${idList(rooms)}::bigint[]) as u(room)`),
      )
        .filter((row) => row.at !== null)
        .map((row) => [Number(row.room), new Date(row.at).getTime()]),
    );
    const stale = withModel.filter((lot) => {
      const upTo = latest.get(lot.roomId);
      if (upTo === undefined || upTo <= lot.checkedInAt.getTime()) return false;
      const kept = carried.get(lot.lotId);
      return !kept || upTo - kept.until.getTime() >= EXPOSURE_REFRESH_MS;
    });
    if (stale.length === 0) return 0;
    const since = new Map<number, Date>();
    for (const lot of stale) {
      const from = carried.get(lot.lotId)?.until ?? lot.checkedInAt;
      const known = since.get(lot.roomId);
      if (!known || from < known) since.set(lot.roomId, from);
    }
    const readings = await roomTemperatures(tx, since);
    const rows = stale.flatMap((lot) => {
      const crop = cropById(lot.cropCode)!;
      const kinetics = crop.kinetics!;
      const until = new Date(latest.get(lot.roomId)!);
      const kept = carried.get(lot.lotId) ?? null;
      const list = readings.get(lot.roomId) ?? [];
      const rest = exposureBetween(kinetics, list, kept ? kept.until : lot.checkedInAt, until);
      if (rest === null) return [];
      const exposure = (kept?.exposure ?? 0) + rest;
      const capMin = caps.get(lot.roomId)!;
      // The record's pass over readings taken before `until` (the one taken then starts the next pass).
      const before = list.filter((r) => new Date(r.at).getTime() < until.getTime()).map((r) => ({ at: new Date(r.at).getTime(), value: r.temperature_c }));
      const record = lotRecordPass(crop.temperature_c ?? null, before, lot.checkedInAt.getTime(), until.getTime(), capMin, kept ? { until: kept.until.getTime(), state: kept.record } : null);
      return [
        sql`(${lot.lotId}::bigint, ${lot.roomId}::bigint, ${lot.checkedInAt.toISOString()}::timestamptz, ${kinetics.k0_per_second}::float8, ${kinetics.activation_energy_j_per_mol}::float8, ${until.toISOString()}::timestamptz, ${exposure}::float8, ${lot.cropCode}, ${capMin}::int, ${JSON.stringify(record)}::jsonb)`,
      ];
    });
    if (rows.length === 0) return 0;
    await tx.execute(sql`
      insert into lot_exposures (lot_id, cooling_unit_id, checked_in_at, k0_per_second, activation_energy, until, exposure, crop_code, cap_min, record)
      values ${sql.join(rows, sql`, `)}
      on conflict (lot_id) do update set cooling_unit_id = excluded.cooling_unit_id, checked_in_at = excluded.checked_in_at,
        k0_per_second = excluded.k0_per_second, activation_energy = excluded.activation_energy, until = excluded.until,
        exposure = excluded.exposure, crop_code = excluded.crop_code, cap_min = excluded.cap_min, record = excluded.record, updated_at = now()`);
    return rows.length;
  });
}

/**
 * Forgets the kept exposures of a room that readings just inserted change (those summed up to or past the
 * earliest of them). Call it in the insert's transaction; it first takes the room's row in no-key-update mode
 * (refreshExposures holds it in share mode while it reads and writes), so neither misses the other.
 */
export async function forgetExposures(db: DbOrTx, roomId: number, earliest: Date): Promise<void> {
  await db.execute(sql`select id from cooling_units where id = ${roomId} for no key update`);
  await db.execute(sql`delete from lot_exposures where cooling_unit_id = ${roomId} and until >= ${earliest.toISOString()}::timestamptz`);
}

const SWEEP_BATCH = 500;

/**
 * The periodic part (the time-to-pick-up check's job runs it first): every lot in storage whose quality the
 * model can tell has its exposure brought up to date, 500 lots to a transaction. Returns how many were written.
 */
export async function refreshStoredExposures(db: DbOrTx, now: Date = new Date()): Promise<number> {
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = rowsOf<{ lot_id: number | string; room: number | string; crop: string; checked_in_at: Date | string }>(
      await db.execute(sql`
        select l.id as lot_id, c.cooling_unit_id as room, cr.code as crop, m.time as checked_in_at
        from produce_lots l
        join check_ins c on c.id = l.check_in_id
        join movements m on m.id = c.movement_id
        join crops cr on cr.id = l.crop_id
        where l.id > ${after} and l.initial_quality is not null and cr.kinetics is not null
          and exists (select 1 from crates k where k.lot_id = l.id and k.current_grams > 0)
        order by l.id limit ${SWEEP_BATCH}`),
    );
    if (rows.length === 0) return written;
    after = Number(rows[rows.length - 1]!.lot_id);
    written += await refreshExposures(
      db,
      rows.map((row) => ({ lotId: Number(row.lot_id), roomId: Number(row.room), cropCode: row.crop, checkedInAt: new Date(row.checked_in_at) })),
      now,
    );
    if (rows.length < SWEEP_BATCH) return written;
  }
}
