import { sql, type SQL } from 'drizzle-orm';
import { dayOfKey, lateKey, localDayKey } from './local-days';
import { roomCondition, type AnalysisScope } from './scope';

/**
 * One figure-group row of the usage query. `day` is a local date (YYYY-MM-DD), `key` a crop code; n/g are
 * counts and grams (on `day` rows: crates and grams in); cout/gout/nci/nco only on `day` rows (crates and
 * grams out, check-ins, check-outs); female/male/other only on the `farmers` row.
 */
export interface UsageFigureRow {
  kind: 'day' | 'stored' | 'crop_in' | 'crop_out' | 'farmers';
  room: number | string | null;
  day: string | null;
  key: string | null;
  n: number | string;
  g: number | string | null;
  female: number | string | null;
  male: number | string | null;
  other: number | string | null;
  cout: number | string | null;
  gout: number | string | null;
  nci: number | string | null;
  nco: number | string | null;
}

/**
 * Every usage figure group in one round trip. Crates in and out are read per room and local day from the
 * start of the range ONWARDS (no upper bound): occupancy at a day's end is the stock now minus what came in
 * after it plus what went out after it, so no scan of the history before the range is needed (what falls
 * after the range is one group per room, on the day after it). Crops and farmers are limited to the range.
 *
 * Each source is one range scan read from its index alone: crates by check-in time
 * (crates_company_checked_in_idx), check-out lines by their copy of the movement time
 * (check_out_lines_company_time_idx, room and crop copied onto the line), movements by time. Crates and
 * lines are hashed once per room, local day and crop (a few thousand groups), then rolled up per room and
 * day and per crop from those groups, so no sort of the rows is needed. Each room and day is ONE row
 * (in, out, check-ins and check-outs side by side): a year is about 13,000 rows to send and read, not 47,000. Local days come from
 * `localDayKey` (fixed-offset pieces, not a zone lookup per row).
 */
export function usageFiguresSql(scope: AnalysisScope): SQL {
  const start = sql`${scope.start.toISOString()}::timestamptz`;
  const end = sql`${scope.end.toISOString()}::timestamptz`;
  const late = lateKey(scope);
  const none = sql`null::int, null::float8, null::int, null::int`;
  const roomIds = scope.rooms.length ? sql.join(scope.rooms.map((room) => sql`${room.id}`), sql`, `) : sql`null`;
  return sql`
    with ins as (
      select k.cooling_unit_id as room, ${localDayKey(scope, sql`k.checked_in_at`)} as day, k.crop_id, count(*)::int as n, sum(k.initial_grams)::float8 as g
      from crates k
      where k.company_id = ${scope.companyId} and k.checked_in_at >= ${start}${roomCondition(scope, sql`k.cooling_unit_id`)}
      group by 1, 2, 3
    ),
    outs as (
      select l.cooling_unit_id as room, ${localDayKey(scope, sql`l.time`)} as day, l.crop_id,
             (count(*) filter (where l.grams = l.grams_before))::int as n, sum(l.grams)::float8 as g
      from check_out_lines l
      where l.company_id = ${scope.companyId} and l.time >= ${start}${roomCondition(scope, sql`l.cooling_unit_id`)}
      group by 1, 2, 3
    ),
    mv as (
      select grouping(type, room, day) = 0 as by_day, type, room, day, farmer_id, count(*)::int as n
      from (
        select m.type, m.cooling_unit_id as room, ${localDayKey(scope, sql`m.time`)} as day, m.farmer_id
        from movements m
        where m.company_id = ${scope.companyId} and m.time >= ${start} and m.time < ${end}${roomCondition(scope, sql`m.cooling_unit_id`)}
      ) x
      group by grouping sets ((type, room, day), (farmer_id))
    )
    select 'day' as kind, room, ${dayOfKey(sql`day`)} as day, null::text as key, sum(cin)::int as n, sum(gin)::float8 as g,
           null::int as female, null::int as male, null::int as other,
           sum(cout)::int as cout, sum(gout)::float8 as gout, sum(nci)::int as nci, sum(nco)::int as nco
    from (
      select room, day, n as cin, g as gin, 0 as cout, 0::float8 as gout, 0 as nci, 0 as nco from ins
      union all
      select room, day, 0, 0, n, g, 0, 0 from outs
      union all
      select room, day, 0, 0, 0, 0, case when type = 'check_in' then n else 0 end, case when type = 'check_out' then n else 0 end from mv where by_day
    ) u
    group by room, day
    union all
    select 'stored', k.cooling_unit_id, null, null, count(*)::int, sum(k.current_grams)::float8, null, null, null, ${none}
    from crates k where k.cooling_unit_id in (${roomIds}) and k.current_grams > 0 group by k.cooling_unit_id
    union all
    select 'crop_in', null, null, cr.code, c.n, c.g, null, null, null, ${none}
    from (select crop_id, sum(n)::int as n, sum(g)::float8 as g from ins where day < ${late} group by crop_id) c join crops cr on cr.id = c.crop_id
    union all
    select 'crop_out', null, null, cr.code, c.n, c.g, null, null, null, ${none}
    from (select crop_id, sum(n)::int as n, sum(g)::float8 as g from outs where day < ${late} group by crop_id) c join crops cr on cr.id = c.crop_id
    union all
    select 'farmers', null, null, null, count(*)::int, null,
           (count(*) filter (where u.gender = 'female'))::int, (count(*) filter (where u.gender = 'male'))::int,
           (count(*) filter (where u.gender is null or u.gender = 'other'))::int, ${none}
    from mv join farmers f on f.id = mv.farmer_id join users u on u.id = f.user_id where not mv.by_day`;
}
