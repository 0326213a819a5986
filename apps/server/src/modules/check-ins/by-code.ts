import { and, asc, eq } from 'drizzle-orm';
import type { CheckIn, CheckInByCode } from '@coldroom/contract';
import { cropById, isMovementCode, normaliseCode, qualityAt, type HarvestChoice } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { checkIns, checkOutLines, checkOuts, crates, crops, movements, produceLots } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { operatedRoom } from '../movements/room-access';
import { roomTemperatures } from '../produce/readings';
import { insertCheckIn, type NewLot } from './insert';
import { acceptedCrops, roomIntake } from './room-crops';
import { farmerRefs } from '../movements/refs';

/**
 * POST /operation/v1/check-ins/by-code/ (domain-rules §4): the crates of an earlier check-out come in
 * again into another room, one crate per check-out line, grouped in lots as they left. Each code once:
 * the check-out is locked, and a unique key on the source backs it up.
 *
 * The produce keeps ageing: a lot's quality at check-in is its modelled quality now (from the old room's
 * readings), or the original initial quality when that cannot be known.
 */
export async function checkInByCode(tx: Tx, actor: Actor, input: CheckInByCode, now: Date = new Date()): Promise<CheckIn> {
  const room = await operatedRoom(tx, actor, input.cooling_unit_id, { lock: true });
  const code = normaliseCode(input.code);
  if (!isMovementCode(code)) throw errors.invalidInput({ code: 'invalid' });
  const source = foundOr404(
    await tx
      .select({ checkOut: checkOuts })
      .from(checkOuts)
      .innerJoin(movements, eq(movements.id, checkOuts.movementId))
      .where(and(eq(movements.companyId, room.companyId), eq(movements.code, code), eq(movements.type, 'check_out')))
      .limit(1)
      .for('update', { of: checkOuts }),
    'The check-out with this code',
  ).checkOut;
  const [used] = await tx.select({ id: checkIns.id }).from(checkIns).where(eq(checkIns.sourceCheckOutId, source.id)).limit(1);
  if (used) throw new AppError(409, 'code_already_used', 'This check-out code was already used to check the produce in again.');
  if (source.coolingUnitId === room.id) throw new AppError(422, 'same_room', 'This produce left this cooling unit; check it in into another one.');

  const lines = await tx
    .select({ grams: checkOutLines.grams, tag: crates.tag, crateCheckedInAt: crates.checkedInAt, lot: produceLots, code: crops.code })
    .from(checkOutLines)
    .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
    .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(eq(checkOutLines.checkOutId, source.id))
    .orderBy(asc(produceLots.id), asc(checkOutLines.position));
  const groups = new Map<number, typeof lines>();
  for (const line of lines) groups.set(line.lot.id, [...(groups.get(line.lot.id) ?? []), line]);
  const lots = [...groups.values()];
  const intake = await roomIntake(tx, room.id);
  const prices = acceptedCrops(intake.prices, lots.map((group) => group[0]!.code), (i) => `lots.${i}.crop_id`);
  const earliest = new Map([[source.coolingUnitId, new Date(Math.min(...lines.map((l) => l.crateCheckedInAt.getTime())))]]);
  const readings = (await roomTemperatures(tx, earliest)).get(source.coolingUnitId) ?? [];

  const newLots: NewLot[] = lots.map((group, index) => {
    const { lot, code: cropCode, crateCheckedInAt } = group[0]!;
    const aged = qualityAt({
      kinetics: cropById(cropCode)?.kinetics,
      initial_quality: lot.initialQuality,
      checked_in_at: crateCheckedInAt,
      at: now,
      readings,
    });
    return {
      price: prices[index]!,
      harvest: lot.harvest as HarvestChoice,
      initialQuality: aged ?? lot.initialQuality,
      notes: lot.notes,
      crates: group.map((line) => ({ grams: line.grams, tag: line.tag, plannedDays: input.planned_days ?? null })),
    };
  });
  const farmer = (await farmerRefs(tx, [source.farmerId])).get(source.farmerId)!;
  return insertCheckIn(
    tx,
    actor,
    { room, stored: intake.stored, farmer: { ...farmer, isWalkIn: farmer.is_walk_in }, time: now, lots: newLots, source: { checkOutId: source.id, code } },
    now,
  );
}
