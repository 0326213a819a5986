import { CHECK_IN_MAX_CRATES, NOTES_MAX, PLANNED_DAYS_MAX, TAG_MAX, type CheckInCreate, type CoolingUnit, type HarvestChoice } from '@coldroom/contract';
import { gramsToKg, isCrateWeight, kgToGrams } from '@coldroom/domain';
import type { PickedFarmer } from '../../components/operations/FarmerPicker';
import { normaliseKg } from '../../lib/amounts';

export interface CrateValues {
  weight: string;
  tag: string;
  plannedDays: string;
}

export interface LotValues {
  /** Stable React key: lots can be removed from the middle. */
  key: string;
  crop: string | null;
  harvest: HarvestChoice;
  notes: string;
  /** The "apply to all" values and the first tag number. */
  allWeight: string;
  allDays: string;
  tagStart: string;
  crates: CrateValues[];
}

export interface CheckInValues {
  walkIn: boolean;
  farmer: PickedFarmer | null;
  roomId: number | null;
  lots: LotValues[];
}

let lotSequence = 0;

export function newCrate(lot: Pick<LotValues, 'allWeight' | 'allDays'>): CrateValues {
  return { weight: lot.allWeight, tag: '', plannedDays: lot.allDays };
}

export function newLot(standardWeightKg?: number, crates = 1): LotValues {
  lotSequence += 1;
  const allWeight = standardWeightKg ? String(standardWeightKg) : '';
  const lot: LotValues = { key: `lot-${lotSequence}`, crop: null, harvest: 'today', notes: '', allWeight, allDays: '', tagStart: '', crates: [] };
  lot.crates = Array.from({ length: crates }, () => newCrate(lot));
  return lot;
}

export const initialCheckIn = (): CheckInValues => ({ walkIn: false, farmer: null, roomId: null, lots: [newLot()] });

/** The crates of a lot resized to a count: kept ones unchanged, new ones from the lot's "all" values. */
export function resizeCrates(lot: LotValues, count: number): CrateValues[] {
  const size = Math.max(1, Math.min(CHECK_IN_MAX_CRATES, Math.floor(count) || 1));
  return Array.from({ length: size }, (_, i) => lot.crates[i] ?? newCrate(lot));
}

/** A typed weight as grams, or null when it is not a crate weight (more than 0, at most 500 kg, to the gram). */
export function weightGrams(text: string): number | null {
  const decimal = normaliseKg(text);
  if (decimal === null) return null;
  try {
    const grams = kgToGrams(decimal);
    return isCrateWeight(grams) ? grams : null;
  } catch {
    return null;
  }
}

/** Planned days as typed: null when empty, NaN when not a whole number in 0..365. */
export function plannedDaysOf(text: string): number | null {
  const value = text.trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) return Number.NaN;
  const days = Number(value);
  return days <= PLANNED_DAYS_MAX ? days : Number.NaN;
}

export const totalCrates = (values: CheckInValues) => values.lots.reduce((n, lot) => n + lot.crates.length, 0);

/** Every field's problem as a translation key, by form path; empty when the check-in can be sent. */
export function validateCheckIn(values: CheckInValues, room: CoolingUnit | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.walkIn && !values.farmer) errors.farmer = 'checkIn.errors.farmerRequired';
  if (values.roomId === null) errors.roomId = 'checkIn.errors.roomRequired';
  const accepted = new Set(room?.crops.map((price) => price.crop));
  values.lots.forEach((lot, i) => {
    if (!lot.crop) errors[`lots.${i}.crop`] = 'checkIn.errors.cropRequired';
    else if (room && !accepted.has(lot.crop)) errors[`lots.${i}.crop`] = 'errors.crop_not_accepted';
    if (lot.notes.trim().length > NOTES_MAX) errors[`lots.${i}.notes`] = 'forms.tooLong';
    lot.crates.forEach((crate, j) => {
      if (weightGrams(crate.weight) === null) errors[`lots.${i}.crates.${j}.weight`] = crate.weight.trim() ? 'checkIn.errors.weight' : 'checkIn.errors.weightRequired';
      if (crate.tag.trim().length > TAG_MAX) errors[`lots.${i}.crates.${j}.tag`] = 'forms.tooLong';
      if (Number.isNaN(plannedDaysOf(crate.plannedDays))) errors[`lots.${i}.crates.${j}.plannedDays`] = 'checkIn.errors.plannedDays';
    });
  });
  if (totalCrates(values) > CHECK_IN_MAX_CRATES) errors.crates = 'checkIn.errors.tooManyCrates';
  return errors;
}

/** The request body of POST /operation/v1/check-ins/ (call after validateCheckIn found nothing). */
export function toCheckInRequest(values: CheckInValues): CheckInCreate {
  const walkIn = values.walkIn || values.farmer?.isWalkIn === true;
  return {
    ...(walkIn ? { walk_in: true } : { farmer_id: values.farmer!.id }),
    cooling_unit_id: values.roomId!,
    lots: values.lots.map((lot) => ({
      crop_id: lot.crop!,
      harvest: lot.harvest,
      notes: lot.notes.trim() || null,
      crates: lot.crates.map((crate) => ({
        weight_kg: gramsToKg(weightGrams(crate.weight)!),
        tag: crate.tag.trim() || null,
        planned_days: plannedDaysOf(crate.plannedDays),
      })),
    })),
  };
}

const CRATE_FIELDS: Record<string, string> = { weight_kg: 'weight', tag: 'tag', planned_days: 'plannedDays' };
const LOT_FIELDS: Record<string, string> = { crop_id: 'crop', harvest: 'harvest', notes: 'notes' };

/** The form field for a server field path ("lots.0.crates.3.weight_kg" → "lots.0.crates.3.weight"). */
export function checkInFieldFor(path: string): string | undefined {
  if (path === 'farmer_id' || path === 'walk_in') return 'farmer';
  if (path === 'cooling_unit_id') return 'roomId';
  if (path === 'lots' || /^lots\.\d+\.crates$/.test(path)) return 'crates';
  const crate = /^lots\.(\d+)\.crates\.(\d+)\.(\w+)$/.exec(path);
  if (crate) return CRATE_FIELDS[crate[3]!] && `lots.${crate[1]}.crates.${crate[2]}.${CRATE_FIELDS[crate[3]!]}`;
  const lot = /^lots\.(\d+)\.(\w+)$/.exec(path);
  if (lot) return LOT_FIELDS[lot[2]!] && `lots.${lot[1]}.${LOT_FIELDS[lot[2]!]}`;
  return undefined;
}

/** Form errors without those under a path: after values are set in bulk, their old errors no longer hold. */
export function errorsOutside<E extends Record<string, unknown>>(errors: E, prefix: string, suffix = ''): E {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !(path.startsWith(prefix) && path.endsWith(suffix)))) as E;
}
