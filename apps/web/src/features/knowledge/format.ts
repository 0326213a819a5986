import { intlLocale } from '@coldroom/contract';
/**
 * Numbers and dates in the reader's language, with Intl: digits, decimal marks, units ("10 दिन",
 * "12,5 °C", "mercredi 12 mars").
 *
 * Some browsers' Intl data lacks a language: Chromium and Android's WebView know no Odia, and answer in
 * American English ("6.9 days", "Wednesday, March 12"). For such a language the numbers are formatted
 * with a close locale that the browser has (Indian English for Odia: same digits, lakh grouping), the
 * units come from the translation file, and dates are written as numbers.
 */
import type { NumberRange } from '@coldroom/domain';

type Options = Intl.NumberFormatOptions;

/** Unit patterns from the translation file, for languages the browser's Intl does not know. */
export interface UnitWords {
  days: (value: string) => string;
  celsius: (value: string) => string;
  percent: (value: string) => string;
}

export interface Format {
  language: string;
  number(value: number, options?: Options): string;
  range(range: NumberRange, options?: Options): string;
  temperature(value: number): string;
  temperatureRange(range: NumberRange): string;
  humidityRange(range: NumberRange): string;
  days(value: number, maximumFractionDigits?: number): string;
  daysRange(range: NumberRange): string;
  date(value: Date): string;
}

/** A locale the browser has, with the digits and grouping readers of that language expect. */
const NEAREST_LOCALE: Partial<Record<string, string>> = { or: 'en-IN', hi: 'en-IN', gu: 'en-IN' };

export function intlKnows(language: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0;
  } catch {
    return false;
  }
}

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Options): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(locale), options);
    cache.set(key, found);
  }
  return found;
}

// Old WebViews lack formatRange; they get "a–b".
function formatRange(nf: Intl.NumberFormat, { min, max }: NumberRange): string {
  if (min === max) return nf.format(min);
  const withRange = nf as Intl.NumberFormat & { formatRange?: (a: number, b: number) => string };
  return typeof withRange.formatRange === 'function' ? withRange.formatRange(min, max) : `${nf.format(min)}–${nf.format(max)}`;
}

const CELSIUS: Options = { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 };
const PERCENT: Options = { style: 'percent', maximumFractionDigits: 0 };
const dayUnit = (maximumFractionDigits: number): Options => ({ style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits });
const DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

function withIntl(language: string): Omit<Format, 'language'> {
  const number = (value: number, options: Options = {}) => formatter(language, options).format(value);
  return {
    number,
    range: (r, options = {}) => formatRange(formatter(language, options), r),
    temperature: (value) => number(value, CELSIUS),
    temperatureRange: (r) => formatRange(formatter(language, CELSIUS), r),
    humidityRange: (r) => formatRange(formatter(language, PERCENT), { min: r.min / 100, max: r.max / 100 }),
    days: (value, digits = 1) => number(value, dayUnit(digits)),
    daysRange: (r) => formatRange(formatter(language, dayUnit(0)), r),
    date: (value) => new Intl.DateTimeFormat(intlLocale(language), DATE).format(value),
  };
}

function withWords(locale: string, words: UnitWords): Omit<Format, 'language'> {
  const number = (value: number, options: Options = {}) => formatter(locale, options).format(value);
  const plain = (r: NumberRange, digits: number) => formatRange(formatter(locale, { maximumFractionDigits: digits }), r);
  return {
    number,
    range: (r, options = {}) => formatRange(formatter(locale, options), r),
    temperature: (value) => words.celsius(number(value, { maximumFractionDigits: 1 })),
    temperatureRange: (r) => words.celsius(plain(r, 1)),
    humidityRange: (r) => words.percent(plain(r, 0)),
    days: (value, digits = 1) => words.days(number(value, { maximumFractionDigits: digits })),
    daysRange: (r) => words.days(plain(r, 0)),
    date: (value) => new Intl.DateTimeFormat(intlLocale(locale), { day: 'numeric', month: 'numeric', year: 'numeric' }).format(value),
  };
}

export function makeFormat(language: string, words: UnitWords, known: boolean = intlKnows(language)): Format {
  const parts = known ? withIntl(language) : withWords(NEAREST_LOCALE[language] ?? 'en', words);
  return { language, ...parts };
}
