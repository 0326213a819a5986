import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';

export interface OwedRow {
  companyId: number;
  farmerId: number;
  farmerName: string;
  currency: string;
  owedMinor: number;
  checkOuts: number;
}

/** Whose debts: a company's (to it), or one farmer's by their user id (to every company). */
export type OwedScope = { companyId: number } | { farmerUserId: number };

/**
 * What each farmer still owes each company, per currency, largest first (docs/dashboard-rules.md): what each
 * unpaid check-out still owes after its payments (docs/accounts-rules.md: total − paid so far), and what is
 * left of opening balances imported from a spreadsheet (docs/import-rules.md: amount − paid so far).
 */
export async function owedByFarmer(db: DbOrTx, scope: OwedScope): Promise<OwedRow[]> {
  const whose =
    'companyId' in scope
      ? sql`c.company_id = ${scope.companyId}`
      : sql`c.farmer_id in (select x.id from farmers x where x.user_id = ${scope.farmerUserId})`;
  // Opening balances (docs/import-rules.md) are money owed too; `n` still counts check-outs only.
  const result = await db.execute(sql`
    select c.company_id, c.farmer_id, u.first_name || ' ' || u.last_name as name, c.currency,
           sum(c.owed)::float8 as owed, (count(*) filter (where c.check_out))::int as n
    from (
      select company_id, farmer_id, currency, total_minor - paid_minor as owed, true as check_out from check_outs where total_minor > paid_minor
      union all
      select company_id, farmer_id, currency, amount_minor - paid_minor, false from opening_balances where amount_minor > paid_minor
    ) c
    join farmers f on f.id = c.farmer_id
    join users u on u.id = f.user_id
    where ${whose}
    group by c.company_id, c.farmer_id, u.first_name, u.last_name, c.currency
    order by owed desc, c.farmer_id`);
  return rowsOf<{ company_id: number | string; farmer_id: number | string; name: string; currency: string; owed: number | string; n: number }>(result).map((row) => ({
    companyId: Number(row.company_id),
    farmerId: Number(row.farmer_id),
    farmerName: row.name.trim(),
    currency: row.currency,
    owedMinor: Number(row.owed),
    checkOuts: row.n,
  }));
}
