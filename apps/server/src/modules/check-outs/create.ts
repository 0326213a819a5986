import { sql } from 'drizzle-orm';
import type { CheckOut, LotRateCard, Offline, PricePreview, PricePreviewRequest } from '@coldroom/contract';
import { checkoutTotal, gramsToKg, type RoomMetric } from '@coldroom/domain';
import type { Db, Tx } from '../../db/client';
import { checkOutLines, checkOuts } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { Actor } from '../../platform/policy';
import { recordCheckOutUsage } from '../analysis/usage-days';
import { insertMovement } from '../movements/codes';
import { servedFarmer } from '../movements/farmer-ref';
import { operatedRoom } from '../movements/room-access';
import { notifyMarketSurveyDue } from '../surveys/notify';
import { AppError } from '../../platform/errors';
import { claimOfflineCode } from '../offline/codes';
import { offlineStamp } from '../offline/time';
import { lotRateCardView } from '../produce/rate-card-view';
import { discountRefusal, priceLines, type PricedLine } from './pricing';
import { checkOutViews } from './views';

type CheckOutInput = PricePreviewRequest & { discount_minor: number; payment_method: CheckOut['payment_method']; paid: boolean; offline?: Offline | undefined };

/** POST /operation/v1/check-outs/price-preview/: the lines and totals a check-out would have now; writes nothing. */
export async function previewCheckOut(db: Db, actor: Actor, input: PricePreviewRequest, now: Date = new Date()): Promise<PricePreview> {
  const room = await operatedRoom(db, actor, input.cooling_unit_id);
  const farmer = await servedFarmer(db, room.companyId, input.farmer_id);
  const lines = await priceLines(db, room, farmer.id, input.lines, now, { lock: false });
  const total = checkoutTotal(lines.map((line) => line.view.line_minor), input.discount_minor ?? 0);
  if (!total.ok) throw discountRefusal(total.refusal.max_discount_minor);
  return {
    cooling_unit_id: room.id,
    farmer_id: farmer.id,
    currency: room.company.currency,
    at: now.toISOString(),
    lines: lines.map((line) => line.view),
    subtotal_minor: total.subtotal_minor,
    max_discount_minor: total.subtotal_minor,
    discount_minor: total.discount_minor,
    total_minor: total.total_minor,
    rate_cards: linesRateCards(lines, room.metric, room.company.timeZone),
  };
}

/** Each lot of priced lines (in their order) with its card and its first line's crate broken down as priced (docs/rent-rules.md §8). */
function linesRateCards(lines: readonly PricedLine[], metric: RoomMetric, timeZone: string): LotRateCard[] {
  const firsts = lines.filter((line, i) => lines.findIndex((other) => other.lot.id === line.lot.id) === i);
  return firsts.map(({ crate, price, view }) =>
    lotRateCardView(price, view.crop_id, metric, timeZone, { id: crate.id, checkedInAt: crate.checkedInAt, days: view.days, grams: crate.currentGrams }),
  );
}

/**
 * POST /operation/v1/check-outs/ (domain-rules §5), in the idempotency transaction: the crates are locked
 * and priced at this moment, then the movement, check-out, lines, crate weights and audit row are written.
 * Weights only go down by what is taken, never below zero (the crates table checks it as well).
 */
