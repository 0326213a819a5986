import { and, eq, notInArray } from 'drizzle-orm';
import type { CropPricingInput } from '@coldroom/contract';
import type { Tx } from '../../db/client';
import { coolingUnitCrops, coolingUnitOperators } from '../../db/schema';
import { recordAssignmentChanges, recordRateChanges } from '../offline/history';

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
