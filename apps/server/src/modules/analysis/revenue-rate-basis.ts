import { sql, type SQL } from 'drizzle-orm';
import type { RevenueAnalysis } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import type { RevenueFilter } from './revenue-sql';
import { num, roomCondition, type AnalysisScope } from './scope';

type RateBasisFigure = NonNullable<RevenueAnalysis['per_rate_basis']>[number];

interface Row {
  basis: RateBasisFigure['basis'];
  period: RateBasisFigure['period'];
  crates: number | string;
  check_outs: number | string;
  revenue: number | string | null;
  grams: number | string | null;
}

/**
 * Revenue by rate basis and period (docs/rent-rules.md §9): the selected check-outs' lines in `currency`,
 * grouped by the basis and period of the card their lot carries (a card with a season: `season`; a lot with
 * no card: its pricing as version 1 — the room's `crate` or `kg`, `once` or `day`). Asked for only
 * (`include=rate_basis`): unlike the other figures, it reads each line's crate and lot. The lines are a
 * range scan of check_out_lines_company_time_idx; their check-out is joined only for payment methods or when
 * the company has check-outs in another currency.
 */
export function rateBasisSql(scope: AnalysisScope, filter: RevenueFilter, currency: string): SQL {
  const methods = filter.payment_methods?.length
    ? sql` and c.payment_method in (${sql.join(
        filter.payment_methods.map((m) => sql`${m}`),
        sql`, `,
      )})`
    : sql``;
  const oneCurrency = scope.onlyCurrency === currency;
  const joinCheckOut = !oneCurrency || filter.payment_methods?.length ? sql`join check_outs c on c.id = l.check_out_id` : sql``;
  const currencyCondition = oneCurrency ? sql`` : sql` and c.currency = ${currency}`;
  return sql`
    select coalesce(lo.rate_card->>'basis', case when cu.metric = 'kg' then 'kg' else 'crate' end) as basis,
      case when lo.rate_card is null then (case when lo.pricing = 'fixed' then 'once' else 'day' end)
           when jsonb_typeof(lo.rate_card->'season') = 'object' then 'season'
           else lo.rate_card->>'period' end as period,
      count(*)::int as crates, count(distinct l.check_out_id)::int as check_outs,
      sum(l.line_minor)::float8 as revenue, sum(l.grams)::float8 as grams
    from check_out_lines l
    join crates k on k.id = l.crate_id
    join produce_lots lo on lo.id = k.lot_id
    join cooling_units cu on cu.id = l.cooling_unit_id
    ${joinCheckOut}
    where l.company_id = ${scope.companyId}
      and l.time >= ${scope.start.toISOString()}::timestamptz and l.time < ${scope.end.toISOString()}::timestamptz
      ${roomCondition(scope, sql`l.cooling_unit_id`)}${methods}${currencyCondition}
    group by 1, 2`;
}

/** The figures, largest revenue first (then by basis and period, for a stable order). */
export async function revenueByRateBasis(db: DbOrTx, scope: AnalysisScope, filter: RevenueFilter, currency: string): Promise<RateBasisFigure[]> {
  const rows = rowsOf<Row>(await db.execute(rateBasisSql(scope, filter, currency)));
  return rows
    .map((row) => ({
      basis: row.basis,
      period: row.period,
      revenue_minor: num(row.revenue),
      weight_kg: gramsToKg(num(row.grams)),
      crates: num(row.crates),
      check_outs: num(row.check_outs),
    }))
    .sort((a, b) => b.revenue_minor - a.revenue_minor || a.basis.localeCompare(b.basis) || a.period.localeCompare(b.period));
}
