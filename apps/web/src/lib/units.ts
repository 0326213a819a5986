/**
 * Numbers with their units in the reader's language (Intl): °C, %, kg, crates, coordinates.
 * Formatters are cached per language and options, because lists format many numbers.
 */
type Options = Intl.NumberFormatOptions;

const cache = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: string, options: Options = {}): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(language, options);
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

export const formatKg = (language: string, value: number) =>
  numberFormat(language, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 }).format(value);

/** A coordinate with five decimals (about one metre), in the language's digits. */
export const formatCoordinate = (language: string, value: number) =>
  numberFormat(language, { minimumFractionDigits: 5, maximumFractionDigits: 5 }).format(value);

const dateTimes = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let found = dateTimes.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(language, options);
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
    found = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    relativeTimes.set(language, found);
  }
  return found;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "2 days ago" in the language; "now" for under a minute. */
export function formatTimeAgo(language: string, value: string | number | Date, now: number = Date.now()): string {
  const elapsed = new Date(value).getTime() - now;
  const format = relativeTimeFormat(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

/** A temperature range, "12–15 °C", in the language's own style. */
export function formatCelsiusRange(language: string, min: number, max: number): string {
  const format = numberFormat(language, { style: 'unit', unit: 'celsius', maximumFractionDigits: 1 });
  // One value when the ends meet (formatRange would write "~13 °C").
  if (min === max) return format.format(min);
  return typeof format.formatRange === 'function' ? format.formatRange(min, max) : `${format.format(min)}–${format.format(max)}`;
}
