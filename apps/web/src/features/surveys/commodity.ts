import type { FarmerSurvey, SurveyCommodityInput } from '@coldroom/contract';
import { fromMinor } from '@coldroom/domain';
import { parseMoneyInput } from '../../lib/amounts';
import { parseDecimal } from './options';

/** One commodity row of the baseline form, as typed. */
export interface CommodityValues {
  crop_id: string | null;
  unit: string | null;
  kg_per_unit: string;
  total_kg: string;
  self_consumed_kg: string;
  sold_kg: string;
  sold_below_market_kg: string;
  price: string;
  season_months: string;
  main_loss_reason: string | null;
}
export const KG_FIELDS = ['kg_per_unit', 'total_kg', 'self_consumed_kg', 'sold_kg', 'sold_below_market_kg'] as const;

export const emptyCommodity = (): CommodityValues => ({ crop_id: null, unit: 'crates', kg_per_unit: '', total_kg: '', self_consumed_kg: '0', sold_kg: '', sold_below_market_kg: '0', price: '', season_months: '', main_loss_reason: null });

export function commodityValuesOf(row: FarmerSurvey['commodities'][number], currency: string): CommodityValues {
  const text = (n: number) => String(n);
  return { ...row, kg_per_unit: text(row.kg_per_unit), total_kg: text(row.total_kg), self_consumed_kg: text(row.self_consumed_kg), sold_kg: text(row.sold_kg), sold_below_market_kg: text(row.sold_below_market_kg), price: fromMinor(row.average_price_minor, currency), season_months: text(row.season_months) };
}

/**
 * Checks a row the way the server does (parts never exceed the total) and builds its body. Problems are
 * translation keys by field name.
 */
export function checkCommodity(values: CommodityValues, currency: string): { problems: Record<string, string>; body: SurveyCommodityInput | null } {
  const problems: Record<string, string> = {};
  const kg = Object.fromEntries(KG_FIELDS.map((field) => [field, parseDecimal(values[field])])) as Record<(typeof KG_FIELDS)[number], number | null>;
  for (const field of KG_FIELDS) if (kg[field] === null) problems[field] = values[field].trim() ? 'forms.invalid' : 'forms.required';
  if (kg.kg_per_unit === 0) problems.kg_per_unit = 'surveys.positiveKg';
  if (!values.crop_id) problems.crop_id = 'forms.required';
  if (!values.unit) problems.unit = 'forms.required';
  if (!values.main_loss_reason) problems.main_loss_reason = 'forms.required';
  const months = Number(values.season_months);
  if (!Number.isInteger(months) || months < 1 || months > 12) problems.season_months = 'surveys.monthsRange';
  const price = parseMoneyInput(values.price, currency);
  if (!values.price.trim()) problems.average_price_minor = 'forms.required';
  else if ('problem' in price) problems.average_price_minor = price.problem;
  const { total_kg: total, self_consumed_kg: self, sold_kg: sold, sold_below_market_kg: below } = kg;
  if (total !== null && self !== null && self > total) problems.self_consumed_kg = 'surveys.exceedsTotal';
  else if (total !== null && self !== null && sold !== null && self + sold > total) problems.sold_kg = 'surveys.exceedsTotal';
  if (sold !== null && below !== null && below > sold) problems.sold_below_market_kg = 'surveys.exceedsSold';
  if (Object.keys(problems).length || 'problem' in price) return { problems, body: null };
  return {
    problems,
    body: {
      crop_id: values.crop_id!,
      unit: values.unit as SurveyCommodityInput['unit'],
      kg_per_unit: kg.kg_per_unit!,
      total_kg: total!,
      self_consumed_kg: self!,
      sold_kg: sold!,
      sold_below_market_kg: below!,
      average_price_minor: price.minor,
      season_months: months,
      main_loss_reason: values.main_loss_reason as SurveyCommodityInput['main_loss_reason'],
    },
  };
}
