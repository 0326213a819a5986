import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { OFFLINE_CLOCK_SKEW_MINUTES } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';

/**
 * Questions about the past that offline operations ask (domain-rules §10), as SQL fragments to put in the
 * queries that answer today's questions, so an offline operation costs no extra round trip.
 */

/**
 * Whether the user (an operator) ran the room at `at`: a period of operator_room_periods covers it (a
 * period starting a few minutes after `at` counts, as device clocks run a little off). A room and operator
 * with no period at all (rows written outside the services, e.g. demo data) count while assigned now.
 */
export function ranRoomAtSql(userId: number | Placeholder, roomId: SQL | number, at: Date): SQL {
  const time = sql`${at.toISOString()}::timestamptz`;
  const periods = sql`operator_room_periods p join operators o on o.id = p.operator_id where o.user_id = ${userId} and p.cooling_unit_id = ${roomId}`;
  return sql`(exists (select 1 from ${periods} and p.started_at <= ${time} + interval '${sql.raw(String(OFFLINE_CLOCK_SKEW_MINUTES))} minutes'
                  and (p.ended_at is null or p.ended_at > ${time}))
      or (not exists (select 1 from ${periods})
          and exists (select 1 from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
                      where o.user_id = ${userId} and cuo.cooling_unit_id = ${roomId})))`;
}

/**
 * The crops a room took at `at` with their rate then, as the json array the check-in's prices read
 * ({cropId, code, pricing, rateMinor}): per crop the last rate from room_crop_rates valid at `at`; when its
 * history starts later, the first known rate; with no history, today's. A crop the room did not take then
 * (a history row with no pricing) is left out.
 */
export function pricesAtSql(roomId: number | Placeholder, at: Date): SQL {
  const time = sql`${at.toISOString()}::timestamptz`;
  return sql`(select coalesce(json_agg(json_build_object('cropId', x.crop_id, 'code', k.code, 'pricing', x.pricing, 'rateMinor', x.rate_minor)), '[]'::json)
    from (
      select ids.crop_id, r.pricing, r.rate_minor
      from (select crop_id from cooling_unit_crops where cooling_unit_id = ${roomId}
            union select crop_id from room_crop_rates where cooling_unit_id = ${roomId}) as ids
      cross join lateral (
        select o.pricing, o.rate_minor from (
          (select h.pricing, h.rate_minor, 1 as pref from room_crop_rates h
           where h.cooling_unit_id = ${roomId} and h.crop_id = ids.crop_id and h.valid_from <= ${time} order by h.valid_from desc, h.id desc limit 1)
          union all
          (select h.pricing, h.rate_minor, 2 from room_crop_rates h
           where h.cooling_unit_id = ${roomId} and h.crop_id = ids.crop_id and h.valid_from > ${time} order by h.valid_from, h.id limit 1)
          union all
          (select c.pricing, c.rate_minor, 3 from cooling_unit_crops c where c.cooling_unit_id = ${roomId} and c.crop_id = ids.crop_id)
        ) as o order by o.pref limit 1
      ) as r
    ) as x join crops k on k.id = x.crop_id
    where x.pricing is not null)`;
}

/** Writes the room's crop rates that changed (new, other pricing or rate, or gone) into room_crop_rates at `now`. */
export async function recordRateChanges(
  tx: DbOrTx,
  room: { id: number; companyId: number },
  before: readonly { cropId: number; pricing: string; rateMinor: number; createdAt: Date }[],
  after: readonly { cropId: number; pricing: string; rateMinor: number }[],
  now: Date,
): Promise<void> {
  const old = new Map(before.map((row) => [row.cropId, row]));
  const rows: { crop_id: number; pricing: string | null; rate_minor: number | null; valid_from: string }[] = [];
  for (const entry of after) {
    const was = old.get(entry.cropId);
    if (was && was.pricing === entry.pricing && was.rateMinor === entry.rateMinor) continue;
    rows.push({ crop_id: entry.cropId, pricing: entry.pricing, rate_minor: entry.rateMinor, valid_from: now.toISOString() });
  }
  const kept = new Set(after.map((entry) => entry.cropId));
  for (const was of before) if (!kept.has(was.cropId)) rows.push({ crop_id: was.cropId, pricing: null, rate_minor: null, valid_from: now.toISOString() });
  if (rows.length === 0) return;
  // A crop whose rate starts its history now keeps what it had before too, from when the room took it.
  const start = before
    .filter((was) => rows.some((row) => row.crop_id === was.cropId))
    .map((was) => ({ crop_id: was.cropId, pricing: was.pricing, rate_minor: was.rateMinor, valid_from: was.createdAt.toISOString() }));
  await tx.execute(sql`
    insert into room_crop_rates (company_id, cooling_unit_id, crop_id, pricing, rate_minor, valid_from)
    select ${room.companyId}::bigint, ${room.id}::bigint, s.crop_id, s.pricing, s.rate_minor, s.valid_from
    from jsonb_to_recordset(${JSON.stringify(start)}::jsonb) as s(crop_id bigint, pricing text, rate_minor bigint, valid_from timestamptz)
    where not exists (select 1 from room_crop_rates h where h.cooling_unit_id = ${room.id} and h.crop_id = s.crop_id)
    union all
    select ${room.companyId}::bigint, ${room.id}::bigint, n.crop_id, n.pricing, n.rate_minor, n.valid_from
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as n(crop_id bigint, pricing text, rate_minor bigint, valid_from timestamptz)`);
}

/**
 * Keeps operator_room_periods in step with an assignment change: pairs that end get their open period
 * closed at `now`, new pairs open one. Pairs with no period yet (written outside the services) start now.
 */
export async function recordAssignmentChanges(
  tx: DbOrTx,
  companyId: number,
  before: readonly { roomId: number; operatorId: number }[],
  after: readonly { roomId: number; operatorId: number }[],
  now: Date,
): Promise<void> {
  const key = (pair: { roomId: number; operatorId: number }) => `${pair.roomId}:${pair.operatorId}`;
  const was = new Set(before.map(key));
  const will = new Set(after.map(key));
  const ended = before.filter((pair) => !will.has(key(pair)));
  const started = after.filter((pair) => !was.has(key(pair)));
  const at = now.toISOString();
  for (const pair of ended) {
    await tx.execute(sql`
      update operator_room_periods set ended_at = ${at}::timestamptz
      where operator_id = ${pair.operatorId} and cooling_unit_id = ${pair.roomId} and ended_at is null`);
  }
  if (started.length > 0) {
    await tx.execute(sql`
      insert into operator_room_periods (company_id, cooling_unit_id, operator_id, started_at)
      select ${companyId}::bigint, s.room_id, s.operator_id, ${at}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(started.map((pair) => ({ room_id: pair.roomId, operator_id: pair.operatorId })))}::jsonb)
        as s(room_id bigint, operator_id bigint)`);
  }
}
