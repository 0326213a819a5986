import type { CropItem } from '@coldroom/contract';
import type { CropRow } from '../../db/schema';

const rangeOf = (min: number | null, max: number | null) => (min === null || max === null ? null : { min, max });

export function presentCrop(row: CropRow): CropItem {
  return {
    id: row.code,
    type: row.type,
    names: row.names,
    temperature_c: rangeOf(row.temperatureMinC, row.temperatureMaxC),
    relative_humidity_pct: rangeOf(row.humidityMinPct, row.humidityMaxPct),
    storage_life_days: rangeOf(row.storageLifeMinDays, row.storageLifeMaxDays),
    ethylene_production: row.ethyleneProduction,
    ethylene_sensitivity: row.ethyleneSensitivity,
    has_kinetics: row.kinetics !== null,
  };
}
