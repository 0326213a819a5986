/**
 * Reading one cell's text as a value of a field (docs/import-rules.md): dates, amounts, genders, languages,
 * and header names. Pure; unit-tested in values.test.ts.
 */
import { GENDERS, LANGUAGES, type Gender, type Language } from '@coldroom/contract';
import { tryToMinor } from '@coldroom/domain';

/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included): serial 45292 is 2024-01-01. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serial numbers that are dates (1900-01-01 … 9999-12-31). */
const EXCEL_SERIAL_MAX = 2_958_465;

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A date cell as YYYY-MM-DD, or null: ISO, day-first with / - or ., or an Excel serial day number. */
export function parseDateCell(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(value);
  if (match) return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (match) return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
  if (/^\d{1,7}$/.test(value)) {
    const serial = Number(value);
    if (serial < 1 || serial > EXCEL_SERIAL_MAX) return null;
    const date = new Date(EXCEL_EPOCH_MS + serial * DAY_MS);
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  }
  return null;
}

/**
 * An amount in minor units of the currency, or null: a dot or a comma as the decimal mark, no thousands
 * separators ("1,500" could be either), no more decimals than the currency has.
 */
export function parseAmountCell(text: string, currency: string): number | null {
  const value = text.trim().replace(/\s/g, '');
  if (!/^\d+([.,]\d+)?$/.test(value)) return null;
  const [whole, fraction] = value.split(/[.,]/);
  // "1,500" with three digits after a comma is refused: a thousands separator or a decimal mark?
  if (value.includes(',') && fraction?.length === 3) return null;
  return tryToMinor(fraction === undefined ? whole! : `${whole}.${fraction}`, currency);
}

/** A whole number within the bounds, or null ("1000", "1 000" and "1000.0" are read; "10.5" is not). */
export function parseWholeCell(text: string, min: number, max: number): number | null {
  const value = text.trim().replace(/\s/g, '').replace(/[.,]0+$/, '');
  if (!/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Lower case, without accents, spaces, `_`, `-` and dots: how header names and words are compared. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[\s_\-.]+/g, '');
}

const GENDER_WORDS: Record<Gender, string[]> = {
  male: ['male', 'm', 'man', 'पुरुष', 'ପୁରୁଷ', 'પુરુષ', 'homme', 'h', 'masculin', 'masculino', 'homem', 'namiji', 'na miji', 'ọkùnrin', 'akọ', 'nwoke', 'mwanaume', 'mwanamume', 'me', 'kiume', 'ذكر', 'رجل'],
  female: ['female', 'f', 'woman', 'महिला', 'स्त्री', 'ମହିଳା', 'મહિલા', 'સ્ત્રી', 'femme', 'féminin', 'feminino', 'mulher', 'mace', 'macce', 'obìnrin', 'abo', 'nwaanyị', 'nwanyị', 'mwanamke', 'ke', 'kike', 'أنثى', 'انثى', 'امرأة', 'إمرأة'],
  other: ['other', 'o', 'अन्य', 'ଅନ୍ୟ', 'અન્ય', 'autre', 'outro', 'wani', 'wata', 'òmíràn', 'ọzọ', 'nyingine', 'mwingine', 'nyingineyo', 'آخر', 'اخر', 'غير ذلك'],
};

const LANGUAGE_WORDS: Record<Language, string[]> = {
  en: ['en', 'english', 'anglais', 'inglês', 'अंग्रेज़ी', 'अंग्रेजी', 'turanci', 'gẹ̀ẹ́sì', 'èdè gẹ̀ẹ́sì', 'kiingereza', 'الإنجليزية', 'إنجليزي', 'انجليزي', 'الانجليزية'],
  hi: ['hi', 'hindi', 'हिन्दी', 'हिंदी', 'indiyanci', 'kihindi', 'الهندية', 'هندي'],
  or: ['or', 'odia', 'oriya', 'ଓଡ଼ିଆ', 'الأورية', 'الأودية'],
  gu: ['gu', 'gujarati', 'ગુજરાતી', 'الغوجاراتية', 'الكجراتية'],
  fr: ['fr', 'french', 'français', 'francais', 'francês', 'faransanci', 'faransé', 'èdè faransé', 'kifaransa', 'الفرنسية', 'فرنسي'],
  pt: ['pt', 'portuguese', 'português', 'portugais', 'fotigis', 'kireno', 'البرتغالية', 'برتغالي'],
  ha: ['ha', 'hausa', 'harshen hausa'],
  yo: ['yo', 'yoruba', 'yorùbá', 'èdè yorùbá'],
  ig: ['ig', 'igbo', 'asụsụ igbo'],
  sw: ['sw', 'swahili', 'kiswahili'],
  ar: ['ar', 'arabic', 'arabe', 'árabe', 'عربي', 'العربية', 'عربية', 'عربيه'],
};

function wordIndex<T extends string>(table: Record<T, string[]>): Map<string, T> {
  const index = new Map<string, T>();
  for (const [key, words] of Object.entries(table) as [T, string[]][]) for (const word of words) index.set(fold(word), key);
  return index;
}
const GENDER_INDEX = wordIndex(GENDER_WORDS);
const LANGUAGE_INDEX = wordIndex(LANGUAGE_WORDS);

export function parseGender(text: string): Gender | null {
  return GENDER_INDEX.get(fold(text)) ?? null;
}

export function parseLanguage(text: string): Language | null {
  return LANGUAGE_INDEX.get(fold(text)) ?? null;
}

export const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value);
export const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The calendar day `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
