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
 * farmers are limited to the range.
 *
 * Each source is one range scan read from its index alone: crates by check-in time
 * (crates_company_checked_in_idx), check-out lines by their copy of the movement time
 * (check_out_lines_company_time_idx, room and crop copied onto the line), movements by time. Each is
 * aggregated in one pass with grouping sets: per room and day, and per crop (or per farmer); `late` marks
 * what falls after the range (it only feeds the stock).
 */
export function usageFiguresSql(scope: AnalysisScope): SQL {
  const start = sql`${scope.start.toISOString()}::timestamptz`;
  const end = sql`${scope.end.toISOString()}::timestamptz`;
  const roomIds = scope.rooms.length ? sql.join(scope.rooms.map((room) => sql`${room.id}`), sql`, `) : sql`null`;
  return sql`
    with ins as (
      select grouping(room, day) = 0 as by_day, room, day, crop_id, late, count(*)::int as n, sum(grams)::float8 as g
      from (
        select k.cooling_unit_id as room, ${localDate(scope, sql`k.checked_in_at`)} as day, k.crop_id, k.checked_in_at >= ${end} as late, k.initial_grams as grams
        from crates k
        where k.company_id = ${scope.companyId} and k.checked_in_at >= ${start}${roomCondition(scope, sql`k.cooling_unit_id`)}
      ) x
      group by grouping sets ((room, day), (crop_id, late))
    ),
    outs as (
      select grouping(room, day) = 0 as by_day, room, day, crop_id, late, (count(*) filter (where emptied))::int as n, sum(grams)::float8 as g
      from (
        select l.cooling_unit_id as room, ${localDate(scope, sql`l.time`)} as day, l.crop_id, l.time >= ${end} as late, l.grams, l.grams = l.grams_before as emptied
        from check_out_lines l
        where l.company_id = ${scope.companyId} and l.time >= ${start}${roomCondition(scope, sql`l.cooling_unit_id`)}
      ) x
      group by grouping sets ((room, day), (crop_id, late))
    ),
    mv as (
      select grouping(type, room, day) = 0 as by_day, type, room, day, farmer_id, count(*)::int as n
      from (
        select m.type, m.cooling_unit_id as room, ${localDate(scope, sql`m.time`)} as day, m.farmer_id
        from movements m
        where m.company_id = ${scope.companyId} and m.time >= ${start} and m.time < ${end}${roomCondition(scope, sql`m.cooling_unit_id`)}
      ) x
      group by grouping sets ((type, room, day), (farmer_id))
    )
    select 'in' as kind, room, day::text, null::text as key, n, g, null::int as female, null::int as male, null::int as other
    from ins where by_day
    union all
    select 'out', room, day::text, null, n, g, null, null, null from outs where by_day
    union all
    select type, room, day::text, null, n, null, null, null, null from mv where by_day
    union all
    select 'stored', k.cooling_unit_id, null, null, count(*)::int, sum(k.current_grams)::float8, null, null, null
    from crates k where k.cooling_unit_id in (${roomIds}) and k.current_grams > 0 group by k.cooling_unit_id
    union all
    select 'crop_in', null, null, cr.code, ins.n, ins.g, null, null, null
    from ins join crops cr on cr.id = ins.crop_id where not ins.by_day and not ins.late
    union all
    select 'crop_out', null, null, cr.code, outs.n, outs.g, null, null, null
    from outs join crops cr on cr.id = outs.crop_id where not outs.by_day and not outs.late
    union all
    select 'farmers', null, null, null, count(*)::int, null,
           (count(*) filter (where u.gender = 'female'))::int, (count(*) filter (where u.gender = 'male'))::int,
           (count(*) filter (where u.gender is null or u.gender = 'other'))::int
    from mv join farmers f on f.id = mv.farmer_id join users u on u.id = f.user_id where not mv.by_day`;
}
