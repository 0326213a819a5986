import type { Kinetics } from '../shelf-life';

export const CROP_TYPES = ['fruit', 'vegetable', 'root_tuber', 'other'] as const;
export type CropType = (typeof CROP_TYPES)[number];

/** The app's languages; every crop has a name in each. */
export const CROP_NAME_LANGUAGES = ['en', 'hi', 'or', 'gu', 'fr', 'pt', 'ha', 'yo', 'ig', 'sw', 'ar'] as const;
export type CropNameLanguage = (typeof CROP_NAME_LANGUAGES)[number];

/** Ethylene production or sensitivity, as the Cantwell table grades it. */
export const ETHYLENE_LEVELS = ['very_low', 'low', 'moderate', 'high', 'very_high'] as const;
export type EthyleneLevel = (typeof ETHYLENE_LEVELS)[number];

/** When a lot was harvested (domain-rules §4): today, yesterday, the day before, or earlier. */
export const HARVEST_CHOICES = ['today', 'yesterday', 'day_before_yesterday', 'earlier'] as const;
export type HarvestChoice = (typeof HARVEST_CHOICES)[number];

export interface NumberRange {
  min: number;
  max: number;
}

/**
 * How a humidity range was obtained: from a table for that commodity, or from general guidance
 * for its class of produce (no per-commodity humidity is published in the shipped tables).
 */
export type HumidityBasis = 'commodity' | 'class_guidance';

export interface Crop {
  /** Stable slug; stored in the database and in URLs, never renamed. */
  id: string;
  type: CropType;
  names: Record<CropNameLanguage, string>;
  /** Optimal storage temperature, °C. */
  temperature_c: NumberRange | null;
  relative_humidity_pct: NumberRange | null;
  humidity_basis: HumidityBasis | null;
  /** Approximate storage life at the optimal temperature, days (a month counted as 30 days). */
  storage_life_days: NumberRange | null;
  ethylene_production: EthyleneLevel | null;
  ethylene_sensitivity: EthyleneLevel | null;
  /** Shelf-life model constants (domain-rules §6); null: no estimate for this crop. */
  kinetics: Kinetics | null;
  /** Initial quality in percent for each harvest choice; null where unknown. */
  initial_quality: Record<HarvestChoice, number | null>;
  /** Harvest choices whose quality was derived by the catalogue script, not published. */
  initial_quality_derived: HarvestChoice[];
  /** The published texts the ranges were read from, for display next to the numbers. */
  published: { temperature: string | null; storage_life: string | null };
  /** Ids into CROP_SOURCES. */
  sources: string[];
  notes?: string;
}
