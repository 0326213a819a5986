import { checkCapacity, gramsToKg, type HarvestChoice } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { checkIns, crates, produceLots } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { storedTotals } from '../occupancy/queries';
import { insertMovement } from '../movements/codes';
import { lockRoom, type OperatedRoom } from '../movements/room-access';
import type { RoomCropPrice } from './room-crops';

export interface NewCrate {
  grams: number;
  tag: string | null;
  plannedDays: number | null;
}
export interface NewLot {
  price: RoomCropPrice;
  harvest: HarvestChoice;
  initialQuality: number | null;
  notes: string | null;
  crates: NewCrate[];
}
export interface NewCheckIn {
  room: OperatedRoom;
  farmerId: number;
  lots: NewLot[];
  time: Date;
  sourceCheckOutId?: number;
}

/**
 * Refuses a check-in that takes the room past its capacity (domain-rules §4), saying how much was free.
 * Call it last, after this check-in's crates are written: it locks the room, so concurrent check-ins into
 * it are counted one after the other, and holding the lock only for this check and the commit keeps the
 * queue short. The crates counted include this check-in's own (and every committed one).
 */
export async function assertRoomFits(tx: Tx, room: OperatedRoom, adding: { crates: number; grams: number }): Promise<void> {
  await lockRoom(tx, room.id);
  const withOwn = (await storedTotals(tx, [room.id])).get(room.id) ?? { crates: 0, grams: 0 };
  const before = { crates: withOwn.crates - adding.crates, grams: withOwn.grams - adding.grams };
  const check = checkCapacity(room, before, adding);
  if (check.ok) return;
  const { free } = check.refusal;
  const what = room.metric === 'crates' ? `${free} more crates` : `${free} kg more`;
  throw new AppError(422, 'room_full', `The cooling unit is full: it has room for ${what}.`, { free: String(free), unit: room.metric });
}

/**
 * Writes a check-in (domain-rules §4): movement with its code, the check-in, its lots and crates (initial
 * weight = current weight) and the audit row, in the caller's transaction; then `present` builds the
 * answer, and the capacity check comes last (see assertRoomFits). A refusal rolls everything back.
 */
export async function insertCheckIn<T>(tx: Tx, actor: Actor, input: NewCheckIn, present: (checkInId: number) => Promise<T>): Promise<T> {
  const { room } = input;
  const all = input.lots.flatMap((lot) => lot.crates);
  const grams = all.reduce((sum, crate) => sum + crate.grams, 0);

  const common = { companyId: room.companyId, coolingUnitId: room.id, farmerId: input.farmerId };
  const movement = await insertMovement(tx, { ...common, type: 'check_in', operatorUserId: actor.userId, time: input.time });
  const [checkIn] = await tx
    .insert(checkIns)
    .values({ ...common, movementId: movement.id, sourceCheckOutId: input.sourceCheckOutId ?? null })
    .returning({ id: checkIns.id });
  const checkInId = checkIn!.id;
  const lots = await tx
    .insert(produceLots)
    .values(
      input.lots.map((lot, position) => ({
        companyId: room.companyId,
        checkInId,
        cropId: lot.price.cropId,
        harvest: lot.harvest,
        initialQuality: lot.initialQuality,
        notes: lot.notes,
        pricing: lot.price.pricing,
        rateMinor: lot.price.rateMinor,
        position,
      })),
    )
    .returning({ id: produceLots.id, position: produceLots.position });
  const lotIds = new Map(lots.map((lot) => [lot.position, lot.id]));
  await tx.insert(crates).values(
    input.lots.flatMap((lot, position) =>
      lot.crates.map((crate) => ({
        ...common,
        checkInId,
        lotId: lotIds.get(position)!,
        tag: crate.tag,
        initialGrams: crate.grams,
        currentGrams: crate.grams,
        plannedDays: crate.plannedDays,
        checkedInAt: input.time,
      })),
    ),
  );
  await recordAudit(tx, actor, {
    action: input.sourceCheckOutId ? 'check_in.create_from_code' : 'check_in.create',
    entityType: 'check_in',
    entityId: checkInId,
    companyId: room.companyId,
    details: { code: movement.code, cooling_unit_id: room.id, farmer_id: input.farmerId, crates: all.length, kg: gramsToKg(grams) },
  });
  const answer = await present(checkInId);
  await assertRoomFits(tx, room, { crates: all.length, grams });
  return answer;
}
