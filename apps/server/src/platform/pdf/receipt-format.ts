import { intlLocale } from '@coldroom/contract';
import { countedTerm, formatMoney, glossaryOf, gramsToKg, type CurrencyDisplay, type Grams, type MinorUnits } from '@coldroom/domain';
import type { ReceiptStrings } from './i18n';
import type { ReceiptData } from './receipt-data';

/** How the values of one receipt read in its language. */
export interface ReceiptFormat {
  money(minor: MinorUnits): string;
  kg(grams: Grams): string;
  count(value: number): string;
  crates(count: number): string;
  /** Date and time of the movement on the company's clock. */
  dateTime: string;
  date: string;
  country: string;
  /** A number with up to three decimals (a weight in kg, units of a rate card). */
  number(value: number): string;
}

/** Intl objects are slow to build and receipts reuse a handful: kept by their arguments. */
const intl = new Map<string, unknown>();
function cached<T>(key: string, make: () => T): T {
  if (!intl.has(key)) intl.set(key, make());
  return intl.get(key) as T;
}

/**
 * @param display how the currency shows: "₦1,250.00" reads best, but the PDF takes the symbol only
 * when its fonts can draw it, and an SMS may prefer the code to stay in the 160-character alphabet.
 */
export function receiptFormat(data: ReceiptData, strings: ReceiptStrings, display: CurrencyDisplay): ReceiptFormat {
  const { language, company, movement } = data;
  const kg = cached(`kg|${language}`, () => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 3 }));
  const integer = cached(`int|${language}`, () => new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 }));
  const time = new Date(movement.time);
  const dated = (withTime: boolean) =>
    cached(
      `date|${language}|${movement.timeZone}|${withTime}`,
      () =>
        new Intl.DateTimeFormat(
          intlLocale(language),
          // CLDR's medium and short styles for Yoruba are "28 11 2026, 15:5": its fields are named instead
          language === 'yo'
            ? { day: 'numeric', month: 'short', year: 'numeric', ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}), timeZone: movement.timeZone }
            : { dateStyle: 'medium', timeStyle: withTime ? 'short' : undefined, timeZone: movement.timeZone },
        ),
    ).format(time);
  return {
    money: (minor) => formatMoney(minor, company.currency, language, display),
    kg: (grams) => kg.format(gramsToKg(grams)),
    count: (value) => integer.format(value),
    crates: (count) => countedTerm(language, glossaryOf(language).crates, count, integer.format(count)),
    dateTime: dated(true),
    date: dated(false),
    country: countryName(company.country, language),
    number: (value) => kg.format(value),
  };
}

function countryName(country: string, language: string): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return cached(`region|${language}`, () => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' })).of(country) ?? country;
  } catch {
    return country;
  }
}

/** Total weight of the lines, in grams. */
export function totalGrams(data: ReceiptData): Grams {
  return data.lines.reduce((sum, line) => sum + line.weightGrams, 0);
}
