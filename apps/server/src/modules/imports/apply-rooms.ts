/** Rooms rows of an import (docs/import-rules.md "Rooms"): a missing room is added, a missing crop is added to it; nothing is changed. */
import { eq } from 'drizzle-orm';
import type { CoolingUnitType, CropPricingInput, PricingType } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';
import { coolingUnitCrops, coolingUnits, crops } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { catalogueCropRefs } from '../crops/queries';
import { replaceRoomCrops } from '../cooling-units/room-lists';
import type { BatchContext } from './apply';
import { roomFacts } from './check';
import { fold } from './values';

type StoredRow = { rowNumber: number; values: Record<string, string> };

export async function applyRoomRows(context: BatchContext, rows: readonly StoredRow[]) {
  const { tx, imp, company } = context;
  const facts = await roomFacts(tx, company.id);
  const actor = { userId: imp.createdBy, companyId: company.id };
  const outcomes: { rowNumber: number; status: 'imported' | 'unchanged' }[] = [];
  for (const row of rows) {
    const { values } = row;
    const key = fold(values.room_name!);
    let room = facts.rooms.get(key);
    if (!room) {
      const [made] = await tx
        .insert(coolingUnits)
        .values({
          companyId: company.id,
          locationId: Number(values.location),
          name: values.room_name!,
          type: values.type as CoolingUnitType,
          metric: values.metric as RoomMetric,
          capacity: Number(values.capacity),
        })
        .returning({ id: coolingUnits.id });
      room = { id: made!.id, crops: new Set(), fields: { location: values.location!, type: values.type!, capacity: values.capacity!, metric: values.metric! } };
      facts.rooms.set(key, room);
      await recordAudit(tx, actor, { action: 'cooling_unit.create', entityType: 'cooling_unit', entityId: room.id, details: { import: imp.id } });
    }
    if (room.crops.has(values.crop!)) {
      outcomes.push({ rowNumber: row.rowNumber, status: 'unchanged' });
      continue;
    }
    // The room's crops as they are, plus this one: replaceRoomCrops keeps the others unchanged (and their rate cards).
    const current = await tx
      .select({ crop: crops.code, pricing: coolingUnitCrops.pricing, rate: coolingUnitCrops.rateMinor })
      .from(coolingUnitCrops)
      .innerJoin(crops, eq(crops.id, coolingUnitCrops.cropId))
      .where(eq(coolingUnitCrops.coolingUnitId, room.id));
    const entries: CropPricingInput[] = [...current, { crop: values.crop!, pricing: values.pricing as PricingType, rate: Number(values.price) }];
    const refs = await catalogueCropRefs(tx, entries.map((entry) => entry.crop));
    await replaceRoomCrops(tx, { id: room.id, companyId: company.id }, company.currency, entries.filter((entry) => refs.has(entry.crop)), refs);
    room.crops.add(values.crop!);
    await recordAudit(tx, actor, { action: 'cooling_unit.update', entityType: 'cooling_unit', entityId: room.id, details: { import: imp.id, crop_added: values.crop } });
    outcomes.push({ rowNumber: row.rowNumber, status: 'imported' });
  }
  return outcomes;
}
