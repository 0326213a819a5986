import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';

/**
 * The daily usage totals (db/schema/usage.ts) are kept in step with the rows they sum:
 * - a check-in adds its crates and grams per crop and one check-in (inside its one statement, insert.ts);
 * - a check-out adds what left per crop and one check-out (`recordCheckOutUsage`);
 * - a correction or a change of time zone recomputes them from the crates, lines and movements
 *   (`rebuildUsageDays`); so do bulk writes, through db/derived-totals.ts (demo data, the benchmark history).
 *
 * The local date is worked out in SQL from the company's time zone, in the same statement that adds to
 * the totals. A change of time zone locks both tables first (`lockUsageDays`): a write waiting on that
 * lock starts its statement after the change commits, so it reads the new zone, and the rebuild sees
 * every write that committed before it. Rows are always added crop rows first, in crop order, then the
 * room's row, so two writers never wait on each other in opposite orders.
 */

/** The company's local date of an instant, read in the statement that uses it. */
export const localDateOf = (companyId: number | SQL, instant: SQL): SQL =>
  sql`(${instant} at time zone (select time_zone from companies where id = ${companyId}))::date`;

/**
 * SQL for a check-in statement's CTEs: its crates (rows with crop_id and initial_grams) added to the crop
 * totals of the room's day, then one check-in per row of `movement` (none when its code clashed).
 */
export function addCheckInUsageSql(input: { companyId: number | SQL; roomId: number | SQL; time: string | SQL; crates: SQL; movement: SQL; cropsCte: SQL }): { crops: SQL; room: SQL } {
  const day = localDateOf(input.companyId, sql`${input.time}::timestamptz`);
  return {
    crops: sql`
      insert into usage_crop_days (company_id, cooling_unit_id, day, crop_id, crates_in, grams_in)
      select ${input.companyId}::bigint, ${input.roomId}::bigint, ${day}, x.crop_id, count(*)::int, sum(x.initial_grams)::bigint
      from ${input.crates} x group by x.crop_id order by x.crop_id
      on conflict (cooling_unit_id, day, crop_id) do update
        set crates_in = usage_crop_days.crates_in + excluded.crates_in, grams_in = usage_crop_days.grams_in + excluded.grams_in
      returning 1`,
    room: sql`
      insert into usage_room_days (company_id, cooling_unit_id, day, check_ins, crates_in, grams_in)
      select ${input.companyId}::bigint, ${input.roomId}::bigint, ${day}, 1,
             (select count(*) from ${input.crates})::int, (select coalesce(sum(x.initial_grams), 0) from ${input.crates} x)::bigint
      from ${input.movement}
      where (select count(*) from ${input.cropsCte}) >= 0 -- the crop rows first
      on conflict (cooling_unit_id, day) do update
        set check_ins = usage_room_days.check_ins + 1, crates_in = usage_room_days.crates_in + excluded.crates_in,
            grams_in = usage_room_days.grams_in + excluded.grams_in`,
  };
}

export interface CheckOutUsageLine {
  cropId: number;
  grams: number;
  /** The crate left whole (nothing remains in it). */
  whole: boolean;
}

/** Adds one check-out (its lines, and one check-out) to the totals of the room's day: one round trip. */
export async function recordCheckOutUsage(tx: Tx, input: { companyId: number; roomId: number; time: Date; lines: CheckOutUsageLine[] }): Promise<void> {
  const byCrop = new Map<number, { crates: number; grams: number }>();
  for (const line of input.lines) {
    const sum = byCrop.get(line.cropId) ?? { crates: 0, grams: 0 };
    sum.crates += line.whole ? 1 : 0;
    sum.grams += line.grams;
    byCrop.set(line.cropId, sum);
  }
  const rows = [...byCrop].sort(([a], [b]) => a - b).map(([cropId, sum]) => sql`(${cropId}::bigint, ${sum.crates}::int, ${sum.grams}::bigint)`);
  const crates = input.lines.filter((line) => line.whole).length;
  const grams = input.lines.reduce((sum, line) => sum + line.grams, 0);
  const day = localDateOf(input.companyId, sql`${input.time.toISOString()}::timestamptz`);
  await tx.execute(sql`
    with c as (
      insert into usage_crop_days (company_id, cooling_unit_id, day, crop_id, crates_out, grams_out)
      select ${input.companyId}::bigint, ${input.roomId}::bigint, ${day}, v.crop_id, v.crates, v.grams
      from (values ${sql.join(rows, sql`, `)}) as v(crop_id, crates, grams) order by v.crop_id
      on conflict (cooling_unit_id, day, crop_id) do update
        set crates_out = usage_crop_days.crates_out + excluded.crates_out, grams_out = usage_crop_days.grams_out + excluded.grams_out
      returning 1
    )
    insert into usage_room_days (company_id, cooling_unit_id, day, check_outs, crates_out, grams_out)
    select ${input.companyId}::bigint, ${input.roomId}::bigint, ${day}, 1, ${crates}::int, ${grams}::bigint where (select count(*) from c) >= 0
    on conflict (cooling_unit_id, day) do update
      set check_outs = usage_room_days.check_outs + 1, crates_out = usage_room_days.crates_out + excluded.crates_out,
          grams_out = usage_room_days.grams_out + excluded.grams_out`);
}

