import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Payment, PaymentCreate, PaymentMethod, PaymentReversal } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { checkOuts, companies, paymentAllocations, payments, type CheckOutRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError, errors, sqlState } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { runsRoom } from '../movements/room-access';
import { allocateOldestFirst } from './allocate';
import { presentPayments } from './payment-views';

/** Today on the company's clock. */
export async function companyToday(tx: Tx, companyId: number, now: Date): Promise<string> {
  const [company] = await tx.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return calendarDateIn(now, company!.zone);
}

/**
 * Locks the check-outs (in id order, so two payments never wait on each other in a circle) before anything
 * reads what they owe: of two payments racing for them, the second sees what the first paid.
 */
export async function lockCheckOuts(tx: Tx, where: SQL | undefined): Promise<CheckOutRow[]> {
  return tx.select().from(checkOuts).where(where).orderBy(asc(checkOuts.id)).for('no key update');
}

/** Service providers act for the whole company; an operator only for check-outs of rooms they run. */
export async function mayTakePayment(tx: Tx, actor: Actor, rows: readonly CheckOutRow[]): Promise<void> {
  if (actor.role === 'Service Provider') return;
  if (actor.role === 'Operator') {
    let runsAll = true;
    for (const roomId of new Set(rows.map((row) => row.coolingUnitId))) runsAll &&= await runsRoom(tx, actor.userId, roomId);
    if (runsAll) return;
  }
  throw errors.forbidden('Only an operator of these check-outs’ cooling units or a service provider of the company may record a payment.');
}

interface Recording {
  companyId: number;
  farmerId: number;
  amountMinor: number;
  method: PaymentMethod;
  paidOn: string;
  note: string | null;
}

/**
 * Writes a payment over locked check-outs that owe at least its amount: the payment, its allocations
 * (oldest first), what each check-out has paid (paid once fully covered) and the audit row.
 */
export async function recordPayment(tx: Tx, actor: Actor, rows: readonly CheckOutRow[], input: Recording): Promise<number> {
  const allocations = allocateOldestFirst(rows, input.amountMinor);
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: input.companyId,
      farmerId: input.farmerId,
      kind: 'payment',
      currency: rows[0]!.currency,
      amountMinor: input.amountMinor,
      paymentMethod: input.method,
      paidOn: input.paidOn,
      note: input.note,
      takenByUserId: actor.userId,
    })
    .returning({ id: payments.id });
  await applyAllocations(tx, input.companyId, payment!.id, allocations);
  await recordAudit(tx, actor, {
    action: 'payment.create',
    entityType: 'payment',
    entityId: payment!.id,
    companyId: input.companyId,
    details: { farmer_id: input.farmerId, amount_minor: input.amountMinor, currency: rows[0]!.currency, payment_method: input.method, paid_on: input.paidOn, allocations },
  });
  return payment!.id;
}

