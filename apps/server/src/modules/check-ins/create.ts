import type { CheckIn, CheckInCreate } from '@coldroom/contract';
import { kgToGrams } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/policy';
import { servedFarmer } from '../movements/farmer-ref';
import { operatedRoom } from '../movements/room-access';
import { insertCheckIn } from './insert';
import { acceptedCrops, initialQuality, roomCropPrices } from './room-crops';
import { presentCheckIn } from './views';

/**
 * POST /operation/v1/check-ins/: an operator of the room checks a farmer's (or the walk-in customer's)
 * lots in. Runs in the idempotency transaction, so a replay of its key creates nothing.
 */
export async function createCheckIn(tx: Tx, actor: Actor, input: CheckInCreate, now: Date = new Date()): Promise<CheckIn> {
  const room = await operatedRoom(tx, actor, input.cooling_unit_id);
  const farmer = await servedFarmer(tx, room.companyId, input.walk_in ? 'walk_in' : input.farmer_id!);
  const prices = acceptedCrops(await roomCropPrices(tx, room.id), input.lots.map((lot) => lot.crop_id), (i) => `lots.${i}.crop_id`);
  const lots = input.lots.map((lot, index) => ({
    price: prices[index]!,
    harvest: lot.harvest,
    initialQuality: initialQuality(lot.crop_id, lot.harvest),
    notes: lot.notes || null,
    crates: lot.crates.map((crate) => ({ grams: kgToGrams(crate.weight_kg), tag: crate.tag || null, plannedDays: crate.planned_days ?? null })),
  }));
  return insertCheckIn(tx, actor, { room, farmerId: farmer.id, time: now, lots }, (id) => presentCheckIn(tx, id, now));
}
