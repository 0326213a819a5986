import { intlLocale } from '@coldroom/contract';
import { fallbackDate, intlSpeaks, ownWord } from './intlFallback';

/**
 * Numbers with their units in the reader's language (Intl): °C, %, kg, crates, coordinates.
 * Formatters are cached per language and options, because lists format many numbers. Where the engine's
 * Intl does not speak the language (intlFallback.ts), units, dates and relative times use the app's own words.
 */
type Options = Intl.NumberFormatOptions;

const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Options = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(intlLocale(language), options);
    cache.set(key, found);
  }
  return found;
}

export const formatNumber = (language: string, value: number, maximumFractionDigits = 1) =>
  numberFormat(language, { maximumFractionDigits }).format(value);

export const formatCelsius = (language: string, value: number) =>
  numberFormat(language, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 }).format(value);

/** A fraction (0.42) as a percentage ("42 %" in the language's style). */
export const formatPercent = (language: string, fraction: number) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);

/** Relative humidity given in percent points (65 → "65 %"). */
export const formatHumidity = (language: string, percent: number) => formatPercent(language, percent / 100);

/** A number with a unit: Intl's unit style, or the number and the app's own sign for the unit. */
export function formatUnit(language: string, value: number, unit: 'kilogram', maximumFractionDigits: number): string {
  if (intlSpeaks('unit', language)) return numberFormat(language, { style: 'unit', unit, maximumFractionDigits }).format(value);
  const number = numberFormat(language, { maximumFractionDigits }).format(value);
  const sign = ownWord(language, 'kg');
  return sign ? `${number}\u00a0${sign}` : numberFormat(language, { style: 'unit', unit, maximumFractionDigits }).format(value);
}

export const formatKg = (language: string, value: number) => formatUnit(language, value, 'kilogram', 1);

/** A coordinate with five decimals (about one metre), in the language's digits. */
export const formatCoordinate = (language: string, value: number) =>
  numberFormat(language, { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(value);

/** What the app asks of a date formatter. */
export interface DateFormatter {
  format(date?: Date | number): string;
}

const dateTimes = new Map<string, DateFormatter>();

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = dateTimes.get(key);
  if (!found) {
    if (intlSpeaks('date', language)) found = new Intl.DateTimeFormat(intlLocale(language), options);
    else {
      // checked now so that a bad time zone throws here, as Intl would
      new Intl.DateTimeFormat('en-US', options);
      found = { format: (date = Date.now()) => fallbackDate(language, options, new Date(date)) };
    }
    dateTimes.set(key, found);
  }
  return found;
}

/** A moment with date and time; `timeZone` (IANA) shows it as the clock there read it (the company's), else the device's. */
export const formatDateTime = (language: string, value: string | number | Date, timeZone?: string) =>
  dateTimeFormat(language, timeZone ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));

/** "22 Nov, 09:31": a reading's time in a narrow table column. */
export const formatShortDateTime = (language: string, value: string | number | Date) =>
  dateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(value));

const plurals = new Map<string, Intl.PluralRules>();

/** The language's plural rules (cached: a list of 60 produce cards asks for them on every card). */
export function pluralRules(language: string): Intl.PluralRules {
  let found = plurals.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    plurals.set(language, found);
  }
  return found;
}

const relativeTimes = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let found = relativeTimes.get(language);
  if (!found) {
    found = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
    relativeTimes.set(language, found);
  }
  return found;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The glossary.time.* words (plural forms but `now`) used where Intl lacks the language. */
export const OWN_TIME_WORDS = ['agoDays', 'agoHours', 'agoMinutes', 'inDays', 'inHours', 'inMinutes', 'now'] as const;

const OWN_RELATIVE: Record<string, [past: string, future: string]> = {
  day: ['agoDays', 'inDays'],
  hour: ['agoHours', 'inHours'],
  minute: ['agoMinutes', 'inMinutes'],
};

/** "3 hours ago", "2 days ago" in the language; "now" for under a minute. */
export function formatTimeAgo(language: string, value: string | number | Date, now: number = Date.now()): string {
  const elapsed = new Date(value).getTime() - now;
  const own = !intlSpeaks('relative', language);
  const format = relativeTimeFormat(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) < size) continue;
    const count = Math.round(elapsed / size);
    const word = own ? ownWord(language, `time.${OWN_RELATIVE[unit]![count < 0 ? 0 : 1]}`, { count: Math.abs(count) }) : null;
    return word ?? format.format(count, unit);
  }
  return (own ? ownWord(language, 'time.now') : null) ?? format.format(0, 'second');
}

/** A temperature range, "12–15 °C", in the language's own style. */
export function formatCelsiusRange(language: string, min: number, max: number): string {
  const format = numberFormat(language, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });
  // One value when the ends meet (formatRange would write "~13 °C").
  if (min === max) return format.format(min);
  return typeof format.formatRange === 'function' ? format.formatRange(min, max) : `${format.format(min)}–${format.format(max)}`;
}
