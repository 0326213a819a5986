import { FARMER_KINDS, LOSS_REASONS, SURVEY_UNITS, WHERE_SOLD, type LossReason, type SurveyUnit } from '@coldroom/contract';
import type { TFunction } from 'i18next';

// Written out so the translation-key check sees every key.
/** "Price ₦4,500.00 per crate": one phrase per unit, since the unit follows "per" in the singular. */
export const PRICE_PER_KEYS: Record<SurveyUnit, string> = {
  kg: 'glossary.pricePer.kg',
  crates: 'glossary.pricePer.crates',
  bags: 'glossary.pricePer.bags',
  sacks: 'glossary.pricePer.sacks',
  baskets: 'glossary.pricePer.baskets',
};

export const UNIT_KEYS: Record<SurveyUnit, string> = { kg: 'surveys.unit.kg', crates: 'surveys.unit.crates', bags: 'surveys.unit.bags', sacks: 'surveys.unit.sacks', baskets: 'surveys.unit.baskets' };
const LOSS_KEYS: Record<LossReason, string> = {
  spoilage: 'surveys.loss.spoilage',
  pests: 'surveys.loss.pests',
  handling_damage: 'surveys.loss.handling_damage',
  no_buyer: 'surveys.loss.no_buyer',
  low_price: 'surveys.loss.low_price',
  weather: 'surveys.loss.weather',
  other: 'surveys.loss.other',
};
const WHERE_KEYS: Record<(typeof WHERE_SOLD)[number], string> = { farm_gate: 'surveys.whereSold.farm_gate', local_market: 'surveys.whereSold.local_market', both: 'surveys.whereSold.both' };
const KIND_KEYS: Record<(typeof FARMER_KINDS)[number], string> = { farmer: 'surveys.kinds.farmer', trader: 'surveys.kinds.trader' };
export const KG_FIELD_KEYS = {
  kg_per_unit: 'surveys.kgPerUnit',
  total_kg: 'surveys.field.total_kg',
  self_consumed_kg: 'surveys.field.self_consumed_kg',
  sold_kg: 'surveys.field.sold_kg',
  sold_below_market_kg: 'surveys.field.sold_below_market_kg',
} as const;

/** Select options with translated labels, for the choices the surveys ask. */
export const unitOptions = (t: TFunction) => SURVEY_UNITS.map((value) => ({ value, label: t(UNIT_KEYS[value]) }));
export const lossOptions = (t: TFunction) => LOSS_REASONS.map((value) => ({ value, label: t(LOSS_KEYS[value]) }));
export const whereSoldOptions = (t: TFunction) => WHERE_SOLD.map((value) => ({ value, label: t(WHERE_KEYS[value]) }));
export const kindOptions = (t: TFunction) => FARMER_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) }));

/** A decimal as typed ("12.5" or "12,5"); null when empty or not a number ≥ 0. */
export function parseDecimal(text: string): number | null {
  const value = text.trim().replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(value) ? Number(value) : null;
}
