import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Where SMS may go. The server-wide allow-list (SMS_COUNTRIES) bounds everything; a company's SMS go only
 * to its own country and the extra countries its service providers chose, both within that list.
 * The default: Nigeria and India, where the product is run, and the countries of West, East and southern
 * Africa and South Asia where solar cold rooms for smallholders operate. Premium-rate destinations that
 * SMS pumping aims at (and any country nobody here works in) stay out until someone adds them.
 */
export const DEFAULT_SMS_COUNTRIES: readonly string[] = [
  'NG', 'IN', 'GH', 'KE', 'UG', 'TZ', 'RW', 'ET', 'CI', 'SN', 'BJ', 'BF', 'ML', 'NE', 'TG', 'CM', 'MZ', 'MW', 'ZM', 'BD', 'NP',
];

/** The country of an E.164 number ("+2348030000001" → "NG"), or null when no country owns it. */
export function phoneCountry(phone: string): string | null {
  return parsePhoneNumberFromString(phone)?.country ?? null;
}

/** Reads SMS_COUNTRIES: comma-separated ISO 3166-1 alpha-2 codes; the list, or a sentence saying what is wrong. */
export function parseCountryList(text: string | undefined): string[] | string {
  if (text === undefined) return [...DEFAULT_SMS_COUNTRIES];
  const codes = text.split(',').map((code) => code.trim().toUpperCase()).filter(Boolean);
  const unknown = codes.filter((code) => !/^[A-Z]{2}$/.test(code) || !isSupportedCountry(code));
  if (unknown.length > 0) return `not country codes with phone numbers: ${unknown.join(', ')}`;
  if (codes.length === 0) return 'must name at least one country';
  return [...new Set(codes)];
}

/** The countries a company's SMS may go to: its own and its extra ones, within the server's list. */
export function companyCountries(company: { country: string; smsCountries: readonly string[] }, allowList: readonly string[]): Set<string> {
  return new Set([company.country, ...company.smsCountries].filter((code) => allowList.includes(code)));
}
