import { CROPS_PER_COMPANY, HARVESTS, movementCodeSql } from './profiles';

/**
 * The statements that write one batch of history (one company, one month of check-ins, and the
 * check-outs that follow them). Ids come from the tables' own identity sequences (nextval, inserted with
 * OVERRIDING SYSTEM VALUE), so one plan row can name the movement, check-in, lots and check-outs it
 * becomes and no statement needs to join back on what another returned.
 *
 * Parameters of the first statement:
 *   $1 company id, $2 time zone, $3 first instant, $4 end instant (excluded), $5 check-ins, $6 first code
 *   number, $7 room ids, $8 room metrics, $9 room operators' user ids, $10 farmer ids, $11 crop ids,
 *   $12 rates (room-major: rates[(room − 1) × crops + crop]), $13 now (nothing later is written).
 * Each check-in takes three code numbers: its own and those of its one or two check-outs.
 *
 * How a check-in leaves (p = pattern): A (most) all crates in one check-out; B the first half of its
 * crates, later the rest; C half the weight of every crate (partial lines), later the rest. Check-outs
 * that would fall after `now` are not written: their crates are still in storage.
 */
const seq = (table: string) => `nextval('${table}_id_seq'::regclass)`;

export const PLAN_CHECK_INS = `
create temp table b_ci on commit drop as
with drawn as materialized (
  select g,
    1 + floor(random() * cardinality($7::bigint[]))::int as ri,
    1 + floor(random() * cardinality($10::bigint[]))::int as fi,
    $3::timestamptz + random() * ($4::timestamptz - $3::timestamptz) as t_in,
    1 + floor(random() * 16)::int as k,
    random() as rp,
    1 + floor(random() ^ 2 * 45)::int as stay1,
    1 + floor(random() ^ 2 * 30)::int as stay2,
    random() as j1, random() as j2,
    floor(random() * ${CROPS_PER_COMPANY})::int as c0, floor(random() * ${CROPS_PER_COMPANY})::int as c1,
    1 + floor(random() * ${HARVESTS.length})::int as h0, 1 + floor(random() * ${HARVESTS.length})::int as h1
  from generate_series(1, $5::int) g
), shaped as (
  select *,
    case when rp < 0.8 or k < 2 then 'A' when rp < 0.93 then 'B' else 'C' end as p,
    t_in + make_interval(days => stay1) + (j1 - 0.5) * interval '8 hours' as t1
  from drawn
), timed as (
  select *, t1 + make_interval(days => stay2) + (j2 - 0.5) * interval '8 hours' as t2 from shaped
)
select g, $1::bigint as company_id, $2::text as tz, ($7::bigint[])[ri] as room_id, ($8::text[])[ri] as metric,
  ($9::bigint[])[ri] as operator_user_id, ($10::bigint[])[fi] as farmer_id, t_in, k, p, t1, t2,
  $6::bigint + 3 * g as code_n,
  ${seq('movements')} as mov_id, ${seq('check_ins')} as ci_id,
  ${seq('produce_lots')} as lot0, case when k >= 6 then ${seq('produce_lots')} end as lot1,
  ($11::bigint[])[c0 + 1] as crop0, ($12::bigint[])[(ri - 1) * ${CROPS_PER_COMPANY} + c0 + 1] as rate0,
  ($11::bigint[])[c1 + 1] as crop1, ($12::bigint[])[(ri - 1) * ${CROPS_PER_COMPANY} + c1 + 1] as rate1,
  ('{${HARVESTS.join(',')}}'::text[])[h0] as harvest0, ('{${HARVESTS.join(',')}}'::text[])[h1] as harvest1,
  case when t1 <= $13 then ${seq('movements')} end as co1_mov, case when t1 <= $13 then ${seq('check_outs')} end as co1,
  case when p <> 'A' and t2 <= $13 then ${seq('movements')} end as co2_mov,
  case when p <> 'A' and t2 <= $13 then ${seq('check_outs')} end as co2
from timed`;

export const INSERT_MOVEMENTS = `
insert into movements (id, company_id, type, code, cooling_unit_id, farmer_id, operator_user_id, time, created_at)
overriding system value
select mov_id, company_id, 'check_in', ${movementCodeSql('code_n')}, room_id, farmer_id, operator_user_id, t_in, t_in from b_ci
union all
select co1_mov, company_id, 'check_out', ${movementCodeSql('code_n + 1')}, room_id, farmer_id, operator_user_id, t1, t1 from b_ci where co1 is not null
union all
select co2_mov, company_id, 'check_out', ${movementCodeSql('code_n + 2')}, room_id, farmer_id, operator_user_id, t2, t2 from b_ci where co2 is not null`;

export const INSERT_CHECK_INS = `
insert into check_ins (id, company_id, movement_id, cooling_unit_id, farmer_id, created_at, updated_at)
overriding system value
select ci_id, company_id, mov_id, room_id, farmer_id, t_in, t_in from b_ci`;

/** Lots keep the room's price of their crop, and the crop's starting quality for their harvest. */
export const INSERT_LOTS = `
insert into produce_lots (id, company_id, check_in_id, crop_id, harvest, initial_quality, pricing, rate_minor, position, created_at)
overriding system value
select l.id, b.company_id, b.ci_id, l.crop_id, l.harvest, (c.initial_quality ->> l.harvest)::float8, 'daily', l.rate, l.position, b.t_in
from b_ci b
cross join lateral (values (b.lot0, b.crop0, b.harvest0, b.rate0, 0), (b.lot1, b.crop1, b.harvest1, b.rate1, 1)) as l(id, crop_id, harvest, rate, position)
join crops c on c.id = l.crop_id
where l.id is not null`;

