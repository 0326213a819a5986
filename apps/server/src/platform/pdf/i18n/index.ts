import type { Language } from '@coldroom/contract';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { gu } from './gu';
import { ha } from './ha';
import { hi } from './hi';
import { ig } from './ig';
import { or } from './or';
import { pt } from './pt';
import { sw } from './sw';
import { yo } from './yo';
import type { ReceiptStrings } from './types';

export type { ReceiptStrings } from './types';

const STRINGS: Record<Language, ReceiptStrings> = { en, hi, or, gu, fr, pt, ha, yo, ig, sw, ar };

export function receiptStrings(language: Language): ReceiptStrings {
  return STRINGS[language] ?? en;
}

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
