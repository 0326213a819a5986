import { and, eq } from 'drizzle-orm';
import type { CheckOut, CheckOutPayment } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { checkOuts, movements } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { runsRoom } from '../movements/room-access';
import { checkOutViews } from './views';

/**
 * POST /operation/v1/check-outs/{id}/payment/: an unpaid check-out is paid later (domain-rules §5: unpaid
 * check-outs are the farmer's outstanding balance, so this lowers it). One transaction: the row is locked
 * first, so of two staff recording the same payment at once one wins and the other is told it is paid.
 */
export async function payCheckOut(db: Db, actor: Actor, id: number, input: CheckOutPayment): Promise<CheckOut> {
  return db.transaction(async (tx) => {
    const row = foundOr404(
      await tx
        .select()
        .from(checkOuts)
        .where(and(eq(checkOuts.id, id), inActorCompany(actor, checkOuts.companyId)))
        .limit(1)
        .for('no key update'),
      'The check-out',
    );
    // Service providers act for the whole company; an operator only for the rooms they run.
    if (actor.role !== 'Service Provider' && !(actor.role === 'Operator' && (await runsRoom(tx, actor.userId, row.coolingUnitId)))) {
      throw errors.forbidden('Only an operator of this cooling unit or a service provider of the company may record a payment.');
    }
    if (row.paid) throw new AppError(409, 'already_paid', 'This check-out is already paid.');
    const [updated] = await tx
      .update(checkOuts)
      .set({ paid: true, paymentMethod: input.payment_method })
      .where(eq(checkOuts.id, row.id))
      .returning();
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
        currency: row.currency,
        payment_method_before: row.paymentMethod,
        payment_method: input.payment_method,
      },
    });
    return (await checkOutViews(tx, [updated!]))[0]!;
  });
}
