import { SURVEY_MAX_KG, SURVEY_MAX_UNIT_KG, type FarmerSurvey, type SurveyCommodityInput } from '@coldroom/contract';
import { fromMinor, gramsToKg, isCurrency, kgToGrams } from '@coldroom/domain';
import { parseMoneyInput } from '../../lib/amounts';
import { currencyOfCountry } from '../../lib/countries';
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

/** A kg field as typed, in whole grams; a translation key when it is empty, not a number or finer than a gram. */
function gramsOf(text: string): number | string {
  if (!text.trim()) return 'forms.required';
  const kg = parseDecimal(text);
  if (kg === null) return 'forms.invalid';
  try {
    return kgToGrams(text.trim().replace(',', '.'));
  } catch {
    return 'surveys.kgDecimals';
  }
}

/**
 * Checks a row the way the server does (parts never exceed the total, sold below market within sold, a unit
 * weighs something) and builds its body. Sums are compared in grams so 0.1 + 0.2 kg equals 0.3 kg.
 * Problems are translation keys by field name.
 */
export function checkCommodity(values: CommodityValues, currency: string | null): { problems: Record<string, string>; body: SurveyCommodityInput | null } {
  const problems: Record<string, string> = {};
  const grams: Partial<Record<(typeof KG_FIELDS)[number], number>> = {};
  for (const field of KG_FIELDS) {
    const parsed = gramsOf(values[field]);
    if (typeof parsed === 'string') problems[field] = parsed;
    else grams[field] = parsed;
  }
  if (grams.kg_per_unit === 0) problems.kg_per_unit = 'surveys.positiveKg';
  else if (grams.kg_per_unit !== undefined && grams.kg_per_unit > SURVEY_MAX_UNIT_KG * 1000) problems.kg_per_unit = 'surveys.unitKgMax';
  for (const field of KG_FIELDS.slice(1)) if (grams[field] !== undefined && grams[field] > SURVEY_MAX_KG * 1000) problems[field] = 'surveys.seasonKgMax';
  if (!values.crop_id) problems.crop_id = 'forms.required';
  if (!values.unit) problems.unit = 'forms.required';
  if (!values.main_loss_reason) problems.main_loss_reason = 'forms.required';
  const months = values.season_months.trim() ? Number(values.season_months) : NaN;
  if (!Number.isInteger(months) || months < 1 || months > 12) problems.season_months = 'surveys.monthsRange';
  // Without a currency (the form names that field) a price cannot be read into minor units yet.
  const price = currency && isCurrency(currency) ? parseMoneyInput(values.price, currency) : null;
  if (!values.price.trim()) problems.average_price_minor = 'forms.required';
  else if (price && 'problem' in price) problems.average_price_minor = price.problem;
  const { total_kg: total, self_consumed_kg: self, sold_kg: sold, sold_below_market_kg: below } = grams;
  if (total !== undefined && self !== undefined && self > total) problems.self_consumed_kg = 'surveys.exceedsTotal';
  else if (total !== undefined && self !== undefined && sold !== undefined && self + sold > total) problems.sold_kg = 'surveys.exceedsTotal';
  if (sold !== undefined && below !== undefined && below > sold) problems.sold_below_market_kg = 'surveys.exceedsSold';
  if (Object.keys(problems).length || !price || 'problem' in price) return { problems, body: null };
  return {
    problems,
    body: {
      crop_id: values.crop_id!,
      unit: values.unit as SurveyCommodityInput['unit'],
      kg_per_unit: gramsToKg(grams.kg_per_unit!),
      total_kg: gramsToKg(total!),
      self_consumed_kg: gramsToKg(self!),
      sold_kg: gramsToKg(sold!),
      sold_below_market_kg: gramsToKg(below!),
      average_price_minor: price.minor,
      season_months: months,
      main_loss_reason: values.main_loss_reason as SurveyCommodityInput['main_loss_reason'],
    },
  };
}

/**
 * The currency a first baseline survey suggests (domain-rules §7 prices carry their currency): staff fill
 * it in their company's; a farmer in their country's, else the stored company's. Null when nothing is
 * known: the form then asks for one. A saved survey keeps its own.
 */
export function defaultSurveyCurrency(from: { saved: string | null; staff: boolean; companyCurrency: string | null; country: string | null; storedCurrency: string | null }): string | null {
  const candidates = from.staff ? [from.saved, from.companyCurrency, from.storedCurrency] : [from.saved, from.country ? currencyOfCountry(from.country) : null, from.storedCurrency];
  return candidates.find((code): code is string => typeof code === 'string' && isCurrency(code)) ?? null;
}
