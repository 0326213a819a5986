import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import type { ImpactScope } from './scope';

/**
 * The impact figures in one statement after a small one for the period's months (docs/impact-methodology.md
 * has each formula in words). Read from the operational tables only; each range is read once and summed
 * before anything is joined (issue 30's speed):
 *
 * - `impactMonths`: the period's months in each company's time zone, as values. Companies of one time zone
 *   share them: the crates and lines are read once per time zone with its bounds written into the statement,
 *   so the planner knows how many rows come; an instant's month is `width_bucket` over the months' starts
 *   (`i`: 1…n, n + 1 after the period). `mo`/`bounds` keep them per company for the small joins.
 * - `cin`/`cout`: what came in and went out per room, crop and month (and currency, for the lines): the crates
 *   checked in since the period started, summed per check-in and crop (a check-in's crates share its room,
 *   farmer and time) from crates_company_checked_in_idx alone, in its order, then per cell; the check-out lines
 *   since then, summed per check-out and crop from check_out_lines_company_time_idx alone, in its order, with
 *   the check-out's currency and revenue share, then per cell. Nothing per check-in or check-out is kept: the
 *   sums go straight into the cells (keeping them cost a third of the part). `cr`/`li`: the same reads
 *   reduced to who was served where and when, for the farmers' counts; `st`: crates in store now that came in
 *   before the period. Both indexes are ordered so that these sums stream (no hash table, no sort; migration
 *   20261128162525_impact_index_order).
 * - Kg-days of a month = the weight in store at its start × its days + Σ each event's grams × the days from it
 *   to the month's end. That sum is Σ g × (m1 − p0) − Σ g × (t − p0) (`s` = t − p0 in seconds), so no event
 *   needs its own month's end. The weight at p0 (`opening`) needs no line before p0: it is what is in store now
 *   of the crates that came in before p0, plus every line since p0, less what has left the crates that came in
 *   since p0. `e1` (per room) and `e2` (per company and crop) carry the weight from month to month with a
 *   running sum: every term is a sum, so the slices need no running sum per room and crop. Used capacity the
 *   same way, in units (crates that left whole, or standard crates of the weight).
 * - `base`: the cells of `cin` and `cout`, with the room's location, metric and standard crate and each cell's
 *   month end (`e`, seconds from p0); the flows, kg-days, opening weight and money read it.
 * - Two parts (`part`): `farmers` (the distinct farmers per slice) and `rest` (everything else), run side by
 *   side on two connections in one snapshot on PostgreSQL (figures.ts, db/snapshot-read.ts); `all` is both in
 *   one statement (PGlite, or inside a transaction).
 * - `bl`/`ms`: the baseline and market surveys of the farmers served (`pf`; in the rest's part looked up for the
 *   surveyed farmers only); `sh`/`pr`: their loss shares per
 *   company and crop, and the value of a kg before and after per company, crop and currency.
 *
 * Rows: kind `facts` (flows: GROUPING SETS over company, location, room, crop, month), `farmers` (the same
 * slices' distinct farmers, by gender and new: each farmer served once with the lists of rooms and crops they
 * were served in and their months as bits (`fx`), and their marks in one small number (`fm`), each list counted
 * per slice and mark; a location's and a company's farmers from the groups of farmers with the same rooms
 * (`rg`, `rl`)), `stock`
 * (kg-days and used capacity, the same sets), `money` (the same per currency: revenue and income change), `cap`
 * (capacity unit-days of the rooms), `sms`, `crop_survey` (pooled per crop and currency), `cov` (survey
 * coverage). `g` is grouping()'s bit mask: which set a row is. The small sets (farmers, their new/returning
 * mark, the surveys and shares) are materialized once.
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

/** One month of the period for one company: its label and bounds (ISO instants, microseconds kept). */
export interface ImpactMonth {
  company_id: string;
  time_zone: string;
  month: string;
  m0: string;
  m1: string;
}

