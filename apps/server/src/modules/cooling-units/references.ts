import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CropPricingInput } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { locations, operators } from '../../db/schema';
import { errors } from '../../platform/errors';
import { catalogueCropRefs } from '../crops/queries';

export interface RoomReferences {
  location?: number | undefined;
  crops?: readonly CropPricingInput[] | undefined;
  operators?: readonly number[] | undefined;
}

/**
 * Checks the ids a room body points at, all at once, so the answer names every bad field: a location of
 * the company (not deleted), catalogue crops (each once), operators of the same company. Answers the
 * database ids of the crops by catalogue id.
 */
export async function checkRoomReferences(tx: DbOrTx, companyId: number, input: RoomReferences): Promise<Map<string, number>> {
  let cropRefs = new Map<string, number>();
  const problems: Record<string, string> = {};
  if (input.location !== undefined) {
    const [found] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, input.location), eq(locations.companyId, companyId), isNull(locations.deletedAt)))
      .limit(1);
    if (!found) problems.location = 'unknown_location';
  }
  if (input.crops !== undefined) {
    cropRefs = await catalogueCropRefs(tx, input.crops.map((c) => c.crop));
    const seen = new Set<string>();
    input.crops.forEach((entry, index) => {
      if (!cropRefs.has(entry.crop)) problems[`crops.${index}.crop`] = 'unknown_crop';
      else if (seen.has(entry.crop)) problems[`crops.${index}.crop`] = 'duplicate_crop';
      seen.add(entry.crop);
    });
  }
  if (input.operators !== undefined && input.operators.length > 0) {
    const rows = await tx
      .select({ id: operators.id })
      .from(operators)
      .where(and(inArray(operators.id, [...new Set(input.operators)]), eq(operators.companyId, companyId)));
    const ours = new Set(rows.map((row) => row.id));
    input.operators.forEach((id, index) => {
      if (!ours.has(id)) problems[`operators.${index}`] = 'unknown_operator';
    });
  }
  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
  return cropRefs;
}
