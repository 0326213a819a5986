/**
 * Weights as whole grams. Crates weigh kilograms with decimals (12.35 kg); as floats, sums of
 * kilograms drift (0.1 + 0.2 ≠ 0.3) and "kg in = kg out + kg in storage" (domain-rules §5) could
 * fail by a hair. Integer grams add up exactly and are finer than any scale at a cold room.
 */

export type Grams = number;

/** domain-rules §4: a crate weighs more than 0 and at most 500 kg. */
export const MAX_CRATE_GRAMS: Grams = 500_000;

const KG_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Kilograms to grams. A string is parsed exactly and refuses more than three non-zero decimals;
 * a number is rounded to the nearest gram (it may carry float noise such as 12.299999999999999).
 */
export function kgToGrams(kg: number | string): Grams {
  if (typeof kg === 'number') {
    if (!Number.isFinite(kg) || kg < 0) throw new RangeError(`Not a weight in kg: ${kg}`);
    return toSafeGrams(Math.round(kg * 1000));
  }
  const match = KG_DECIMAL.exec(kg.trim());
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new RangeError(`Not a weight in kg: "${kg}"`);
  if (/[1-9]/.test(fraction.slice(3))) throw new RangeError(`Weights are kept to the gram: "${kg}"`);
  return toSafeGrams(Number(`${whole || '0'}${fraction.slice(0, 3).padEnd(3, '0')}`));
}

/** Grams to kilograms, for display and JSON (12345 → 12.345). */
export function gramsToKg(grams: Grams): number {
  return toSafeGrams(grams) / 1000;
}

export function isCrateWeight(grams: unknown): grams is Grams {
  return typeof grams === 'number' && Number.isSafeInteger(grams) && grams > 0 && grams <= MAX_CRATE_GRAMS;
}

function toSafeGrams(grams: number): Grams {
  if (!Number.isSafeInteger(grams) || grams < 0) throw new RangeError(`Not a weight in grams: ${grams}`);
  return grams;
}
