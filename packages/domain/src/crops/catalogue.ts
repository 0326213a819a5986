/** Looking crops up in the shipped catalogue. */
import { timeToPickup, type PickupEstimate, type TemperatureReading } from '../shelf-life';
import type { InstantInput } from '../dates';
import { CROPS, CROP_IDS, type CropId } from './catalogue.generated';
import { CROP_NAME_LANGUAGES, HARVEST_CHOICES, type Crop, type CropNameLanguage, type HarvestChoice } from './types';

export { CROPS, CROP_IDS, type CropId };

const byId = new Map<string, Crop>(CROPS.map((crop) => [crop.id, crop]));

export function isCropId(id: unknown): id is CropId {
  return typeof id === 'string' && byId.has(id);
}

export function cropById(id: string): Crop | undefined {
  return byId.get(id);
}

export function isHarvestChoice(value: unknown): value is HarvestChoice {
  return typeof value === 'string' && (HARVEST_CHOICES as readonly string[]).includes(value);
}

/** The crop's name in a language, English for a language the catalogue does not have. */
export function cropName(crop: Crop, language: string): string {
  const known = (CROP_NAME_LANGUAGES as readonly string[]).includes(language);
  return known ? crop.names[language as CropNameLanguage] : crop.names.en;
}

/** Initial quality for a lot of this crop harvested at that time; null when unknown. */
export function initialQualityFor(crop: Crop, harvest: HarvestChoice): number | null {
  return crop.initial_quality[harvest];
}

/** Time to pick up for a lot: the crop's constants and initial quality with the room's readings. */
export function timeToPickupForLot(lot: {
  crop: Crop;
  harvest: HarvestChoice;
  checked_in_at: InstantInput;
  now: InstantInput;
  readings: readonly TemperatureReading[];
}): PickupEstimate | null {
  return timeToPickup({
    kinetics: lot.crop.kinetics,
    initial_quality: initialQualityFor(lot.crop, lot.harvest),
    checked_in_at: lot.checked_in_at,
    now: lot.now,
    readings: lot.readings,
  });
}
