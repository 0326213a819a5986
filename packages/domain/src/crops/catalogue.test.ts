import { describe, expect, it } from 'vitest';
import { rateConstantPerDay } from '../shelf-life';
import {
  CROPS,
  CROP_IDS,
  CROP_NAME_LANGUAGES,
  CROP_SOURCES,
  CROP_TYPES,
  ETHYLENE_LEVELS,
  HARVEST_CHOICES,
  cropById,
  cropName,
  initialQualityFor,
  isCropId,
  isHarvestChoice,
  timeToPickupForLot,
} from './index';

// Scripts that each language is written in: a name in the wrong script is a copy-paste slip.
const SCRIPT: Record<string, RegExp> = {
  hi: /\p{Script=Devanagari}/u,
  or: /\p{Script=Oriya}/u,
  gu: /\p{Script=Gujarati}/u,
  en: /^[\p{Script=Latin}\d\s()'/,.-]+$/u,
  fr: /^[\p{Script=Latin}\d\s()'/,.-]+$/u,
  pt: /^[\p{Script=Latin}\d\s()'/,.-]+$/u,
  // Yoruba's tone marks and dots below are combining marks; Hausa writes its glottal stop with ʼ
  ha: /^[\p{Script=Latin}\p{M}\d\s()'ʼ/,.-]+$/u,
  yo: /^[\p{Script=Latin}\p{M}\d\s()'/,.-]+$/u,
  ig: /^[\p{Script=Latin}\p{M}\d\s()'/,.-]+$/u,
  sw: /^[\p{Script=Latin}\d\s()'/,.-]+$/u,
  ar: /\p{Script=Arabic}/u,
};

describe('the crop catalogue', () => {
  it('has about 70 commodities plus catch-all entries', () => {
    expect(CROPS.length).toBe(78);
    expect(CROPS.filter((c) => !c.id.startsWith('other-') && c.type !== 'other').length).toBeGreaterThanOrEqual(70);
    expect(CROP_IDS).toEqual(CROPS.map((c) => c.id));
  });

  it('covers the staples of Nigerian and Indian cold rooms', () => {
    for (const id of [
      'tomato', 'onion', 'bell-pepper', 'okra', 'yam', 'cassava', 'sweet-potato', 'irish-potato', 'plantain',
      'banana', 'mango', 'pineapple', 'orange', 'apple', 'grapes', 'green-chilli', 'cabbage', 'carrot',
      'cauliflower', 'spinach', 'fluted-pumpkin-leaves', 'bitter-leaf', 'waterleaf', 'jute-leaves',
    ]) {
      expect(isCropId(id), id).toBe(true);
    }
  });

  it('uses stable slugs, unique, with known types', () => {
    for (const crop of CROPS) {
      expect(crop.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(CROP_TYPES).toContain(crop.type);
    }
    expect(new Set(CROP_IDS).size).toBe(CROP_IDS.length);
  });

  it('names every crop in every language, in the right script, without duplicates', () => {
    for (const language of CROP_NAME_LANGUAGES) {
      const names = CROPS.map((c) => c.names[language]);
      for (const [i, name] of names.entries()) {
        expect(name.trim(), `${CROPS[i]?.id} ${language}`).toBe(name);
        expect(name, `${CROPS[i]?.id} ${language}`).toMatch(SCRIPT[language] as RegExp);
      }
      // a picker must never show two crops under one name (taro is listed twice: cocoyam and taro root)
      expect(new Set(names).size, language).toBe(names.length);
    }
  });

  it('gives the names farmers use', () => {
    const tomato = cropById('tomato')!;
    expect(tomato.names).toEqual({
      en: 'Tomato',
      hi: 'टमाटर',
      or: 'ଟମାଟୋ',
      gu: 'ટામેટા',
      fr: 'tomate',
      pt: 'tomate',
      ha: 'tumatir',
      yo: 'Tòmátì',
      ig: 'Tomato',
      sw: 'nyanya',
      ar: 'طماطم',
    });
    expect(cropById('okra')!.names.hi).toBe('भिंडी');
    expect(cropById('cassava')!.names.fr).toBe('manioc');
    expect(cropById('yam')!.names.fr).toBe('igname');
  });

  it('keeps ranges ordered and plausible', () => {
    for (const crop of CROPS) {
      for (const range of [crop.temperature_c, crop.relative_humidity_pct, crop.storage_life_days]) {
        if (range) expect(range.min, crop.id).toBeLessThanOrEqual(range.max);
      }
      if (crop.temperature_c) {
        expect(crop.temperature_c.min).toBeGreaterThanOrEqual(-2);
        expect(crop.temperature_c.max).toBeLessThanOrEqual(16);
      }
      if (crop.relative_humidity_pct) {
        expect(crop.relative_humidity_pct.min).toBeGreaterThanOrEqual(50);
        expect(crop.relative_humidity_pct.max).toBeLessThanOrEqual(100);
        expect(crop.humidity_basis).not.toBeNull();
      }
      if (crop.storage_life_days) expect(crop.storage_life_days.min).toBeGreaterThan(0);
      for (const level of [crop.ethylene_production, crop.ethylene_sensitivity]) {
        if (level !== null) expect(ETHYLENE_LEVELS).toContain(level);
      }
    }
  });

  it('reads the published texts without changing a number', () => {
    const expectations: [string, [number, number], [number, number], string, string][] = [
      ['apple', [-1.1, 0], [90, 180], '-1.1-0 °C', '3-6 months'],
      ['pear', [-1.5, -0.5], [60, 210], '-1.5 to -0.5 °C', '2-7 months'],
      ['garlic', [-1, 1], [180, 210], '-1-1 °C', '6-7 months'],
      ['grapes', [-0.5, 0], [30, 180], '-0.5-0 °C', '1-6 months'],
      ['irish-potato', [4, 8], [150, 300], '4-8 °C', '5-10 months'],
      ['pomegranate', [5, 7.2], [60, 90], '5-7.2 °C', '2-3 months'],
      ['beetroot', [0, 0], [120, 120], '0 °C', '4 month'],
      ['banana', [13, 15], [7, 28], '13-15 °C', '1-4 weeks'],
      ['green-beans', [4, 7], [7, 10], '4-7 °C', '7-10 days'],
      ['avocado', [3, 7], [14, 28], '3-7 °C', '2-4 weeks'],
      ['lemon-basil', [10, 10], [7, 7], '10 °C', '7 days'],
    ];
    for (const [id, [tMin, tMax], [lMin, lMax], temperatureText, lifeText] of expectations) {
      const crop = cropById(id)!;
      expect(crop.temperature_c, id).toEqual({ min: tMin, max: tMax });
      expect(crop.storage_life_days, id).toEqual({ min: lMin, max: lMax });
      expect(crop.published, id).toEqual({ temperature: temperatureText, storage_life: lifeText });
    }
    expect(cropById('cassava')!.kinetics).toEqual({ k0_per_second: 160.94, activation_energy_j_per_mol: 45328 });
    expect(cropById('plantain')!.kinetics).toEqual(cropById('irish-potato')!.kinetics);
    expect(cropById('apple')!.ethylene_production).toBe('very_high');
  });

  it('leaves unknown facts unknown', () => {
    const drumstick = cropById('drumstick')!;
    expect(drumstick.temperature_c).toBeNull();
    expect(drumstick.relative_humidity_pct).toBeNull();
    expect(drumstick.kinetics).toBeNull();
    expect(cropById('meat')!.relative_humidity_pct).toBeNull();
  });

  it('names a known source for every crop', () => {
    const ids = new Set(CROP_SOURCES.map((s) => s.id));
    for (const crop of CROPS) {
      expect(crop.sources.length, crop.id).toBeGreaterThan(0);
      for (const source of crop.sources) expect(ids.has(source), `${crop.id}: ${source}`).toBe(true);
    }
    expect(cropById('yam')!.sources).toEqual(['usda-ah66']);
    expect(cropById('yam')!.humidity_basis).toBe('commodity');
  });
});

describe('initial quality', () => {
  it('keeps the published values', () => {
    expect(cropById('apple')!.initial_quality).toEqual({ today: 100, yesterday: 79, day_before_yesterday: 62, earlier: 48 });
    expect(cropById('irish-potato')!.initial_quality).toEqual({ today: 100, yesterday: 95, day_before_yesterday: 90, earlier: 85 });
    expect(cropById('apple')!.initial_quality_derived).toEqual([]);
  });

  it('the published values follow q_today · exp(−n · k(30 °C)), except three crops', () => {
    const exceptions = ['irish-potato', 'muskmelon', 'peas'];
    const published = CROPS.filter((c) => c.kinetics && c.initial_quality_derived.length === 0);
    expect(published.length).toBe(19);
    for (const crop of published) {
      const k = rateConstantPerDay(crop.kinetics!, 30);
      const modelled = [1, 2, 3].map((n) => Math.round(100 * Math.exp(-n * k)));
      const actual = [crop.initial_quality.yesterday, crop.initial_quality.day_before_yesterday, crop.initial_quality.earlier];
      if (exceptions.includes(crop.id)) expect(actual, crop.id).not.toEqual(modelled);
      else expect(actual, crop.id).toEqual(modelled);
    }
  });

  it('derives the missing values by that rule where only today is published and constants exist', () => {
    const derived = CROPS.filter((c) => c.initial_quality_derived.length > 0).map((c) => c.id);
    expect(derived.sort()).toEqual(['bitter-gourd', 'cabbage', 'cauliflower', 'coriander', 'green-beans', 'okra']);
    for (const id of derived) {
      const crop = cropById(id)!;
      expect(crop.sources).toContain('derived');
      expect(crop.initial_quality_derived).toEqual(['yesterday', 'day_before_yesterday', 'earlier']);
      const k = rateConstantPerDay(crop.kinetics!, 30);
      expect(crop.initial_quality.yesterday).toBe(Math.round(100 * Math.exp(-k)));
    }
  });

  it('leaves them null for crops without constants', () => {
    expect(cropById('lettuce')!.initial_quality).toEqual({ today: 100, yesterday: null, day_before_yesterday: null, earlier: null });
    expect(initialQualityFor(cropById('avocado')!, 'today')).toBeNull();
  });

  it('looks a lot up by harvest choice', () => {
    const apple = cropById('apple')!;
    expect(HARVEST_CHOICES.map((h) => initialQualityFor(apple, h))).toEqual([100, 79, 62, 48]);
    expect(isHarvestChoice('yesterday')).toBe(true);
    expect(isHarvestChoice('last week')).toBe(false);
  });
});

describe('lookups', () => {
  it('finds crops and names by language, English when unknown', () => {
    expect(cropById('nope')).toBeUndefined();
    expect(isCropId(42)).toBe(false);
    const mango = cropById('mango')!;
    expect(cropName(mango, 'gu')).toBe('કેરી');
    expect(cropName(mango, 'sw')).toBe('embe');
    expect(cropName(mango, 'de')).toBe('Mango');
  });

  it('estimates a lot’s time to pick up from the catalogue', () => {
    const readings = [{ at: '2025-03-01T00:00:00Z', temperature_c: 0 }];
    const lot = { checked_in_at: '2025-03-01T00:00:00Z', now: '2025-03-01T01:00:00Z', readings };
    const apple = timeToPickupForLot({ ...lot, crop: cropById('apple')!, harvest: 'today' });
    expect(apple!.days_left).toBeGreaterThan(125);
    const older = timeToPickupForLot({ ...lot, crop: cropById('apple')!, harvest: 'earlier' });
    expect(older!.days_left).toBeLessThan(apple!.days_left);
    expect(timeToPickupForLot({ ...lot, crop: cropById('lettuce')!, harvest: 'today' })).toBeNull();
    expect(timeToPickupForLot({ ...lot, crop: cropById('lettuce')!, harvest: 'yesterday' })).toBeNull();
  });
});
