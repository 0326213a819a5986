import { describe, expect, it } from 'vitest';
import {
  checkoutLine,
  checkoutTotal,
  crateDue,
  crateFee,
  feeForDays,
  partFee,
  plannedFee,
  storageDays,
  type PricingKind,
} from './fees';
import { fromMinor, toMinor } from './money';
import type { RoomMetric } from './rooms';
import { kgToGrams } from './weights';

interface Row {
  name: string;
  currency: string;
  kind: PricingKind;
  rate: string; // in major units, as an operator types it
  metric: RoomMetric;
  kg: string;
  zone: string;
  checkedIn: string;
  at: string;
  fee: string; // expected, in major units
}

// Each row: a room's price, a crate, when it came in and when the fee is asked for.
const rows: Row[] = [
  // crates rooms: the weight does not matter
  { name: 'daily NGN, 3 days', currency: 'NGN', kind: 'daily', rate: '500', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-13T08:00:00Z', fee: '1500.00' },
  { name: 'daily NGN, same day pays one day', currency: 'NGN', kind: 'daily', rate: '500', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T07:00:00Z', at: '2025-03-10T20:00:00Z', fee: '500.00' },
  { name: 'daily NGN, 23:50 → 00:10 local is one day', currency: 'NGN', kind: 'daily', rate: '500', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T22:50:00Z', at: '2025-03-10T23:10:00Z', fee: '500.00' },
  { name: 'daily NGN, 00:10 → 23:50 next local day is one day', currency: 'NGN', kind: 'daily', rate: '500', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T23:10:00Z', at: '2025-03-12T22:50:00Z', fee: '500.00' },
  { name: 'daily INR around Kolkata midnight', currency: 'INR', kind: 'daily', rate: '12.50', metric: 'crates', kg: '20', zone: 'Asia/Kolkata', checkedIn: '2025-03-10T18:29:00Z', at: '2025-03-10T18:31:00Z', fee: '12.50' },
  { name: 'daily INR, UTC says same day, Kolkata says next', currency: 'INR', kind: 'daily', rate: '12.50', metric: 'crates', kg: '20', zone: 'Asia/Kolkata', checkedIn: '2025-03-10T12:00:00Z', at: '2025-03-10T19:00:00Z', fee: '12.50' },
  { name: 'daily INR, 30 days', currency: 'INR', kind: 'daily', rate: '12.50', metric: 'crates', kg: '20', zone: 'Asia/Kolkata', checkedIn: '2025-03-01T04:00:00Z', at: '2025-03-31T04:00:00Z', fee: '375.00' },
  { name: 'fixed NGN ignores days', currency: 'NGN', kind: 'fixed', rate: '2000', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-01T08:00:00Z', at: '2025-04-20T08:00:00Z', fee: '2000.00' },
  { name: 'daily XOF (no decimals)', currency: 'XOF', kind: 'daily', rate: '150', metric: 'crates', kg: '25', zone: 'Africa/Dakar', checkedIn: '2025-03-01T08:00:00Z', at: '2025-03-08T08:00:00Z', fee: '1050' },
  { name: 'daily KWD (three decimals)', currency: 'KWD', kind: 'daily', rate: '0.125', metric: 'crates', kg: '25', zone: 'Asia/Kuwait', checkedIn: '2025-03-01T08:00:00Z', at: '2025-03-04T08:00:00Z', fee: '0.375' },
  // kg rooms: weight × rate, rounded up once to the minor unit
  { name: 'kg daily NGN, whole kilos', currency: 'NGN', kind: 'daily', rate: '20', metric: 'kg', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-12T08:00:00Z', fee: '1000.00' },
  { name: 'kg daily NGN, grams round up to the kobo', currency: 'NGN', kind: 'daily', rate: '20.01', metric: 'kg', kg: '12.345', zone: 'Africa/Lagos', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-13T08:00:00Z', fee: '741.08' },
  { name: 'kg fixed INR, 0.001 kg still costs a paisa', currency: 'INR', kind: 'fixed', rate: '3', metric: 'kg', kg: '0.001', zone: 'Asia/Kolkata', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-13T08:00:00Z', fee: '0.01' },
  { name: 'kg daily XOF rounds up to the franc', currency: 'XOF', kind: 'daily', rate: '150', metric: 'kg', kg: '12.345', zone: 'Africa/Abidjan', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-13T08:00:00Z', fee: '5556' },
  { name: 'kg daily XOF, exact franc stays', currency: 'XOF', kind: 'daily', rate: '150', metric: 'kg', kg: '12.4', zone: 'Africa/Abidjan', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-15T08:00:00Z', fee: '9300' },
  { name: 'kg daily KWD rounds up to the fils', currency: 'KWD', kind: 'daily', rate: '0.125', metric: 'kg', kg: '12.345', zone: 'Asia/Kuwait', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-13T08:00:00Z', fee: '4.630' },
  { name: 'kg daily BHD, 500 kg for a year', currency: 'BHD', kind: 'daily', rate: '0.010', metric: 'kg', kg: '500', zone: 'Asia/Bahrain', checkedIn: '2025-01-01T08:00:00Z', at: '2026-01-01T08:00:00Z', fee: '1825.000' },
  // daylight saving: 23- and 25-hour days count as one day each
  { name: 'Paris, across spring forward', currency: 'EUR', kind: 'daily', rate: '1', metric: 'crates', kg: '20', zone: 'Europe/Paris', checkedIn: '2025-03-29T22:30:00Z', at: '2025-03-31T21:30:00Z', fee: '2.00' },
  { name: 'Paris, 00:30 local on the 23-hour day', currency: 'EUR', kind: 'daily', rate: '1', metric: 'crates', kg: '20', zone: 'Europe/Paris', checkedIn: '2025-03-29T22:59:00Z', at: '2025-03-29T23:30:00Z', fee: '1.00' },
  { name: 'Paris, across fall back', currency: 'EUR', kind: 'daily', rate: '1', metric: 'crates', kg: '20', zone: 'Europe/Paris', checkedIn: '2025-10-25T21:30:00Z', at: '2025-10-26T22:30:00Z', fee: '1.00' },
  { name: 'Paris, fall back: 25 h 50 min later is two local days', currency: 'EUR', kind: 'daily', rate: '1', metric: 'crates', kg: '20', zone: 'Europe/Paris', checkedIn: '2025-10-25T21:40:00Z', at: '2025-10-26T23:30:00Z', fee: '2.00' },
  { name: 'São Paulo, DST began at midnight', currency: 'BRL', kind: 'daily', rate: '3.33', metric: 'kg', kg: '10.5', zone: 'America/Sao_Paulo', checkedIn: '2018-11-03T20:00:00Z', at: '2018-11-04T03:30:00Z', fee: '34.97' },
  { name: 'São Paulo, DST ended at midnight', currency: 'BRL', kind: 'daily', rate: '3.33', metric: 'kg', kg: '10.5', zone: 'America/Sao_Paulo', checkedIn: '2019-02-16T20:00:00Z', at: '2019-02-17T02:30:00Z', fee: '34.97' },
  { name: 'São Paulo, two local days after DST ended', currency: 'BRL', kind: 'daily', rate: '3.33', metric: 'kg', kg: '10.5', zone: 'America/Sao_Paulo', checkedIn: '2019-02-16T20:00:00Z', at: '2019-02-18T03:30:00Z', fee: '69.93' },
  // a clock that runs behind still charges the minimum day
  { name: 'asked before the check-in instant', currency: 'NGN', kind: 'daily', rate: '500', metric: 'crates', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-09T08:00:00Z', fee: '500.00' },
  { name: 'a free room', currency: 'NGN', kind: 'daily', rate: '0', metric: 'kg', kg: '25', zone: 'Africa/Lagos', checkedIn: '2025-03-10T08:00:00Z', at: '2025-03-19T08:00:00Z', fee: '0.00' },
];

describe('crateFee', () => {
  it.each(rows)('$name', (row) => {
    const fee = crateFee({
      pricing: { kind: row.kind, rate_minor: toMinor(row.rate, row.currency) },
      metric: row.metric,
      weight_grams: kgToGrams(row.kg),
      checked_in_at: row.checkedIn,
      at: row.at,
      time_zone: row.zone,
    });
    expect(fromMinor(fee, row.currency)).toBe(row.fee);
  });

  it('is exact where a float product is not (₦9,000,000.00/kg/day × 500 kg × 3650 days)', () => {
    const basis = { pricing: { kind: 'daily' as const, rate_minor: 900_000_000 }, metric: 'kg' as const, weight_grams: 499_999 };
    // 9e8 × 3650 × 499999 ÷ 1000 = 1,642,496,715,000,000 exactly
    expect(feeForDays(basis, 3650)).toBe(1_642_496_715_000_000);
    expect(() => feeForDays({ ...basis, weight_grams: 500_000_000 }, 3650)).toThrow(RangeError);
  });

  it('refuses nonsense inputs instead of charging something', () => {
    const basis = { pricing: { kind: 'daily' as const, rate_minor: 100 }, metric: 'kg' as const, weight_grams: 1000 };
    expect(() => feeForDays(basis, 0)).toThrow(RangeError);
    expect(() => feeForDays(basis, 1.5)).toThrow(RangeError);
    expect(() => feeForDays({ ...basis, pricing: { kind: 'daily', rate_minor: -1 } }, 1)).toThrow(RangeError);
    expect(() => feeForDays({ ...basis, pricing: { kind: 'daily', rate_minor: 1.5 } }, 1)).toThrow(RangeError);
    expect(() => feeForDays({ ...basis, weight_grams: 12.5 }, 1)).toThrow(RangeError);
    expect(() => feeForDays({ ...basis, weight_grams: -1 }, 1)).toThrow(RangeError);
    expect(feeForDays({ ...basis, metric: 'crates', weight_grams: Number.NaN }, 2)).toBe(200);
  });
});

describe('storageDays', () => {
  it.each([
    ['2025-03-10T08:00:00Z', '2025-03-10T09:00:00Z', 1],
    ['2025-03-10T08:00:00Z', '2025-03-11T07:00:00Z', 1],
    ['2025-03-10T08:00:00Z', '2025-03-12T07:00:00Z', 2],
    ['2025-03-10T22:59:00Z', '2025-03-10T23:00:00Z', 1],
    ['2025-03-10T22:59:00Z', '2025-03-11T23:00:00Z', 2],
    ['2025-03-10T08:00:00Z', '2025-03-01T08:00:00Z', 1],
  ])('%s → %s in Lagos is %i', (from, to, days) => {
    expect(storageDays(from, to, 'Africa/Lagos')).toBe(days);
  });
});

describe('crateDue', () => {
  const base = {
    pricing: { kind: 'daily' as const, rate_minor: 50_000 },
    metric: 'crates' as const,
    weight_grams: 25_000,
    checked_in_at: '2025-03-10T08:00:00Z',
    at: '2025-03-14T08:00:00Z',
    time_zone: 'Africa/Lagos',
  };

  it.each([
    [0, 200_000],
    [50_000, 150_000],
    [199_999, 1],
    [200_000, 0],
    [250_000, 0], // overpaid: never negative
  ])('paid %i → due %i', (paid, due) => {
    expect(crateDue({ ...base, paid_minor: paid })).toBe(due);
  });

  it('refuses a negative or fractional payment', () => {
    expect(() => crateDue({ ...base, paid_minor: -1 })).toThrow(RangeError);
    expect(() => crateDue({ ...base, paid_minor: 0.5 })).toThrow(RangeError);
  });
});

describe('partFee', () => {
  it.each([
    // due, current g, part g, fee
    [10_000, 20_000, 20_000, 10_000],
    [10_000, 20_000, 5_000, 2_500],
    [10_000, 30_000, 10_000, 3_334], // 3333.33… rounds up
    [1, 25_000, 1, 1], // the smallest part of the smallest due still costs one minor unit
    [0, 25_000, 12_000, 0],
    [999, 3, 1, 333],
    [1000, 3, 1, 334],
    [1000, 3, 2, 667],
  ])('due %i, current %i g, part %i g → %i', (due, current, part, fee) => {
    expect(partFee(due, current, part)).toBe(fee);
  });

  it('defaults to the whole remaining weight', () => {
    expect(partFee(12_345, 7_000)).toBe(12_345);
  });

  it.each([
    [100, 20_000, 0],
    [100, 20_000, -5],
    [100, 20_000, 20_001],
    [100, 20_000, 1.5],
    [100, 0, 0],
    [-1, 20_000, 10],
    [1.5, 20_000, 10],
  ])('refuses due %s, current %s, part %s', (due, current, part) => {
    expect(() => partFee(due, current, part)).toThrow(RangeError);
  });

  it('a crate taken in parts pays at least its due in total (round-ups only add)', () => {
    // crates room, 5 days at ₦500: due ₦2,500.00 on a 30 kg crate, taken out 7 kg + 11 kg + 12 kg
    let paid = 0;
    let current = 30_000;
    for (const part of [7_000, 11_000, 12_000]) {
      const due = crateDue({
        pricing: { kind: 'daily', rate_minor: 50_000 },
        metric: 'crates',
        weight_grams: current,
        checked_in_at: '2025-03-10T08:00:00Z',
        at: '2025-03-15T08:00:00Z',
        time_zone: 'Africa/Lagos',
        paid_minor: paid,
      });
      paid += partFee(due, current, part);
      current -= part;
    }
    expect(current).toBe(0);
    expect(paid).toBeGreaterThanOrEqual(250_000);
    expect(paid).toBeLessThanOrEqual(250_002);
  });
});

describe('plannedFee', () => {
  const basis = { pricing: { kind: 'daily' as const, rate_minor: 1_000 }, metric: 'kg' as const, weight_grams: 2_500 };
  it.each([
    [null, 2_500],
    [undefined, 2_500],
    [0, 2_500],
    [1, 2_500],
    [7, 17_500],
    [365, 912_500],
  ])('planned %s days → %i', (days, fee) => {
    expect(plannedFee(basis, days)).toBe(fee);
  });
});

describe('checkoutTotal', () => {
  it.each([
    [[1000, 2000, 3000], 0, 6000, 6000],
    [[1000, 2000, 3000], 500, 6000, 5500],
    [[1000, 2000, 3000], 6000, 6000, 0], // the whole amount may be waived
    [[], 0, 0, 0],
    [[0, 0], 0, 0, 0],
  ])('lines %j, discount %i → subtotal %i, total %i', (lines, discount, subtotal, total) => {
    expect(checkoutTotal(lines, discount)).toEqual({
      ok: true,
      subtotal_minor: subtotal,
      discount_minor: discount,
      total_minor: total,
    });
  });

  it('defaults to no discount', () => {
    expect(checkoutTotal([250])).toMatchObject({ ok: true, total_minor: 250, discount_minor: 0 });
  });

  it.each([
    [[1000, 2000], 3001, 'discount_too_large'],
    [[], 1, 'discount_too_large'],
    [[1000], -1, 'discount_negative'],
    [[1000], 0.5, 'discount_not_integer'],
    [[1000], Number.NaN, 'discount_not_integer'],
    [[1000], Infinity, 'discount_not_integer'],
  ])('lines %j, discount %s → refused with %s', (lines, discount, code) => {
    expect(checkoutTotal(lines, discount)).toEqual({
      ok: false,
      refusal: { code, max_discount_minor: lines.reduce((a, b) => a + b, 0) },
    });
  });

  it('treats a discount of -0 as 0', () => {
    const result = checkoutTotal([100], -0);
    expect(result.ok && Object.is(result.discount_minor, -0)).toBe(false);
  });

  it('throws on lines that are not amounts (a programming error, not a user error)', () => {
    expect(() => checkoutTotal([-1])).toThrow(RangeError);
    expect(() => checkoutTotal([1.5])).toThrow(RangeError);
    expect(() => checkoutTotal([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('checkoutLine', () => {
  const crate = {
    pricing: { kind: 'daily' as const, rate_minor: 2_000 }, // ₦20.00 per kg per day
    metric: 'kg' as const,
    weight_grams: 12_500,
    checked_in_at: '2025-03-10T09:00:00Z',
    at: '2025-03-14T16:00:00Z',
    time_zone: 'Africa/Lagos',
    paid_minor: 0,
  };

  it('charges the whole due when the whole crate leaves', () => {
    expect(checkoutLine(crate)).toEqual({ days: 4, fee_minor: 100_000, due_minor: 100_000, line_minor: 100_000 });
  });

  it('charges a share of the due for a part, rounded up', () => {
    expect(checkoutLine({ ...crate, part_grams: 3_333 })).toEqual({
      days: 4, fee_minor: 100_000, due_minor: 100_000, line_minor: 26_664, // 100000 × 3333 ÷ 12500 = 26664
    });
    expect(checkoutLine({ ...crate, part_grams: 1 }).line_minor).toBe(8);
  });

  it('subtracts what was paid for the crate before', () => {
    expect(checkoutLine({ ...crate, metric: 'crates', pricing: { kind: 'fixed', rate_minor: 5_000 }, paid_minor: 1_500 }))
      .toEqual({ days: 4, fee_minor: 5_000, due_minor: 3_500, line_minor: 3_500 });
  });

  it('refuses a part heavier than the crate', () => {
    expect(() => checkoutLine({ ...crate, part_grams: 12_501 })).toThrow(RangeError);
  });
});
