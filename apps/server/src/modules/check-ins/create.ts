import type { CheckIn, CheckInCreate } from '@coldroom/contract';
import { kgToGrams } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import type { IdempotencyKeyRef } from '../../platform/idempotency';
import type { Actor } from '../../platform/policy';
import { servedFarmerFrom } from '../movements/farmer-ref';
import { insertCheckIn } from './insert';
import { acceptedCrops, initialQuality } from './room-crops';
import { operatedRoomIntake } from './room-intake';
import { claimOfflineCode } from '../offline/codes';
import { checkedTags } from './tags';
import { offlineStamp } from '../offline/time';

/**
 * POST /operation/v1/check-ins/: an operator of the room checks a farmer's (or the walk-in customer's)
 * lots in. Runs in the idempotency transaction, so a replay of its key creates nothing.
 */
export async function createCheckIn(tx: Tx, actor: Actor, input: CheckInCreate, now: Date = new Date(), replayOf?: IdempotencyKeyRef): Promise<CheckIn> {
  // Done offline (§10): judged at done_at, which becomes its time; refused when that time cannot be true.
  const stamp = offlineStamp(input.offline, now);
  // The room is locked as it is read, so its stock stays true until the commit (capacity, §4).
  // Online, its first statement also looks the Idempotency-Key up (`replayOf`: withIdempotency's lookupInRun), and
  // draws the ids of what the check-in writes, so that its answer is stored by the writing statement (insert.ts).
  const draw = stamp || !replayOf?.storeInRun ? undefined : { time: now, codes: input.lots.map((lot) => lot.crop_id), lots: input.lots.length, crates: input.lots.reduce((n, lot) => n + lot.crates.length, 0) };
  const { room, intake, drawn } = await operatedRoomIntake(tx, actor, input.cooling_unit_id, input.walk_in ? 'walk_in' : input.farmer_id!, stamp?.doneAt, replayOf, draw);
  const code = stamp ? await claimOfflineCode(tx, actor, room.companyId, input.offline!, now) : null;
  const farmer = servedFarmerFrom(intake.farmer);
  const prices = acceptedCrops(intake.prices, input.lots.map((lot) => lot.crop_id), (i) => `lots.${i}.crop_id`);
  const lots = input.lots.map((lot, index) => ({
    price: prices[index]!,
    harvest: lot.harvest,
    initialQuality: initialQuality(lot.crop_id, lot.harvest),
    notes: lot.notes || null,
    crates: lot.crates.map((crate) => ({ grams: kgToGrams(crate.weight_kg), tag: crate.tag || null, plannedDays: crate.planned_days ?? null })),
  }));
  // Offline the crates are in the room already, tags as written on them: kept like capacity (docs/crate-tags.md).
  // Looked up by the writing statement (insert.ts); a tag repeated within the check-in is refused here.
  const freeTags = stamp ? undefined : checkedTags(lots);
  const offline = stamp && code ? { code, deviceId: stamp.deviceId, receivedAt: stamp.receivedAt } : null;
  const keyed = drawn && replayOf?.storeInRun ? { drawn, store: replayOf.storeInRun } : undefined;
  return insertCheckIn(tx, actor, { room, stored: intake.stored, farmer, time: stamp?.doneAt ?? now, lots, offline, freeTags, keyed }, now);
}
