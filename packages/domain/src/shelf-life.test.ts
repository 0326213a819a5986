import { describe, expect, it } from 'vitest';
import {
  daysToPickupAt,
  needsPickupNotice,
  pickupThreshold,
  pickupUrgency,
  qualityAt,
  exposureBetween,
  qualityCurve,
  rateConstantPerDay,
  rateConstantPerSecond,
  roomTemperature,
  timeToPickup,
  type Kinetics,
  type TemperatureReading,
} from './shelf-life';

// crop-kinetics.csv, as published
const APPLE: Kinetics = { k0_per_second: 4044963, activation_energy_j_per_mol: 70567 };
const TOMATO: Kinetics = { k0_per_second: 2982842, activation_energy_j_per_mol: 67234 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2025-03-01T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const reading = (ms: number, temperature_c: number): TemperatureReading => ({ at: at(ms), temperature_c });

describe('Arrhenius rate', () => {
  it('apple at 0 °C decays at about 0.011 per day (domain-rules §6 check)', () => {
    expect(rateConstantPerDay(APPLE, 0)).toBeCloseTo(0.0112, 4);
    expect(rateConstantPerSecond(APPLE, 0) * 86_400).toBeCloseTo(rateConstantPerDay(APPLE, 0), 12);
  });

  it('rises with temperature', () => {
    const rates = [-2, 0, 5, 10, 20, 30, 40].map((t) => rateConstantPerDay(APPLE, t));
    for (let i = 1; i < rates.length; i += 1) expect(rates[i]!).toBeGreaterThan(rates[i - 1]!);
  });

  it('refuses temperatures that are not temperatures and constants that are not constants', () => {
    expect(() => rateConstantPerDay(APPLE, Number.NaN)).toThrow(RangeError);
    expect(() => rateConstantPerDay(APPLE, -300)).toThrow(RangeError);
    expect(() => rateConstantPerDay({ k0_per_second: 0, activation_energy_j_per_mol: 1 }, 0)).toThrow(RangeError);
    expect(() => rateConstantPerDay({ k0_per_second: 1, activation_energy_j_per_mol: -1 }, 0)).toThrow(RangeError);
  });
});

describe('pick-up threshold and days left', () => {
  it('apple: threshold ≈ 22.6 and about 130 days to pick up at 0 °C, within its 3–6 months', () => {
    expect(pickupThreshold(APPLE)).toBeCloseTo(20 * Math.exp(rateConstantPerDay(APPLE, 30) * 0.5), 12);
    expect(pickupThreshold(APPLE)).toBeCloseTo(22.57, 2);
    const days = daysToPickupAt(APPLE, 100, 0);
    expect(days).toBeGreaterThan(125);
    expect(days).toBeLessThan(140);
  });

  it.each([
    [100, 0, 133.28],
    [79, 0, 112.2],
    [48, 0, 67.6],
    [22.57, 0, 0],
    [10, 0, 0],
    [0, 0, 0],
  ])('apple at quality %s and %s °C has %s days', (quality, temperature, days) => {
    expect(daysToPickupAt(APPLE, quality, temperature)).toBeCloseTo(days, 0);
  });

  it('a warmer room leaves fewer days', () => {
    expect(daysToPickupAt(TOMATO, 100, 10)).toBeGreaterThan(daysToPickupAt(TOMATO, 100, 20));
  });
});

describe('roomTemperature', () => {
  it('is the mean of the last 6 hours of readings', () => {
    const readings = [reading(0, 20), reading(5 * HOUR, 4), reading(8 * HOUR, 6), reading(10 * HOUR, 8)];
    expect(roomTemperature(readings, at(10 * HOUR))).toBe(6); // 4, 6 and 8; 20 is older than 6 h
  });

  it('includes a reading exactly 6 hours old and ignores readings after the moment', () => {
    const readings = [reading(0, 2), reading(6 * HOUR, 4), reading(7 * HOUR, 30)];
    expect(roomTemperature(readings, at(6 * HOUR))).toBe(3);
  });

  it('falls back to the latest reading when none is recent', () => {
    const readings = [reading(2 * HOUR, 3), reading(0, 9)];
    expect(roomTemperature(readings, at(3 * DAY))).toBe(3);
  });

  it('is null without readings, or with readings only in the future', () => {
    expect(roomTemperature([], at(0))).toBeNull();
    expect(roomTemperature([reading(HOUR, 5)], at(0))).toBeNull();
  });
});

describe('qualityAt', () => {
  const base = { kinetics: APPLE, initial_quality: 100, checked_in_at: at(0) };

  it('follows q0 · exp(−k·t) at a constant temperature', () => {
    const q = qualityAt({ ...base, at: at(10 * DAY), readings: [reading(0, 0)] });
    expect(q).toBeCloseTo(100 * Math.exp(-rateConstantPerDay(APPLE, 0) * 10), 10);
  });

  it('sums each reading over the time until the next one', () => {
    const readings = [reading(0, 0), reading(2 * DAY, 10), reading(5 * DAY, 4)];
    const expected = 100 * Math.exp(-(
      rateConstantPerDay(APPLE, 0) * 2 + rateConstantPerDay(APPLE, 10) * 3 + rateConstantPerDay(APPLE, 4) * 1
    ));
    expect(qualityAt({ ...base, at: at(6 * DAY), readings: [...readings].reverse() })).toBeCloseTo(expected, 10);
  });

  it('uses the reading in force at check-in, even when it is older', () => {
    const readings = [reading(-3 * DAY, 30), reading(-1 * DAY, 2), reading(DAY, 2)];
    const q = qualityAt({ ...base, at: at(2 * DAY), readings });
    expect(q).toBeCloseTo(100 * Math.exp(-rateConstantPerDay(APPLE, 2) * 2), 10);
  });

  it('applies the first reading from check-in when readings start later', () => {
    const q = qualityAt({ ...base, at: at(4 * DAY), readings: [reading(3 * DAY, 5)] });
    expect(q).toBeCloseTo(100 * Math.exp(-rateConstantPerDay(APPLE, 5) * 4), 10);
  });

  it('ignores readings after the moment asked about', () => {
    const readings = [reading(0, 0), reading(5 * DAY, 35)];
    const q = qualityAt({ ...base, at: at(3 * DAY), readings });
    expect(q).toBeCloseTo(100 * Math.exp(-rateConstantPerDay(APPLE, 0) * 3), 10);
  });

  it('is the initial quality at check-in and for a clock running behind', () => {
    expect(qualityAt({ ...base, at: at(0), readings: [reading(0, 5)] })).toBe(100);
    expect(qualityAt({ ...base, at: at(-HOUR), readings: [reading(-2 * HOUR, 5)] })).toBe(100);
  });

  it('goes on from a carried exposure with the readings from the one in force then, to the same quality', () => {
    const readings = [reading(-HOUR, 3), reading(0, 0), reading(2 * DAY, 10), reading(3 * DAY + 7 * HOUR, 6), reading(5 * DAY, 4)];
    const whole = qualityAt({ ...base, at: at(6 * DAY), readings })!;
    for (const until of [HOUR, 2 * DAY, 3 * DAY, 3 * DAY + 7 * HOUR, 5 * DAY, 6 * DAY]) {
      const carried = { until: at(until), exposure: exposureBetween(APPLE, readings, at(0), at(until))! };
      // Only the reading in force at `until` and those after it are handed over.
      const inForce = readings.filter((r) => Date.parse(String(r.at)) <= T0 + until).pop()!;
      const later = readings.filter((r) => Date.parse(String(r.at)) > T0 + until);
      expect(qualityAt({ ...base, at: at(6 * DAY), readings: [inForce, ...later], carried })).toBeCloseTo(whole, 12);
    }
    // Summed with the wrong temperature it would differ: the test can fail.
    const wrong = { until: at(2 * DAY), exposure: rateConstantPerDay(APPLE, 10) * 2 };
    expect(Math.abs(qualityAt({ ...base, at: at(6 * DAY), readings, carried: wrong })! - whole)).toBeGreaterThan(0.01);
  });

  it('ignores a carried exposure that does not lie in the stay up to the moment asked about', () => {
    const readings = [reading(0, 0), reading(2 * DAY, 10)];
    const whole = qualityAt({ ...base, at: at(3 * DAY), readings })!;
    for (const until of [-DAY, 0, 4 * DAY]) {
      expect(qualityAt({ ...base, at: at(3 * DAY), readings, carried: { until: at(until), exposure: 5 } })).toBeCloseTo(whole, 12);
    }
    expect(qualityAt({ ...base, at: at(3 * DAY), readings, carried: { until: at(DAY), exposure: Number.NaN } })).toBeCloseTo(whole, 12);
    expect(qualityAt({ ...base, at: at(3 * DAY), readings: [], carried: { until: at(DAY), exposure: 0.1 } })).toBeNull();
  });

  it('sums the exposure of an interval as the model does, null without a reading and 0 when empty', () => {
    const readings = [reading(0, 0), reading(2 * DAY, 10)];
    expect(exposureBetween(APPLE, readings, at(DAY), at(3 * DAY))).toBeCloseTo(rateConstantPerDay(APPLE, 0) + rateConstantPerDay(APPLE, 10), 12);
    expect(exposureBetween(APPLE, readings, at(DAY), at(DAY))).toBe(0);
    expect(exposureBetween(APPLE, [reading(2 * DAY, 4)], at(0), at(DAY))).toBeNull();
  });

  it('is unknown without readings, constants or initial quality — never a guess', () => {
    expect(qualityAt({ ...base, at: at(DAY), readings: [] })).toBeNull();
    expect(qualityAt({ ...base, at: at(DAY), readings: [reading(2 * DAY, 4)] })).toBeNull();
    expect(qualityAt({ ...base, kinetics: null, at: at(DAY), readings: [reading(0, 4)] })).toBeNull();
    expect(qualityAt({ ...base, initial_quality: null, at: at(DAY), readings: [reading(0, 4)] })).toBeNull();
  });

  it('refuses a reading that is not a temperature', () => {
    expect(() => qualityAt({ ...base, at: at(DAY), readings: [reading(0, Number.NaN)] })).toThrow(RangeError);
    expect(() => qualityAt({ ...base, initial_quality: -1, at: at(DAY), readings: [reading(0, 4)] })).toThrow(RangeError);
  });
});

describe('timeToPickup', () => {
  it('apple checked in today at 0 °C: about 130 days', () => {
    const estimate = timeToPickup({
      kinetics: APPLE,
      initial_quality: 100,
      checked_in_at: at(0),
      now: at(HOUR),
      readings: [reading(0, 0)],
    });
    expect(estimate?.days_left).toBeGreaterThan(125);
    expect(estimate?.days_left).toBeLessThan(140);
    expect(estimate?.room_temperature_c).toBe(0);
  });

  it('uses the quality so far and the recent room temperature', () => {
    const readings = [reading(0, 20), reading(2 * DAY, 2), reading(2 * DAY + 3 * HOUR, 4)];
    const now = at(2 * DAY + 4 * HOUR);
    const estimate = timeToPickup({ kinetics: TOMATO, initial_quality: 100, checked_in_at: at(0), now, readings });
    const quality = qualityAt({ kinetics: TOMATO, initial_quality: 100, checked_in_at: at(0), at: now, readings });
    expect(estimate).not.toBeNull();
    expect(estimate?.quality).toBe(quality);
    expect(estimate?.room_temperature_c).toBe(3);
    expect(estimate?.days_left).toBeGreaterThan(0);
    expect(estimate?.days_left).toBeCloseTo(
      Math.log(quality! / pickupThreshold(TOMATO)) / rateConstantPerDay(TOMATO, 3),
      10,
    );
  });

  it('is 0, never negative, once past the threshold', () => {
    const estimate = timeToPickup({
      kinetics: TOMATO, initial_quality: 13, checked_in_at: at(0), now: at(DAY), readings: [reading(0, 25)],
    });
    expect(estimate?.days_left).toBe(0);
  });

  it('is null without readings or constants', () => {
    const lot = { initial_quality: 100, checked_in_at: at(0), now: at(DAY) };
    expect(timeToPickup({ ...lot, kinetics: APPLE, readings: [] })).toBeNull();
    expect(timeToPickup({ ...lot, kinetics: null, readings: [reading(0, 2)] })).toBeNull();
    expect(timeToPickup({ ...lot, kinetics: undefined, readings: [reading(0, 2)] })).toBeNull();
  });
});

describe('urgency and notices', () => {
  it.each([
    [null, 'unknown', false], [undefined, 'unknown', false], [Number.NaN, 'unknown', false],
    [0, 'urgent', true], [1.99, 'urgent', true], [2, 'urgent', false], [2.01, 'soon', false],
    [7, 'soon', false], [7.01, 'ok', false], [130, 'ok', false],
  ])('%s days → %s, notice %s', (days, urgency, notice) => {
    expect(pickupUrgency(days)).toBe(urgency);
    expect(needsPickupNotice(days)).toBe(notice);
  });
});

describe('qualityCurve', () => {
  it('starts at q0 and decays by exp(−k·day)', () => {
    const curve = qualityCurve(APPLE, 100, 0, { days: 100, points: 11 });
    expect(curve).toHaveLength(11);
    expect(curve[0]).toEqual({ day: 0, quality: 100 });
    expect(curve[10]?.day).toBe(100);
    expect(curve[5]?.quality).toBeCloseTo(100 * Math.exp(-rateConstantPerDay(APPLE, 0) * 50), 10);
  });

  it('by default runs until quality reaches 20', () => {
    const curve = qualityCurve(TOMATO, 100, 12);
    expect(curve).toHaveLength(50);
    expect(curve.at(-1)!.quality).toBeLessThanOrEqual(20.5);
    expect(curve.at(-1)!.quality).toBeGreaterThan(15);
  });

  it('never runs past two years', () => {
    const slow: Kinetics = { k0_per_second: 1, activation_energy_j_per_mol: 80_000 };
    expect(qualityCurve(slow, 100, 0).at(-1)?.day).toBe(730);
  });

  it('refuses a curve without days or points', () => {
    expect(() => qualityCurve(APPLE, 100, 0, { days: 0 })).toThrow(RangeError);
    expect(() => qualityCurve(APPLE, 100, 0, { points: 1 })).toThrow(RangeError);
    expect(() => qualityCurve(APPLE, Number.NaN, 0)).toThrow(RangeError);
  });
});
