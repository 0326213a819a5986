import type pg from 'pg';
import type { UsageAnalysis } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import { windowParams, type Window } from './windows';

/**
 * The usage figures by hand, in one statement answering one JSON value, from the same daily totals the
 * endpoint reads (usage_room_days and usage_crop_days, kept by local date of the company). Room-days are
 * read from the first date of the range on (those after it folded into one per room); the stock at the end of each day is the stock now
 * minus the net flow after that day, so nothing before the range is read. A kg room's use and capacity
 * count as standard crates (kg ÷ crate weight). Farmers are counted from the movements of the range.
 */
export const USAGE_SQL = `
with rooms as materialized (
  select id, metric, capacity, crate_weight_grams as cw from cooling_units where company_id = $1
), flows as (
  select cooling_unit_id as room, day, crates_in as cin, grams_in as gin, crates_out as cout, grams_out as gout, check_ins as nci, check_outs as nco
  from usage_room_days where company_id = $1 and day >= $5::date and day <= $6::date
  union all
  select cooling_unit_id, $6::date + 1, sum(crates_in), sum(grams_in), sum(crates_out), sum(grams_out), 0, 0
  from usage_room_days where company_id = $1 and day > $6::date group by cooling_unit_id
), after_start as (
  select room, sum(cin - cout) as dc, sum(gin - gout) as dg from flows group by room
), stock as (
  select cooling_unit_id as room, count(*) as c, sum(current_grams) as g
  from crates where cooling_unit_id in (select id from rooms) and current_grams > 0 group by cooling_unit_id
), grid as (
  select r.id as room, r.metric, r.capacity, r.cw, d::date as day,
    coalesce(f.cin, 0) as cin, coalesce(f.gin, 0) as gin, coalesce(f.cout, 0) as cout, coalesce(f.gout, 0) as gout,
    coalesce(f.nci, 0) as nci, coalesce(f.nco, 0) as nco
  from rooms r cross join generate_series($5::date, $6::date, interval '1 day') d
  left join flows f on f.room = r.id and f.day = d::date
), level as (
  select grid.*,
    coalesce(s.c, 0) - coalesce(a.dc, 0) + sum(cin - cout) over w as lc,
    coalesce(s.g, 0) - coalesce(a.dg, 0) + sum(gin - gout) over w as lg
  from grid left join stock s on s.room = grid.room left join after_start a on a.room = grid.room
  window w as (partition by grid.room order by day)
), used as (
  select level.*,
    case when metric = 'crates' then lc::float8 else lg::float8 / cw end as units,
    case when metric = 'crates' then capacity::float8 else capacity * 1000.0 / cw end as cap
  from level
)
select json_build_object(
  'over_time', (select json_agg(json_build_object('period', day::text, 'nci', nci, 'nco', nco, 'cin', cin, 'cout', cout, 'gin', gin, 'gout', gout,
                  'crates', crates, 'units', units, 'cap', cap) order by day)
                from (select day, sum(nci) as nci, sum(nco) as nco, sum(cin) as cin, sum(cout) as cout, sum(gin) as gin, sum(gout) as gout,
                             sum(lc) as crates, sum(units) as units, sum(cap) as cap from used group by day) p),
  'per_room', (select json_agg(json_build_object('id', room, 'nci', nci, 'cin', cin, 'cout', cout, 'gin', gin, 'gout', gout, 'pct', pct))
               from (select room, sum(nci) as nci, sum(cin) as cin, sum(cout) as cout, sum(gin) as gin, sum(gout) as gout,
                            avg(round((units / cap * 100)::numeric, 1)) as pct
                     from used group by room) r),
  'per_crop', (select json_agg(json_build_object('crop', cr.code, 'cin', cin, 'gin', gin, 'cout', cout, 'gout', gout))
               from (select crop_id, sum(crates_in) as cin, sum(grams_in) as gin, sum(crates_out) as cout, sum(grams_out) as gout
                     from usage_crop_days where company_id = $1 and day >= $5::date and day <= $6::date group by crop_id) c
               join crops cr on cr.id = c.crop_id),
  'farmers', (select json_build_object('total', count(*), 'female', count(*) filter (where u.gender = 'female'),
                'male', count(*) filter (where u.gender = 'male'), 'other', count(*) filter (where u.gender is distinct from 'female' and u.gender is distinct from 'male'))
              from (select distinct farmer_id from movements where company_id = $1 and time >= $3 and time < $4 and $2::text is not null) d
              join farmers f on f.id = d.farmer_id join users u on u.id = f.user_id)
) as figures`;

type Num = number | string;
interface UsageJson {
  over_time: { period: string; nci: Num; nco: Num; cin: Num; cout: Num; gin: Num; gout: Num; crates: Num; units: number; cap: number }[];
  per_room: { id: number; nci: Num; cin: Num; cout: Num; gin: Num; gout: Num; pct: Num }[];
  per_crop: { crop: string; cin: Num; gin: Num; cout: Num; gout: Num }[] | null;
  farmers: UsageAnalysis['totals']['farmers'];
}

export type UsageFigures = Omit<UsageAnalysis, 'time_zone' | 'from' | 'to' | 'bucket' | 'per_room'> & {
  per_room: (Omit<UsageAnalysis['per_room'][number], 'cooling_unit'> & { id: number })[];
};

const percent = (used: number, capacity: number) => (capacity > 0 ? Math.round((used / capacity) * 1000) / 10 : null);
const flows = (x: { cin: Num; cout: Num; gin: Num; gout: Num }) => ({
  crates_in: Number(x.cin), crates_out: Number(x.cout), weight_in_kg: gramsToKg(Number(x.gin)), weight_out_kg: gramsToKg(Number(x.gout)),
});

export async function usageBySql(client: pg.Client, w: Window): Promise<UsageFigures> {
  const { rows } = await client.query<{ figures: UsageJson }>(USAGE_SQL, windowParams(w));
  const f = rows[0]!.figures;
  const sum = (pick: (p: UsageJson['over_time'][number]) => Num) => f.over_time.reduce((s, p) => s + Number(pick(p)), 0);
  return {
    totals: {
      check_ins: sum((p) => p.nci),
      check_outs: sum((p) => p.nco),
      ...flows({ cin: sum((p) => p.cin), cout: sum((p) => p.cout), gin: sum((p) => p.gin), gout: sum((p) => p.gout) }),
      farmers: f.farmers,
    },
    over_time: f.over_time.map((p) => ({
      period: p.period, check_ins: Number(p.nci), check_outs: Number(p.nco), ...flows(p),
      occupancy_crates: Number(p.crates), occupancy_percent: percent(p.units, p.cap),
    })),
    per_room: f.per_room.map((r) => ({ id: r.id, check_ins: Number(r.nci), ...flows(r), average_occupancy_percent: Math.round(Number(r.pct) * 10) / 10 })),
    per_crop: (f.per_crop ?? []).map((c) => ({ crop_id: c.crop, ...flows(c) })),
  };
}
