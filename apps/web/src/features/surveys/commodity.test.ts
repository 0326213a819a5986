import { ApiError } from '../../lib/api';
import { checkCommodity, commodityValuesOf, defaultSurveyCurrency, emptyCommodity, type CommodityValues } from './commodity';
import { parseDecimal } from './options';
import { serverProblems, surveyReasonKey } from './problems';

// A row a farmer could really answer: 1,000 kg harvest of which 100 kept, 800 sold (200 below market).
const row = (patch: Partial<CommodityValues> = {}): CommodityValues => ({
  crop_id: 'tomato',
  unit: 'crates',
  kg_per_unit: '25',
  total_kg: '1000',
  self_consumed_kg: '100',
  sold_kg: '800',
  sold_below_market_kg: '200',
  price: '3000.50',
  season_months: '4',
  main_loss_reason: 'spoilage',
  ...patch,
});

describe('checkCommodity', () => {
  it('builds the body of a valid row, the price in minor units of the currency', () => {
    const { problems, body } = checkCommodity(row(), 'NGN');
    expect(problems).toEqual({});
    expect(body).toEqual({
      crop_id: 'tomato', unit: 'crates', kg_per_unit: 25, total_kg: 1000, self_consumed_kg: 100, sold_kg: 800,
      sold_below_market_kg: 200, average_price_minor: 300_050, season_months: 4, main_loss_reason: 'spoilage',
    });
    // XOF has no minor unit: 3000 francs are 3000 minor units, and decimals are refused.
    expect(checkCommodity(row({ price: '3000' }), 'XOF').body?.average_price_minor).toBe(3000);
    expect(checkCommodity(row({ price: '3000.5' }), 'XOF').problems).toEqual({ average_price_minor: 'operations.money.decimals' });
  });

  it('never lets the parts exceed the total, and names the part that tips it over', () => {
    expect(checkCommodity(row({ self_consumed_kg: '1000.001' }), 'NGN').problems).toEqual({ self_consumed_kg: 'surveys.exceedsTotal' });
    expect(checkCommodity(row({ sold_kg: '900.001', sold_below_market_kg: '0' }), 'NGN').problems).toEqual({ sold_kg: 'surveys.exceedsTotal' });
    // Exactly the total is allowed: 100 + 900 = 1000.
    expect(checkCommodity(row({ sold_kg: '900' }), 'NGN').problems).toEqual({});
  });

  it('adds decimals exactly (0.1 + 0.2 kg of a 0.3 kg total is not too much)', () => {
    const { problems, body } = checkCommodity(row({ total_kg: '0.3', self_consumed_kg: '0.1', sold_kg: '0,2', sold_below_market_kg: '0.2', kg_per_unit: '0.3' }), 'NGN');
    expect(problems).toEqual({});
    expect(body).toMatchObject({ total_kg: 0.3, self_consumed_kg: 0.1, sold_kg: 0.2 });
  });

  it('keeps sold below market within sold', () => {
    expect(checkCommodity(row({ sold_below_market_kg: '800.5' }), 'NGN').problems).toEqual({ sold_below_market_kg: 'surveys.exceedsSold' });
    expect(checkCommodity(row({ sold_below_market_kg: '800' }), 'NGN').problems).toEqual({});
  });

  it('needs a unit and a unit weight above 0 and at most 2,000 kg, to the gram', () => {
    expect(checkCommodity(row({ unit: null }), 'NGN').problems).toEqual({ unit: 'forms.required' });
    expect(checkCommodity(row({ kg_per_unit: '0' }), 'NGN').problems).toEqual({ kg_per_unit: 'surveys.positiveKg' });
    expect(checkCommodity(row({ kg_per_unit: '2000.001' }), 'NGN').problems).toEqual({ kg_per_unit: 'surveys.unitKgMax' });
    expect(checkCommodity(row({ kg_per_unit: '0.001' }), 'NGN').body?.kg_per_unit).toBe(0.001);
    expect(checkCommodity(row({ kg_per_unit: '12.3456' }), 'NGN').problems).toEqual({ kg_per_unit: 'surveys.kgDecimals' });
    expect(checkCommodity(row({ total_kg: '10000000.001' }), 'NGN').problems).toEqual({ total_kg: 'surveys.seasonKgMax' });
  });

  it('names every field of an empty row', () => {
    const { problems, body } = checkCommodity({ ...emptyCommodity(), unit: null, self_consumed_kg: '', sold_below_market_kg: '' }, 'NGN');
    expect(body).toBeNull();
    expect(problems).toEqual({
      crop_id: 'forms.required', unit: 'forms.required', kg_per_unit: 'forms.required', total_kg: 'forms.required',
      self_consumed_kg: 'forms.required', sold_kg: 'forms.required', sold_below_market_kg: 'forms.required',
      average_price_minor: 'forms.required', season_months: 'surveys.monthsRange', main_loss_reason: 'forms.required',
    });
  });

  it('names fields typed wrong: words, a negative weight, months outside 1–12, a bad price', () => {
    const { problems } = checkCommodity(row({ total_kg: 'lots', sold_kg: '-5', season_months: '13', price: '12a' }), 'NGN');
    expect(problems).toEqual({ total_kg: 'forms.invalid', sold_kg: 'forms.invalid', season_months: 'surveys.monthsRange', average_price_minor: 'operations.money.invalid' });
    expect(checkCommodity(row({ season_months: '2.5' }), 'NGN').problems).toEqual({ season_months: 'surveys.monthsRange' });
    expect(checkCommodity(row({ season_months: '12' }), 'NGN').problems).toEqual({});
  });

  it('reads a saved row back into the form with the price in major units', () => {
    const saved = { crop_id: 'onion', unit: 'bags' as const, kg_per_unit: 50, total_kg: 2000.5, self_consumed_kg: 0, sold_kg: 2000, sold_below_market_kg: 0, average_price_minor: 1_250_000, season_months: 3, main_loss_reason: 'pests' as const };
    const values = commodityValuesOf(saved, 'NGN');
    expect(values).toMatchObject({ total_kg: '2000.5', price: '12500.00', season_months: '3' });
    expect(checkCommodity(values, 'NGN').body).toEqual(saved);
  });
});

