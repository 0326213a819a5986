import { cropById, cropName, gramsToKg, kgToGrams } from '@coldroom/domain';
import type { TFunction } from 'i18next';
import { intlSpeaks, ownWord } from './intlFallback';
import { formatKg, formatNumber, formatUnit, numberFormat } from './units';

/** "1 crate", "12 crates" in the reader's language: the glossary's plural forms, the number grouped as the language groups it. */
export function formatCrates(t: TFunction, language: string, count: number): string {
  return t('glossary.crates', { count }).replace(String(count), formatNumber(language, count, 0));
}

/** "5 days", "1 day": Intl's unit names, or the glossary's plural forms where Intl lacks the language. */
export function formatDays(language: string, days: number): string {
  if (!intlSpeaks('unit', language)) {
    const own = ownWord(language, 'days', { count: Math.round(days * 10) / 10 });
    if (own) return own;
  }
  return numberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long', maximumFractionDigits: 1 }).format(days);
}

/** Whole hours ("9 hours"), for a time under a day. */
export function formatHours(language: string, hours: number): string {
  if (!intlSpeaks('unit', language)) {
    const own = ownWord(language, 'hours', { count: hours });
    if (own) return own;
  }
  return numberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 0 }).format(hours);
}

/**
 * The time left to pick up a lot, worded the same on every screen: days to one decimal (rounded down, never
 * promising more than is left) from a day on, whole hours under a day (at least 1), "now" when none is left.
 */
export function formatTimeLeft(language: string, days: number): string {
  if (days >= 1) return formatDays(language, Math.floor(days * 10) / 10);
  return formatHours(language, Math.max(1, Math.floor(days * 24)));
}

/** Kilograms to the gram ("12.345 kg"): crate weights are kept to the gram. */
export const formatWeight = (language: string, kg: number) => formatUnit(language, gramsToKg(kgToGrams(kg)), 'kilogram', 3);

/** A total weight rounded to one decimal ("1,250.5 kg"). */
export const formatTotalKg = formatKg;

/** A crop id named in the reader's language; the id itself for a crop the catalogue does not know. */
export function cropLabel(cropId: string, language: string): string {
  const crop = cropById(cropId);
  return crop ? cropName(crop, language) : cropId;
}

/** The kilogram's short sign in the language ("kg", "कि॰ग्रा॰"), for the end of a weight field. */
export function kgSign(language: string): string {
  if (!intlSpeaks('unit', language)) return ownWord(language, 'kg') ?? 'kg';
  const parts = numberFormat(language, { style: 'unit', unit: 'kilogram' }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value ?? 'kg';
}
