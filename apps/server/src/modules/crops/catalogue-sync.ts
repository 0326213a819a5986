import { and, eq, notInArray, sql } from 'drizzle-orm';
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

const SYNCED_COLUMNS = [
  'type',
  'names',
  'temperatureMinC',
  'temperatureMaxC',
  'humidityMinPct',
  'humidityMaxPct',
  'storageLifeMinDays',
  'storageLifeMaxDays',
  'ethyleneProduction',
  'ethyleneSensitivity',
  'kinetics',
  'initialQuality',
  'position',
] as const;

/**
 * Brings the crops table in line with the shipped catalogue: inserts new crops, updates changed facts,
 * and marks crops that left the catalogue (rows stay: rooms may refer to them). Runs at every start-up,
 * in every environment; running it twice changes nothing.
 */
export async function syncCropCatalogue(db: DbOrTx): Promise<void> {
  const rows = CROPS.map((crop, index) => cropRowOf(crop, index + 1));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const names = SYNCED_COLUMNS.map((column) => crops[column].name);
  await db
    .insert(crops)
    .values(rows)
    .onConflictDoUpdate({
      target: crops.code,
      set: { ...Object.fromEntries(SYNCED_COLUMNS.map((column) => [column, excluded(crops[column].name)])), inCatalogue: true, updatedAt: sql`now()` },
      // Rows already in line are left alone: a start-up writes nothing when the catalogue has not changed.
      setWhere: sql.raw(`(${names.map((name) => `"crops"."${name}"`).join(', ')}, "crops"."in_catalogue") is distinct from (${names.map((name) => `excluded.${name}`).join(', ')}, true)`),
    });
  await db
    .update(crops)
    .set({ inCatalogue: false, updatedAt: new Date() })
    .where(and(eq(crops.inCatalogue, true), notInArray(crops.code, rows.map((row) => row.code))));
}
