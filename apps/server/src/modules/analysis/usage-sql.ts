import { sql, type SQL } from 'drizzle-orm';
import { localDate, roomCondition, type AnalysisScope } from './scope';

/**
 * One figure-group row of the usage query. `day` is a local date (YYYY-MM-DD), `key` a crop code or a
 * movement type; n/g are counts and grams; female/male/other only on the `farmers` row.
 */
export interface UsageFigureRow {
  kind: 'in' | 'out' | 'check_in' | 'check_out' | 'stored' | 'crop_in' | 'crop_out' | 'farmers';
  room: number | string | null;
  day: string | null;
  key: string | null;
  n: number | string;
  g: number | string | null;
  female: number | string | null;
  male: number | string | null;
  other: number | string | null;
}

/**
 * Every usage figure group in one round trip. Crates in and out are read per room and local day from the
 * start of the range ONWARDS (no upper bound): occupancy at a day's end is the stock now minus what came in
 * after it plus what went out after it, so no scan of the history before the range is needed. Crops and
 * farmers are limited to the range. Crates in come from the crates table (its check-in time is the check-in
 * movement's), walked by crates_company_checked_in_idx; check-outs through movements_company_time_idx.
 */
export function usageFiguresSql(scope: AnalysisScope): SQL {
  const start = sql`${scope.start.toISOString()}::timestamptz`;
  const end = sql`${scope.end.toISOString()}::timestamptz`;
  const roomIds = scope.rooms.length ? sql.join(scope.rooms.map((room) => sql`${room.id}`), sql`, `) : sql`null`;
  return sql`
    with ins as materialized (
      select k.cooling_unit_id as room, ${localDate(scope, sql`k.checked_in_at`)}::text as day, k.initial_grams as grams, k.lot_id
      from crates k
      where k.company_id = ${scope.companyId} and k.checked_in_at >= ${start}${roomCondition(scope, sql`k.cooling_unit_id`)}
    ),
    outs as materialized (
      select m.cooling_unit_id as room, ${localDate(scope, sql`m.time`)}::text as day, l.grams, (l.grams = l.grams_before) as emptied, l.crate_id
      from movements m
      join check_outs c on c.movement_id = m.id
      join check_out_lines l on l.check_out_id = c.id
      where m.company_id = ${scope.companyId} and m.type = 'check_out' and m.time >= ${start}${roomCondition(scope, sql`m.cooling_unit_id`)}
    ),
    mv as materialized (
      select m.type, m.cooling_unit_id as room, ${localDate(scope, sql`m.time`)}::text as day, m.farmer_id
      from movements m
      where m.company_id = ${scope.companyId} and m.time >= ${start} and m.time < ${end}${roomCondition(scope, sql`m.cooling_unit_id`)}
    )
    select 'in' as kind, room, day, null::text as key, count(*)::int as n, sum(grams)::float8 as g,
           null::int as female, null::int as male, null::int as other
    from ins group by room, day
    union all
    select 'out', room, day, null, (count(*) filter (where emptied))::int, sum(grams)::float8, null, null, null
    from outs group by room, day
    union all
    select type, room, day, null, count(*)::int, null, null, null, null from mv group by type, room, day
    union all
    select 'stored', k.cooling_unit_id, null, null, count(*)::int, sum(k.current_grams)::float8, null, null, null
    from crates k where k.cooling_unit_id in (${roomIds}) and k.current_grams > 0 group by k.cooling_unit_id
    union all
    select 'crop_in', null, null, cr.code, count(*)::int, sum(ins.grams)::float8, null, null, null
    from ins join produce_lots p on p.id = ins.lot_id join crops cr on cr.id = p.crop_id
    where ins.day <= ${scope.to} group by cr.code
    union all
    select 'crop_out', null, null, cr.code, (count(*) filter (where outs.emptied))::int, sum(outs.grams)::float8, null, null, null
    from outs join crates k on k.id = outs.crate_id join produce_lots p on p.id = k.lot_id join crops cr on cr.id = p.crop_id
    where outs.day <= ${scope.to} group by cr.code
    union all
    select 'farmers', null, null, null, count(*)::int, null,
           (count(*) filter (where u.gender = 'female'))::int, (count(*) filter (where u.gender = 'male'))::int,
           (count(*) filter (where u.gender is null or u.gender = 'other'))::int
    from (select distinct farmer_id from mv) d join farmers f on f.id = d.farmer_id join users u on u.id = f.user_id`;
}
