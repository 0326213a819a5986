import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Payment, PaymentCreate, PaymentMethod, PaymentReversal } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { checkOuts, companies, openingBalances, paymentAllocations, payments, type CheckOutRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError, errors, sqlState } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { runsRoom } from '../movements/room-access';
import { allocateOldestFirst, type Allocation } from './allocate';
import { lockOpeningBalance, openingOwing, type OpeningBalanceRow } from './opening-balance';
import { presentPayments } from './payment-views';

/** The company's time zone. */
async function companyZone(tx: Tx, companyId: number): Promise<string> {
  const [company] = await tx.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return company!.zone;
}

/** Today on the company's clock. */
export async function companyToday(tx: Tx, companyId: number, now: Date): Promise<string> {
  return calendarDateIn(now, await companyZone(tx, companyId));
}

/**
 * Locks the check-outs (in id order, so two payments never wait on each other in a circle) before anything
 * reads what they owe: of two payments racing for them, the second sees what the first paid.
 */
export async function lockCheckOuts(tx: Tx, where: SQL | undefined): Promise<CheckOutRow[]> {
  return tx.select().from(checkOuts).where(where).orderBy(asc(checkOuts.id)).for('no key update');
}

/**
 * Service providers act for the whole company; an operator only for check-outs of rooms they run. The
 * opening balance belongs to no room: any operator of the company may take money towards it (the farmer
 * pays at the cold room), so only the chosen check-outs' rooms are checked.
 */
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
 * Writes a payment over locked check-outs (and the locked opening balance) that owe at least its amount:
 * the payment, its allocations (oldest first), what each has paid (a check-out is paid once fully covered)
 * and the audit row.
 */
export async function recordPayment(tx: Tx, actor: Actor, rows: readonly CheckOutRow[], input: Recording, opening?: OpeningBalanceRow): Promise<number> {
  const owed = opening ? [...rows, openingOwing(opening, await companyZone(tx, input.companyId))] : rows;
  const allocations = allocateOldestFirst(owed, input.amountMinor);
  const currency = rows[0]?.currency ?? opening!.currency;
  const [payment] = await tx
    .insert(payments)
    .values({
      companyId: input.companyId,
      farmerId: input.farmerId,
      kind: 'payment',
      currency,
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
    details: { farmer_id: input.farmerId, amount_minor: input.amountMinor, currency, payment_method: input.method, paid_on: input.paidOn, allocations },
  });
  return payment!.id;
}

async function applyAllocations(tx: Tx, companyId: number, paymentId: number, allocations: readonly Allocation[]): Promise<void> {
  if (allocations.length === 0) return;
  await tx
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ companyId, paymentId, checkOutId: a.checkOutId, openingBalanceId: a.openingBalanceId, amountMinor: a.amountMinor })));
  // The opening balance's check keeps 0 ≤ paid_minor ≤ amount_minor, as the check-outs' below.
  for (const a of allocations) {
    if (a.openingBalanceId === null) continue;
    await tx
      .update(openingBalances)
      .set({ paidMinor: sql`${openingBalances.paidMinor} + ${a.amountMinor}` })
      .where(eq(openingBalances.id, a.openingBalanceId));
  }
  const toCheckOuts = allocations.filter((a) => a.checkOutId !== null);
  if (toCheckOuts.length === 0) return;
  const values = sql.join(
    toCheckOuts.map((a) => sql`(${a.checkOutId}::bigint, ${a.amountMinor}::bigint)`),
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
  const rows =
    input.check_out_ids.length === 0
      ? []
      : await lockCheckOuts(tx, and(inArray(checkOuts.id, input.check_out_ids), eq(checkOuts.farmerId, farmer.farmer.id), inActorCompany(actor, checkOuts.companyId)));
  if (rows.length !== input.check_out_ids.length) throw errors.notFound('A check-out of this farmer');
  await mayTakePayment(tx, actor, rows);
  // locked after the check-outs, as reversals do
  const opening = input.opening_balance ? await lockOpeningBalance(tx, companyId, farmer.farmer.id) : undefined;
  if (input.opening_balance && !opening) throw errors.notFound('The opening balance of this farmer');
  if (opening && opening.paidMinor >= opening.amountMinor) throw new AppError(422, 'opening_balance_settled', 'The opening balance owes nothing any more.');
  const currencies = [...new Set([...rows.map((row) => row.currency), ...(opening ? [opening.currency] : [])])];
  if (currencies.length > 1) {
    throw new AppError(422, 'mixed_currencies', 'What was chosen is in different currencies; pay it separately.', { currency: currencies.join(',') });
  }
  const settled = rows.filter((row) => row.paidMinor >= row.totalMinor).map((row) => row.id);
  if (settled.length > 0) {
    throw new AppError(422, 'check_out_settled', 'A chosen check-out owes nothing.', undefined, undefined, { check_out_ids: settled });
  }
  const due = rows.reduce((sum, row) => sum + row.totalMinor - row.paidMinor, 0) + (opening ? opening.amountMinor - opening.paidMinor : 0);
  if (input.amount_minor > due) {
    throw new AppError(422, 'payment_too_large', 'The amount is more than what was chosen owes.', undefined, undefined, { due_minor: due });
  }
  const recording = { companyId, farmerId: farmer.farmer.id, amountMinor: input.amount_minor, method: input.payment_method, paidOn: input.paid_on, note: input.note || null };
  const id = await recordPayment(tx, actor, rows, recording, opening);
  return (await presentPayments(tx, [id]))[0]!;
}

/**
 * POST /operation/v1/payments/{id}/reversal/ (service providers): the check-outs and the opening balance
 * the payment covered owe that money again. Once per payment (a unique key backs the check); a reversal is
 * never reversed.
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
  const checkOutIds = allocations.flatMap((a) => (a.checkOutId === null ? [] : [a.checkOutId]));
  if (checkOutIds.length > 0) await lockCheckOuts(tx, inArray(checkOuts.id, checkOutIds));
  if (allocations.some((a) => a.openingBalanceId !== null)) await lockOpeningBalance(tx, payment.companyId, payment.farmerId);
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
  await applyAllocations(
    tx,
    payment.companyId,
    reversal!.id,
    allocations.map((a) => ({ checkOutId: a.checkOutId, openingBalanceId: a.openingBalanceId, amountMinor: -a.amountMinor })),
  );
  await recordAudit(tx, actor, {
    action: 'payment.reversal',
    entityType: 'payment',
    entityId: payment.id,
    companyId: payment.companyId,
    details: { reversal_id: reversal!.id, farmer_id: payment.farmerId, amount_minor: payment.amountMinor, currency: payment.currency, reason: input.reason },
  });
  return (await presentPayments(tx, [reversal!.id]))[0]!;
}
