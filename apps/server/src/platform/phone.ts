import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number in E.164 ("+2348030000001"), or null when it is not a real number. Spaces, dashes and a
 * leading 00 are accepted ("+234 803 000 0001", "00234…"). Numbers without a country code are refused:
 * users come from several countries and a guess would log someone into the wrong account.
 */
export function normalisePhone(input: string): string | null {
  const text = input.trim().replace(/^00/, '+');
  if (!text.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? parsed.number : null;
}
