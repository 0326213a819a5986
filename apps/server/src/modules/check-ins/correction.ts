import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CheckIn, CheckInCorrection } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { checkIns, checkOutLines, crates, movements, produceLots } from '../../db/schema';
import { calendarDateIn } from '@coldroom/domain';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { rebuildUsageDays } from '../analysis/usage-days';
import { servedFarmer } from '../movements/farmer-ref';
import { operatedRoom } from '../movements/room-access';
import { notifyCheckInCorrected } from '../notifications/corrected';
import { cardInForce } from '../rate-cards/versions';
import { acceptedCrops, initialQuality, roomCropPrices } from './room-crops';
import { checkInViews, correctionBlock } from './views';

const REASONS = {
  not_same_day: 'A check-in can only be corrected on the day it was made.',
  room_not_editable: 'This cooling unit does not allow check-ins to be corrected.',
  crates_left: 'Crates of this check-in have already left; it can no longer be corrected.',
} as const;

/**
 * PUT /operation/v1/check-ins/{id}/ (domain-rules §4): an operator of the room corrects the farmer, crops
 * or planned days on the same local day, in a room that allows it, while no crate has left. The movement
 * time never changes. The company's service providers are notified.
 */
export async function correctCheckIn(db: Db, actor: Actor, id: number, input: CheckInCorrection, now: Date = new Date()): Promise<CheckIn> {
  return db.transaction(async (tx) => {
    const checkIn = foundOr404(
      await tx.select().from(checkIns).where(and(eq(checkIns.id, id), inActorCompany(actor, checkIns.companyId))).limit(1).for('update'),
      'The check-in',
    );
    // The room is held as check-ins hold it, so none adds to its usage totals while they are recomputed.
    const room = await operatedRoom(tx, actor, checkIn.coolingUnitId, { lock: true });
    const [movement] = await tx.select().from(movements).where(eq(movements.id, checkIn.movementId));
    // Locked in id order, as check-outs lock crates, so the two never deadlock.
    const crateRows = await tx.select().from(crates).where(eq(crates.checkInId, id)).orderBy(asc(crates.id)).for('update');
    const block = correctionBlock(movement!.time, room, crateRows, room.company.timeZone, now);
    if (block) throw new AppError(422, 'correction_not_allowed', REASONS[block], { reason: block });

    const lots = await tx.select().from(produceLots).where(eq(produceLots.checkInId, id));
    const problems: Record<string, string> = {};
    input.lots?.forEach((lot, i) => lots.some((own) => own.id === lot.id) || (problems[`lots.${i}.id`] = 'invalid'));
    input.crates?.forEach((crate, i) => crateRows.some((own) => own.id === crate.id) || (problems[`crates.${i}.id`] = 'invalid'));
    if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);

    const changes: Record<string, unknown> = {};
    if (input.farmer_id !== undefined || input.walk_in) {
      const farmer = await servedFarmer(tx, room.companyId, input.walk_in ? 'walk_in' : input.farmer_id!);
      if (farmer.id !== checkIn.farmerId) {
        changes.farmer = { from: checkIn.farmerId, to: farmer.id };
        await tx.update(checkIns).set({ farmerId: farmer.id }).where(eq(checkIns.id, id));
        await tx.update(movements).set({ farmerId: farmer.id }).where(eq(movements.id, checkIn.movementId));
        await tx.update(crates).set({ farmerId: farmer.id, updatedAt: now }).where(eq(crates.checkInId, id));
      }
    }
    let cropChanged = false;
    if (input.lots?.length) {
      const prices = acceptedCrops(await roomCropPrices(tx, room.id), input.lots.map((lot) => lot.crop_id), (i) => `lots.${i}.crop_id`);
      for (const [i, lot] of input.lots.entries()) {
        const price = prices[i]!;
        const own = lots.find((row) => row.id === lot.id)!;
        // The rate card in force for the crop on the check-in date (docs/rent-rules.md §6), as a check-in takes it.
        const card = await cardInForce(tx, room.id, price.cropId, calendarDateIn(movement!.time, room.company.timeZone));
        await tx
          .update(produceLots)
          .set({
            cropId: price.cropId,
            pricing: price.pricing,
            rateMinor: price.rateMinor,
            rateCard: card?.card ?? null,
            rateCardId: card?.id ?? null,
            initialQuality: initialQuality(lot.crop_id, own.harvest),
          })
          .where(eq(produceLots.id, lot.id));
        // The crop is copied onto the lot's crates and their check-out lines (for the analysis): keep them in step.
        const lotCrates = crateRows.filter((crate) => crate.lotId === lot.id).map((crate) => crate.id);
        if (lotCrates.length === 0 || own.cropId === price.cropId) continue;
        await tx.update(crates).set({ cropId: price.cropId, updatedAt: now }).where(inArray(crates.id, lotCrates));
        await tx.update(checkOutLines).set({ cropId: price.cropId }).where(inArray(checkOutLines.crateId, lotCrates));
        cropChanged = true;
      }
      changes.lots = input.lots;
    }
    for (const crate of input.crates ?? []) {
      await tx.update(crates).set({ plannedDays: crate.planned_days, updatedAt: now }).where(and(eq(crates.id, crate.id), inArray(crates.checkInId, [id])));
    }
    if (input.crates?.length) changes.crates = input.crates;
    // Usage totals are kept per crop: recompute the room's from the check-in's local day on.
    if (cropChanged) await rebuildUsageDays(tx, room.companyId, { roomId: room.id, fromDay: calendarDateIn(movement!.time, room.company.timeZone) });
    const [updated] = await tx.update(checkIns).set({ correctedAt: now, updatedAt: now }).where(eq(checkIns.id, id)).returning();
    await recordAudit(tx, actor, { action: 'check_in.correct', entityType: 'check_in', entityId: id, companyId: room.companyId, details: changes });
    await notifyCheckInCorrected(tx, room.companyId, id);
    return (await checkInViews(tx, [updated!], now))[0]!;
  });
}