export async function createCheckOut(tx: Tx, actor: Actor, input: CheckOutInput, now: Date = new Date()): Promise<CheckOut> {
  // Done offline (§10): judged and priced at done_at, which becomes its time.
  const stamp = offlineStamp(input.offline, now);
  const at = stamp?.doneAt ?? now;
  // The room first, then its crates, as check-ins and corrections take them: its stock changes below.
  const room = await operatedRoom(tx, actor, input.cooling_unit_id, { lock: true, ...(stamp ? { at } : {}) });
  const code = stamp ? await claimOfflineCode(tx, actor, room.companyId, input.offline!, now) : null;
  const farmer = await servedFarmer(tx, room.companyId, input.farmer_id, 'farmer_id', stamp?.doneAt);
  const lines = await priceLines(tx, room, farmer.id, input.lines, at, { lock: true, offline: stamp !== null });
  const total = checkoutTotal(lines.map((line) => line.view.line_minor), input.discount_minor);
  if (!total.ok) throw discountRefusal(total.refusal.max_discount_minor);
  // Never change an amount silently: the total the device showed must be the server's (§10).
  const expected = input.offline?.expected_total_minor;
  if (stamp && expected !== total.total_minor) {
    throw new AppError(409, 'amount_changed', 'The amount has changed since the device priced it; check the new amount and send it again.', undefined, undefined, {
      server_total_minor: total.total_minor,
      device_total_minor: expected ?? null,
    });
  }

  const common = { companyId: room.companyId, coolingUnitId: room.id, farmerId: farmer.id };
  const offline = stamp && code ? { code, deviceId: stamp.deviceId, receivedAt: stamp.receivedAt } : null;
  const movement = await insertMovement(tx, { ...common, type: 'check_out', operatorUserId: actor.userId, time: at, offline });
  const [checkOut] = await tx
    .insert(checkOuts)
    .values({
      ...common,
      movementId: movement.id,
      currency: room.company.currency,
      subtotalMinor: total.subtotal_minor,
      discountMinor: total.discount_minor,
      totalMinor: total.total_minor,
      paymentMethod: input.payment_method,
      paid: input.paid,
      // Paid at check-out: the whole total, without a payment row (docs/accounts-rules.md).
      paidMinor: input.paid ? total.total_minor : 0,
      paidAtCheckOut: input.paid,
      time: movement.time,
    })
    .returning();
  await tx.insert(checkOutLines).values(
    lines.map(({ crate, grams, view }, position) => ({
      companyId: room.companyId,
      checkOutId: checkOut!.id,
      crateId: crate.id,
      gramsBefore: crate.currentGrams,
      grams,
      days: view.days,
      feeMinor: view.fee_minor,
      dueMinor: view.due_minor,
      lineMinor: view.line_minor,
      position,
      time: movement.time,
      coolingUnitId: room.id,
      cropId: crate.cropId,
    })),
  );
  const updates = sql.join(
    lines.map(({ crate, grams, view }) => sql`(${crate.id}::bigint, ${grams}::int, ${view.line_minor}::bigint)`),
    sql`, `,
  );
  // What leaves the room: every line's grams, and the crates that leave whole.
  const leaving = lines.map(({ crate, grams }) => ({ cropId: crate.cropId, grams, whole: grams === crate.currentGrams }));
  const emptied = leaving.filter((line) => line.whole).length;
  const grams = leaving.reduce((sum, line) => sum + line.grams, 0);
  await tx.execute(sql`
    with taken as (
      update crates set current_grams = crates.current_grams - v.grams, billed_minor = crates.billed_minor + v.billed, updated_at = ${now.toISOString()}::timestamptz
      from (values ${updates}) as v(id, grams, billed)
      where crates.id = v.id
      returning 1
    )
    update cooling_units set stored_crates = stored_crates - ${emptied}::int, stored_grams = stored_grams - ${grams}::bigint
    where id = ${room.id} and (select count(*) from taken) >= 0`);
  await recordCheckOutUsage(tx, { companyId: room.companyId, roomId: room.id, time: movement.time, lines: leaving });
  await notifyMarketSurveyDue(tx, { companyId: room.companyId, checkOutId: checkOut!.id, farmerId: farmer.id, operatorUserId: actor.userId });
  await recordAudit(tx, actor, {
    action: 'check_out.create',
    entityType: 'check_out',
    entityId: checkOut!.id,
    companyId: room.companyId,
    details: { code: movement.code, cooling_unit_id: room.id, farmer_id: farmer.id, crates: lines.length, kg: gramsToKg(grams), total_minor: total.total_minor, paid: input.paid },
  });
  return (await checkOutViews(tx, [checkOut!]))[0]!;
}

