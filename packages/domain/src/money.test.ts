import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  ISO_4217_EXPONENTS,
  ceilDiv,
  exponentOf,
  formatMoney,
  fromMinor,
  isCurrency,
  isMinorAmount,
  mulDivCeil,
  sumMinor,
  toMinor,
  toSafeMinor,
  tryToMinor,
} from './money';

describe('ISO 4217 table', () => {
  it.each([
    ['NGN', 2], ['INR', 2], ['XOF', 0], ['XAF', 0], ['JPY', 0], ['KRW', 0], ['KWD', 3], ['BHD', 3],
    ['IQD', 3], ['JOD', 3], ['LYD', 3], ['OMR', 3], ['TND', 3], ['CLF', 4], ['UYW', 4], ['EUR', 2],
    ['USD', 2], ['GHS', 2], ['XCG', 2], ['ZWG', 2], ['SLE', 2], ['VED', 2], ['XAD', 2], ['UGX', 0],
  ])('%s has exponent %i', (code, exponent) => {
    expect(exponentOf(code)).toBe(exponent);
  });

  it('holds every current code once, as three capital letters with an exponent 0–4', () => {
    expect(CURRENCY_CODES.length).toBe(165); // List One minus the 13 codes without a minor unit
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect([0, 2, 3, 4]).toContain(ISO_4217_EXPONENTS[code]);
    }
  });

  it.each(['ANG', 'BGN', 'CUC', 'HRK', 'SLL', 'ZWL', 'XAU', 'XXX', 'XTS', 'ngn', 'NG', '', 'NGNX'])(
    '%s is not a current currency with a minor unit',
    (code) => {
      expect(isCurrency(code)).toBe(false);
      expect(() => exponentOf(code)).toThrow(RangeError);
    },
  );

  it('refuses non-strings and inherited keys', () => {
    expect(isCurrency(undefined)).toBe(false);
    expect(isCurrency(566)).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency('__proto__')).toBe(false);
  });

  it('every code is one that Intl can format', () => {
    for (const code of CURRENCY_CODES) expect(() => formatMoney(1, code, 'en')).not.toThrow();
  });
});

describe('toMinor', () => {
  it.each([
    ['12.5', 'NGN', 1250], ['12.50', 'NGN', 1250], ['12.500', 'NGN', 1250], ['0.01', 'NGN', 1],
    ['.5', 'INR', 50], ['7', 'INR', 700], ['007.10', 'INR', 710], ['  3.2 ', 'INR', 320],
    ['1500', 'XOF', 1500], ['1500.000', 'XOF', 1500], ['0', 'XOF', 0], ['1.', 'NGN', 100],
    ['1.234', 'KWD', 1234], ['0.001', 'BHD', 1], ['2', 'KWD', 2000], ['1.0001', 'CLF', 10001],
    ['-3.25', 'NGN', -325], ['-0', 'NGN', 0], ['0.1', 'NGN', 10], ['0.3', 'NGN', 30],
    ['90071992547409.91', 'NGN', Number.MAX_SAFE_INTEGER],
    ['-90071992547409.91', 'NGN', Number.MIN_SAFE_INTEGER],
  ])('"%s" %s → %i', (amount, currency, minor) => {
    expect(toMinor(amount, currency)).toBe(minor);
    expect(Object.is(toMinor(amount, currency), -0)).toBe(false);
  });

  it.each([
    ['12.345', 'NGN'], ['0.001', 'INR'], ['1.5', 'XOF'], ['1.2345', 'KWD'], ['', 'NGN'], ['.', 'NGN'],
    ['-', 'NGN'], ['1,000', 'NGN'], ['1 000', 'NGN'], ['1e3', 'NGN'], ['+5', 'NGN'], ['0x10', 'NGN'],
    ['12.5.1', 'NGN'], ['abc', 'NGN'], ['NaN', 'NGN'], ['Infinity', 'NGN'],
    ['90071992547409.92', 'NGN'], ['9007199254740992', 'XOF'],
  ])('refuses "%s" in %s', (amount, currency) => {
    expect(() => toMinor(amount, currency)).toThrow(RangeError);
    expect(tryToMinor(amount, currency)).toBeNull();
  });

  it('refuses an unknown currency', () => {
    expect(() => toMinor('1', 'ZZZ')).toThrow(RangeError);
  });

  it('has none of the float errors of parseFloat × 100', () => {
    // parseFloat('1.15') * 100 === 114.99999999999999, parseFloat('4.35') * 100 === 434.99999999999994
    expect(toMinor('1.15', 'NGN')).toBe(115);
    expect(toMinor('4.35', 'NGN')).toBe(435);
    expect(toMinor('1.005', 'KWD')).toBe(1005);
  });
});

