/**
 * Merges the two published tables and the hand-written list into catalogue entries. Pure: the
 * caller reads the files and writes the result. Every row of both tables must be claimed by an
 * entry of the list, so a row added upstream is never dropped without notice.
 */
import { rateConstantPerDay, SELLING_TEMPERATURE_C, type Kinetics } from '../../src/shelf-life';
import {
  HARVEST_CHOICES,
  type Crop,
  type CropType,
  type HarvestChoice,
  type NumberRange,
} from '../../src/crops/types';
import type { CropListEntry, HumidityClass } from './crop-list';
import { parseEthyleneLevel, parseNumber, parseRange, parseStorageLife, parseTemperature, tidyText } from './parse';

type Row = Record<string, string>;

const TYPES: Record<string, CropType> = {
  Fruits: 'fruit',
  Vegetables: 'vegetable',
  'Root Vegetables': 'root_tuber',
  'Other Items': 'other',
};

// kader-2002: relative humidity by class of produce. "dry" covers dry onions and pumpkins as
// published, extended to garlic and ginger (stored dry; the data README's "about 75 % for warm-stored
// crops"); "wet_root" covers carrot and radish as published, extended to beetroot.
const HUMIDITY_BY_CLASS: Record<Exclude<HumidityClass, 'none'>, NumberRange> = {
  fruit: { min: 85, max: 95 },
  vegetable: { min: 90, max: 98 },
  dry: { min: 70, max: 75 },
  wet_root: { min: 95, max: 100 },
};

const QUALITY_COLUMNS: Record<HarvestChoice, string> = {
  today: 'harvested_today',
  yesterday: 'harvested_yesterday',
  day_before_yesterday: 'harvested_day_before_yesterday',
  earlier: 'harvested_before',
};

/** Days since harvest that each choice stands for in the published values ("earlier" = 3). */
const DAYS_SINCE_HARVEST: Record<HarvestChoice, number> = { today: 0, yesterday: 1, day_before_yesterday: 2, earlier: 3 };

export interface BuildResult {
  crops: Crop[];
  warnings: string[];
}

export function buildCatalogue(list: readonly CropListEntry[], kineticsRows: Row[], storageRows: Row[]): BuildResult {
  const warnings: string[] = [];
  const kinetics = claimable(kineticsRows, (row) => [row.name ?? '', `${row.name}|${row.crop_type}`]);
  const storage = claimable(storageRows, (row) => [row.name ?? '']);
  const crops = list.map((entry) => {
    const k = entry.kinetics === undefined ? undefined : kinetics.claim(entry.kinetics, entry.id);
    const s = entry.storage === undefined ? undefined : storage.claim(entry.storage, entry.id);
    return buildCrop(entry, k, s, warnings);
  });
  const unclaimed = [...kinetics.unclaimed().map((r) => `crop-kinetics.csv "${r.name}|${r.crop_type}"`), ...storage.unclaimed().map((r) => `crop-storage.csv "${r.name}"`)];
  if (unclaimed.length > 0) throw new Error(`Rows no crop claims (add them to crop-list.ts): ${unclaimed.join(', ')}`);
  const ids = new Set<string>();
  for (const crop of crops) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(crop.id)) throw new Error(`Not a slug: ${crop.id}`);
    if (ids.has(crop.id)) throw new Error(`Duplicate crop id: ${crop.id}`);
    ids.add(crop.id);
  }
  return { crops, warnings };
}

function buildCrop(entry: CropListEntry, k: Row | undefined, s: Row | undefined, warnings: string[]): Crop {
  const type = entry.type ?? (k ? TYPES[k.crop_type ?? ''] : undefined);
  if (!type) throw new Error(`${entry.id}: no type in crop-kinetics.csv; give one in crop-list.ts`);
  const sources = new Set<string>();
  if (k) sources.add('coldtivate');
  if (s) sources.add('cantwell-2001');

  // Storage facts: Cantwell's table first, then the Coldtivate row, then an added source.
  const temperature = pick(entry.id, 'temperature', [
    [s?.temperature_c, 'cantwell-2001'],
    [k?.optimal_storage_temperature, 'coldtivate'],
    [entry.added?.temperature, entry.added?.source],
  ], parseTemperature, warnings);
  const storageLife = pick(entry.id, 'storage life', [
    [s?.storage_life, 'cantwell-2001'],
    [k?.approximate_shelf_life, 'coldtivate'],
    [entry.added?.storage_life, entry.added?.source],
  ], parseStorageLife, warnings);
  for (const used of [temperature.source, storageLife.source]) if (used) sources.add(used);

  const humidity = humidityOf(entry, type, temperature.value);
  if (humidity.source) sources.add(humidity.source);

  const k0 = parseNumber(k?.dependent_constant ?? '');
  const ea = parseNumber(k?.activation_energy_constant ?? '');
  const kinetic: Kinetics | null = k0 !== null && ea !== null ? { k0_per_second: k0, activation_energy_j_per_mol: ea } : null;
  if ((k0 === null) !== (ea === null)) warnings.push(`${entry.id}: only one of k0 and Ea is published; no shelf-life model`);

  const quality = initialQuality(k, kinetic);
  if (quality.derived.length > 0) sources.add('derived');

  const crop: Crop = {
    id: entry.id,
    type,
    names: entry.names,
    temperature_c: temperature.value,
    relative_humidity_pct: humidity.value,
    humidity_basis: humidity.basis,
    storage_life_days: storageLife.value,
    ethylene_production: parseEthyleneLevel(s?.ethylene_production ?? ''),
    ethylene_sensitivity: parseEthyleneLevel(s?.ethylene_sensitivity ?? ''),
    kinetics: kinetic,
    initial_quality: quality.values,
    initial_quality_derived: quality.derived,
    published: { temperature: temperature.text, storage_life: storageLife.text },
    sources: [...sources],
  };
  if (entry.notes) crop.notes = entry.notes;
  return crop;
}

