import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { CropPricingInput } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { companies, coolingUnitCrops, coolingUnitOperators, coolingUnits, rateCards } from '../../db/schema';
import { recordAssignmentChanges, recordRateChanges } from '../offline/history';
import { addVersion, ensureFirstVersions, simpleCard } from '../rate-cards/versions';

/**
 * Makes the room's crop list exactly `entries`. Kept crops are updated in place (their rows keep their
 * ids), removed ones go, new ones are added. Prices are in the company's currency; `cropRefs` maps
 * catalogue ids to crop rows (checkRoomReferences).
 */
export async function replaceRoomCrops(
  tx: Tx,
  room: { id: number; companyId: number },
  currency: string,
  entries: readonly CropPricingInput[],
  cropRefs: ReadonlyMap<string, number>,
): Promise<void> {
  const resolved = entries.map((entry) => ({ ...entry, cropId: cropRefs.get(entry.crop)! }));
  const before = await tx
    .select({ cropId: coolingUnitCrops.cropId, pricing: coolingUnitCrops.pricing, rateMinor: coolingUnitCrops.rateMinor, createdAt: coolingUnitCrops.createdAt })
    .from(coolingUnitCrops)
    .where(eq(coolingUnitCrops.coolingUnitId, room.id));
  // Offline check-ins lock the rate valid when they were done (domain-rules §10): rates keep their history.
  await recordRateChanges(tx, room, before, resolved.map((entry) => ({ cropId: entry.cropId, pricing: entry.pricing, rateMinor: entry.rate })), new Date());
  const cropIds = resolved.map((entry) => entry.cropId);
  // Rate cards (docs/rent-rules.md §6): a crop whose price changed gets a new version from today, so the card
  // and the room's price never disagree; a crop without versions gets version 1 (a changed one, at its old price first).
  const old = new Map(before.map((row) => [row.cropId, row]));
  const changed = resolved.filter((entry) => {
    const was = old.get(entry.cropId);
    return !was || was.pricing !== entry.pricing || was.rateMinor !== entry.rate;
  });
  const changedIds = changed.map((entry) => entry.cropId);
  await ensureFirstVersions(tx, room.id, changedIds.filter((id) => old.has(id)));
  const versioned =
    changedIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await tx
              .selectDistinct({ cropId: rateCards.cropId })
              .from(rateCards)
              .where(and(eq(rateCards.coolingUnitId, room.id), inArray(rateCards.cropId, changedIds)))
          ).map((row) => row.cropId),
        );
  const removed = and(eq(coolingUnitCrops.coolingUnitId, room.id), cropIds.length > 0 ? notInArray(coolingUnitCrops.cropId, cropIds) : undefined);
  await tx.delete(coolingUnitCrops).where(removed);
  for (const entry of resolved) {
    await tx
      .insert(coolingUnitCrops)
      .values({ companyId: room.companyId, coolingUnitId: room.id, cropId: entry.cropId, pricing: entry.pricing, rateMinor: entry.rate, currency })
      .onConflictDoUpdate({
        target: [coolingUnitCrops.coolingUnitId, coolingUnitCrops.cropId],
        set: { pricing: entry.pricing, rateMinor: entry.rate, currency },
      });
  }
  if (changed.length === 0) return;
  await ensureFirstVersions(tx, room.id, changedIds.filter((id) => !versioned.has(id)));
  const [facts] = await tx
    .select({ metric: coolingUnits.metric, timeZone: companies.timeZone })
    .from(coolingUnits)
    .innerJoin(companies, eq(companies.id, coolingUnits.companyId))
    .where(eq(coolingUnits.id, room.id));
  const today = calendarDateIn(new Date(), facts!.timeZone);
  for (const entry of changed.filter((candidate) => versioned.has(candidate.cropId))) {
    const card = simpleCard({ kind: entry.pricing, rate_minor: entry.rate }, facts!.metric);
    await addVersion(tx, { companyId: room.companyId, roomId: room.id, cropId: entry.cropId, effectiveFrom: today, card, userId: null });
  }
}

/** Makes the room's operators exactly `operatorIds` (operators.id, already checked to be of the company). */
export async function replaceRoomOperators(tx: Tx, room: { id: number; companyId: number }, operatorIds: readonly number[]): Promise<void> {
  const before = await tx
    .select({ roomId: coolingUnitOperators.coolingUnitId, operatorId: coolingUnitOperators.operatorId })
    .from(coolingUnitOperators)
    .where(eq(coolingUnitOperators.coolingUnitId, room.id));
  await tx.delete(coolingUnitOperators).where(eq(coolingUnitOperators.coolingUnitId, room.id));
  const unique = [...new Set(operatorIds)];
  // Offline operations are judged by who ran the room when they were done (domain-rules §10).
  await recordAssignmentChanges(tx, room.companyId, before, unique.map((operatorId) => ({ roomId: room.id, operatorId })), new Date());
  if (unique.length > 0) {
    await tx.insert(coolingUnitOperators).values(unique.map((operatorId) => ({ companyId: room.companyId, coolingUnitId: room.id, operatorId })));
  }
}
