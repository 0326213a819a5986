/**
 * The crop storage table's rows, built from the domain's crop catalogue, and how they are searched and
 * sorted. Pure functions, so the page and its tests use exactly the same rules.
 */
import { CROPS, CROP_TYPES, cropName, type Crop, type CropType, type EthyleneLevel, type NumberRange } from '@coldroom/domain';
import type { EthyleneLevelId, TableColumnId } from '../content';
import { matchesQuery } from '../search';

export type SortKey = TableColumnId | 'type';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export interface CropRow {
  id: string;
  /** Name in the reader's language. */
  name: string;
  englishName: string;
  type: CropType;
  temperature: NumberRange | null;
  humidity: NumberRange | null;
  storageLife: NumberRange | null;
  ethyleneProduction: EthyleneLevelId;
  ethyleneSensitivity: EthyleneLevelId;
  /** The crop has shelf-life constants, so the model page can show it. */
  hasModel: boolean;
}

/** The catalogue spells levels very_high; the content's legend spells them very-high, and 'na' for unknown. */
export function levelId(level: EthyleneLevel | null): EthyleneLevelId {
  return level === null ? 'na' : (level.replace('_', '-') as EthyleneLevelId);
}

const LEVEL_RANK: Record<EthyleneLevelId, number | null> = { 'very-low': 0, low: 1, moderate: 2, high: 3, 'very-high': 4, na: null };

/** "Other fruit", "Other item" … are choices for check-in, not crops with storage facts. */
const isGeneric = (crop: Crop) => crop.id.startsWith('other-');

export function cropRows(language: string, crops: readonly Crop[] = CROPS): CropRow[] {
  return crops
    .filter((crop) => !isGeneric(crop))
    .map((crop) => ({
      id: crop.id,
      name: cropName(crop, language),
      englishName: crop.names.en,
      type: crop.type,
      temperature: crop.temperature_c,
      humidity: crop.relative_humidity_pct,
      storageLife: crop.storage_life_days,
      ethyleneProduction: levelId(crop.ethylene_production),
      ethyleneSensitivity: levelId(crop.ethylene_sensitivity),
      hasModel: crop.kinetics !== null,
    }));
}

/** A crop is found by its name in the reader's language or in English. */
export function searchRows(rows: readonly CropRow[], query: string): CropRow[] {
  return rows.filter((row) => matchesQuery(query, [row.name, row.englishName]));
}

type SortValue = string | number | readonly [number, number] | null;

function valueOf(row: CropRow, key: SortKey): SortValue {
  switch (key) {
    case 'crop':
      return row.name;
    case 'type':
      return CROP_TYPES.indexOf(row.type);
    case 'temperature':
    case 'humidity':
    case 'storageLife': {
      const range = row[key];
      return range ? [range.min, range.max] : null;
    }
    case 'ethyleneProduction':
    case 'ethyleneSensitivity':
      return LEVEL_RANK[row[key]];
  }
}

function compareValues(a: Exclude<SortValue, null>, b: Exclude<SortValue, null>, collator: Intl.Collator): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [a1, a2] = a as readonly [number, number];
  const [b1, b2] = b as readonly [number, number];
  return a1 - b1 || a2 - b2;
}

/**
 * Sorted by one column, either way; unknown values (N/A) always last, whichever the direction; equal
 * values in name order.
 */
export function sortRows(rows: readonly CropRow[], sort: SortState, language: string): CropRow[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const va = valueOf(a, sort.key);
    const vb = valueOf(b, sort.key);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = compareValues(va, vb, collator);
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.name, b.name);
  });
}