type Candidate = [text: string | undefined, source: string | undefined];

/** The first source with a value wins; a later source that disagrees is reported, never merged. */
function pick(
  id: string,
  what: string,
  candidates: Candidate[],
  parse: (text: string) => NumberRange | null,
  warnings: string[],
): { value: NumberRange | null; text: string | null; source: string | null } {
  let chosen: { value: NumberRange; text: string | null; source: string | null } | null = null;
  for (const [text, source] of candidates) {
    if (text === undefined) continue;
    let value: NumberRange | null;
    try {
      value = parse(text);
    } catch (error) {
      if (!chosen) throw new Error(`${id}: ${(error as Error).message}`);
      warnings.push(`${id}: ${what} "${text}" from ${source} unreadable; using "${chosen.text}"`);
      continue;
    }
    if (value === null) continue;
    if (!chosen) chosen = { value, text: tidyText(text), source: source ?? null };
    else if (value.min !== chosen.value.min || value.max !== chosen.value.max) {
      warnings.push(`${id}: ${what} "${text}" from ${source} differs from "${chosen.text}"; keeping the latter`);
    }
  }
  return chosen ?? { value: null, text: null, source: null };
}

function humidityOf(entry: CropListEntry, type: CropType, temperature: NumberRange | null) {
  if (entry.added?.relative_humidity) {
    return { value: parseRange(entry.added.relative_humidity), basis: 'commodity' as const, source: entry.added.source };
  }
  const humidityClass = entry.humidity ?? (type === 'fruit' ? 'fruit' : type === 'other' ? 'none' : 'vegetable');
  // Without a known storage temperature nothing is known about how to store it: say nothing.
  if (humidityClass === 'none' || temperature === null) return { value: null, basis: null, source: null };
  return { value: HUMIDITY_BY_CLASS[humidityClass], basis: 'class_guidance' as const, source: 'kader-2002' };
}

/**
 * Published initial qualities as they are. Where only today's is published and the crop has
 * constants, the others follow the rule the published ones were made with (checked in the tests):
 * q_today · exp(−n · k(30 °C)), n days since harvest, rounded to a whole percent.
 */
function initialQuality(k: Row | undefined, kinetics: Kinetics | null) {
  const values = {} as Record<HarvestChoice, number | null>;
  const derived: HarvestChoice[] = [];
  for (const choice of HARVEST_CHOICES) values[choice] = parseNumber(k?.[QUALITY_COLUMNS[choice]] ?? '');
  const today = values.today;
  if (kinetics && today !== null) {
    const perDay = rateConstantPerDay(kinetics, SELLING_TEMPERATURE_C);
    for (const choice of HARVEST_CHOICES) {
      if (values[choice] !== null) continue;
      values[choice] = Math.round(today * Math.exp(-DAYS_SINCE_HARVEST[choice] * perDay));
      derived.push(choice);
    }
  }
  return { values, derived };
}

function claimable(rows: Row[], keysOf: (row: Row) => string[]) {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    for (const key of keysOf(row)) byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const claimed = new Map<Row, string>();
  return {
    claim(key: string, id: string): Row {
      const found = byKey.get(key) ?? [];
      if (found.length !== 1) throw new Error(`${id}: "${key}" matches ${found.length} rows, not exactly one`);
      const row = found[0] as Row;
      const owner = claimed.get(row);
      if (owner) throw new Error(`${id}: "${key}" is already claimed by ${owner}`);
      claimed.set(row, id);
      return row;
    },
    unclaimed: () => rows.filter((row) => !claimed.has(row)),
  };
}