describe('fromMinor', () => {
  it.each([
    [1250, 'NGN', '12.50'], [1, 'NGN', '0.01'], [0, 'NGN', '0.00'], [-325, 'INR', '-3.25'],
    [-5, 'INR', '-0.05'], [1500, 'XOF', '1500'], [-7, 'JPY', '-7'], [1, 'KWD', '0.001'],
    [1234567, 'BHD', '1234.567'], [10001, 'CLF', '1.0001'],
    [Number.MAX_SAFE_INTEGER, 'NGN', '90071992547409.91'],
  ])('%i %s → "%s"', (minor, currency, text) => {
    expect(fromMinor(minor, currency)).toBe(text);
  });

  it('round-trips through toMinor', () => {
    for (const currency of ['NGN', 'XOF', 'KWD', 'CLF']) {
      for (const minor of [0, 1, 9, 10, 99, 100, 101, 123456789, -42, Number.MAX_SAFE_INTEGER]) {
        expect(toMinor(fromMinor(minor, currency), currency)).toBe(minor);
      }
    }
  });

  it.each([0.5, Number.NaN, Infinity, 2 ** 53])('refuses %s', (minor) => {
    expect(() => fromMinor(minor, 'NGN')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  // Intl output depends on the engine's locale data; assert on the stable parts.
  it('formats naira with two decimals and grouping', () => {
    const text = formatMoney(1250050, 'NGN', 'en-NG');
    expect(text).toContain('₦');
    expect(text).toContain('12,500.50');
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatMoney(1234567890, 'INR', 'en-IN')).toContain('1,23,45,678.90');
    expect(formatMoney(1234567890, 'INR', 'hi-IN')).toContain('₹');
  });

  it('shows exactly the ISO decimals, even where locale data differs (IQD has 3 in ISO)', () => {
    expect(formatMoney(1500, 'XOF', 'fr-SN')).toMatch(/^1\s500\sF\sCFA$/u);
    expect(formatMoney(1500, 'XOF', 'en')).toContain('1,500');
    expect(formatMoney(1234, 'KWD', 'en')).toContain('1.234');
    expect(formatMoney(1234, 'IQD', 'en')).toContain('1.234');
    expect(formatMoney(10001, 'CLF', 'en')).toContain('1.0001');
  });

  it('is exact at the top of the safe range, where a float would be off by a kobo', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'NGN', 'en')).toContain('90,071,992,547,409.91');
  });

  it('formats negative amounts and other displays', () => {
    expect(formatMoney(-325, 'NGN', 'en')).toMatch(/-|−|\(/);
    expect(formatMoney(100, 'NGN', 'en', 'code')).toContain('NGN');
    expect(formatMoney(100, 'EUR', 'fr-FR')).toMatch(/1,00\s€/);
    expect(formatMoney(100, 'BRL', 'pt-BR')).toMatch(/R\$\s1,00/);
  });

  it('refuses an unknown currency or a non-integer amount', () => {
    expect(() => formatMoney(1, 'ZZZ', 'en')).toThrow(RangeError);
    expect(() => formatMoney(1.5, 'NGN', 'en')).toThrow(RangeError);
  });
});

describe('integer helpers', () => {
  it.each([
    [10n, 3n, 4n], [9n, 3n, 3n], [0n, 7n, 0n], [1n, 1000n, 1n], [-10n, 3n, -3n], [-9n, 3n, -3n],
    [-1n, 2n, 0n], [2n ** 70n + 1n, 2n, 2n ** 69n + 1n],
  ])('ceilDiv(%s, %s) = %s', (n, d, expected) => {
    expect(ceilDiv(n, d)).toBe(expected);
  });

  it('ceilDiv refuses a zero or negative denominator', () => {
    expect(() => ceilDiv(1n, 0n)).toThrow(RangeError);
    expect(() => ceilDiv(1n, -2n)).toThrow(RangeError);
  });

  it('mulDivCeil is exact past 2^53 in the middle', () => {
    // 500 kg (500,000 g) × 3650 days × ₦90,000,000.00/kg/day would overflow a float product
    expect(mulDivCeil(9_000_000_000, 500_000, 1_000_000)).toBe(4_500_000_000);
    expect(mulDivCeil(3, 1, 2)).toBe(2);
    expect(mulDivCeil(1n, 1n, 3n)).toBe(1);
    expect(() => mulDivCeil(2 ** 53, 1, 1)).toThrow(RangeError);
    expect(() => mulDivCeil(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(RangeError);
  });

  it('sumMinor adds exactly and refuses overflow', () => {
    expect(sumMinor([])).toBe(0);
    expect(sumMinor([1, 2, 3, -1])).toBe(5);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumMinor([0.5])).toThrow(RangeError);
  });

  it('toSafeMinor converts bigint columns and refuses what would lose precision', () => {
    expect(toSafeMinor(123n)).toBe(123);
    expect(toSafeMinor(-0)).toBe(0);
    expect(Object.is(toSafeMinor(-0), -0)).toBe(false);
    expect(toSafeMinor(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeMinor(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toSafeMinor(1.5)).toThrow(RangeError);
    expect(isMinorAmount(5)).toBe(true);
    expect(isMinorAmount(5.5)).toBe(false);
    expect(isMinorAmount('5')).toBe(false);
  });
});
