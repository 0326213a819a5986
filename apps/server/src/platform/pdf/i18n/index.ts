import type { Language } from '@coldroom/contract';
import { en } from './en';
import { fr } from './fr';
import { gu } from './gu';
import { hi } from './hi';
import { or } from './or';
import { pt } from './pt';
import type { ReceiptStrings } from './types';

export type { ReceiptStrings } from './types';

const STRINGS: Record<Language, ReceiptStrings> = { en, hi, or, gu, fr, pt };

export function receiptStrings(language: Language): ReceiptStrings {
  return STRINGS[language] ?? en;
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
