import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Payment } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { checkOuts, movements, paymentAllocations, payments, type PaymentRow } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { companyRefs, must, userNames } from '../movements/refs';

/** Payments by id as the API shows them (allocations with the check-outs' codes), in the ids' order. */
export async function presentPayments(db: DbOrTx, ids: readonly number[]): Promise<Payment[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(payments).where(inArray(payments.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return paymentViews(db, ids.map((id) => must(byId, id, 'payment')));
}

async function paymentViews(db: DbOrTx, rows: readonly PaymentRow[]): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const allocations = await db
    .select({
      paymentId: paymentAllocations.paymentId,
      checkOutId: paymentAllocations.checkOutId,
      openingBalanceId: paymentAllocations.openingBalanceId,
      amount: paymentAllocations.amountMinor,
      code: movements.code,
    })
    .from(paymentAllocations)
    // an allocation to the opening balance has no check-out
    .leftJoin(checkOuts, eq(checkOuts.id, paymentAllocations.checkOutId))
    .leftJoin(movements, eq(movements.id, checkOuts.movementId))
    .where(inArray(paymentAllocations.paymentId, ids))
    .orderBy(asc(paymentAllocations.id));
  const reversals = await db.select({ id: payments.id, reverses: payments.reversesId }).from(payments).where(inArray(payments.reversesId, ids));
  const reversedBy = new Map(reversals.map((row) => [row.reverses!, row.id]));
  const companiesById = await companyRefs(db, rows.map((row) => row.companyId));
  const takers = await userNames(db, rows.map((row) => row.takenByUserId));
  return rows.map((row) => {
    const company = must(companiesById, row.companyId, 'company');
    return {
      id: row.id,
      kind: row.kind,
      farmer_id: row.farmerId,
      company: { id: company.id, name: company.name },
      currency: row.currency,
      amount_minor: row.amountMinor,
      payment_method: row.paymentMethod,
      paid_on: row.paidOn,
      note: row.note,
      taken_by: { id: row.takenByUserId, name: takers.get(row.takenByUserId) ?? '' },
      created_at: row.createdAt.toISOString(),
      reverses_id: row.reversesId,
      reversed_by_id: reversedBy.get(row.id) ?? null,
      allocations: allocations
        .filter((a) => a.paymentId === row.id)
        .map((a) => ({ check_out_id: a.checkOutId, code: a.code, opening_balance: a.openingBalanceId !== null, amount_minor: a.amount })),
    };
  });
}

/** GET /operation/v1/farmers/{id}/payments/: newest first; staff their company's, a farmer their own everywhere. */
export async function listPayments(db: DbOrTx, actor: Actor, farmerId: number, page: { page: number; page_size: number }) {
  await farmerFor(db, actor, farmerId);
  const where = and(eq(payments.farmerId, farmerId), actor.role === 'Farmer' ? sql`true` : inActorCompany(actor, payments.companyId));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return { items: await paymentViews(db, rows), total: count?.n ?? 0, page: page.page, page_size: page.page_size };
}
