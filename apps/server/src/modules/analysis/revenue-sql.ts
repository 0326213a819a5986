import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@coldroom/contract';
import { periodOf, roomCondition, type AnalysisScope } from './scope';

export interface RevenueFilter {
  payment_methods?: PaymentMethod[] | undefined;
  currency?: string | undefined;
}

/**
 * The selected check-outs: the company's, in the chosen rooms and payment methods, whose movement time falls
 * on the local dates from…to. Walks movements by (company_id, time) (movements_company_time_idx) and joins
 * each check-out by its movement. `currency` narrows to one currency when asked.
 */
export function selectedCheckOuts(scope: AnalysisScope, filter: RevenueFilter, withCurrency: boolean): SQL {
  const methods = filter.payment_methods?.length
    ? sql` and c.payment_method in (${sql.join(
        filter.payment_methods.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql``;
  const currency = withCurrency && filter.currency ? sql` and c.currency = ${filter.currency}` : sql``;
  return sql`
    select c.id, c.movement_id, c.cooling_unit_id, c.farmer_id, c.currency, c.subtotal_minor, c.discount_minor, c.total_minor,
           c.payment_method, c.paid, m.time, m.code, ${periodOf(scope, sql`m.time`)} as period
    from movements m
    join check_outs c on c.movement_id = m.id
    where m.company_id = ${scope.companyId} and m.type = 'check_out'
      and m.time >= ${scope.start.toISOString()}::timestamptz and m.time < ${scope.end.toISOString()}::timestamptz
      ${roomCondition(scope, sql`m.cooling_unit_id`)}${methods}${currency}`;
}

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
 * Every figure group of the revenue analysis in one round trip, per currency (the caller refuses a mix).
 * The selected check-outs are materialised once (used several times); crops come through the lines'
 * crates and lots. `days` carries the count and sum of line days (for the mean), `crop` line amounts and grams.
 */
export function revenueFiguresSql(scope: AnalysisScope, filter: RevenueFilter): SQL {
  const money = sql`sum(total_minor)::float8 as revenue, coalesce(sum(total_minor) filter (where paid), 0)::float8 as paid, sum(discount_minor)::float8 as discount`;
  return sql`
    with co as materialized (${selectedCheckOuts(scope, filter, true)}),
    ln as materialized (
      select co.currency, l.days, l.grams, l.line_minor, l.crate_id
      from co join check_out_lines l on l.check_out_id = co.id
    )
    select 'total' as kind, currency, null::text as key, count(*)::int as n, ${money} from co group by currency
    union all
    select 'period', currency, period, count(*)::int, ${money} from co group by currency, period
    union all
    select 'room', currency, cooling_unit_id::text, count(*)::int, ${money} from co group by currency, cooling_unit_id
    union all
    select 'method', currency, payment_method, count(*)::int, ${money} from co group by currency, payment_method
    union all
    select 'days', currency, null, count(*)::int, sum(days)::float8, null, null from ln group by currency
    union all
    select 'crop', ln.currency, cr.code, count(*)::int, sum(ln.line_minor)::float8, sum(ln.grams)::float8, null
    from ln
    join crates k on k.id = ln.crate_id
    join produce_lots p on p.id = k.lot_id
    join crops cr on cr.id = p.crop_id
    group by ln.currency, cr.code`;
}
