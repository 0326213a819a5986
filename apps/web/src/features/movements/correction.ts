import { PLANNED_DAYS_MAX, type CheckIn, type CheckInCorrection } from '@coldroom/contract';
import type { PickedFarmer } from '../../components/operations/FarmerPicker';

export interface CorrectionValues {
  farmer: PickedFarmer | null;
  crops: Record<number, string>;
  days: Record<number, string>;
}

export function correctionValuesOf(checkIn: CheckIn): CorrectionValues {
  const crops: Record<number, string> = {};
  const days: Record<number, string> = {};
  for (const lot of checkIn.lots) {
    crops[lot.id] = lot.crop_id;
    for (const crate of lot.crates) days[crate.id] = crate.planned_days === null ? '' : String(crate.planned_days);
  }
  const f = checkIn.farmer;
  return { farmer: { id: f.id, name: f.name, phone: f.phone, isWalkIn: f.is_walk_in }, crops, days };
}

/** Problems by field ("farmer", "days.<crate id>"), as translation keys. */
export function correctionProblems(values: CorrectionValues): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.farmer) problems.farmer = 'checkIn.errors.farmerRequired';
  for (const [id, text] of Object.entries(values.days)) {
    if (text.trim() && !(/^\d+$/.test(text.trim()) && Number(text) <= PLANNED_DAYS_MAX)) problems[`days.${id}`] = 'checkIn.errors.plannedDays';
  }
  return problems;
}

/** Only what changed: a correction sends the parts the operator touched. */
export function correctionBody(checkIn: CheckIn, values: CorrectionValues): CheckInCorrection {
  const body: CheckInCorrection = {};
  const farmer = values.farmer!;
  if (farmer.id !== checkIn.farmer.id) Object.assign(body, farmer.isWalkIn ? { walk_in: true } : { farmer_id: farmer.id });
  const lots = checkIn.lots.filter((lot) => values.crops[lot.id] !== lot.crop_id).map((lot) => ({ id: lot.id, crop_id: values.crops[lot.id]! }));
  if (lots.length) body.lots = lots;
  const crates = checkIn.lots
    .flatMap((lot) => lot.crates)
    .map((crate) => ({ id: crate.id, planned_days: values.days[crate.id]?.trim() ? Number(values.days[crate.id]) : null, before: crate.planned_days }))
    .filter((crate) => crate.planned_days !== crate.before)
    .map(({ id, planned_days }) => ({ id, planned_days }));
  if (crates.length) body.crates = crates;
  return body;
}
