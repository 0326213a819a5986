import { eq } from 'drizzle-orm';
import type { PricingType } from '@coldroom/contract';
import { cropById, initialQualityFor, isCropId, type HarvestChoice } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { coolingUnitCrops, crops } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';

export interface RoomCropPrice {
  cropId: number;
  code: string;
  pricing: PricingType;
  rateMinor: number;
}

/** The crops a room accepts, by catalogue id, with their price now. */
export async function roomCropPrices(tx: DbOrTx, roomId: number): Promise<Map<string, RoomCropPrice>> {
  const rows = await tx
    .select({ cropId: coolingUnitCrops.cropId, code: crops.code, pricing: coolingUnitCrops.pricing, rateMinor: coolingUnitCrops.rateMinor })
    .from(coolingUnitCrops)
    .innerJoin(crops, eq(crops.id, coolingUnitCrops.cropId))
    .where(eq(coolingUnitCrops.coolingUnitId, roomId));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * The price of each wanted crop in the room, in order. Crops outside the catalogue are bad input (400
 * unknown_crop); crops the room does not take are refused with 422 crop_not_accepted; both name every
 * offending entry by `field(index)`.
 */
export function acceptedCrops(prices: Map<string, RoomCropPrice>, wanted: readonly string[], field: (index: number) => string): RoomCropPrice[] {
  const unknown: Record<string, string> = {};
  const refused: Record<string, string> = {};
  wanted.forEach((code, index) => {
    if (!isCropId(code)) unknown[field(index)] = 'unknown_crop';
    else if (!prices.has(code)) refused[field(index)] = 'crop_not_accepted';
  });
  if (Object.keys(unknown).length > 0) throw errors.invalidInput(unknown);
  if (Object.keys(refused).length > 0) {
    throw new AppError(422, 'crop_not_accepted', 'This cooling unit does not accept some of these crops.', refused);
  }
  return wanted.map((code) => prices.get(code)!);
}

/** Quality at check-in for a harvest choice; null when the crop has no shelf-life model. */
export function initialQuality(code: string, harvest: HarvestChoice): number | null {
  const crop = cropById(code);
  return crop ? initialQualityFor(crop, harvest) : null;
}
