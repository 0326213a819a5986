import { CHECKLIST_ITEMS, ERROR_CODES, IMPORT_FILE_PROBLEMS, IMPORT_KINDS, IMPORT_PROBLEMS, IMPORT_ROW_STATUSES, LANGUAGES, USER_TYPES, ALL_IMPORT_FIELDS } from '@coldroom/contract';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { menuFor } from '../app/menu';
import { MENU_GROUPS, ROUTE_TABLE } from '../app/routeTable';
import { auditKeys } from '../features/audit/auditKeys';
import { HOME_CARDS } from '../features/home/cards';
import { GLOSSARY } from '@coldroom/domain';
import { OWN_COUNTRY_CODES } from './countries';
import { OWN_TIME_WORDS } from './units';
import { CAMERA_PROBLEMS, SCAN_PROBLEMS } from './scanner/problems';

const SRC = join(import.meta.dirname, '..');
const I18N = join(SRC, '..', 'public', 'assets', 'i18n');

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const files = Object.fromEntries(
  LANGUAGES.map((language) => [language, flatten(JSON.parse(readFileSync(join(I18N, `${language}.json`), 'utf8')) as Tree)]),
);
const english = files.en!;
const namespaces = new Set([...english.keys()].map((key) => key.split('.')[0]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys written in code: t('…') calls, and any string literal that is a key of a known namespace. */
function keysInCode(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)) keys.add(match[1]!);
    for (const match of code.matchAll(/['"]([a-zA-Z]+(?:\.[a-zA-Z_]+)+)['"]/g)) {
      if (namespaces.has(match[1]!.split('.')[0])) keys.add(match[1]!);
    }
  }
  return keys;
}

/** Keys built at run time from data. */
function keysFromData(): string[] {
  return [
    ...ROUTE_TABLE.map((route) => route.titleKey),
    ...(['Service Provider', 'Operator', 'Farmer', 'guest'] as const).flatMap((who) => menuFor(who, true).flatMap((entry) => [entry.labelKey, entry.shortKey])),
    ...MENU_GROUPS.map((group) => `menu.groups.${group}`),
    ...Object.values(HOME_CARDS).flatMap((cards) => cards.flatMap((card) => [card.titleKey, card.textKey])),
    ...ERROR_CODES.map((code) => `errors.${code}`),
    'errors.network_error',
    'errors.unknown',
    ...LANGUAGES.map((language) => `languages.${language}`),
    ...Object.keys(USER_TYPES).map((type) => `auth.userTypes.${type}`),
    ...glossaryKeys(),
    ...auditKeys(),
    ...SCAN_PROBLEMS.map((problem) => `scan.errors.${problem}`),
    ...CAMERA_PROBLEMS.flatMap((problem) => [`scan.camera.${problem}.title`, `scan.camera.${problem}.body`]),
    ...importKeys(),
  ];
}

/** Spreadsheet imports (features/imports) and the start checklist: kinds, fields, problems, statuses, file problems. */
function importKeys(): string[] {
  return [
    ...IMPORT_KINDS.flatMap((kind) => [`imports.kinds.${kind}`, `imports.template.hint.${kind}`]),
    'imports.template.csv',
    'imports.template.xlsx',
    ...ALL_IMPORT_FIELDS.map((field) => `imports.fields.${field}`),
    ...IMPORT_PROBLEMS.map((code) => `imports.problems.${code}`),
    ...IMPORT_FILE_PROBLEMS.map((problem) => `imports.fileProblems.${problem}`),
    ...IMPORT_ROW_STATUSES.map((status) => `imports.rowStatus.${status}`),
    ...['all', 'valid', 'unchanged', 'rejected'].map((filter) => `imports.rowFilter.${filter}`),
    ...CHECKLIST_ITEMS.map((item) => `home.checklist.items.${item}`),
  ];
}

/** The glossary: its terms (shared with receipts and SMS), and the words used where Intl lacks the language. */
function glossaryKeys(): string[] {
  const plural = (key: string) => ['one', 'many', 'other'].map((category) => `${key}_${category}`);
  const terms = Object.entries(GLOSSARY.en).flatMap(([key, value]) => (typeof value === 'string' ? [`glossary.${key}`] : plural(`glossary.${key}`)));
  const months = Array.from({ length: 12 }, (_, i) => `m${i + 1}`);
  const weekdays = Array.from({ length: 7 }, (_, i) => `d${i}`);
  return [
    ...terms,
    ...['months', 'monthsShort'].flatMap((set) => months.map((m) => `glossary.calendar.${set}.${m}`)),
    ...['weekdays', 'weekdaysShort'].flatMap((set) => weekdays.map((d) => `glossary.calendar.${set}.${d}`)),
    ...plural('glossary.hours'),
    'glossary.calendar.am',
    'glossary.calendar.pm',
    ...OWN_COUNTRY_CODES.map((code) => `glossary.countries.${code}`),
    ...OWN_TIME_WORDS.flatMap((word) => (word === 'now' ? ['glossary.time.now'] : plural(`glossary.time.${word}`))),
  ];
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * English's keys, and for each counted family (`…_other`) the plural forms the language's rules use that
 * English has not (Arabic: zero, two, few; Intl.PluralRules decides which form i18next asks for).
 */
function expectedKeys(language: string): string[] {
  const keys = new Set(english.keys());
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  for (const key of english.keys()) {
    if (!key.endsWith('_other')) continue;
    for (const category of categories) keys.add(`${key.slice(0, -'_other'.length)}_${category}`);
  }
  return [...keys].sort();
}

/** The languages added by issue 31: translated from English in full, none of them reviewed yet (docs/translations.md). */
const NEW_LANGUAGES = ['ha', 'yo', 'ig', 'sw', 'ar'] as const;

/**
 * What may stay as in English in a translation: names, units, codes and technical words that are the same in
 * every language (a text made only of these, digits, placeholders and punctuation).
 */
const SAME_IN_EVERY_LANGUAGE = new Set(
  [
    'Coldroom', 'SMS', 'USSD', 'QR', 'PDF', 'CSV', 'XLSX', 'kg', 'g', 'km', 'm', 'cm', 'mm', '°C', 'C', 'ID', 'PIN', 'GPS', 'API', 'URL',
    'Infobip', "Africa's", 'Talking', 'Ubibot', 'Victron', 'VRM', 'Excel', 'Bluetooth', 'ESC', 'POS', 'USB', 'Android', 'iPhone',
    'NGN', 'INR', 'KES', 'XOF', 'UTC', 'GMT', 'ISO', 'BOM', 'UTF', 'OK', 'COMSOL', 'ML', 'CO', 'CO2', 'RH', 'IP', 'DIN', 'A4', 'A5',
    'UPI', 'Low', 'Energy',
  ].map((word) => word.toLowerCase()),
);

/**
 * A language's own words that happen to be spelt as in English: CLDR's month and weekday abbreviations and
 * AM/PM in Swahili, Igbo and Hausa, and the words Igbo and Hausa writers keep as they are (docs/translations.md).
 */
const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>> = {
  sw: ['Jan', 'Feb', 'Apr', 'Jun', 'Jul', 'Sep', 'Nov', 'AM', 'PM'],
  ig: ['Feb', 'Jul', 'Sep', 'Nov', 'Sat', 'AM', 'PM', 'Email', 'Latitude', 'Longitude'],
  ha: ['Jan', 'Mar', 'May', 'Latitude', 'Longitude'],
};

function sameInEveryLanguage(language: string, key: string, text: string): boolean {
  // names: the languages' own names, and country names (many are spelt the same: Nigeria, Kenya, Ghana)
  if (key.startsWith('languages.') || key.startsWith('glossary.countries.')) return true;
  const own = new Set((SAME_AS_ENGLISH[language] ?? []).map((word) => word.toLowerCase()));
  const words = text.replace(/{{\s*\w+\s*}}|<\/?\d+>|\$t\([^)]*\)/g, ' ').match(/[\p{L}][\p{L}'’]*/gu) ?? [];
  return words.every((word) => SAME_IN_EVERY_LANGUAGE.has(word.toLowerCase()) || own.has(word.toLowerCase()));
}

describe('translation files', () => {
  it('finds keys in the code (the scan works)', () => {
    const keys = keysInCode();
    expect(keys).toContain('shared.cancel');
    expect(keys).toContain('auth.validation.usernameRequired');
    expect(keys.size).toBeGreaterThan(30);
  });

  it.each(LANGUAGES)('%s has every key used in code and data', (language) => {
    // a counted key (t('glossary.crates', { count })) is there when its plural forms are
    const missing = [...keysInCode(), ...keysFromData()].filter((key) => !files[language]!.has(key) && !files[language]!.has(`${key}_other`));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s has exactly the same keys as English, none empty, same placeholders', (language) => {
    const file = files[language]!;
    expect([...file.keys()].sort()).toEqual(expectedKeys(language));
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of file) {
      expect(text.trim(), key).not.toBe('');
      // a plural form English lacks has the placeholders of its family's `_other`
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'))!;
      expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });

  // Keys built at run time are not seen by the scan; they count as used only when keysFromData lists
  // their family explicitly (errors.<code>, languages.<lang>, …), so a stale family member still fails.
  it.each(LANGUAGES)('%s has no key that no code uses', (language) => {
    const used = new Set([...keysInCode(), ...keysFromData()]);
    // a plural form English lacks (Arabic's _zero, _two, _few) is used where its family is
    const unused = [...files[language]!.keys()].filter((key) => !used.has(key) && !(PLURAL.test(key) && used.has(key.replace(PLURAL, '_other'))));
    expect(unused).toEqual([]);
  });

  it.each(NEW_LANGUAGES)('%s leaves nothing in English but names, units and codes', (language) => {
    const left = [...files[language]!].filter(([key, text]) => english.get(key) === text && !sameInEveryLanguage(language, key, text)).map(([key]) => key);
    expect(left).toEqual([]);
  });

  it('has a text for every error code of the contract', () => {
    for (const code of ERROR_CODES) expect(english.has(`errors.${code}`), code).toBe(true);
  });
});
