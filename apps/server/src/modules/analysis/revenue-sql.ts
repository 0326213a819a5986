import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@coldroom/contract';
import { localDate, periodOf, roomCondition, type AnalysisScope } from './scope';

export interface RevenueFilter {
  payment_methods?: PaymentMethod[] | undefined;
  currency?: string | undefined;
}

/** `and c.payment_method in (…)` / `and c.currency = …` when asked (on check_outs aliased `c`). */
function checkOutConditions(filter: RevenueFilter, withCurrency: boolean): { methods: SQL; currency: SQL } {
  const methods = filter.payment_methods?.length
    ? sql` and c.payment_method in (${sql.join(
        filter.payment_methods.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql``;
  const currency = withCurrency && filter.currency ? sql` and c.currency = ${filter.currency}` : sql``;
  return { methods, currency };
}

/**
 * The selected check-outs: the company's, in the chosen rooms and payment methods, whose movement time falls
 * on the local dates from…to. Walks movements by (company_id, time) (movements_company_time_idx) and joins
 * each check-out by its movement. `currency` narrows to one currency when asked.
 */
export function selectedCheckOuts(scope: AnalysisScope, filter: RevenueFilter, withCurrency: boolean): SQL {
  const { methods, currency } = checkOutConditions(filter, withCurrency);
  return sql`
    select c.id, c.movement_id, c.cooling_unit_id, c.farmer_id, c.currency, c.subtotal_minor, c.discount_minor, c.total_minor,
           c.payment_method, c.paid, m.time, m.code, ${periodOf(scope, sql`m.time`)} as period
    from movements m
    join check_outs c on c.movement_id = m.id
    where m.company_id = ${scope.companyId} and m.type = 'check_out'
      and m.time >= ${scope.start.toISOString()}::timestamptz and m.time < ${scope.end.toISOString()}::timestamptz
      ${roomCondition(scope, sql`m.cooling_unit_id`)}${methods}${currency}`;
}

/** Rows (aliased `alias`) of the company whose copy of the movement time falls in the range, in the chosen rooms. */
function inRange(scope: AnalysisScope, alias: SQL): SQL {
  return sql`${alias}.company_id = ${scope.companyId}
      and ${alias}.time >= ${scope.start.toISOString()}::timestamptz and ${alias}.time < ${scope.end.toISOString()}::timestamptz
      ${roomCondition(scope, sql`${alias}.cooling_unit_id`)}`;
}

/** The period of a check-out's local `day`, grouped as a date (text only for the few groups); weeks from the days' dates. */
const periodOfDay = (scope: AnalysisScope): SQL => (scope.bucket === 'week' ? sql`date_trunc('week', day)::date` : sql`day`);

/**
 * Revenue, paid and discount of a group of check-outs (columns total_minor, paid_minor, discount_minor).
 * Paid is what has been paid towards them so far, part payments included (docs/accounts-rules.md).
 */
const MONEY = sql`sum(total_minor)::float8 as revenue, coalesce(sum(paid_minor), 0)::float8 as paid, sum(discount_minor)::float8 as discount`;

/** One figure-group row; `key` is the period, room id, payment method or crop code depending on `kind`. */
export interface RevenueFigureRow {
  kind: 'total' | 'period' | 'room' | 'method' | 'days' | 'crop';
  currency: string;
  key: string | null;
  n: number | string;
  revenue: number | string | null;
  paid: number | string | null;
  discount: number | string | null;
}

/**
 * Every figure group of the revenue analysis in one round trip, per currency (the caller picks one and
 * refuses a mix, so no currency condition here). Check-outs and their lines are both range scans on their
 * own copies of the movement time (check_outs_company_time_idx, check_out_lines_company_time_idx, read
 * from the index alone); a line's crop and room are copied onto it, so no crate or lot is read. Lines
 * need their check-out only for its currency and payment method: with no payment method asked and one
 * currency in the range (the usual case) they are not joined at all; the planner runs only the branch
 * whose one-time condition holds. `days` carries the count and sum of line days (for the mean), `crop`
 * line amounts and grams. `cur` tells one currency by min = max (no sort, unlike count(distinct)).
 */
export function revenueFiguresSql(scope: AnalysisScope, filter: RevenueFilter): SQL {
  if (scope.onlyCurrency !== null && (!filter.currency || filter.currency === scope.onlyCurrency)) return oneCurrencySql(scope, filter, scope.onlyCurrency);
  const { methods } = checkOutConditions(filter, false);
  const sums = sql`count(*)::int as n, sum(l.days)::float8 as days, sum(l.line_minor)::float8 as amount, sum(l.grams)::float8 as grams`;
  const joined = (when: SQL) => sql`
      select co.currency, l.crop_id, ${sums}
      from check_out_lines l join co on co.id = l.check_out_id
      where ${inRange(scope, sql`l`)}${when}
      group by co.currency, l.crop_id`;
  const lines = filter.payment_methods?.length
    ? joined(sql``)
    : sql`
      select (select lo from cur) as currency, l.crop_id, ${sums}
      from check_out_lines l
      where ${inRange(scope, sql`l`)} and (select single from cur)
      group by l.crop_id
      union all ${joined(sql` and not (select single from cur)`)}`;
  const period = periodOfDay(scope);
  return sql`
    with co as materialized (
      select c.id, c.cooling_unit_id, c.currency, c.total_minor, c.discount_minor, c.payment_method, c.paid_minor, ${localDate(scope, sql`c.time`)} as day
      from check_outs c
      where ${inRange(scope, sql`c`)}${methods}
    ),
    cur as (select min(currency) as lo, coalesce(min(currency) = max(currency), true) as single from co),
    ln as (${lines})
    select 'total' as kind, currency, null::text as key, count(*)::int as n, ${MONEY} from co group by currency
    union all
    select 'period', currency, ${period}::text, count(*)::int, ${MONEY} from co group by currency, ${period}
    union all
    select 'room', currency, cooling_unit_id::text, count(*)::int, ${MONEY} from co group by currency, cooling_unit_id
    union all
    select 'method', currency, payment_method, count(*)::int, ${MONEY} from co group by currency, payment_method
    union all
    select 'days', currency, null, sum(n)::int, sum(days), null, null from ln group by currency
    union all
    select 'crop', ln.currency, cr.code, sum(ln.n)::int, sum(ln.amount), sum(ln.grams), null
    from ln join crops cr on cr.id = ln.crop_id
    group by ln.currency, cr.code`;
}

/**
 * The same figure groups when every check-out of the company is in its one currency (the usual case,
 * known from the scope): nothing is grouped by currency and no check of the range's currencies is
 * needed, so the statement does what hand-written SQL for one currency would. Lines are joined to their
 * check-out only when payment methods are asked.
 */
function oneCurrencySql(scope: AnalysisScope, filter: RevenueFilter, currency: string): SQL {
  const { methods } = checkOutConditions(filter, false);
  const lines = filter.payment_methods?.length
    ? sql`from check_out_lines l join check_outs c on c.id = l.check_out_id where ${inRange(scope, sql`l`)}${methods}`
    : sql`from check_out_lines l where ${inRange(scope, sql`l`)}`;
  const period = periodOfDay(scope);
  const cur = sql`${currency}::text`;
  return sql`
    with co as materialized (
      select c.cooling_unit_id, c.total_minor, c.discount_minor, c.payment_method, c.paid_minor, ${localDate(scope, sql`c.time`)} as day
      from check_outs c
      where ${inRange(scope, sql`c`)}${methods}
    ),
    ln as (
      select l.crop_id, count(*)::int as n, sum(l.days)::float8 as days, sum(l.line_minor)::float8 as amount, sum(l.grams)::float8 as grams
      ${lines}
      group by l.crop_id
    )
    select 'total' as kind, ${cur} as currency, null::text as key, count(*)::int as n, ${MONEY} from co having count(*) > 0
    union all
    select 'period', ${cur}, ${period}::text, count(*)::int, ${MONEY} from co group by ${period}
    union all
    select 'room', ${cur}, cooling_unit_id::text, count(*)::int, ${MONEY} from co group by cooling_unit_id
    union all
    select 'method', ${cur}, payment_method, count(*)::int, ${MONEY} from co group by payment_method
    union all
    select 'days', ${cur}, null, sum(n)::int, sum(days), null, null from ln having count(*) > 0
    union all
    select 'crop', ${cur}, cr.code, ln.n, ln.amount, ln.grams, null
    from ln join crops cr on cr.id = ln.crop_id`;
}