/** Held by a change of time zone until it commits (see above). */
export async function lockUsageDays(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table usage_crop_days, usage_room_days in exclusive mode`);
}

/**
 * Recomputes a company's totals from its crates, check-out lines and movements: all of them, or one
 * room's from a local date on. Call it in the transaction that changed what they sum.
 */
export async function rebuildUsageDays(db: DbOrTx, companyId: number, only?: { roomId: number; fromDay: string }): Promise<void> {
  const zone = sql`(select time_zone from companies where id = ${companyId})`;
  const day = (column: SQL) => sql`(${column} at time zone ${zone})::date`;
  const sinceRows = (room: SQL, time: SQL) =>
    only ? sql` and ${room} = ${only.roomId} and ${time} >= (${only.fromDay}::date::timestamp at time zone ${zone})` : sql``;
  const sinceDays = only ? sql` and cooling_unit_id = ${only.roomId} and day >= ${only.fromDay}::date` : sql``;

  await db.execute(sql`delete from usage_crop_days where company_id = ${companyId}${sinceDays}`);
  await db.execute(sql`
    insert into usage_crop_days (company_id, cooling_unit_id, day, crop_id, crates_in, grams_in, crates_out, grams_out)
    select ${companyId}::bigint, room, d, crop_id, sum(cin)::int, sum(gin)::bigint, sum(cout)::int, sum(gout)::bigint
    from (
      select k.cooling_unit_id as room, ${day(sql`k.checked_in_at`)} as d, k.crop_id, count(*) as cin, sum(k.initial_grams) as gin, 0 as cout, 0 as gout
      from crates k where k.company_id = ${companyId}${sinceRows(sql`k.cooling_unit_id`, sql`k.checked_in_at`)}
      group by 1, 2, 3
      union all
      select l.cooling_unit_id, ${day(sql`l.time`)}, l.crop_id, 0, 0, count(*) filter (where l.grams = l.grams_before), sum(l.grams)
      from check_out_lines l where l.company_id = ${companyId}${sinceRows(sql`l.cooling_unit_id`, sql`l.time`)}
      group by 1, 2, 3
    ) x
    group by room, d, crop_id
    order by room, d, crop_id`);
  await db.execute(sql`delete from usage_room_days where company_id = ${companyId}${sinceDays}`);
  await db.execute(sql`
    insert into usage_room_days (company_id, cooling_unit_id, day, check_ins, check_outs, crates_in, grams_in, crates_out, grams_out)
    select ${companyId}::bigint, room, d, sum(nci)::int, sum(nco)::int, sum(cin)::int, sum(gin)::bigint, sum(cout)::int, sum(gout)::bigint
    from (
      select m.cooling_unit_id as room, ${day(sql`m.time`)} as d,
             count(*) filter (where m.type = 'check_in') as nci, count(*) filter (where m.type = 'check_out') as nco, 0 as cin, 0 as gin, 0 as cout, 0 as gout
      from movements m where m.company_id = ${companyId}${sinceRows(sql`m.cooling_unit_id`, sql`m.time`)}
      group by 1, 2
      union all
      select cooling_unit_id, day, 0, 0, sum(crates_in), sum(grams_in), sum(crates_out), sum(grams_out)
      from usage_crop_days where company_id = ${companyId}${sinceDays}
      group by 1, 2
    ) x
    group by room, d
    order by room, d`);
}
