import { describe, expect, it } from 'vitest';
import { isRoomMetric } from './rooms';
import {
  PLANNER_DAYS,
  checkCapacity,
  daysStored,
  isExpectedOnDay,
  occupancy,
  sevenDayPlanner,
  type PlannerCrate,
} from './occupancy';

describe('occupancy now', () => {
  it.each([
    [{ metric: 'crates' as const, capacity: 100 }, { crates: 25, grams: 999_999 }, { used: 25, fraction: 0.25, free: 75 }],
    [{ metric: 'crates' as const, capacity: 100 }, { crates: 0, grams: 0 }, { used: 0, fraction: 0, free: 100 }],
    [{ metric: 'crates' as const, capacity: 100 }, { crates: 100, grams: 0 }, { used: 100, fraction: 1, free: 0 }],
    [{ metric: 'crates' as const, capacity: 80 }, { crates: 100, grams: 0 }, { used: 100, fraction: 1.25, free: 0 }],
    [{ metric: 'kg' as const, capacity: 2000 }, { crates: 3, grams: 500_000 }, { used: 500, fraction: 0.25, free: 1500 }],
    [{ metric: 'kg' as const, capacity: 3000 }, { crates: 1, grams: 12_345 }, { used: 12.345, fraction: 12.345 / 3000, free: 2987.655 }],
  ])('%j with %j', (room, totals, expected) => {
    expect(occupancy(room, totals)).toEqual({ ...expected, capacity: room.capacity });
  });

  it.each([0, -5, Number.NaN, Infinity])('refuses a capacity of %s', (capacity) => {
    expect(() => occupancy({ metric: 'crates', capacity }, { crates: 0, grams: 0 })).toThrow(RangeError);
  });

  it('knows the metrics', () => {
    expect(isRoomMetric('kg')).toBe(true);
    expect(isRoomMetric('crates')).toBe(true);
    expect(isRoomMetric('tonnes')).toBe(false);
  });
});

describe('checkCapacity', () => {
  const crates = { metric: 'crates' as const, capacity: 10 };
  const kg = { metric: 'kg' as const, capacity: 100 };
  it.each([
    [crates, { crates: 8, grams: 0 }, { crates: 2, grams: 0 }, { ok: true }],
    [crates, { crates: 8, grams: 0 }, { crates: 3, grams: 0 }, { ok: false, refusal: { code: 'room_full', free: 2 } }],
    [crates, { crates: 12, grams: 0 }, { crates: 1, grams: 0 }, { ok: false, refusal: { code: 'room_full', free: 0 } }],
    [kg, { crates: 3, grams: 75_000 }, { crates: 1, grams: 25_000 }, { ok: true }],
    [kg, { crates: 3, grams: 75_000 }, { crates: 1, grams: 25_001 }, { ok: false, refusal: { code: 'room_full', free: 25 } }],
    [kg, { crates: 0, grams: 99_999 }, { crates: 1, grams: 1 }, { ok: true }],
    [kg, { crates: 0, grams: 99_999 }, { crates: 1, grams: 2 }, { ok: false, refusal: { code: 'room_full', free: 0.001 } }],
  ])('%j stored %j, adding %j', (room, stored, adding, expected) => {
    expect(checkCapacity(room, stored, adding)).toEqual(expected);
  });
});

describe('the 7-day planner', () => {
  it.each([
    // planned, stored, days counted (of 0..6)
    [null, 0, [0]],
    [undefined, 0, [0]],
    [null, 1, []],
    [1, 0, [0]],
    [0, 0, []],
    [3, 0, [0, 1, 2]],
    [3, 1, [0, 1]],
    [3, 3, []],
    [3, 5, []],
    [7, 0, [0, 1, 2, 3, 4, 5, 6]],
    [30, 2, [0, 1, 2, 3, 4, 5, 6]],
    [9, 3, [0, 1, 2, 3, 4, 5]],
  ])('planned %s, stored %i → counted on days %j', (planned, stored, days) => {
    const crate: PlannerCrate = { weight_grams: 20_000, planned_days: planned, days_stored: stored };
    const counted = Array.from({ length: PLANNER_DAYS }, (_, d) => d).filter((d) => isExpectedOnDay(crate, d));
    expect(counted).toEqual(days);
  });

  it('sums crates and kilograms per day for a crates room', () => {
    const crates: PlannerCrate[] = [
      { weight_grams: 20_000, planned_days: 2, days_stored: 0 },
      { weight_grams: 25_000, planned_days: 5, days_stored: 1 },
      { weight_grams: 10_500, planned_days: null, days_stored: 0 },
      { weight_grams: 30_000, planned_days: 14, days_stored: 10 },
    ];
    const days = sevenDayPlanner({ metric: 'crates', capacity: 10 }, crates, '2025-03-30');
    expect(days.map((d) => d.crates)).toEqual([4, 3, 2, 2, 0, 0, 0]);
    expect(days.map((d) => d.grams)).toEqual([85_500, 75_000, 55_000, 55_000, 0, 0, 0]);
    expect(days.map((d) => d.used)).toEqual([4, 3, 2, 2, 0, 0, 0]);
    expect(days.map((d) => d.fraction)).toEqual([0.4, 0.3, 0.2, 0.2, 0, 0, 0]);
    expect(days.map((d) => d.date)).toEqual([
      '2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-05',
    ]);
  });

  it('uses kilograms for a kg room and leaves dates out when today is not given', () => {
    const days = sevenDayPlanner({ metric: 'kg', capacity: 200 }, [
      { weight_grams: 50_000, planned_days: 3, days_stored: 0 },
      { weight_grams: 12_345, planned_days: 7, days_stored: 0 },
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ day: 0, crates: 2, grams: 62_345, used: 62.345, fraction: 62.345 / 200 });
    expect(days[3]).toEqual({ day: 3, crates: 1, grams: 12_345, used: 12.345, fraction: 12.345 / 200 });
    expect(days.every((d) => d.date === undefined)).toBe(true);
  });

  it('is empty for an empty room', () => {
    const days = sevenDayPlanner({ metric: 'crates', capacity: 5 }, []);
    expect(days.every((d) => d.crates === 0 && d.fraction === 0)).toBe(true);
  });

  it('refuses a room without capacity', () => {
    expect(() => sevenDayPlanner({ metric: 'kg', capacity: 0 }, [])).toThrow(RangeError);
  });
});

describe('daysStored', () => {
  it.each([
    ['2025-03-10T08:00:00Z', '2025-03-10T20:00:00Z', 0],
    ['2025-03-10T22:30:00Z', '2025-03-10T23:30:00Z', 1], // Lagos midnight in between
    ['2025-03-10T08:00:00Z', '2025-03-17T07:00:00Z', 7],
    ['2025-03-10T08:00:00Z', '2025-03-09T08:00:00Z', 0],
  ])('%s → %s is %i days in Lagos', (from, to, days) => {
    expect(daysStored(from, to, 'Africa/Lagos')).toBe(days);
  });
});
