/**
 * Tidies the published texts into numbers without changing any number: "-1.1-0 °C" is −1.1 to 0,
 * "4-8   °C" is 4 to 8, "3-6 months" is 90 to 180 days. Unknown ("N/A", empty) is null; text that
 * cannot be read is an error, so a new row in an odd format is never silently dropped.
 */
import type { EthyleneLevel, NumberRange } from '../../src/crops/types';

const NUMBER = '-?\\d+(?:\\.\\d+)?';
const RANGE = new RegExp(`^(${NUMBER})(?:\\s*(?:-|to)\\s*(${NUMBER}))?$`);

export function isUnknown(text: string): boolean {
  const tidy = text.trim().toUpperCase();
  return tidy === '' || tidy === 'N/A' || tidy === 'NA';
}

/** "a-b" or "a to b" or "a", where a and b may be negative: "-1-1" is −1 to 1, "-1.5 to -0.5" is −1.5 to −0.5. */
export function parseRange(text: string): NumberRange {
  const match = RANGE.exec(text.trim().replace(/\s+/g, ' '));
  if (!match) throw new Error(`Cannot read a range from "${text}"`);
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min > max) throw new Error(`Range "${text}" has its minimum above its maximum`);
  return { min, max };
}

/** An optimal storage temperature in °C ("-1.1-0 °C", "0°C", "-0.5-0" with the unit left out). */
export function parseTemperature(text: string): NumberRange | null {
  if (isUnknown(text)) return null;
  return parseRange(text.replace(/°\s*C/i, '').trim());
}

// A month is counted as 30 days: the published lives are approximate ("3-6 months") anyway.
const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30 };

/** A storage life ("3-6 months", "1-4 weeks", "7-10 days", "4 month") in days. */
export function parseStorageLife(text: string): NumberRange | null {
  if (isUnknown(text)) return null;
  const match = /^(.*?)\s*(day|week|month)s?$/i.exec(text.trim());
  if (!match) throw new Error(`Cannot read a storage life from "${text}": it needs a unit`);
  const perUnit = DAYS_PER_UNIT[(match[2] as string).toLowerCase()] as number;
  const { min, max } = parseRange(match[1] as string);
  return { min: min * perUnit, max: max * perUnit };
}

const LEVELS: Record<string, EthyleneLevel> = {
  'very low': 'very_low',
  low: 'low',
  moderate: 'moderate',
  medium: 'moderate',
  high: 'high',
  'very high': 'very_high',
};

export function parseEthyleneLevel(text: string): EthyleneLevel | null {
  if (isUnknown(text)) return null;
  const level = LEVELS[text.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (!level) throw new Error(`Unknown ethylene level "${text}"`);
  return level;
}

/** A published number as is ("160.94" stays 160.94); empty is null. */
export function parseNumber(text: string): number | null {
  if (isUnknown(text)) return null;
  const value = Number(text.trim());
  if (!Number.isFinite(value)) throw new Error(`Not a number: "${text}"`);
  return value;
}

/** The published text with its spacing tidied, for showing next to the numbers. */
export function tidyText(text: string): string | null {
  if (isUnknown(text)) return null;
  return text.trim().replace(/\s+/g, ' ').replace(/(\d)\s*°\s*C/i, '$1 °C');
}
