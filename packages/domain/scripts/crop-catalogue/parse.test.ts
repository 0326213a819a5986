import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import {
  isUnknown,
  parseEthyleneLevel,
  parseNumber,
  parseRange,
  parseStorageLife,
  parseTemperature,
  tidyText,
} from './parse';

describe('parseTemperature', () => {
  it.each([
    ['-1.1-0 °C', -1.1, 0], ['13-15 °C', 13, 15], ['0 °C', 0, 0], ['0°C', 0, 0], ['-0.5-0', -0.5, 0],
    ['-1.5 to -0.5 °C', -1.5, -0.5], ['4-8   °C', 4, 8], ['3-7°C', 3, 7], ['15°C', 15, 15],
    ['5-7.2 °C', 5, 7.2], ['-1-1 °C', -1, 1], ['12.5-15 °C', 12.5, 15], [' 10 °C ', 10, 10],
  ])('"%s" is %s to %s °C', (text, min, max) => {
    expect(parseTemperature(text)).toEqual({ min, max });
  });

  it.each(['N/A', '', '  ', 'n/a'])('"%s" is unknown', (text) => {
    expect(parseTemperature(text)).toBeNull();
    expect(isUnknown(text)).toBe(true);
  });

  it.each(['cold', '5-', '15-10 °C', '1-2-3 °C', '5 °F'])('refuses "%s"', (text) => {
    expect(() => parseTemperature(text)).toThrow();
  });
});

describe('parseStorageLife', () => {
  it.each([
    ['3-6 months', 90, 180], ['1-4 weeks', 7, 28], ['7-10 days', 7, 10], ['4 month', 120, 120],
    ['2 weeks', 14, 14], ['7 days', 7, 7], ['15 days', 15, 15], ['6-7 months', 180, 210], ['3 Weeks', 21, 21],
  ])('"%s" is %i to %i days', (text, min, max) => {
    expect(parseStorageLife(text)).toEqual({ min, max });
  });

  it('needs a unit rather than guessing one', () => {
    expect(() => parseStorageLife('7')).toThrow(/unit/);
    expect(() => parseStorageLife('a while')).toThrow();
    expect(parseStorageLife('N/A')).toBeNull();
  });
});

describe('other fields', () => {
  it.each([
    ['very high', 'very_high'], ['high', 'high'], ['moderate', 'moderate'], ['medium', 'moderate'],
    ['low', 'low'], ['very low', 'very_low'], ['Very  Low', 'very_low'], ['N/A', null], ['', null],
  ])('ethylene "%s" is %s', (text, level) => {
    expect(parseEthyleneLevel(text)).toBe(level);
  });

  it('refuses an unknown ethylene level', () => {
    expect(() => parseEthyleneLevel('extreme')).toThrow();
  });

  it('keeps published numbers exactly', () => {
    expect(parseNumber('160.94')).toBe(160.94);
    expect(parseNumber('4044963')).toBe(4044963);
    expect(parseNumber('')).toBeNull();
    expect(() => parseNumber('12a')).toThrow();
  });

  it('parses ranges with "to" and negative ends', () => {
    expect(parseRange('-2 to 3')).toEqual({ min: -2, max: 3 });
    expect(parseRange('70-80')).toEqual({ min: 70, max: 80 });
  });

  it('tidies texts for display', () => {
    expect(tidyText('4-8   °C')).toBe('4-8 °C');
    expect(tidyText('0°C')).toBe('0 °C');
    expect(tidyText('N/A')).toBeNull();
  });
});

describe('parseCsv', () => {
  it('reads headers, quoted fields, doubled quotes and CRLF, and skips blank lines', () => {
    const text = '\uFEFFname,notes\r\nApple,"crisp, red"\r\n\r\n"Oha/Ora ""Leaf""",\nLast,x';
    expect(parseCsv(text)).toEqual([
      { name: 'Apple', notes: 'crisp, red' },
      { name: 'Oha/Ora "Leaf"', notes: '' },
      { name: 'Last', notes: 'x' },
    ]);
  });

  it('fills missing trailing cells with empty strings', () => {
    expect(parseCsv('a,b,c\n1')).toEqual([{ a: '1', b: '', c: '' }]);
    expect(parseCsv('')).toEqual([]);
  });
});