/**
 * The period's months for each company in scope, in its own time zone: [m0, m1), the current month up to now.
 * Asked before the figures so that their statement carries the bounds as values: the planner then knows how
 * many crates and lines the period holds (with bounds computed inside the statement it guessed a third of a
 * company's history, sorted instead of hashing and spilled to disk).
 */
export async function impactMonths(db: DbOrTx, scope: ImpactScope): Promise<ImpactMonth[]> {
  return rowsOf<ImpactMonth>(await db.execute(impactMonthsSql(scope)));
}

export function impactMonthsSql(scope: ImpactScope): SQL {
  const iso = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  return sql`
    select c.id::text as company_id, c.time_zone, to_char(g.m, 'YYYY-MM') as month,
           ${iso(sql`(g.m::timestamp at time zone c.time_zone)`)} as m0,
           ${iso(sql`least(((g.m + interval '1 month')::timestamp at time zone c.time_zone), now())`)} as m1
    from companies c cross join generate_series(${`${scope.from}-01`}::date, ${`${scope.to}-01`}::date, interval '1 month') as g(m)
    where ${scope.company ? sql`c.id = ${scope.company.id}` : sql`true`}
    order by c.id, g.m`;
}

/** A PostgreSQL array literal of values we made (ids, month labels, ISO instants): one parameter, any length. */
const arrayLiteral = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

