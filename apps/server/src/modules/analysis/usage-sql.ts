import { sql, type SQL } from 'drizzle-orm';
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
 * Every usage figure group in one round trip, from the daily totals (usage-days.ts) rather than the crates
 * and lines themselves. Room-days within the range are read as they are (no grouping: a year of a busy
 * company is some 19,000 rows); the room-days after the range fold into one row per room on the day after
 * it, because occupancy at a day's end is the stock now minus what came in after it plus what went out
 * after it, so nothing before the range is read. Crops come from the crop totals within the range. Farmers
 * are counted from the movements of the range (a distinct count cannot be summed).
 */
export function usageFiguresSql(scope: AnalysisScope): SQL {
  const start = sql`${scope.start.toISOString()}::timestamptz`;
  const end = sql`${scope.end.toISOString()}::timestamptz`;
  const from = sql`${scope.from}::date`;
  const to = sql`${scope.to}::date`;
  const none = sql`null::int, null::float8, null::int, null::int`;
  const roomIds = scope.rooms.length ? sql.join(scope.rooms.map((room) => sql`${room.id}`), sql`, `) : sql`null`;
  const rooms = (column: SQL) => roomCondition(scope, column);
  return sql`
    select 'day' as kind, r.cooling_unit_id as room, r.day::text as day, null::text as key, r.crates_in as n, r.grams_in::float8 as g,
           null::int as female, null::int as male, null::int as other,
           r.crates_out as cout, r.grams_out::float8 as gout, r.check_ins as nci, r.check_outs as nco
    from usage_room_days r
    where r.company_id = ${scope.companyId} and r.day >= ${from} and r.day <= ${to}${rooms(sql`r.cooling_unit_id`)}
    union all
    select 'day', r.cooling_unit_id, (${to} + 1)::text, null, sum(r.crates_in)::int, sum(r.grams_in)::float8, null, null, null,
           sum(r.crates_out)::int, sum(r.grams_out)::float8, 0, 0
    from usage_room_days r
    where r.company_id = ${scope.companyId} and r.day > ${to}${rooms(sql`r.cooling_unit_id`)}
    group by r.cooling_unit_id
    union all
    select 'stored', k.cooling_unit_id, null, null, count(*)::int, sum(k.current_grams)::float8, null, null, null, ${none}
    from crates k where k.cooling_unit_id in (${roomIds}) and k.current_grams > 0 group by k.cooling_unit_id
    union all
    select case when x.side = 1 then 'crop_in' else 'crop_out' end, null, null, cr.code,
           case when x.side = 1 then c.cin else c.cout end, case when x.side = 1 then c.gin else c.gout end, null, null, null, ${none}
    from (
      select d.crop_id, sum(d.crates_in)::int as cin, sum(d.grams_in)::float8 as gin, sum(d.crates_out)::int as cout, sum(d.grams_out)::float8 as gout
      from usage_crop_days d
      where d.company_id = ${scope.companyId} and d.day >= ${from} and d.day <= ${to}${rooms(sql`d.cooling_unit_id`)}
      group by d.crop_id
    ) c
    cross join (values (1), (2)) as x(side)
    join crops cr on cr.id = c.crop_id
    where (x.side = 1 and c.gin > 0) or (x.side = 2 and c.gout > 0)
    union all
    select 'farmers', null, null, null, count(*)::int, null,
           (count(*) filter (where u.gender = 'female'))::int, (count(*) filter (where u.gender = 'male'))::int,
           (count(*) filter (where u.gender is null or u.gender = 'other'))::int, ${none}
    from (
      select distinct m.farmer_id
      from movements m
      where m.company_id = ${scope.companyId} and m.time >= ${start} and m.time < ${end}${rooms(sql`m.cooling_unit_id`)}
    ) x
    join farmers fa on fa.id = x.farmer_id join users u on u.id = fa.user_id`;
}
