import { intlLocale } from './intl-locale';
/**
 * Money as integer minor units of an ISO 4217 currency (domain-rules §3: NGN 2, INR 2, XOF 0, …).
 *
 * Amounts are JavaScript numbers restricted to safe integers (|n| ≤ 2^53 − 1), not bigint:
 * they travel through JSON and React state unchanged, and they are far above anything this
 * business handles. 2^53 − 1 minor units is about 90 trillion naira or rupees, and still tens of
 * millions of US dollars in the currency with the most minor units per dollar (the Iranian rial),
 * while a cold room earns a few thousand naira per crate. The database keeps bigint columns; the server converts with toSafeMinor, which refuses anything
 * out of range rather than losing precision. Products that can grow past 2^53 on the way
 * (rate × days × grams) are computed in bigint and checked on the way out.
 */
import { ISO_4217_EXPONENTS } from './currencies';

export { CURRENCY_CODES, ISO_4217_EXPONENTS } from './currencies';

/** An amount in minor units (kobo, paise, fils…): always a safe integer. */
export type MinorUnits = number;

export function isCurrency(code: unknown): code is string {
  // hasOwnProperty rather than Object.hasOwn: old Android WebViews on cheap phones lack the latter
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ISO_4217_EXPONENTS, code);
}

/** The ISO 4217 minor-unit exponent; throws for a code that is not a current currency. */
export function exponentOf(currency: string): number {
  if (!isCurrency(currency)) throw new RangeError(`Unknown currency code: ${String(currency)}`);
  return ISO_4217_EXPONENTS[currency] as number;
}

export function isMinorAmount(value: unknown): value is MinorUnits {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Converts a bigint (or a number) to a safe-integer amount, refusing anything that would lose precision. */
export function toSafeMinor(value: bigint | number): MinorUnits {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer amount: ${value}`);
    return value === 0 ? 0 : value; // normalise -0
  }
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of the safe integer range: ${value}`);
  }
  return Number(value);
}

// A plain decimal with a point: "1250", "1250.5", "-0.75", ".5". No grouping, no exponent,
// no comma: the UI turns locale input into this form, so "1,000" can never mean two things.
const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Parses a decimal string into minor units exactly ("12.5" NGN → 1250), without floating point.
 * More decimals than the currency has are refused unless they are zeros ("12.500" NGN is fine,
 * "12.345" NGN is not): money is never rounded silently.
 */
export function toMinor(amount: string, currency: string): MinorUnits {
  const exponent = exponentOf(currency);
  const match = DECIMAL.exec(amount.trim());
  const [, sign, whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal amount: "${amount}"`);
  }
  const kept = fraction.slice(0, exponent);
  if (/[1-9]/.test(fraction.slice(exponent))) {
    throw new RangeError(`${currency} has ${exponent} decimal places: "${amount}"`);
  }
  const digits = BigInt(`${whole}${kept.padEnd(exponent, '0')}` || '0');
  return toSafeMinor(sign ? -digits : digits);
}

/** Like toMinor, but answers null for input that is not an exact amount (for form validation). */
export function tryToMinor(amount: string, currency: string): MinorUnits | null {
  try {
    return toMinor(amount, currency);
  } catch {
    return null;
  }
}

/** Minor units back to a plain decimal string with exactly the currency's decimals: 1250 NGN → "12.50". */
export function fromMinor(minor: MinorUnits, currency: string): string {
  const exponent = exponentOf(currency);
  const value = toSafeMinor(minor);
  const digits = Math.abs(value).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${value < 0 ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

export type CurrencyDisplay = 'symbol' | 'narrowSymbol' | 'code' | 'name';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats minor units for people, in their locale ("₦12,500.00", "₹1,23,456.00", "1 250 F CFA").
 * Always shows exactly the ISO number of decimals (some locale data differs from ISO, e.g. IQD),
 * so what is shown is what is stored. The value goes to Intl as a decimal string, which modern
 * engines format exactly; a float would drift on amounts above 2^53 / 10^exponent.
 */
export function formatMoney(
  minor: MinorUnits,
  currency: string,
  locale?: string,
  display: CurrencyDisplay = 'symbol',
): string {
  const exponent = exponentOf(currency);
  const key = `${locale ?? ''}|${currency}|${display}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === undefined ? undefined : intlLocale(locale), {
      style: 'currency',
      currency,
      currencyDisplay: display,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(fromMinor(minor, currency) as `${number}`);
}

/** ⌈numerator ÷ denominator⌉ in exact integer arithmetic; the denominator must be positive. */
export function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('ceilDiv needs a positive denominator');
  const quotient = numerator / denominator; // truncates toward zero
  return numerator % denominator > 0n ? quotient + 1n : quotient;
}

/** ⌈a × b ÷ c⌉ for integers, exact even when a × b exceeds 2^53; returns a safe-integer amount. */
export function mulDivCeil(a: number | bigint, b: number | bigint, c: number | bigint): MinorUnits {
  return toSafeMinor(ceilDiv(toBigInt(a) * toBigInt(b), toBigInt(c)));
}

/** Sum of amounts, refusing a total that leaves the safe range. */
export function sumMinor(amounts: readonly MinorUnits[]): MinorUnits {
  return toSafeMinor(amounts.reduce((total, amount) => total + toBigInt(amount), 0n));
}

function toBigInt(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe integer: ${value}`);
  return BigInt(value);
}
