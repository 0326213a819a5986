import { sql } from 'drizzle-orm';
import { addDays, calendarDateIn, occupancy, PLANNER_DAYS, type RoomMetric } from '@coldroom/domain';
import type { OccupancyNow, Planner } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { storedCratesSql } from './stored-crates';

export interface StoredTotals {
  crates: number;
  grams: number;
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** Crates and grams in storage now, per room; rooms holding nothing are absent from the map. */
export async function storedTotals(db: DbOrTx, roomIds: readonly number[]): Promise<Map<number, StoredTotals>> {
  if (roomIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select s.cooling_unit_id as room, count(*)::int as crates, coalesce(sum(s.grams), 0)::float8 as grams
    from (${storedCratesSql()}) as s
    where s.cooling_unit_id in (${idList(roomIds)})
    group by s.cooling_unit_id`);
  return new Map(rowsOf<{ room: number | string; crates: number; grams: number }>(result).map((row) => [Number(row.room), { crates: row.crates, grams: row.grams }]));
}

/** Whether any crate is in storage in the room (domain-rules §3: such a room, or its location, cannot be deleted). */
export async function roomHoldsProduce(db: DbOrTx, roomId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from (${storedCratesSql()}) as s where s.cooling_unit_id = ${roomId}) as holds`,
  );
  return rowsOf<{ holds: boolean }>(result)[0]?.holds === true;
}

/** Whether any room at the location holds produce. */
export async function locationHoldsProduce(db: DbOrTx, locationId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from (${storedCratesSql()}) as s
      join cooling_units cu on cu.id = s.cooling_unit_id
      where cu.location_id = ${locationId}
    ) as holds`);
  return rowsOf<{ holds: boolean }>(result)[0]?.holds === true;
}

export function presentOccupancy(room: { metric: RoomMetric; capacity: number }, totals: StoredTotals | undefined): OccupancyNow {
  const stored = totals ?? { crates: 0, grams: 0 };
  const figures = occupancy(room, stored);
  return { metric: room.metric, ...figures, crates: stored.crates, kg: stored.grams / 1000 };
}

/**
 * The 7-day planner (domain-rules §3), counted in SQL: a crate is expected on day d while
 * planned days (missing: 1) − days stored > d, days counted as calendar days in the company's zone.
 */
export async function sevenDayPlan(
  db: DbOrTx,
  room: { id: number; metric: RoomMetric; capacity: number; timeZone: string },
  now: Date = new Date(),
): Promise<Planner> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    select d.day::int as day, count(s.cooling_unit_id)::int as crates, coalesce(sum(s.grams), 0)::float8 as grams
    from generate_series(0, ${PLANNER_DAYS - 1}::int) as d(day)
    left join (
      select x.cooling_unit_id, x.grams, coalesce(x.planned_days, 1)
        - greatest(0, (${at}::timestamptz at time zone ${room.timeZone})::date - (x.checked_in_at at time zone ${room.timeZone})::date) as days_left
      from (${storedCratesSql()}) as x
      where x.cooling_unit_id = ${room.id}
    ) as s on s.days_left > d.day
    group by d.day
    order by d.day`);
  const today = calendarDateIn(now, room.timeZone);
  const days = rowsOf<{ day: number; crates: number; grams: number }>(result).map((row) => {
    const used = room.metric === 'crates' ? row.crates : row.grams / 1000;
    return { day: row.day, date: addDays(today, row.day), crates: row.crates, kg: row.grams / 1000, used, fraction: used / room.capacity };
  });
  return { cooling_unit: room.id, metric: room.metric, capacity: room.capacity, days };
}

/** node-postgres answers { rows }, PGlite's drizzle driver the same; keep one place that knows. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A json column of a raw query: node-postgres and PGlite parse it, but a driver may hand over the text. */
export function jsonOf<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
