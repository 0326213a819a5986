import { notInArray, sql } from 'drizzle-orm';
import { CROPS, type Crop } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { crops } from '../../db/schema';

/** A catalogue crop as a crops row (the numeric id is the database's). */
export function cropRowOf(crop: Crop, position: number): typeof crops.$inferInsert {
  return {
    code: crop.id,
    type: crop.type,
    names: crop.names,
    temperatureMinC: crop.temperature_c?.min ?? null,
    temperatureMaxC: crop.temperature_c?.max ?? null,
    humidityMinPct: crop.relative_humidity_pct?.min ?? null,
    humidityMaxPct: crop.relative_humidity_pct?.max ?? null,
    storageLifeMinDays: crop.storage_life_days?.min ?? null,
    storageLifeMaxDays: crop.storage_life_days?.max ?? null,
    ethyleneProduction: crop.ethylene_production,
    ethyleneSensitivity: crop.ethylene_sensitivity,
    kinetics: crop.kinetics,
    initialQuality: crop.initial_quality,
    position,
    inCatalogue: true,
  };
}

/**
 * Brings the crops table in line with the shipped catalogue: inserts new crops, updates changed facts,
 * and marks crops that left the catalogue (rows stay: rooms may refer to them). Runs at every start-up,
 * in every environment; running it twice changes nothing.
 */
export async function syncCropCatalogue(db: DbOrTx): Promise<void> {
  const rows = CROPS.map((crop, index) => cropRowOf(crop, index + 1));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(crops)
    .values(rows)
    .onConflictDoUpdate({
      target: crops.code,
      set: {
        type: excluded('type'),
        names: excluded('names'),
        temperatureMinC: excluded('temperature_min_c'),
        temperatureMaxC: excluded('temperature_max_c'),
        humidityMinPct: excluded('humidity_min_pct'),
        humidityMaxPct: excluded('humidity_max_pct'),
        storageLifeMinDays: excluded('storage_life_min_days'),
        storageLifeMaxDays: excluded('storage_life_max_days'),
        ethyleneProduction: excluded('ethylene_production'),
        ethyleneSensitivity: excluded('ethylene_sensitivity'),
        kinetics: excluded('kinetics'),
        initialQuality: excluded('initial_quality'),
        position: excluded('position'),
        inCatalogue: sql`true`,
        updatedAt: sql`now()`,
      },
    });
  await db
    .update(crops)
    .set({ inCatalogue: false, updatedAt: new Date() })
    .where(notInArray(crops.code, rows.map((row) => row.code)));
}