/**
 * One row per crate with both possible check-out lines priced as domain-rules §5 does: days = calendar
 * days in the company's zone (at least 1); fee = rate × days per crate, or ⌈rate × days × grams ÷ 1000⌉
 * in kg rooms; due = fee − billed so far (crates rooms; nothing deducted in kg rooms); a part pays
 * ⌈due × part ÷ current⌉.
 */
export const PLAN_CRATES = `
create temp table b_cr on commit drop as
with x as materialized (
  select b.*, j, ${seq('crates')} as crate_id,
    case when b.lot1 is not null and j > (b.k + 1) / 2 then b.lot1 else b.lot0 end as lot_id,
    case when b.lot1 is not null and j > (b.k + 1) / 2 then b.rate1 else b.rate0 end as rate,
    case when b.lot1 is not null and j > (b.k + 1) / 2 then b.crop1 else b.crop0 end as crop_id,
    (100 * (150 + floor(random() * 200)))::int as grams,
    case when random() < 0.3 then null else (7 + floor(random() * 50))::int end as planned_days,
    case when random() < 0.5 then 'T' || j end as tag,
    greatest(1, (b.t1 at time zone b.tz)::date - (b.t_in at time zone b.tz)::date) as d1,
    greatest(1, (b.t2 at time zone b.tz)::date - (b.t_in at time zone b.tz)::date) as d2
  from b_ci b cross join lateral generate_series(1, b.k) as j
), y as (
  select *,
    co1 is not null and (p <> 'B' or j <= (k + 1) / 2) as in1,
    co2 is not null and (p = 'C' or j > (k + 1) / 2) as in2,
    case when p = 'C' then grams / 2 else grams end as part1
  from x
), f1 as (
  select *, case when metric = 'kg' then (rate * d1 * grams + 999) / 1000 else rate * d1 end as fee1 from y
), l1 as (
  select *, case when part1 = grams then fee1 else (fee1 * part1 + grams - 1) / grams end as line1,
    grams - case when in1 then part1 else 0 end as before2
  from f1
), f2 as (
  select *, case when metric = 'kg' then (rate * d2 * before2 + 999) / 1000 else rate * d2 end as fee2,
    case when in1 then line1 else 0 end as billed1
  from l1
)
select *, case when metric = 'kg' then fee2 else greatest(0, fee2 - billed1) end as due2 from f2`;

export const INSERT_CRATES = `
insert into crates (id, company_id, check_in_id, lot_id, crop_id, cooling_unit_id, farmer_id, tag, initial_grams, current_grams,
  planned_days, checked_in_at, billed_minor, updated_at)
overriding system value
select crate_id, company_id, ci_id, lot_id, crop_id, room_id, farmer_id, tag, grams,
  before2 - case when in2 then before2 else 0 end, planned_days, t_in,
  billed1 + case when in2 then due2 else 0 end,
  case when in2 then t2 when in1 then t1 else t_in end
from b_cr`;

/** Every line of the batch: the first check-out's (whole crate or part) and the second's (the rest). */
const LINES = `
select co1 as co, co1_mov as mov, t1 as t, crate_id, crop_id, company_id, room_id, farmer_id,
  grams as grams_before, part1 as grams, d1 as days, fee1 as fee, fee1 as due, line1 as amount
from b_cr where in1
union all
select co2, co2_mov, t2, crate_id, crop_id, company_id, room_id, farmer_id, before2, before2, d2, fee2, due2, due2 from b_cr where in2`;

/** Check-outs: sums of their lines; about one in eight gets a 5–20 % discount, 85 % are paid. $1: currency, $2: payment methods. */
export const INSERT_CHECK_OUTS = `
insert into check_outs (id, company_id, movement_id, cooling_unit_id, farmer_id, currency, subtotal_minor, discount_minor,
  total_minor, payment_method, paid, time, created_at)
overriding system value
select co, company_id, mov, room_id, farmer_id, $1, subtotal, discount, subtotal - discount, method, paid, t, t
from (
  select s.*, case when random() < 0.12 then s.subtotal * (5 + floor(random() * 16))::int / 100 else 0 end as discount,
    ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as method, random() < 0.85 as paid
  from (
    select co, min(company_id) as company_id, sum(amount)::bigint as subtotal, min(mov) as mov, min(room_id) as room_id,
      min(farmer_id) as farmer_id, min(t) as t
    from (${LINES}) l
    group by co
  ) s
  offset 0
) d`;

export const INSERT_LINES = `
insert into check_out_lines (company_id, check_out_id, crate_id, grams_before, grams, days, fee_minor, due_minor, line_minor, position,
  time, cooling_unit_id, crop_id)
select company_id, co, crate_id, grams_before, grams, days, fee, due, amount, (row_number() over (partition by co order by crate_id) - 1)::int,
  t, room_id, crop_id
from (${LINES}) l`;

/** Rows each batch wrote, by table (after the inserts, before the temp tables go). */
export const BATCH_COUNTS = `
select count(*)::int as check_ins, sum(case when lot1 is null then 1 else 2 end)::int as lots,
  count(co1)::int + count(co2)::int as check_outs,
  (select count(*)::int from b_cr) as crates,
  (select (count(*) filter (where in1) + count(*) filter (where in2))::int from b_cr) as lines
from b_ci`;
