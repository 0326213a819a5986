import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export type PhoneReading = { phone: string } | { problem: 'bad_phone' | 'phone_other_country' };

/**
 * A phone cell of an import: with a country code, or a number of the company's country ("0803 000 0001").
 * Digits that start with the country's calling code but lost their "+" (a spreadsheet that took the
 * number for a number) are read with it. A real number of another country is named as such.
 */
export function readPhone(text: string, country: string): PhoneReading {
  const value = text.trim().replace(/^00/, '+');
  const region = country as CountryCode;
  const candidates = [value];
  if (!value.startsWith('+')) {
    let callingCode: string | null = null;
    try {
      callingCode = getCountryCallingCode(region);
    } catch {
      callingCode = null;
    }
    const digits = value.replace(/[\s\-().]/g, '');
    if (callingCode && /^\d+$/.test(digits) && digits.startsWith(callingCode) && digits.length > 10) candidates.push(`+${digits}`);
  }
  for (const candidate of candidates) {
    const parsed = candidate.startsWith('+') ? parsePhoneNumberFromString(candidate) : parsePhoneNumberFromString(candidate, region);
    if (!parsed?.isValid()) continue;
    if (parsed.country !== region) return { problem: 'phone_other_country' };
    return { phone: parsed.number };
  }
  return { problem: 'bad_phone' };
}
