import { sql, type SQL } from 'drizzle-orm';
import type { ImpactScope } from './scope';

/**
 * The impact figures in one statement (docs/impact-methodology.md has each formula in words). Read from the
 * operational tables only:
 *
 * - `kc`: the crates that matter for the period: checked in within it, or before it and still holding something,
 *   or with a check-out line since it started (a crate empty before the period adds nothing).
 * - `ev`: their events: the check-in (+grams, +1 crate) and each check-out line (−grams, −1 crate when it
 *   left whole), with the line's revenue share (line × total ÷ subtotal of its check-out).
 * - `ew`: each event with the month it happened in (flows, farmers, revenue), and the days from it to the
 *   month's end. Kg-days of a month = the weight in store at its start × its days + Σ each event's grams × the
 *   days from it to the month's end: `cells` sums the events per room, crop and month, `opening` the events
 *   before the period (the weight at its start), and `em` carries the weight from month to month with a
 *   running sum (no event is joined to every later month). Used capacity the same way, in units.
 * - `bl`/`ms`: the baseline and market surveys of the farmers served; `sh`/`pr`: their loss shares per
 *   company and crop, and the value of a kg before and after per company, crop and currency.
 *
 * Rows: kind `facts` (flows and farmers: GROUPING SETS over company, location, room, crop, month), `stock`
 * (kg-days and used capacity, the same sets), `money` (the same per
 * currency: revenue and income change), `cap` (capacity unit-days of the rooms), `sms`, `crop_survey`
 * (pooled per crop and currency), `cov` (survey coverage). `g` is grouping()'s bit mask: which set a row is.
 * The small sets (farmers, their new/returning mark, the surveys and shares) are materialized once: inlined into
 * the events' join, PostgreSQL would run the new-farmer probe once per event and month (10 s on the demo data on PGlite).
 */
/** The columns of every row kind, in order: each branch of the union fills some and leaves the rest null. */
const TEXT_COLUMNS = ['company_id', 'location_id', 'room', 'crop_id', 'month', 'currency'] as const;
const NUMBER_COLUMNS = [
  'farmers', 'female', 'male', 'other', 'new_farmers', 'crates_in', 'grams_in', 'grams_out', 'gram_days', 'unit_days',
  'grams_with_surveys', 'loss_avoided_grams', 'check_outs', 'revenue', 'income', 'loss_before', 'loss_after', 'price_before', 'price_after',
] as const;
type Column = (typeof TEXT_COLUMNS)[number] | (typeof NUMBER_COLUMNS)[number];

function row(kind: string, mask: SQL, values: Partial<Record<Column, SQL>>): SQL {
  const cells = [
    sql`${kind}::text as kind`,
    sql`(${mask})::int as g`,
    ...TEXT_COLUMNS.map((name) => sql`(${values[name] ?? sql`null`})::text as ${sql.identifier(name)}`),
    ...NUMBER_COLUMNS.map((name) => sql`(${values[name] ?? sql`null`})::float8 as ${sql.identifier(name)}`),
  ];
  return sql`select ${sql.join(cells, sql`, `)}`;
}

