import { intlLocale } from '@coldroom/contract';
import i18n from 'i18next';

/**
 * Browsers ship Intl data for a subset of languages: many have none for Odia, and then every date,
 * relative time, duration and country name silently comes out in English. Each kind of formatting is
 * checked once per language: the engine must claim the language and its answer must differ from the
 * English one. When it does not, the app's own words are used (the `glossary.*` keys of the translation
 * files: month and weekday names, "2 days ago", "3 hours", country names), with the same Latin digits
 * the app uses in every language.
 */
export type IntlKind = 'date' | 'relative' | 'unit' | 'region';

const PROBE = new Date(Date.UTC(2026, 10, 7, 12));

function sample(kind: IntlKind, language: string): string {
  switch (kind) {
    case 'date':
      return new Intl.DateTimeFormat(intlLocale(language), { month: 'long', timeZone: 'UTC' }).format(PROBE);
    case 'relative':
      return new Intl.RelativeTimeFormat(intlLocale(language)).format(-2, 'day');
    case 'unit':
      return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(2);
    case 'region':
      return new Intl.DisplayNames([language], { type: 'region' }).of('DE') ?? '';
  }
}

function supported(kind: IntlKind, language: string): string[] {
  switch (kind) {
    case 'date':
      return Intl.DateTimeFormat.supportedLocalesOf(language);
    case 'relative':
      return Intl.RelativeTimeFormat.supportedLocalesOf(language);
    case 'unit':
      return Intl.NumberFormat.supportedLocalesOf(language);
    case 'region':
      return Intl.DisplayNames.supportedLocalesOf(language);
  }
}

const checked = new Map<string, boolean>();

/** Whether this engine's Intl really speaks `language` for this kind of formatting. */
export function intlSpeaks(kind: IntlKind, language: string): boolean {
  if (language === 'en' || language.startsWith('en-')) return true;
  const key = `${kind}|${language}`;
  let answer = checked.get(key);
  if (answer === undefined) {
    try {
      answer = supported(kind, language).length > 0 && sample(kind, language) !== sample(kind, 'en');
    } catch {
      answer = false;
    }
    checked.set(key, answer);
  }
  return answer;
}

/** Forgets the checks (tests change what the engine claims). */
export function forgetIntlChecks(): void {
  checked.clear();
}

/** The app's own word for `language` (glossary.* keys), or null when its translations are not loaded. */
export function ownWord(language: string, key: string, options: Record<string, unknown> = {}): string | null {
  const full = `glossary.${key}`;
  if (!i18n.exists(full, { lng: language, fallbackLng: false, ...options })) return null;
  return i18n.t(full, { lng: language, ...options });
}

const englishParts = new Map<string, Intl.DateTimeFormat>();

function english(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let found = englishParts.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', options);
    englishParts.set(key, found);
  }
  return found;
}

/**
 * A date formatted the English way with the names put in the language: the month, the weekday and
 * AM/PM come from the translation file; digits and the order of the parts stay as in English (which is
 * also Odia's order).
 */
export function fallbackDate(language: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  const timeZone = options.timeZone;
  const numbers = english({ month: 'numeric', weekday: 'long', ...(timeZone ? { timeZone } : {}) }).formatToParts(date);
  const month = Number(numbers.find((part) => part.type === 'month')?.value);
  const weekday = english({ weekday: 'long', ...(timeZone ? { timeZone } : {}) }).format(date);
  const weekdayIndex = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(weekday);
  const longMonth = options.month === 'long' || options.dateStyle === 'long' || options.dateStyle === 'full';
  const longWeekday = options.weekday === 'long' || options.dateStyle === 'full';
  return english(options)
    .formatToParts(date)
    .map((part) => {
      if (part.type === 'month' && !/^\d+$/.test(part.value)) return ownWord(language, `calendar.${longMonth ? 'months' : 'monthsShort'}.m${month}`) ?? part.value;
      if (part.type === 'weekday') return ownWord(language, `calendar.${longWeekday ? 'weekdays' : 'weekdaysShort'}.d${weekdayIndex}`) ?? part.value;
      if (part.type === 'dayPeriod') return ownWord(language, `calendar.${part.value.toUpperCase().startsWith('A') ? 'am' : 'pm'}`) ?? part.value;
      return part.value;
    })
    .join('');
}
