import { boolean, doublePrecision, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CropNameLanguage, CropType, EthyleneLevel, HarvestChoice, Kinetics } from '@coldroom/domain';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';

/**
 * The shipped crop catalogue (packages/domain CROPS), copied in at every start-up so rooms and company
 * shortlists can refer to crops by a numeric id. `code` is the catalogue's slug and never changes; the
 * numeric id stays with its code once given.
 */
export const crops = pgTable(
  'crops',
  {
    id: idColumn(),
    code: text('code').notNull(),
    type: text('type').$type<CropType>().notNull(),
    names: jsonb('names').$type<Record<CropNameLanguage, string>>().notNull(),
    temperatureMinC: doublePrecision('temperature_min_c'),
    temperatureMaxC: doublePrecision('temperature_max_c'),
    humidityMinPct: doublePrecision('humidity_min_pct'),
    humidityMaxPct: doublePrecision('humidity_max_pct'),
    storageLifeMinDays: doublePrecision('storage_life_min_days'),
    storageLifeMaxDays: doublePrecision('storage_life_max_days'),
    ethyleneProduction: text('ethylene_production').$type<EthyleneLevel>(),
    ethyleneSensitivity: text('ethylene_sensitivity').$type<EthyleneLevel>(),
    kinetics: jsonb('kinetics').$type<Kinetics>(),
    initialQuality: jsonb('initial_quality').$type<Record<HarvestChoice, number | null>>().notNull(),
    /** Catalogue order, for a stable list. */
    position: integer('position').notNull(),
    /** false: no longer in the shipped catalogue; kept because rooms may still refer to it. */
    inCatalogue: boolean('in_catalogue').notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('crops_code_key').on(t.code)],
);
export type CropRow = typeof crops.$inferSelect;
