import type { CoolingUnitType, PricingType, SensorState } from '@coldroom/contract';
import { cropName, type Crop, type RoomMetric } from '@coldroom/domain';

// Written out in full so the translation-key check sees every key.
export const TYPE_KEYS: Record<CoolingUnitType, string> = {
  farm_gate: 'rooms.types.farmGate',
  market: 'rooms.types.market',
  movable: 'rooms.types.movable',
  other: 'rooms.types.other',
};

export const METRIC_KEYS: Record<RoomMetric, string> = {
  crates: 'rooms.metric.crates',
  kg: 'rooms.metric.kg',
};

export const PRICING_KEYS: Record<PricingType, string> = {
  fixed: 'rooms.pricing.fixed',
  daily: 'rooms.pricing.daily',
};

/** "₦500.00 per crate per day": by pricing and the room's metric. */
export const PRICE_KEYS: Record<PricingType, Record<RoomMetric, string>> = {
  fixed: { crates: 'rooms.price.fixedCrates', kg: 'rooms.price.fixedKg' },
  daily: { crates: 'rooms.price.dailyCrates', kg: 'rooms.price.dailyKg' },
};

/** The unit after a price field: "per crate", "per kg per day". */
export const RATE_UNIT_KEYS: Record<PricingType, Record<RoomMetric, string>> = {
  fixed: { crates: 'rooms.rateUnit.fixedCrates', kg: 'rooms.rateUnit.fixedKg' },
  daily: { crates: 'rooms.rateUnit.dailyCrates', kg: 'rooms.rateUnit.dailyKg' },
};

export const SENSOR_KEYS: Record<SensorState, string> = {
  off: 'rooms.sensor.off',
  ok: 'rooms.sensor.ok',
  error: 'rooms.sensor.error',
};

export const SENSOR_COLOURS: Record<SensorState, string> = { off: 'gray', ok: 'teal', error: 'red' };

export const FACT_KEYS: Record<RoomMetric, string> = {
  crates: 'rooms.facts.metricCrates',
  kg: 'rooms.facts.metricKg',
};

/** A crop's name in the language, starting with a capital ("piment vert" → "Piment vert") as a label. */
export function cropLabel(crop: Crop, language: string): string {
  const name = cropName(crop, language);
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
