import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { cropById, cropName, needsPickupNotice } from '@coldroom/domain';
import type { Db } from '../../db/client';
import { checkIns, companies, coolingUnits, crops, movements, notifications, produceLots } from '../../db/schema';
import type { SmsService } from '../../platform/sms';
import { farmerRefs, must } from '../movements/refs';
import { rowsOf } from '../occupancy/queries';
import { carriedExposures, readingsNeededSince } from '../produce/exposures';
import { pickupFigures } from '../produce/pickup';
import { roomTemperatures } from '../produce/readings';
import { companySmsTemplate } from '../text-overrides/service';
import { pickupSmsText } from './pickup-sms';

const BATCH = 500;

interface Candidate {
  lotId: number;
  cropCode: string;
  initialQuality: number | null;
  roomId: number;
  roomName: string;
  companyId: number;
  companyName: string;
  farmerId: number;
  checkedInAt: Date;
}

/**
 * Raises the time-to-pick-up notices (domain-rules §6): every lot in storage, not yet noticed, whose time
 * to pick up is under 2 days gets one notification for each operator of its room and for its farmer, and
 * an SMS when the farmer cannot use the app. Once per lot: the lot is claimed (pickup_notified_at) in the
 * transaction that writes the notices, and a unique key on (kind, lot, user) backs it up. Lots whose time
 * is unknown (no reading, no model) are skipped and looked at again next time. Returns how many lots.
 */
export async function raisePickupNotices(db: Db, sms: SmsService, now: Date = new Date()): Promise<number> {
  let raised = 0;
  let after = 0;
  for (;;) {
    const candidates = (await db
      .select({
        lotId: produceLots.id,
        cropCode: crops.code,
        initialQuality: produceLots.initialQuality,
        roomId: checkIns.coolingUnitId,
        roomName: coolingUnits.name,
        companyId: checkIns.companyId,
        companyName: companies.name,
        farmerId: checkIns.farmerId,
        checkedInAt: movements.time,
      })
      .from(produceLots)
      .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
      .innerJoin(movements, eq(movements.id, checkIns.movementId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .innerJoin(coolingUnits, eq(coolingUnits.id, checkIns.coolingUnitId))
      .innerJoin(companies, eq(companies.id, checkIns.companyId))
      .where(
        and(
          gt(produceLots.id, after),
          isNull(produceLots.pickupNotifiedAt),
          sql`${produceLots.initialQuality} is not null and ${crops.kinetics} is not null`,
          sql`exists (select 1 from crates c where c.lot_id = ${produceLots.id} and c.current_grams > 0)`,
        ),
      )
      .orderBy(produceLots.id)
      .limit(BATCH)) as Candidate[];
    if (candidates.length === 0) return raised;
    after = candidates[candidates.length - 1]!.lotId;
    const lots = candidates.map((c) => ({ lotId: c.lotId, roomId: c.roomId, cropCode: c.cropCode, checkedInAt: c.checkedInAt }));
    const carried = await carriedExposures(db, lots, now);
    const readings = await roomTemperatures(db, readingsNeededSince(lots, carried, now));
    const due = candidates.flatMap((lot) => {
      const days = pickupFigures(lot, readings.get(lot.roomId) ?? [], now, carried.get(lot.lotId) ?? null).time_to_pickup_days;
      return needsPickupNotice(days) ? [{ lot, days: days! }] : [];
    });
    for (const { lot, days } of due) raised += (await notifyLot(db, sms, lot, days, now)) ? 1 : 0;
    if (candidates.length < BATCH) return raised;
  }
}

async function notifyLot(db: Db, sms: SmsService, lot: Candidate, daysLeft: number, now: Date): Promise<boolean> {
  const farmer = must(await farmerRefs(db, [lot.farmerId]), lot.farmerId, 'farmer');
  const smsIds = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(produceLots)
      .set({ pickupNotifiedAt: now })
      .where(and(eq(produceLots.id, lot.lotId), isNull(produceLots.pickupNotifiedAt)))
      .returning({ id: produceLots.id });
    if (!claimed) return null;
    const operators = rowsOf<{ id: number | string }>(
      await tx.execute(sql`
        select u.id from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id join users u on u.id = o.user_id
        where cuo.cooling_unit_id = ${lot.roomId} and u.active and u.anonymised_at is null`),
    ).map((row) => Number(row.id));
    const recipients = [...new Set([...operators, farmer.userId])];
    await tx
      .insert(notifications)
      .values(recipients.map((userId) => ({ companyId: lot.companyId, userId, kind: 'pickup_soon' as const, lotId: lot.lotId, daysLeft })))
      .onConflictDoNothing({ target: [notifications.kind, notifications.lotId, notifications.userId] });
    // Not by SMS to a farmer who sent STOP (docs/sms-and-ussd.md §1); the in-app notices stand.
    if (farmer.canLogIn || !farmer.phone || farmer.smsStopped) return [];
    const crop = cropById(lot.cropCode);
    const own = await companySmsTemplate(tx, lot.companyId, 'pickup_notice', farmer.language);
    const text = pickupSmsText(farmer.language, { company: lot.companyName, crop: crop ? cropName(crop, farmer.language) : lot.cropCode, room: lot.roomName }, own);
    // A refused SMS (budget, country) is shown in the company's outbox; the in-app notices stand.
    const smsId = await sms.queueQuietly(tx, { companyId: lot.companyId, to: farmer.phone, text, kind: 'pickup' });
    return smsId === null ? [] : [smsId];
  });
  if (smsIds === null) return false;
  sms.dispatch(smsIds);
  return true;
}
