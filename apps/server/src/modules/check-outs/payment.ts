import { and, eq } from 'drizzle-orm';
import type { CheckOut, CheckOutPayment } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { checkOuts, movements } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyToday, lockCheckOuts, mayTakePayment, recordPayment } from '../accounts/payments';
import { checkOutViews } from './views';

/**
 * POST /operation/v1/check-outs/{id}/payment/: an unpaid check-out is paid later. Since farmer accounts
 * (domain-rules §11) it records a payment of what the check-out still owes, dated today in the company's
 * zone, and the check-out takes the method actually used. One transaction: the row is locked first, so of
 * two staff recording the same payment at once one wins and the other is told it is paid.
 */
export async function payCheckOut(db: Db, actor: Actor, id: number, input: CheckOutPayment, now: Date = new Date()): Promise<CheckOut> {
  return db.transaction(async (tx) => {
    const row = foundOr404(await lockCheckOuts(tx, and(eq(checkOuts.id, id), inActorCompany(actor, checkOuts.companyId))), 'The check-out');
    await mayTakePayment(tx, actor, [row]);
    if (row.paid) throw new AppError(409, 'already_paid', 'This check-out is already paid.');
    const due = row.totalMinor - row.paidMinor;
    // A check-out that owes nothing (a full discount) is only marked paid: a payment is never of 0.
    const paymentId =
      due > 0
        ? await recordPayment(tx, actor, [row], {
            companyId: row.companyId,
            farmerId: row.farmerId,
            amountMinor: due,
            method: input.payment_method,
            paidOn: await companyToday(tx, row.companyId, now),
            note: null,
          })
        : null;
    const [updated] = await tx.update(checkOuts).set({ paymentMethod: input.payment_method, paid: true }).where(eq(checkOuts.id, row.id)).returning();
    const [movement] = await tx.select({ code: movements.code }).from(movements).where(eq(movements.id, row.movementId));
    await recordAudit(tx, actor, {
      action: 'check_out.payment',
      entityType: 'check_out',
      entityId: row.id,
      companyId: row.companyId,
      details: {
        code: movement?.code ?? null,
        farmer_id: row.farmerId,
        total_minor: row.totalMinor,
        paid_minor: due,
        payment_id: paymentId,
        currency: row.currency,
        payment_method_before: row.paymentMethod,
        payment_method: input.payment_method,
      },
    });
    return (await checkOutViews(tx, [updated!]))[0]!;
  });
}
