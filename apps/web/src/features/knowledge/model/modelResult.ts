/**
 * The model page's figures, all from the domain's shelf-life functions (domain-rules §6), so the page
 * shows exactly what the server computes for a lot kept at one constant temperature.
 */
import {
  CROPS,
  daysToPickupAt,
  initialQualityFor,
  pickupThreshold,
  qualityCurve,
  rateConstantPerDay,
  type Crop,
  type HarvestChoice,
  type QualityPoint,
} from '@coldroom/domain';

export const TEMPERATURE_MIN_C = -2;
export const TEMPERATURE_MAX_C = 35;
export const TEMPERATURE_STEP_C = 0.5;
export const DEFAULT_CROP_ID = 'tomato';

/** Crops the model can show: those with shelf-life constants and a starting quality. */
export const MODEL_CROPS: readonly Crop[] = CROPS.filter((crop) => crop.kinetics !== null && initialQualityFor(crop, 'today') !== null);

export interface ModelResult {
  initialQuality: number;
  threshold: number;
  ratePerDay: number;
  daysLeft: number;
  curve: QualityPoint[];
}

export function modelResult(crop: Crop, temperatureC: number, harvest: HarvestChoice): ModelResult | null {
  const kinetics = crop.kinetics;
  const initialQuality = initialQualityFor(crop, harvest);
  if (!kinetics || initialQuality === null) return null;
  return {
    initialQuality,
    threshold: pickupThreshold(kinetics),
    ratePerDay: rateConstantPerDay(kinetics, temperatureC),
    daysLeft: daysToPickupAt(kinetics, initialQuality, temperatureC),
    curve: qualityCurve(kinetics, initialQuality, temperatureC, { points: 60 }),
  };
}

/** Where the slider starts for a crop: the middle of its best storage range, on the slider's steps. */
export function suggestedTemperature(crop: Crop): number {
  const range = crop.temperature_c;
  if (!range) return 10;
  const middle = (range.min + range.max) / 2;
  // `|| 0` turns −0 into 0, which would otherwise show as "-0 °C".
  return clampTemperature(Math.round(middle / TEMPERATURE_STEP_C) * TEMPERATURE_STEP_C || 0);
}

export function clampTemperature(value: number): number {
  return Math.min(TEMPERATURE_MAX_C, Math.max(TEMPERATURE_MIN_C, value));
}
