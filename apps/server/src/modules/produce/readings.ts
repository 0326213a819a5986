import { sql } from 'drizzle-orm';
import type { TemperatureReading } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';

/**
 * Temperature readings of rooms for the shelf-life model (domain-rules §6), oldest first per room: every
 * reading since `since`, plus the one in force at `since` (each reading holds until the next) — or, when
 * the room has none before it, nothing more is needed (the model then starts from the first reading).
 */
export async function roomTemperatures(db: DbOrTx, since: Map<number, Date>): Promise<Map<number, TemperatureReading[]>> {
  const found = new Map<number, TemperatureReading[]>();
  if (since.size === 0) return found;
  const pairs = sql.join(
    [...since].map(([room, from]) => sql`(${room}::bigint, ${from.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with wanted(room, since) as (values ${pairs})
    select r.cooling_unit_id as room, r.measured_at, r.temperature_c
    from wanted w
    join room_readings r on r.cooling_unit_id = w.room and r.measured_at >= coalesce(
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