export function impactSql(scope: ImpactScope, months: readonly ImpactMonth[], part: 'all' | 'farmers' | 'rest' = 'all'): SQL {
  const roomCond = sql`${scope.room === null ? sql`` : sql` and r.id = ${scope.room}`}${scope.location === null ? sql`` : sql` and r.location_id = ${scope.location}`}`;
  // Without a room or location filter every room of the companies counts: no test per row.
  const inRooms = (column: SQL) => (scope.room === null && scope.location === null ? sql`` : sql` and ${column} in (select id from rm)`);
  const cropCond = (column: SQL) => (scope.crop === null ? sql`` : sql` and ${column} = ${scope.crop.id}`);
  const genderCond = (column: SQL) =>
    scope.gender === null
      ? sql``
      : sql` and ${column} in (select f.id from farmers f join users u on u.id = f.user_id where not f.is_walk_in and coalesce(u.gender, 'other') = ${scope.gender})`;
  const days = (from: SQL, to: SQL) => sql`greatest(0, extract(epoch from (${to} - ${from})) / 86400.0)`;
  const sets = sql`grouping sets ((), (company_id), (location_id), (room), (crop_id), (month))`;
  const mask = sql`grouping(company_id, location_id, room, crop_id, month)`;
  // Companies of one time zone share their months' bounds: the crates and lines are read per time zone with its
  // bounds as values (one branch each; a service provider's figures have one), so the planner knows how many
  // rows come, and an instant's month is width_bucket over the months' starts (1…n; n + 1 after the period).
  const zones = new Map<string, { ids: Set<string>; first: string; months: ImpactMonth[] }>();
  for (const month of months) {
    const zone = zones.get(month.time_zone) ?? { ids: new Set<string>(), first: month.company_id, months: [] };
    zone.ids.add(month.company_id);
    if (zone.first === month.company_id) zone.months.push(month);
    zones.set(month.time_zone, zone);
  }
  const labels = sql`${arrayLiteral([...new Set(months.map((month) => month.month))].sort())}::text[]`;
  const count = new Set(months.map((month) => month.month)).size;
  const perZone = (branch: (zone: { ids: SQL; p0: SQL; p1: SQL; th: SQL }) => SQL): SQL => {
    const branches = [...zones.values()].map((zone) => {
      const p1 = zone.months[zone.months.length - 1]!.m1;
      // least(m0, p1): a month after now is empty (its start is past the period's end, now).
      const starts = zone.months.map((month) => (Date.parse(month.m0) <= Date.parse(p1) ? month.m0 : p1));
      return branch({
        ids: sql`${arrayLiteral([...zone.ids])}::bigint[]`, p0: sql`${zone.months[0]!.m0}::timestamptz`, p1: sql`${p1}::timestamptz`,
        th: sql`${arrayLiteral([...starts, p1])}::timestamptz[]`,
      });
    });
    return branches.length > 0 ? sql.join(branches, sql` union all `) : branch({ ids: sql`'{}'::bigint[]`, p0: sql`now()`, p1: sql`now()`, th: sql`array[now()]` });
  };
  // Each month's number within its company's period (1…n): the months arrive ordered by company, then month.
  const numbers: number[] = [];
  months.forEach((month, index) => numbers.push(index > 0 && months[index - 1]!.company_id === month.company_id ? numbers[index - 1]! + 1 : 1));
  const ids = sql`${arrayLiteral([...new Set(months.map((month) => month.company_id))])}::bigint[]`;
  // Several companies and no narrowing by room, location or crop: many farmers, whose new/returning mark is
  // cheaper from one read of the earlier check-ins than from a probe each.
  // A farmer's months as bits of one bigint (1 << i, i: 1…n) while the period has at most 62 months (the API
  // allows 60); a list beyond.
  const monthBits = count <= 62;
  const manyFarmers = scope.company === null && scope.room === null && scope.location === null && scope.crop === null;
  const factsPart = sql`
    ${row('facts', sql`grouping(company_id, location_id, room, crop_id, i)`, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`(${labels})[i]`,
      crates_in: sql`coalesce(sum(crates_in), 0)`,
      grams_in: sql`coalesce(sum(grams_in), 0)`,
      grams_out: sql`coalesce(sum(grams_out), 0)`,
      grams_with_surveys: sql`coalesce(sum(grams_in) filter (where delta is not null), 0)`,
      loss_avoided_grams: sql`sum(grams_in * delta) filter (where delta is not null and crates_in > 0)`,
      // A check-out is one row per crop: counted once per crop in the crop slices, once in the others.
      check_outs: sql`case when grouping(crop_id) = 0 then sum(co_rows) else sum(co_firsts) end`,
    })}
    -- The period's flows per room, crop, month and currency, with the loss share's change of the company and crop.
    from (select x.*, sh.delta from base x left join sh on sh.company_id = x.company_id and sh.crop_id = x.crop_id where x.i <= ${count}) fs
    group by grouping sets ((), (company_id), (location_id), (room), (crop_id), (i))`;
  const farmersPart = sql`
    ${row('farmers', sql`gm`, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`(${labels})[i]`,
      farmers: sql`coalesce(sum(n) filter (where mk & 1 = 0), 0)`,
      female: sql`coalesce(sum(n) filter (where mk & 7 = 2), 0)`,
      male: sql`coalesce(sum(n) filter (where mk & 7 = 4), 0)`,
      other: sql`coalesce(sum(n) filter (where mk & 7 = 6), 0)`,
      new_farmers: sql`coalesce(sum(n) filter (where mk & 9 = 8), 0)`,
    })}
    -- Each slice's farmers counted per mark: the farmers with the same list and mark counted together first
    -- (most share a room, a location, a company), then each list's values take that count; a location's and a
    -- company's from the groups of the same rooms (rl). The mask is
    -- grouping()'s over (company, location, room, crop, month), as in the other rows.
    from (
      select 27 as gm, null::bigint as company_id, null::bigint as location_id, room, null::bigint as crop_id, null::int as i, mk, sum(n) as n
      from rl group by room, mk
      union all select 23, null, location_id, null, null, null, mk, sum(n) from (select distinct gid, location_id, mk, n from rl) y group by location_id, mk
      union all select 15, company_id, null, null, null, null, mk, sum(n) from (select distinct gid, company_id, mk, n from rl) y group by company_id, mk
      union all select 31, null, null, null, null, null, mk, count(*) from fm group by mk
      union all select 29, null, null, null, v, null, mk, sum(n) from (select crops as list, mk, count(*) as n from fm group by crops, mk) y, unnest(list) v group by v, mk
      union all select 30, null, null, null, null, v, mk, sum(n) from (select months as list, mk, count(*) as n from fm group by months, mk) y, ${
        monthBits ? sql`generate_series(1, ${count}::int) v where list & (1::bigint << v) <> 0` : sql`unnest(list) v`
      } group by v, mk
    ) x
    group by gm, company_id, location_id, room, crop_id, i`;
  const restPart = sql`
    ${row('stock', sql`grouping(company_id, location_id, room) * 4 + 2 + grouping(month)`, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, month: sql`month`,
      gram_days: sql`coalesce(sum(g_start * len + coalesce(gw, 0)), 0)`,
      unit_days: sql`coalesce(sum(u_start * len + coalesce(uw, 0)), 0)`,
    })}
    from e1 group by grouping sets ((), (company_id), (location_id), (room), (month))
    union all
    ${row('stock', sql`29`, {
      crop_id: sql`crop_id::text`,
      gram_days: sql`coalesce(sum(g_start * len + coalesce(gw, 0)), 0)`,
      unit_days: sql`coalesce(sum(u_start * len + coalesce(uw, 0)), 0)`,
    })}
    from e2 group by crop_id
    union all
    ${row('money', mask, {
      company_id: sql`company_id::text`, location_id: sql`location_id::text`, room: sql`room::text`, crop_id: sql`crop_id::text`, month: sql`month`,
      currency: sql`currency`, revenue: sql`sum(amount)`, income: sql`sum(g / 1000 * value_delta)`,
    })}
    from (select x.company_id, x.location_id, x.room, x.crop_id, (${labels})[x.i] as month, x.currency, x.amount, x.grams_out as g, pr.value_delta
          from base x
          left join pr on pr.company_id = x.company_id and pr.crop_id = x.crop_id and pr.currency = x.currency
          where x.i <= ${count} and x.currency is not null) x
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
  return sql`
    with mo as materialized (
      select company_id, i, month, m0, m1
      from unnest(${arrayLiteral(months.map((month) => month.company_id))}::bigint[], ${arrayLiteral(numbers.map(String))}::int[],
                  ${arrayLiteral(months.map((month) => month.month))}::text[], ${arrayLiteral(months.map((month) => month.m0))}::timestamptz[],
                  ${arrayLiteral(months.map((month) => month.m1))}::timestamptz[]) as x(company_id, i, month, m0, m1)
    ),
    -- Per company: the period [p0, p1).
    bounds as (select company_id, min(m0) as p0, max(m1) as p1 from mo group by company_id),
    rm as (
      select r.id, r.company_id, r.location_id, r.metric, r.capacity, r.crate_weight_grams, r.created_at, r.deleted_at
      from cooling_units r
      where r.company_id = any(${ids})${roomCond}
    ),
    -- Who checked in where and when: crates checked in since the period started, one row per check-in and crop
    -- (a check-in's crates share its room, farmer and time) from crates_company_checked_in_idx alone, in its
    -- order as they come, with the month (i). For the farmers' counts only.
    cr as materialized (${perZone(
      ({ ids, p0, th }) => sql`
      select k.company_id, k.cooling_unit_id as room, k.crop_id, k.farmer_id, width_bucket(k.checked_in_at, ${th}) as i
      from crates k
      where k.company_id = any(${ids}) and k.checked_in_at >= ${p0}${inRooms(sql`k.cooling_unit_id`)}${cropCond(sql`k.crop_id`)}${genderCond(sql`k.farmer_id`)}
      group by k.company_id, k.checked_in_at, k.cooling_unit_id, k.crop_id, k.farmer_id`,
    )}),
    -- Who checked out where and when: check-out lines since the period started, one row per check-out and crop
    -- (its time and room are copied on the lines) from check_out_lines_company_time_idx alone, with the
    -- check-out's farmer (a check-out takes only its farmer's crates) from check_outs_company_time_idx.
    li as materialized (${perZone(
      ({ ids, p0, th }) => sql`
      select l.company_id, l.room, l.crop_id, o.farmer_id, width_bucket(l.time, ${th}) as i
      from (
        select l.company_id, l.time, l.check_out_id, l.cooling_unit_id as room, l.crop_id
        from check_out_lines l
        where l.company_id = any(${ids}) and l.time >= ${p0}${inRooms(sql`l.cooling_unit_id`)}${cropCond(sql`l.crop_id`)}
        group by l.company_id, l.time, l.check_out_id, l.cooling_unit_id, l.crop_id
      ) l
      join check_outs o on o.company_id = l.company_id and o.time = l.time and o.id = l.check_out_id
      where o.company_id = any(${ids}) and o.time >= ${p0}${genderCond(sql`o.farmer_id`)}`,
    )}),
    -- What came in per room, crop and month (i: 1…n, n + 1 after the period): crates summed per check-in and
    -- crop as the index gives them (no hash), then per cell; s: a check-in's seconds from p0, e: its month's end
    -- (seconds from p0); gone: what has left the crates since (initial − current), for the weight at p0. Read
    -- once into the sums, never kept per check-in.
    cin as (${perZone(
      ({ ids, p0, th }) => sql`
      select k.company_id, k.room, k.crop_id, k.i, date_part('epoch', (${th})[k.i + 1] - ${p0}) as e,
             sum(k.n) as n, sum(k.g) as g, sum(k.g * k.s) as gs, sum(k.n * k.s) as ns, sum(k.gone) as gone, sum(k.n_gone) as n_gone
      from (
        select k.company_id, k.cooling_unit_id as room, k.crop_id, width_bucket(k.checked_in_at, ${th}) as i,
               date_part('epoch', k.checked_in_at - ${p0}) as s, count(*)::float8 as n, sum(k.initial_grams)::float8 as g,
               sum(k.initial_grams - k.current_grams)::float8 as gone, (count(*) filter (where k.current_grams = 0))::float8 as n_gone
        from crates k
        where k.company_id = any(${ids}) and k.checked_in_at >= ${p0}${inRooms(sql`k.cooling_unit_id`)}${cropCond(sql`k.crop_id`)}${genderCond(sql`k.farmer_id`)}
        group by k.company_id, k.checked_in_at, k.cooling_unit_id, k.crop_id, k.farmer_id
      ) k
      group by k.company_id, k.room, k.crop_id, k.i`,
    )}),
    -- What went out per room, crop, month and currency: lines summed per check-out and crop as the index gives
    -- them, with their check-out's currency and revenue share (lines × total ÷ subtotal) in a merge join, then per
    -- cell. n_whole: crates that left whole (a crate room's unit); co_first marks one crop per check-out
    -- (check-outs are counted once outside the crop slices).
    cout as (${perZone(
      ({ ids, p0, th }) => sql`
      select l.company_id, l.room, l.crop_id, l.i, o.currency, date_part('epoch', (${th})[l.i + 1] - ${p0}) as e,
             sum(l.g) as g, count(*) as co_rows, sum(l.co_first) as co_firsts, sum(l.g * l.s) as gs, sum(l.n_whole) as n_whole,
             sum(l.n_whole * l.s) as ns,
             sum(case when o.subtotal_minor = 0 then 0 else l.line_minor * o.total_minor / o.subtotal_minor end) as amount
      from (
        select l.*, width_bucket(l.time, ${th}) as i, date_part('epoch', l.time - ${p0}) as s,
               (row_number() over (partition by l.company_id, l.time, l.check_out_id order by l.room, l.crop_id) = 1)::int as co_first
        from (
          select l.company_id, l.time, l.check_out_id, l.cooling_unit_id as room, l.crop_id, sum(l.grams)::float8 as g,
                 (count(*) filter (where l.grams = l.grams_before))::float8 as n_whole, sum(l.line_minor)::float8 as line_minor
          from check_out_lines l
          where l.company_id = any(${ids}) and l.time >= ${p0}${inRooms(sql`l.cooling_unit_id`)}${cropCond(sql`l.crop_id`)}
          group by l.company_id, l.time, l.check_out_id, l.cooling_unit_id, l.crop_id
        ) l
      ) l
      join check_outs o on o.company_id = l.company_id and o.time = l.time and o.id = l.check_out_id
      where o.company_id = any(${ids}) and o.time >= ${p0}${genderCond(sql`o.farmer_id`)}
      group by l.company_id, l.room, l.crop_id, l.i, o.currency`,
    )}),
    -- Crates in store now that came in before the period (crates_company_stored_idx).
    st as (${perZone(
      ({ ids, p0 }) => sql`
      select k.company_id, k.cooling_unit_id as room, k.crop_id, sum(k.current_grams)::float8 as g, count(*)::float8 as n
      from crates k
      where k.company_id = any(${ids}) and k.current_grams > 0 and k.checked_in_at < ${p0}${inRooms(sql`k.cooling_unit_id`)}${cropCond(sql`k.crop_id`)}${genderCond(sql`k.farmer_id`)}
      group by 1, 2, 3`,
    )}),
    -- The farmers with a check-in or check-out in the period (months 1…n: cr and li start at p0, so i ≥ 1 and
    -- the filters say only i ≤ n, which the planner estimates as a third of the rows rather than a handful), for
    -- their baseline surveys. The rest's part has no cr and li to take them from: it looks only for the surveyed
    -- farmers, in the period's crates and check-outs (a check-out with a line in scope), and only when there
    -- are surveys to join them to.
    pf as materialized (${
      part === 'rest'
        ? sql`select distinct company_id, farmer_id from (${perZone(
            ({ ids, p0, p1 }) => sql`
      select k.company_id, k.farmer_id from crates k
      where k.company_id = any(${ids}) and k.checked_in_at >= ${p0} and k.checked_in_at < ${p1} and k.farmer_id in (select farmer_id from farmer_surveys)${inRooms(sql`k.cooling_unit_id`)}${cropCond(sql`k.crop_id`)}${genderCond(sql`k.farmer_id`)}
      union
      select o.company_id, o.farmer_id from check_outs o
      where o.company_id = any(${ids}) and o.time >= ${p0} and o.time < ${p1} and o.farmer_id in (select farmer_id from farmer_surveys)${genderCond(sql`o.farmer_id`)}
        and exists (select 1 from check_out_lines l where l.check_out_id = o.id and l.time = o.time${inRooms(sql`l.cooling_unit_id`)}${cropCond(sql`l.crop_id`)})`,
          )}) x`
        : sql`
      select distinct x.company_id, x.farmer_id
      from (select company_id, farmer_id, i from cr union all select company_id, farmer_id, i from li) x
      where x.i <= ${count}`
    }),
    bl as materialized (
      select s.company_id, cr.id as crop_id, sv.currency, sv.farmer_id, k.total_grams, k.self_consumed_grams, k.sold_grams,
             k.average_price_minor::float8 * 1000 / k.grams_per_unit as price
      from farmer_surveys sv join pf s on s.farmer_id = sv.farmer_id
      join farmers f on f.id = sv.farmer_id and not f.is_walk_in
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
    -- Every crate and line summed once per room, crop, month (i, n + 1 after the period) and currency (null for
    -- the crates): what comes in and goes out, check-outs, the change of weight (dg) and units (du) with Σ each
    -- event's grams (units) × its seconds from p0 (gt, nt), what it adds to the weight at p0 (og, ou: the lines
    -- since p0, less what has left the crates that came in since), and the lines' revenue. The flows, stock,
    -- opening weight and money below read these few thousand rows instead of the crates and lines again.
    base as materialized (
      select x.*, r.location_id, r.metric, r.crate_weight_grams
      from (
        select company_id, room, crop_id, i, null::text as currency, e, n as crates_in, g as grams_in, 0::float8 as grams_out, 0::float8 as co_rows,
               0::float8 as co_firsts, g as dg, gs as gt, n as du, ns as nt, -gone as og, -n_gone as ou, 0::float8 as amount
        from cin
        union all
        select company_id, room, crop_id, i, currency, e, 0, 0, g, co_rows, co_firsts, -g, -gs, -n_whole, -ns, g, n_whole, amount from cout
      ) x join rm r on r.id = x.room
    ),
    -- Who was served where: each farmer served in the period once, with the rooms and crops they were served in
    -- (one sort of the pairs by farmer; each list without repeats) and their months as bits of one number (a
    -- list when the period has more months than a bigint has bits). Their locations and companies follow from
    -- their rooms (rl below), so no list of them is made per farmer.
    fx as materialized (
      select x.farmer_id, array_agg(distinct x.room) as rooms, array_agg(distinct x.crop_id) as crops,
             ${monthBits ? sql`bit_or(1::bigint << x.i)` : sql`array_agg(distinct x.i)`} as months
      from (select room, crop_id, i, farmer_id from cr union all select room, crop_id, i, farmer_id from li) x
      where x.i <= ${count}
      group by x.farmer_id
    ),
    -- Their marks in one small number: 1 walk-in customer, 2/4/6 female/male/other, 8 new (a farmer served with
    -- no check-in before the period at a company of the scope).
    fm as materialized (
      select fx.*, (case when f.is_walk_in then 1 else 0 end)
                   + (case coalesce(u.gender, 'other') when 'female' then 2 when 'male' then 4 else 6 end)
                   + (case when not f.is_walk_in and seen.one is null then 8 else 0 end) as mk
      from fx join farmers f on f.id = fx.farmer_id join users u on u.id = f.user_id
      ${
        manyFarmers
          ? // Every farmer of several companies (tens of thousands): their earlier check-ins read once and hashed.
            sql`left join (
        select distinct m.farmer_id, 1 as one from movements m join bounds b on b.company_id = m.company_id
        where m.type = 'check_in' and m.time < b.p0
      ) seen on seen.farmer_id = f.id`
          : // One probe of movements_farmer_time_idx per farmer (as a lateral with a limit: an EXISTS here may
            // be planned as a hash of every movement).
            sql`left join lateral (
        select 1 as one from movements m join bounds b on b.company_id = m.company_id
        where m.farmer_id = f.id and m.type = 'check_in' and m.time < b.p0 limit 1
      ) seen on true`
      }
    ),
    -- The farmers with the same rooms and mark counted together (rg), and each such group's rooms with their
    -- location and company (rl): a location's (a company's) farmers are the groups with a room in it, each
    -- counted once.
    rg as materialized (select row_number() over () as gid, rooms, mk, n from (select rooms, mk, count(*) as n from fm group by rooms, mk) y),
    rl as materialized (select rg.gid, rg.mk, rg.n, v as room, r.location_id, r.company_id from rg, unnest(rg.rooms) v join rm r on r.id = v),
    -- Per room, crop and month: the change of weight (dg) and units (du), and Σ each event's grams (units) × the
    -- days from it to the month's end (gw, uw): Σ g × (m1 − p0) − Σ g × (t − p0), in seconds, ÷ 86,400.
    flows as (
      select company_id, location_id, room, crop_id, i, metric, crate_weight_grams, max(e) as e, sum(dg) as g, sum(gt) as gt, sum(du) as n, sum(nt) as nt
      from base where i <= ${count} group by company_id, location_id, room, crop_id, i, metric, crate_weight_grams
    ),
    cells as materialized (
      select f.company_id, f.location_id, f.room, f.crop_id, (${labels})[f.i] as month, f.g as dg,
             (f.g * f.e - f.gt) / 86400.0 as gw,
             case when f.metric = 'crates' then f.n else f.g / f.crate_weight_grams end as du,
             case when f.metric = 'crates' then (f.n * f.e - f.nt) / 86400.0
                  else (f.g * f.e - f.gt) / 86400.0 / f.crate_weight_grams end as uw
      from flows f
    ),
    -- The weight in store at p0 per room and crop: the crates in store now that came in before it, plus every
    -- line since p0, less what has left the crates that came in since p0 (their lines are all after p0). The
    -- same in units (crates that left whole).
    opening as (
      select x.company_id, r.location_id, x.room, x.crop_id, sum(x.g) as g0,
             case when r.metric = 'crates' then sum(x.n) else sum(x.g) / r.crate_weight_grams end as u0
      from (select company_id, room, crop_id, g, n from st
            union all select company_id, room, crop_id, og, ou from base) x
      join rm r on r.id = x.room
      group by x.company_id, r.location_id, x.room, x.crop_id, r.metric, r.crate_weight_grams
      having sum(x.g) <> 0
    ),
    -- Kg-days and unit-days of every month: the weight at its start × its days + Σ each event's grams × its days
    -- to the month's end (gw). The weight at a month's start is the opening weight plus the changes of the months
    -- before (a running sum). All of it is a sum, so it is carried per room (e1: every slice but the crops, the
    -- room's crops together) and per company and crop (e2: the crop slices), not per room and crop.
    c1 as (select company_id, location_id, room, month, sum(dg) as dg, sum(gw) as gw, sum(du) as du, sum(uw) as uw from cells group by company_id, location_id, room, month),
    o1 as (select company_id, location_id, room, sum(g0) as g0, sum(u0) as u0 from opening group by company_id, location_id, room),
    e1 as (
      select k.company_id, k.location_id, k.room, mo.month, ${days(sql`mo.m0`, sql`mo.m1`)} as len, c.gw, c.uw,
             coalesce(o.g0, 0) + coalesce(sum(c.dg) over w, 0) as g_start,
             coalesce(o.u0, 0) + coalesce(sum(c.du) over w, 0) as u_start
      from (select company_id, location_id, room from c1 union select company_id, location_id, room from o1) k join mo on mo.company_id = k.company_id
      left join c1 c on c.company_id = k.company_id and c.location_id = k.location_id and c.room = k.room and c.month = mo.month
      left join o1 o on o.company_id = k.company_id and o.location_id = k.location_id and o.room = k.room
      window w as (partition by k.company_id, k.location_id, k.room order by mo.month rows between unbounded preceding and 1 preceding)
    ),
    c2 as (select company_id, crop_id, month, sum(dg) as dg, sum(gw) as gw, sum(du) as du, sum(uw) as uw from cells group by company_id, crop_id, month),
    o2 as (select company_id, crop_id, sum(g0) as g0, sum(u0) as u0 from opening group by company_id, crop_id),
    e2 as (
      select k.company_id, k.crop_id, mo.month, ${days(sql`mo.m0`, sql`mo.m1`)} as len, c.gw, c.uw,
             coalesce(o.g0, 0) + coalesce(sum(c.dg) over w, 0) as g_start,
             coalesce(o.u0, 0) + coalesce(sum(c.du) over w, 0) as u_start
      from (select company_id, crop_id from c2 union select company_id, crop_id from o2) k join mo on mo.company_id = k.company_id
      left join c2 c on c.company_id = k.company_id and c.crop_id = k.crop_id and c.month = mo.month
      left join o2 o on o.company_id = k.company_id and o.crop_id = k.crop_id
      window w as (partition by k.company_id, k.crop_id order by mo.month rows between unbounded preceding and 1 preceding)
    )
    ${part === 'farmers' ? farmersPart : part === 'rest' ? sql`${factsPart} union all ${restPart}` : sql`${factsPart} union all ${farmersPart} union all ${restPart}`}`;
}

/** One row of `impactSql`; numbers arrive as numbers or strings depending on the driver. */
export interface ImpactSqlRow {
  kind: 'facts' | 'farmers' | 'stock' | 'money' | 'cap' | 'sms' | 'crop_survey' | 'cov';
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
