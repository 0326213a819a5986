import { CURRENCY_CODES } from '@coldroom/domain';
import { intlSpeaks, ownWord } from './intlFallback';

/** ISO 3166-1 alpha-2 codes of every country and territory, for country pickers; names come from Intl. */
const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.includes(value);
}

/** Countries the translation files name themselves (glossary.countries.*), for browsers whose Intl lacks the language. */
export const OWN_COUNTRY_CODES: readonly string[] = (
  'NG IN GH KE UG TZ RW ET ZA EG MA BJ BF CI GW ML NE SN TG CM CF TD CG GQ GA GM GN LR SL MW ZM ZW MZ AO CD SD ' +
  'BD PK NP LK BT MM ID PH VN TH MY CN JP BR PT FR DE ES IT NL BE IE GB US CA AU MX AE SA CH'
).split(' ');

/** The app's own name of the country where Intl does not speak the language (the countries it ships names for). */
function ownCountryName(code: string, language: string): string | null {
  return intlSpeaks('region', language) ? null : ownWord(language, `countries.${code}`);
}

/** The country's name in the language ("Nigeria", "नाइजीरिया"); the code itself where Intl cannot name it. */
export function countryName(code: string, language: string): string {
  const own = ownCountryName(code, language);
  if (own) return own;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const PREFERRED = ['NG', 'IN'];
const PREFERRED_CURRENCIES = ['NGN', 'INR'];

function displayNames(language: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return null;
  }
}

/** Options for a Select, sorted by name in the language; `first` codes (default Nigeria and India) lead the list. */
export function countryOptions(language: string, first: readonly string[] = PREFERRED): { value: string; label: string }[] {
  const names = displayNames(language, 'region');
  const label = (code: string) => ownCountryName(code, language) ?? names?.of(code) ?? code;
  const rest = COUNTRY_CODES.filter((code) => !first.includes(code))
    .map((code) => ({ value: code, label: label(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [...first.filter(isCountryCode).map((code) => ({ value: code, label: label(code) })), ...rest];
}

/** ISO 4217 currencies as "NGN · Nigerian naira" in the language; NGN and INR first. */
export function currencyOptions(language: string): { value: string; label: string }[] {
  const names = displayNames(language, 'currency');
  const option = (code: string) => ({ value: code, label: `${code} · ${names?.of(code) ?? code}` });
  return [...PREFERRED_CURRENCIES, ...CURRENCY_CODES.filter((code) => !PREFERRED_CURRENCIES.includes(code))].map(option);
}

// The currency most people pay with in a country, for suggesting a company's currency.
const CURRENCY_BY_COUNTRY: Record<string, string> = {
  NG: 'NGN', IN: 'INR', GH: 'GHS', KE: 'KES', UG: 'UGX', TZ: 'TZS', RW: 'RWF', ET: 'ETB', ZA: 'ZAR', EG: 'EGP', MA: 'MAD',
  BJ: 'XOF', BF: 'XOF', CI: 'XOF', GW: 'XOF', ML: 'XOF', NE: 'XOF', SN: 'XOF', TG: 'XOF',
  CM: 'XAF', CF: 'XAF', TD: 'XAF', CG: 'XAF', GQ: 'XAF', GA: 'XAF',
  GM: 'GMD', GN: 'GNF', LR: 'LRD', SL: 'SLE', MW: 'MWK', ZM: 'ZMW', ZW: 'ZWG', MZ: 'MZN', AO: 'AOA', CD: 'CDF', SD: 'SDG',
  BD: 'BDT', PK: 'PKR', NP: 'NPR', LK: 'LKR', BT: 'BTN', MM: 'MMK', ID: 'IDR', PH: 'PHP', VN: 'VND', TH: 'THB', MY: 'MYR',
  CN: 'CNY', JP: 'JPY', BR: 'BRL', PT: 'EUR', FR: 'EUR', DE: 'EUR', ES: 'EUR', IT: 'EUR', NL: 'EUR', BE: 'EUR', IE: 'EUR',
  GB: 'GBP', US: 'USD', CA: 'CAD', AU: 'AUD', MX: 'MXN', AE: 'AED', SA: 'SAR', CH: 'CHF',
};

/** The usual currency of a country, when known. */
export function currencyOfCountry(country: string): string | undefined {
  return CURRENCY_BY_COUNTRY[country.toUpperCase()];
}
