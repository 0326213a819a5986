import { and, eq, sql } from 'drizzle-orm';
import type { Balance, CheckOut } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { checkOuts, farmers, openingBalances, users } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { historyConditions, type HistoryFilter } from '../movements/history';
import { historyPage } from '../movements/history-page';
import { companyRefs, must } from '../movements/refs';
import { ownedBy } from '../movements/scope';
import { visibleFarmers } from '../farmers/access';
import { checkOutViews } from './views';

export async function listCheckOuts(db: DbOrTx, actor: Actor, zone: string | null, query: HistoryFilter & { paid?: boolean | undefined; page: number; page_size: number }) {
  const conditions = historyConditions(actor, zone, query);
  if (query.paid !== undefined) conditions.push(eq(checkOuts.paid, query.paid));
  const { rows, total } = await historyPage(db, checkOuts, and(...conditions), query);
  return { items: await checkOutViews(db, rows), total, page: query.page, page_size: query.page_size };
}

export async function readCheckOut(db: DbOrTx, actor: Actor, id: number): Promise<CheckOut> {
  const row = foundOr404(
    await db.select().from(checkOuts).where(and(eq(checkOuts.id, id), ownedBy(actor, checkOuts.companyId, checkOuts.farmerId))).limit(1),
    'The check-out',
  );
  return (await checkOutViews(db, [row]))[0]!;
}

/**
 * GET /operation/v1/farmers/{id}/balance/: what the farmer still owes (totals after discount − payments,
 * domain-rules §11, and what is left of their opening balance, docs/import-rules.md) and how many
 * check-outs owe it, per company and currency. Staff see a farmer their company serves and only their
 * company's part; a farmer sees their own, everywhere.
 */
export async function farmerBalance(db: DbOrTx, actor: Actor, farmerId: number): Promise<Balance> {
  foundOr404(
    await db.select({ id: farmers.id }).from(farmers).innerJoin(users, eq(users.id, farmers.userId)).where(and(eq(farmers.id, farmerId), visibleFarmers(actor))).limit(1),
    'The farmer',
  );
  const scope = actor.role === 'Farmer' ? sql`true` : inActorCompany(actor, checkOuts.companyId);
  const rows = await db
    .select({
      companyId: checkOuts.companyId,
      currency: checkOuts.currency,
      outstanding: sql<string>`sum(${checkOuts.totalMinor} - ${checkOuts.paidMinor})::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(checkOuts)
    .where(and(eq(checkOuts.farmerId, farmerId), sql`${checkOuts.totalMinor} > ${checkOuts.paidMinor}`, scope))
    .groupBy(checkOuts.companyId, checkOuts.currency)
    .orderBy(checkOuts.companyId);
  const openings = await db
    .select({ companyId: openingBalances.companyId, currency: openingBalances.currency, due: sql<string>`(${openingBalances.amountMinor} - ${openingBalances.paidMinor})::text` })
    .from(openingBalances)
    .where(
      and(
        eq(openingBalances.farmerId, farmerId),
        sql`${openingBalances.amountMinor} > ${openingBalances.paidMinor}`,
        actor.role === 'Farmer' ? sql`true` : inActorCompany(actor, openingBalances.companyId),
      ),
    );
  const items = rows.map((row) => ({ companyId: row.companyId, currency: row.currency, checkOutsMinor: Number(row.outstanding), count: row.count, openingMinor: 0 }));
  for (const opening of openings) {
    const item = items.find((entry) => entry.companyId === opening.companyId && entry.currency === opening.currency);
    if (item) item.openingMinor = Number(opening.due);
    else items.push({ companyId: opening.companyId, currency: opening.currency, checkOutsMinor: 0, count: 0, openingMinor: Number(opening.due) });
  }
  items.sort((a, b) => a.companyId - b.companyId);
  const names = await companyRefs(db, items.map((item) => item.companyId));
  return {
    farmer_id: farmerId,
    items: items.map((item) => {
      const company = must(names, item.companyId, 'company');
      return {
        company: { id: company.id, name: company.name },
        currency: item.currency,
        outstanding_minor: item.checkOutsMinor + item.openingMinor,
        unpaid_check_outs: item.count,
        opening_balance_minor: item.openingMinor,
      };
    }),
  };
}
