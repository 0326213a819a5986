import { isSupportedCountry } from 'libphonenumber-js';

/** Time zones the rules fix (domain-rules §2); other countries take their first zone from the ICU data. */
const FIXED_TIME_ZONES: Record<string, string> = { NG: 'Africa/Lagos', IN: 'Asia/Kolkata' };
/** ml4Market starts on where the market model has data (domain-rules §2). */
const ML4_MARKET_COUNTRIES = new Set(['NG', 'IN']);

function zonesOf(country: string): string[] {
  try {
    return (new Intl.Locale(`und-${country}`) as unknown as { timeZones?: string[] }).timeZones ?? [];
  } catch {
    return [];
  }
}

/** An ISO 3166-1 alpha-2 code of a real country or territory. */
export function isCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && (isSupportedCountry(code) || zonesOf(code).length > 0);
}

export function defaultTimeZone(country: string): string {
  return FIXED_TIME_ZONES[country] ?? zonesOf(country)[0] ?? 'UTC';
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export function ml4MarketByDefault(country: string): boolean {
  return ML4_MARKET_COUNTRIES.has(country);
}
