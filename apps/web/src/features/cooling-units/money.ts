import { exponentOf, fromMinor, isCurrency, tryToMinor, type MinorUnits } from '@coldroom/domain';
import { numberFormat } from '../../lib/units';

/**
 * A price as people type it in major units ("1500", "1500.50", "1500,50" with a decimal comma), as the
 * plain decimal the domain's toMinor reads. Grouping ("1,500.00", "1 500") is refused rather than guessed,
 * and so is a comma before exactly three digits ("1,000": a thousand, or one?).
 */
export function normaliseAmount(input: string): string | null {
  const text = input.trim();
  if (/,\d{3}$/.test(text)) return null;
  if (/^\d+([.,]\d*)?$/.test(text) || /^[.,]\d+$/.test(text)) return text.replace(',', '.');
  return null;
}

export type AmountProblem = 'required' | 'invalid' | 'decimals';

/** Major units typed → minor units of the currency (12.5 NGN → 1250), or the problem. */
export function parseAmount(input: string, currency: string): { minor: MinorUnits } | { problem: AmountProblem } {
  if (!input.trim()) return { problem: 'required' };
  const decimal = normaliseAmount(input);
  if (decimal === null) return { problem: 'invalid' };
  const minor = tryToMinor(decimal, currency);
  if (minor === null) return { problem: /\.\d+$/.test(decimal) && isCurrency(currency) ? 'decimals' : 'invalid' };
  return { minor };
}

/** Minor units → what the price field shows for editing (1250 NGN → "12.50", 500 XOF → "500"). */
export function toMajorInput(minor: MinorUnits, currency: string): string {
  return fromMinor(minor, currency);
}

/** How many decimals the currency's prices may have (for the field's hint). */
export function decimalsOf(currency: string): number {
  return isCurrency(currency) ? exponentOf(currency) : 2;
}

/** The currency's sign in the language ("₦", "₹"), or its code when it has none. */
export function currencySymbol(language: string, currency: string): string {
  try {
    const parts = numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