export function impactSql(scope: ImpactScope): SQL {
  const companyCond = scope.company ? sql`c.id = ${scope.company.id}` : sql`true`;
  const roomCond = sql`${scope.room === null ? sql`` : sql` and r.id = ${scope.room}`}${scope.location === null ? sql`` : sql` and r.location_id = ${scope.location}`}`;
  const cropCond = (column: SQL) => (scope.crop === null ? sql`` : sql` and ${column} = ${scope.crop.id}`);
  const genderCond = (column: SQL) =>
    scope.gender === null
      ? sql``
      : sql` and ${column} in (select f.id from farmers f join users u on u.id = f.user_id where not f.is_walk_in and coalesce(u.gender, 'other') = ${scope.gender})`;
  const first = `${scope.from}-01`;
  const last = `${scope.to}-01`;
  const days = (from: SQL, to: SQL) => sql`greatest(0, extract(epoch from (${to} - ${from})) / 86400.0)`;
  const sets = sql`grouping sets ((), (company_id), (location_id), (room), (crop_id), (month))`;
  // What an event adds to a room's used capacity: crates in a crate room, standard crates of its weight in a kg room.
  const units = sql`case when metric = 'crates' then crates::float8 else g / crate_weight_grams end`;
  const mask = sql`grouping(company_id, location_id, room, crop_id, month)`;
  return sql`
    with co as (select c.id, c.time_zone from companies c where ${companyCond}),
    mo as (
      select co.id as company_id, to_char(m, 'YYYY-MM') as month,
             (m::timestamp at time zone co.time_zone) as m0,
             least(((m + interval '1 month')::timestamp at time zone co.time_zone), now()) as m1
      from co cross join generate_series(${first}::date, ${last}::date, interval '1 month') m
    ),
    bounds as (select company_id, min(m0) as p0, max(m1) as p1 from mo group by company_id),
    rm as (
      select r.id, r.company_id, r.location_id, r.metric, r.capacity, r.crate_weight_grams, r.created_at, r.deleted_at
      from cooling_units r join co on co.id = r.company_id
      where true${roomCond}
    ),
    kc as materialized (
      select k.id, k.company_id, k.cooling_unit_id as room, rm.location_id, k.crop_id, k.farmer_id, k.initial_grams, k.checked_in_at,
             rm.metric, rm.crate_weight_grams
      from bounds b
      cross join lateral (
        -- Three disjoint reads instead of every crate of the company with a probe of its lines each (issue 30):
        -- checked in within the period (crates_company_checked_in_idx), in store now and checked in before it
        -- (crates_company_stored_idx), and emptied since it started: the crates of the company's lines from then on.
        select k.id, k.company_id, k.cooling_unit_id, k.crop_id, k.farmer_id, k.initial_grams, k.checked_in_at
        from crates k where k.company_id = b.company_id and k.checked_in_at >= b.p0 and k.checked_in_at < b.p1
        union all
        select k.id, k.company_id, k.cooling_unit_id, k.crop_id, k.farmer_id, k.initial_grams, k.checked_in_at
        from crates k where k.company_id = b.company_id and k.current_grams > 0 and k.checked_in_at < b.p0
        union all
        select k.id, k.company_id, k.cooling_unit_id, k.crop_id, k.farmer_id, k.initial_grams, k.checked_in_at
        from (select distinct l.crate_id from check_out_lines l where l.company_id = b.company_id and l.time >= b.p0) x
        cross join lateral (select * from crates k where k.id = x.crate_id offset 0) k
        where k.current_grams = 0 and k.checked_in_at < b.p0
      ) k
      join rm on rm.id = k.cooling_unit_id
      where true${cropCond(sql`k.crop_id`)}${genderCond(sql`k.farmer_id`)}
    ),
    ev as materialized (
      select kc.company_id, kc.location_id, kc.room, kc.crop_id, kc.farmer_id, kc.metric, kc.crate_weight_grams,
             kc.checked_in_at as t, kc.initial_grams::float8 as g, 1 as crates, true as is_in,
             null::bigint as check_out_id, null::text as currency, 0::float8 as amount
      from kc
      union all
      select kc.company_id, kc.location_id, kc.room, kc.crop_id, kc.farmer_id, kc.metric, kc.crate_weight_grams,
             l.time, -l.grams::float8, case when l.grams = l.grams_before then -1 else 0 end, false,
             l.check_out_id, o.currency,
             case when o.subtotal_minor = 0 then 0 else l.line_minor::float8 * o.total_minor / o.subtotal_minor end
      from kc join bounds b on b.company_id = kc.company_id
      -- Each crate's own lines (check_out_lines_crate_idx), not a hash of every line of the history: "offset 0"
      -- keeps the planner from flattening the lateral into a join it would hash.
      cross join lateral (select * from check_out_lines l where l.crate_id = kc.id and l.time < b.p1 offset 0) l
      join check_outs o on o.id = l.check_out_id
    ),
    fa as materialized (
      select f.id, f.is_walk_in, coalesce(u.gender, 'other') as gender
      from farmers f join users u on u.id = f.user_id
      where f.id in (select distinct farmer_id from kc)
    ),
    served as materialized (
      select distinct e.company_id, e.farmer_id
      from ev e join bounds b on b.company_id = e.company_id join fa on fa.id = e.farmer_id
      where e.t >= b.p0 and not fa.is_walk_in
    ),
    nf as materialized (
      select x.farmer_id, not exists (
               select 1 from movements m join bounds b on b.company_id = m.company_id
               where m.farmer_id = x.farmer_id and m.type = 'check_in' and m.time < b.p0) as is_new
      from (select distinct farmer_id from served) x
    ),
    bl as materialized (
      select s.company_id, cr.id as crop_id, sv.currency, sv.farmer_id, k.total_grams, k.self_consumed_grams, k.sold_grams,
             k.average_price_minor::float8 * 1000 / k.grams_per_unit as price
      from served s join farmer_surveys sv on sv.farmer_id = s.farmer_id
      join farmer_survey_commodities k on k.survey_id = sv.id join crops cr on cr.code = k.crop_code
      where true${cropCond(sql`cr.id`)}
    ),
    ms as materialized (
      select o.company_id, cr.id as crop_id, s.currency, s.farmer_id, s.check_out_id, s.lost_grams::float8 as lost,
             s.price_minor::float8 * 1000 / s.grams_per_unit as price,
             (select coalesce(sum(l.grams), 0) from check_out_lines l where l.check_out_id = s.check_out_id and l.crop_id = cr.id)::float8 as out_grams
      from check_outs o join bounds b on b.company_id = o.company_id
      join market_surveys s on s.check_out_id = o.id join crops cr on cr.code = s.crop_code
      where o.time >= b.p0 and o.time < b.p1 and o.cooling_unit_id in (select id from rm)${cropCond(sql`cr.id`)}${genderCond(sql`s.farmer_id`)}
    ),
    sh as materialized (
      select coalesce(a.company_id, z.company_id) as company_id, coalesce(a.crop_id, z.crop_id) as crop_id, a.loss as before, z.loss as after,
             a.loss - z.loss as delta
      from (select company_id, crop_id, sum(total_grams - self_consumed_grams - sold_grams)::float8 / nullif(sum(total_grams), 0) as loss
            from bl group by company_id, crop_id) a
      full join (select company_id, crop_id, sum(lost) / nullif(sum(out_grams), 0) as loss from ms group by company_id, crop_id) z
        on z.company_id = a.company_id and z.crop_id = a.crop_id
    ),
    pr as materialized (
      select a.company_id, a.crop_id, a.currency,
             (1 - sh.after) * z.price - (1 - sh.before) * a.price as value_delta
      from (select company_id, crop_id, currency,
                   coalesce(sum(price * sold_grams) / nullif(sum(sold_grams), 0), avg(price)) as price
            from bl group by company_id, crop_id, currency) a
      join (select company_id, crop_id, currency,
                   coalesce(sum(price * greatest(out_grams - lost, 0)) / nullif(sum(greatest(out_grams - lost, 0)), 0), avg(price)) as price
            from ms group by company_id, crop_id, currency) z
        on z.company_id = a.company_id and z.crop_id = a.crop_id and z.currency = a.currency
      join sh on sh.company_id = a.company_id and sh.crop_id = a.crop_id
      where sh.before is not null and sh.after is not null
    ),
    -- A farmer's account and new/returning mark in one small table: one join per event instead of two.
    fn as materialized (select fa.id, fa.is_walk_in, fa.gender, nf.is_new from fa left join nf on nf.farmer_id = fa.id),
    ew as materialized (
      select e.*, mo.month, ${days(sql`e.t`, sql`mo.m1`)} as rest, fn.is_walk_in, fn.gender, fn.is_new, sh.delta
      from ev e join mo on mo.company_id = e.company_id and e.t >= mo.m0 and e.t < mo.m1
      join fn on fn.id = e.farmer_id
      left join sh on sh.company_id = e.company_id and sh.crop_id = e.crop_id
    ),
    -- The facts' events summed per farmer and check-out (a check-in's crates fold into one row) before the grouping
    -- sets sort them once per set: the distinct counts stay exact, the sums are of integer grams (issue 30).
    fx as materialized (
      select company_id, location_id, room, crop_id, month, farmer_id, is_walk_in, gender, is_new, is_in, check_out_id, delta,
             sum(crates) as crates, sum(g) as g, sum(g * delta) as gd
      from ew group by company_id, location_id, room, crop_id, month, farmer_id, is_walk_in, gender, is_new, is_in, check_out_id, delta
    ),
    cells as materialized (
      select company_id, location_id, room, crop_id, month, sum(g) as dg, sum(g * rest) as gw, sum(${units}) as du, sum(${units} * rest) as uw
      from ew group by company_id, location_id, room, crop_id, month
    ),
    opening as (
      select e.company_id, e.location_id, e.room, e.crop_id, sum(e.g) as g0, sum(${units}) as u0
      from ev e join bounds b on b.company_id = e.company_id
      where e.t < b.p0
      group by e.company_id, e.location_id, e.room, e.crop_id
    ),
    combos as (
      select company_id, location_id, room, crop_id from cells
      union
      select company_id, location_id, room, crop_id from opening
    ),
    em as (
      select k.company_id, k.location_id, k.room, k.crop_id, mo.month, ${days(sql`mo.m0`, sql`mo.m1`)} as len, c.gw, c.uw,
             coalesce(o.g0, 0) + coalesce(sum(c.dg) over w, 0) as g_start,
             coalesce(o.u0, 0) + coalesce(sum(c.du) over w, 0) as u_start
      from combos k join mo on mo.company_id = k.company_id
      left join cells c on c.company_id = k.company_id and c.room = k.room and c.crop_id = k.crop_id and c.month = mo.month
      left join opening o on o.company_id = k.company_id and o.room = k.room and o.crop_id = k.crop_id
      window w as (partition by k.company_id, k.room, k.crop_id order by mo.month rows between unbounded preceding and 1 preceding)
    )
    ${row('facts', mask, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`month`,
      farmers: sql`count(distinct farmer_id) filter (where not is_walk_in)`,
      female: sql`count(distinct farmer_id) filter (where not is_walk_in and gender = 'female')`,
      male: sql`count(distinct farmer_id) filter (where not is_walk_in and gender = 'male')`,
      other: sql`count(distinct farmer_id) filter (where not is_walk_in and gender = 'other')`,
      new_farmers: sql`count(distinct farmer_id) filter (where not is_walk_in and is_new)`,
      crates_in: sql`coalesce(sum(crates) filter (where is_in), 0)`,
      grams_in: sql`coalesce(sum(g) filter (where is_in), 0)`,
      grams_out: sql`coalesce(-sum(g) filter (where not is_in), 0)`,
      grams_with_surveys: sql`coalesce(sum(g) filter (where is_in and delta is not null), 0)`,
      loss_avoided_grams: sql`sum(gd) filter (where is_in and delta is not null)`,
      check_outs: sql`count(distinct check_out_id) filter (where not is_in)`,
    })}
    from fx group by ${sets}
    union all
    ${row('stock', mask, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`month`,
      gram_days: sql`coalesce(sum(g_start * len + coalesce(gw, 0)), 0)`,
      unit_days: sql`coalesce(sum(u_start * len + coalesce(uw, 0)), 0)`,
    })}
    from em group by ${sets}
    union all
    ${row('money', mask, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`month`,
      currency: sql`currency`, revenue: sql`sum(amount)`, income: sql`sum(-g / 1000 * value_delta)`,
    })}
    from (select ew.*, pr.value_delta from ew left join pr on pr.company_id = ew.company_id and pr.crop_id = ew.crop_id and pr.currency = ew.currency
          where not ew.is_in) x
    group by currency, ${sets}
    union all
    ${row('cap', sql`grouping(company_id, location_id, room, month)`, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, month: sql`month`, unit_days: sql`sum(units)`,
    })}
    from (
      select rm.company_id, rm.location_id, rm.id as room, mo.month,
             (case when rm.metric = 'crates' then rm.capacity::float8 else rm.capacity::float8 * 1000 / rm.crate_weight_grams end)
             * ${days(sql`greatest(mo.m0, rm.since)`, sql`least(mo.m1, coalesce(rm.deleted_at, mo.m1))`)} as units
      from (
        -- A room counts from its creation, or from its first movement when its history is older (demo data,
        -- a room entered after the fact): a walk of movements_room_time_idx per room.
        select rm.*, least(rm.created_at, (select min(m.time) from movements m where m.cooling_unit_id = rm.id)) as since from rm
      ) rm join mo on mo.company_id = rm.company_id
    ) x
    group by grouping sets ((), (company_id), (location_id), (room), (month))
    union all
    ${row('sms', sql`grouping(company_id, month)`, { company_id: sql`company_id::text`, month: sql`month`, farmers: sql`count(*)` })}
    from (select mo.company_id, mo.month from sms_messages s join mo on mo.company_id = s.company_id
          where s.status = 'sent' and s.created_at >= mo.m0 and s.created_at < mo.m1) x
    group by grouping sets ((), (company_id), (month))
    union all
    ${row('crop_survey', sql`0`, {
      crop_id: sql`coalesce(a.crop_id, z.crop_id)::text`, currency: sql`coalesce(a.currency, z.currency)`,
      farmers: sql`coalesce(a.n, 0)`, female: sql`coalesce(z.n, 0)`,
      loss_before: sql`a.loss`, loss_after: sql`z.loss`, price_before: sql`a.price`, price_after: sql`z.price`,
    })}
    from (select crop_id, currency, count(*)::int as n,
                 sum(total_grams - self_consumed_grams - sold_grams)::float8 / nullif(sum(total_grams), 0) as loss,
                 coalesce(sum(price * sold_grams) / nullif(sum(sold_grams), 0), avg(price)) as price
          from bl group by crop_id, currency) a
    full join (select crop_id, currency, count(*)::int as n, sum(lost) / nullif(sum(out_grams), 0) as loss,
                      coalesce(sum(price * greatest(out_grams - lost, 0)) / nullif(sum(greatest(out_grams - lost, 0)), 0), avg(price)) as price
               from ms group by crop_id, currency) z
      on z.crop_id = a.crop_id and z.currency = a.currency
    union all
    ${row('cov', sql`0`, {
      farmers: sql`(select count(distinct farmer_id) from bl)`, female: sql`(select count(*) from ms)`,
      male: sql`(select count(distinct farmer_id) from ms)`, other: sql`(select count(distinct check_out_id) from ms)`,
    })}`;
}

/** One row of `impactSql`; numbers arrive as numbers or strings depending on the driver. */
export interface ImpactSqlRow {
  kind: 'facts' | 'stock' | 'money' | 'cap' | 'sms' | 'crop_survey' | 'cov';
  g: number | string;
  company_id: string | null;
  location_id: string | null;
  room: string | null;
  crop_id: string | null;
  month: string | null;
  currency: string | null;
  farmers: number | string | null;
  female: number | string | null;
  male: number | string | null;
  other: number | string | null;
  new_farmers: number | string | null;
  crates_in: number | string | null;
  grams_in: number | string | null;
  grams_out: number | string | null;
  gram_days: number | string | null;
  unit_days: number | string | null;
  grams_with_surveys: number | string | null;
  loss_avoided_grams: number | string | null;
  check_outs: number | string | null;
  revenue: number | string | null;
  income: number | string | null;
  loss_before: number | string | null;
  loss_after: number | string | null;
  price_before: number | string | null;
  price_after: number | string | null;
}
