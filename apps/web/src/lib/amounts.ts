import { formatMoney, tryToMinor, type MinorUnits } from '@coldroom/domain';
import { numberFormat } from './units';

/**
 * Money as people type it, in major units: "1500", "1500.50", or "1500,50" with a decimal comma.
 * Grouping ("1,500.00") is refused rather than guessed. Returns minor units, or the problem's key.
 */
export function parseMoneyInput(input: string, currency: string): { minor: MinorUnits } | { problem: string } {
  const text = input.trim();
  if (!text) return { minor: 0 };
  if (!/^\d+([.,]\d*)?$/.test(text) && !/^[.,]\d+$/.test(text)) return { problem: 'operations.money.invalid' };
  const minor = tryToMinor(text.replace(',', '.'), currency);
  return minor === null ? { problem: 'operations.money.decimals' } : { minor };
}

/** A weight in kg as typed ("12.5" or "12,5"), as the plain decimal the domain's kgToGrams reads; null when not a number. */
export function normaliseKg(input: string): string | null {
  const text = input.trim().replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(text) ? text : null;
}

/** The currency's sign in the language ("₦", "₹"), or its code when it has none. */
export function currencySign(language: string, currency: string): string {
  try {
    const parts = numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Money for people: the currency's own sign ("₦1,500.00", "₹1,500.00"), exactly the ISO decimals. */
export const formatAmount = (minor: MinorUnits, currency: string, language: string) => formatMoney(minor, currency, language, 'narrowSymbol');