describe('currency of the survey', () => {
  it('reads no price without a currency, yet still names the other fields', () => {
    expect(checkCommodity(row(), null)).toEqual({ problems: {}, body: null });
    expect(checkCommodity(row({ price: '', sold_kg: '950' }), null).problems).toEqual({ average_price_minor: 'forms.required', sold_kg: 'surveys.exceedsTotal' });
  });

  it('suggests the saved one, else the company’s for staff, else the farmer’s country’s, else the stored company’s', () => {
    const base = { saved: null, companyCurrency: 'INR', country: 'GH', storedCurrency: 'NGN' };
    expect(defaultSurveyCurrency({ ...base, staff: true })).toBe('INR');
    expect(defaultSurveyCurrency({ ...base, staff: true, saved: 'XOF' })).toBe('XOF');
    expect(defaultSurveyCurrency({ ...base, staff: false })).toBe('GHS');
    expect(defaultSurveyCurrency({ ...base, staff: false, saved: 'KES' })).toBe('KES');
    expect(defaultSurveyCurrency({ ...base, staff: false, country: null })).toBe('NGN');
    // A country without a known currency, and codes the product does not know, are passed over.
    expect(defaultSurveyCurrency({ ...base, staff: false, country: 'AQ', storedCurrency: 'BGN' })).toBeNull();
    expect(defaultSurveyCurrency({ ...base, staff: true, companyCurrency: null, storedCurrency: null })).toBeNull();
  });
});

describe('parseDecimal', () => {
  it('reads a point or a comma, and refuses signs, words and empty text', () => {
    expect([parseDecimal('12.5'), parseDecimal(' 12,5 '), parseDecimal('.5'), parseDecimal('7')]).toEqual([12.5, 12.5, 0.5, 7]);
    expect([parseDecimal(''), parseDecimal('-1'), parseDecimal('1e3'), parseDecimal('ten')]).toEqual([null, null, null, null]);
  });
});

describe('server problems', () => {
  it('names the field with a survey text, and says which range on out_of_range', () => {
    const error = new ApiError(400, 'invalid_input', 'x', { 'commodities.1.sold_kg': 'exceeds_total', selling_date: 'out_of_range', season_months: 'nonsense' });
    expect(serverProblems(error)).toEqual({ 'commodities.1.sold_kg': 'surveys.exceedsTotal', selling_date: 'surveys.sellingDateRange', season_months: 'forms.invalid' });
    expect(surveyReasonKey('commodities.0.crop_id', 'unknown_crop')).toBe('forms.unknownCrop');
    expect(surveyReasonKey('crop_id', 'already_surveyed')).toBe('surveys.alreadySurveyed');
    expect(surveyReasonKey('currency', 'invalid')).toBe('forms.invalidCurrency');
    expect(surveyReasonKey('kind', 'invalid')).toBe('forms.invalid');
    expect(serverProblems(new Error('network'))).toEqual({});
  });
});
