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