async function applyAllocations(tx: Tx, companyId: number, paymentId: number, allocations: readonly { checkOutId: number; amountMinor: number }[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx.insert(paymentAllocations).values(allocations.map((a) => ({ companyId, paymentId, checkOutId: a.checkOutId, amountMinor: a.amountMinor })));
  const values = sql.join(
    allocations.map((a) => sql`(${a.checkOutId}::bigint, ${a.amountMinor}::bigint)`),
    sql`, `,
  );
  // The table's check keeps 0 ≤ paid_minor ≤ total_minor whatever happens here.
  await tx.execute(sql`
    update check_outs set paid_minor = check_outs.paid_minor + v.amount, paid = (check_outs.paid_minor + v.amount = check_outs.total_minor)
    from (values ${values}) as v(id, amount) where check_outs.id = v.id`);
}

/** POST /operation/v1/farmers/{id}/payments/ (domain-rules §11), in the idempotency transaction. */
export async function createPayment(tx: Tx, actor: Actor, farmerId: number, input: PaymentCreate, now: Date = new Date()): Promise<Payment> {
  const farmer = await farmerFor(tx, actor, farmerId);
  const companyId = actor.companyId!;
  if (input.paid_on > (await companyToday(tx, companyId, now))) throw errors.invalidInput({ paid_on: 'in_future' }, 'The payment cannot be dated after today.');
  const rows = await lockCheckOuts(
    tx,
    and(inArray(checkOuts.id, input.check_out_ids), eq(checkOuts.farmerId, farmer.farmer.id), inActorCompany(actor, checkOuts.companyId)),
  );
  if (rows.length !== input.check_out_ids.length) throw errors.notFound('A check-out of this farmer');
  await mayTakePayment(tx, actor, rows);
  const currencies = [...new Set(rows.map((row) => row.currency))];
  if (currencies.length > 1) {
    throw new AppError(422, 'mixed_currencies', 'The check-outs are in different currencies; pay them separately.', { currency: currencies.join(',') });
  }
  const settled = rows.filter((row) => row.paidMinor >= row.totalMinor).map((row) => row.id);
  if (settled.length > 0) {
    throw new AppError(422, 'check_out_settled', 'A chosen check-out owes nothing.', undefined, undefined, { check_out_ids: settled });
  }
  const due = rows.reduce((sum, row) => sum + row.totalMinor - row.paidMinor, 0);
  if (input.amount_minor > due) {
    throw new AppError(422, 'payment_too_large', 'The amount is more than the chosen check-outs owe.', undefined, undefined, { due_minor: due });
  }
  const id = await recordPayment(tx, actor, rows, {
    companyId,
    farmerId: farmer.farmer.id,
    amountMinor: input.amount_minor,
    method: input.payment_method,
    paidOn: input.paid_on,
    note: input.note || null,
  });
  return (await presentPayments(tx, [id]))[0]!;
}

/**
 * POST /operation/v1/payments/{id}/reversal/ (service providers): the check-outs the payment covered owe
 * that money again. Once per payment (a unique key backs the check); a reversal is never reversed.
 */
export async function reversePayment(tx: Tx, actor: Actor, paymentId: number, input: PaymentReversal, now: Date = new Date()): Promise<Payment> {
  const payment = foundOr404(
    await tx.select().from(payments).where(and(eq(payments.id, paymentId), inActorCompany(actor, payments.companyId))).limit(1).for('update'),
    'The payment',
  );
  const alreadyReversed = () => new AppError(409, 'already_reversed', 'This payment was reversed already.');
  if (payment.kind === 'reversal') throw new AppError(409, 'already_reversed', 'A reversal cannot be reversed.');
  const [earlier] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.reversesId, payment.id)).limit(1);
  if (earlier) throw alreadyReversed();
  const allocations = await tx.select().from(paymentAllocations).where(eq(paymentAllocations.paymentId, payment.id));
  await lockCheckOuts(tx, inArray(checkOuts.id, allocations.map((a) => a.checkOutId)));
  const paidOn = await companyToday(tx, payment.companyId, now);
  let reversal: { id: number } | undefined;
  try {
    [reversal] = await tx.transaction((savepoint) =>
      savepoint
        .insert(payments)
        .values({
          companyId: payment.companyId,
          farmerId: payment.farmerId,
          kind: 'reversal',
          currency: payment.currency,
          amountMinor: payment.amountMinor,
          paymentMethod: payment.paymentMethod,
          paidOn,
          note: input.reason,
          takenByUserId: actor.userId,
          reversesId: payment.id,
        })
        .returning({ id: payments.id }),
    );
  } catch (error) {
    if (sqlState(error) === '23505') throw alreadyReversed();
    throw error;
  }
  await applyAllocations(tx, payment.companyId, reversal!.id, allocations.map((a) => ({ checkOutId: a.checkOutId, amountMinor: -a.amountMinor })));
  await recordAudit(tx, actor, {
    action: 'payment.reversal',
    entityType: 'payment',
    entityId: payment.id,
    companyId: payment.companyId,
    details: { reversal_id: reversal!.id, farmer_id: payment.farmerId, amount_minor: payment.amountMinor, currency: payment.currency, reason: input.reason },
  });
  return (await presentPayments(tx, [reversal!.id]))[0]!;
}
