import { and, eq, inArray } from 'drizzle-orm';
import type { AccountOpeningBalance } from '@coldroom/contract';
import { startOfDayIn } from '@coldroom/domain';
import type { DbOrTx, Tx } from '../../db/client';
import { openingBalances } from '../../db/schema';
import type { Owing } from './allocate';

export type OpeningBalanceRow = typeof openingBalances.$inferSelect;

/**
 * Money a farmer owed a company before it used the app (docs/import-rules.md "Opening balances"): one row
 * per farmer and company, settled by payments like a check-out (`paid_minor`).
 */
export async function openingBalancesOf(db: DbOrTx, farmerId: number, companyIds: readonly number[]): Promise<OpeningBalanceRow[]> {
  if (companyIds.length === 0) return [];
  return db
    .select()
    .from(openingBalances)
    .where(and(eq(openingBalances.farmerId, farmerId), inArray(openingBalances.companyId, [...companyIds])));
}

/**
 * The farmer's opening balance with the company, locked for a payment or a reversal. Always taken after the
 * check-outs (payments and reversals lock in that order), so two of them never wait on each other in a circle.
 */
export async function lockOpeningBalance(tx: Tx, companyId: number, farmerId: number): Promise<OpeningBalanceRow | undefined> {
  const [row] = await tx
    .select()
    .from(openingBalances)
    .where(and(eq(openingBalances.companyId, companyId), eq(openingBalances.farmerId, farmerId)))
    .for('no key update');
  return row;
}

/** The opening balance as a payment sees it: owed from the start of its day in the company's zone. */
export const openingOwing = (row: OpeningBalanceRow, timeZone: string): Owing => ({
  id: row.id,
  time: startOfDayIn(row.owedOn, timeZone),
  totalMinor: row.amountMinor,
  paidMinor: row.paidMinor,
  openingBalance: true,
});

/** As the account shows it; null once nothing of it is left to pay. */
export function presentOpeningBalance(row: OpeningBalanceRow | undefined): AccountOpeningBalance | null {
  if (!row || row.paidMinor >= row.amountMinor) return null;
  return { id: row.id, owed_on: row.owedOn, amount_minor: row.amountMinor, paid_minor: row.paidMinor, due_minor: row.amountMinor - row.paidMinor, note: row.note };
}
