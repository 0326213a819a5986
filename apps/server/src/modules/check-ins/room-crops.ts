import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { PricingType } from '@coldroom/contract';
import { cropById, initialQualityFor, isCropId, type HarvestChoice, type RateCard } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { coolingUnitCrops, crops } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import type { ServedFarmerRow } from '../movements/farmer-ref';
import { jsonOf, rowsOf, type StoredTotals } from '../occupancy/queries';

export interface RoomCropPrice {
  cropId: number;
  code: string;
  pricing: PricingType;
  rateMinor: number;
  /** Looked up by a keyed check-in's first statement (room-intake.ts): the rate card in force on its day, or null. */
  rateCard?: { id: number; card: RateCard } | null;
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

/** What a check-in into a room needs to know first: the crops it takes with their prices, and what it holds. */
export interface RoomIntake {
  prices: Map<string, RoomCropPrice>;
  stored: StoredTotals;
  /** The row of the farmer sub-select, if one was given (null: no such farmer). */
  farmer: ServedFarmerRow | null;
}

/**
 * The room's crop prices and the crates and grams in it now, in one query. Read it after the room is
 * locked (operatedRoom with `lock`): check-ins and check-outs of the room hold it too while they change its
 * stored crates and grams (cooling_units.stored_*), so the totals stay true until the commit.
 */
export async function roomIntake(tx: DbOrTx, roomId: number, farmer?: SQLWrapper): Promise<RoomIntake> {
  const farmerColumn = farmer ? sql`(select row_to_json(f) from (${farmer}) as f)` : sql`null::json`;
  const result = await executePrepared(tx, 'room_intake', sql`
    select t.crates, t.grams, p.prices, ${farmerColumn} as farmer
    from (select stored_crates as crates, stored_grams::float8 as grams from cooling_units where id = ${roomId}) as t,
         (select coalesce(json_agg(json_build_object('cropId', cuc.crop_id, 'code', c.code, 'pricing', cuc.pricing, 'rateMinor', cuc.rate_minor)), '[]'::json) as prices
          from cooling_unit_crops cuc join crops c on c.id = cuc.crop_id where cuc.cooling_unit_id = ${roomId}) as p`);
  const row = rowsOf<{ crates: number; grams: number; prices: RoomCropPrice[] | string; farmer: ServedFarmerRow | string | null }>(result)[0]!;
  const prices = jsonOf(row.prices);
  return {
    prices: new Map(prices.map((price) => [price.code, { ...price, cropId: Number(price.cropId), rateMinor: Number(price.rateMinor) }])),
    stored: { crates: row.crates, grams: Number(row.grams) },
    farmer: jsonOf(row.farmer),
  };
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
