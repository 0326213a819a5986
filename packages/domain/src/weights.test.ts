import { describe, expect, it } from 'vitest';
import { MAX_CRATE_GRAMS, gramsToKg, isCrateWeight, kgToGrams } from './weights';

describe('kgToGrams', () => {
  it.each([
    ['25', 25_000], ['12.345', 12_345], ['12.3', 12_300], ['0.001', 1], ['.5', 500], ['12.3450', 12_345],
    [' 7 ', 7_000], ['500', 500_000], ['0', 0], ['3.', 3_000],
  ])('"%s" kg → %i g', (kg, grams) => {
    expect(kgToGrams(kg)).toBe(grams);
  });

  it.each([
    [25, 25_000], [12.345, 12_345], [0.1 + 0.2, 300], [12.299999999999999, 12_300], [0.0004, 0], [0, 0],
  ])('%s kg → %i g', (kg, grams) => {
    expect(kgToGrams(kg)).toBe(grams);
  });

  it.each(['12.3456', '-1', '', '.', 'abc', '1,5', '1e3'])('refuses "%s"', (kg) => {
    expect(() => kgToGrams(kg)).toThrow(RangeError);
  });

  it.each([-1, Number.NaN, Infinity, 1e16])('refuses %s', (kg) => {
    expect(() => kgToGrams(kg)).toThrow(RangeError);
  });
});

describe('gramsToKg and crate weights', () => {
  it('converts back for display', () => {
    expect(gramsToKg(12_345)).toBe(12.345);
    expect(gramsToKg(0)).toBe(0);
    expect(() => gramsToKg(1.5)).toThrow(RangeError);
  });

  it.each([
    [1, true], [25_000, true], [MAX_CRATE_GRAMS, true], [0, false], [-5, false], [500_001, false],
    [1.5, false], ['25000', false],
  ])('isCrateWeight(%s) = %s', (grams, ok) => {
    expect(isCrateWeight(grams)).toBe(ok);
  });

  it('sums of grams are exact where sums of kg floats are not', () => {
    const kgs = ['0.1', '0.2', '0.3'];
    expect(kgs.map((kg) => kgToGrams(kg)).reduce((a, b) => a + b, 0)).toBe(600);
    expect(kgs.map(Number).reduce((a, b) => a + b, 0)).not.toBe(0.6);
  });
});
