import { describe, expect, it } from 'vitest';
import {
  ALERT_RULE_DEFAULTS,
  checkAlertRule,
  defaultAlertRule,
  findExcursions,
  humidityWatch,
  inTimeOrder,
  hoursAndMinutes,
  lotTemperatureRecord,
  lotRecordPass,
  lotTemperatureSummary,
  noDataSince,
  readingState,
  temperatureWatch,
  timeOutOfRange,
  type AlertRule,
  type Reading,
  type Watch,
} from './cold-chain';

const MIN = 60_000;
const T0 = Date.UTC(2026, 2, 3, 0, 0);

/** One reading every `stepMin` minutes from `start`, with these values. */
function series(values: number[], stepMin = 5, start = T0): Reading[] {
  return values.map((value, i) => ({ at: start + i * stepMin * MIN, value }));
}

// Tomatoes (ripe): 8–10 °C; the rule's defaults otherwise.
const RULE: AlertRule = { ...defaultAlertRule([{ min: 8, max: 10 }]) };
const WATCH = temperatureWatch(RULE)!;

describe('the alert rule (docs/cold-chain-rules.md §1)', () => {
  it('defaults its limits to the intersection of the crops’ safe ranges, and the rest to the documented values', () => {
    expect(defaultAlertRule([{ min: 2, max: 10 }, { min: 4, max: 12 }, null])).toEqual({
      lowerC: 4,
      upperC: 10,
      delayMin: 30,
      clearBandC: 0.5,
      criticalDeltaC: 3,
      criticalAfterMin: 120,
      noDataMin: 60,
      humidityLowerPct: null,
      humidityUpperPct: null,
    });
  });

  it('has no default limits when the ranges do not overlap or none is published: silence only', () => {
    expect(defaultAlertRule([{ min: 0, max: 2 }, { min: 10, max: 13 }])).toMatchObject({ lowerC: null, upperC: null });
    expect(defaultAlertRule([null])).toMatchObject({ lowerC: null, upperC: null });
    // Crops that meet at one degree (13–13 °C) or within the clearing band leave no room to clear: no default.
    expect(defaultAlertRule([{ min: 10, max: 13 }, { min: 13, max: 15 }])).toMatchObject({ lowerC: null, upperC: null });
    expect(defaultAlertRule([{ min: 10, max: 13 }, { min: 12, max: 15 }])).toMatchObject({ lowerC: null, upperC: null });
    expect(defaultAlertRule([{ min: 10, max: 13 }, { min: 11.5, max: 15 }])).toMatchObject({ lowerC: 11.5, upperC: 13 });
    expect(temperatureWatch(defaultAlertRule([]))).toBeNull();
    expect(checkAlertRule(defaultAlertRule([]))).toEqual({});
  });

  it('names each field that cannot be saved', () => {
    expect(checkAlertRule(RULE)).toEqual({});
    expect(checkAlertRule({ ...RULE, lowerC: 12 })).toEqual({ lowerC: 'not_below_upper' });
    expect(checkAlertRule({ ...RULE, upperC: 10_000 })).toEqual({ upperC: 'out_of_bounds' });
    expect(checkAlertRule({ ...RULE, lowerC: null })).toEqual({ lowerC: 'pair' });
    expect(checkAlertRule({ ...RULE, delayMin: 2 })).toEqual({ delayMin: 'out_of_bounds' });
    expect(checkAlertRule({ ...RULE, delayMin: 30.5 })).toEqual({ delayMin: 'out_of_bounds' });
    expect(checkAlertRule({ ...RULE, clearBandC: 1 })).toEqual({ clearBandC: 'band_too_wide' });
    expect(checkAlertRule({ ...RULE, criticalDeltaC: 0 })).toEqual({ criticalDeltaC: 'out_of_bounds' });
    expect(checkAlertRule({ ...RULE, criticalAfterMin: 30 })).toEqual({ criticalAfterMin: 'not_after_delay' });
    expect(checkAlertRule({ ...RULE, noDataMin: 5 })).toEqual({ noDataMin: 'out_of_bounds' });
    expect(checkAlertRule({ ...RULE, humidityLowerPct: 85, humidityUpperPct: null })).toEqual({ humidityUpperPct: 'pair' });
    expect(checkAlertRule({ ...RULE, humidityLowerPct: 90, humidityUpperPct: 92 })).toEqual({ humidityLowerPct: 'not_below_upper' });
    expect(checkAlertRule({ ...RULE, humidityLowerPct: 85, humidityUpperPct: 95 })).toEqual({});
    expect(checkAlertRule({ ...RULE, upperC: Number.NaN })).toEqual({ upperC: 'out_of_bounds' });
  });
});

describe('a reading against the limits', () => {
  it.each([
    [10.1, 'high'],
    [10, 'between'],
    [9.6, 'between'],
    [9.5, 'clear'],
    [8.5, 'clear'],
    [8.4, 'between'],
    [8, 'between'],
    [7.9, 'low'],
  ] as const)('%s °C is %s', (value, state) => {
    expect(readingState(WATCH, value)).toBe(state);
  });
});

describe('excursions (§2)', () => {
  it('out of range for less than the delay raises nothing', () => {
    // 25 minutes above 10 °C (six readings 5 min apart), then back inside.
    expect(findExcursions(WATCH, series([9, 11, 11, 11, 11, 11, 11, 9, 9]))).toEqual([]);
  });

  it('a return inside the limits before the delay ends the candidate: the next one starts afresh', () => {
    expect(findExcursions(WATCH, series([11, 11, 11, 11, 11, 9.8, 11, 11, 11, 11, 11]))).toEqual([]);
  });

  it('past the delay: one alert, opened at the reading that reached it, with its peak and minutes', () => {
    const readings = series([9, 11, 12, 11.5, 11, 11, 11, 11, 11]);
    const [alert, ...rest] = findExcursions(WATCH, readings);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({ startedAt: T0 + 5 * MIN, openedAt: T0 + 35 * MIN, closedAt: null, criticalAt: null });
    expect(alert!.peak).toEqual({ at: T0 + 10 * MIN, value: 12, direction: 'high', beyond: 2 });
    // Open to its last reading: 7 spans of 5 minutes out of range.
    expect(alert!.minutesHigh).toBe(35);
    expect(alert!.minutesLow).toBe(0);
  });

  it('closes only after clear readings for the delay; readings in the band or a brief return restart the run', () => {
    const values = [11, 11, 11, 11, 11, 11, 11, /* open */ 9.8, 9.8, 9.8, 9.8, 9.8, 9.8, 9.8, /* between: still open */ 9, 9, 9, 11, /* back out */ 9, 9, 9, 9, 9, 9, 9 /* clear 30 min */, 9];
    const [alert, ...rest] = findExcursions(WATCH, series(values));
    expect(rest).toEqual([]);
    // The last run of clear readings starts at index 18; 30 minutes later, index 24, it closes.
    expect(alert!.closedAt).toBe(T0 + 24 * 5 * MIN);
    // Seven readings out before it opened (35 min) and the one back out of range (5 min).
    expect(alert!.minutesHigh).toBe(40);
  });

  it('a batch of past readings spanning the delay opens the alert at once, in time order whatever the order given', () => {
    const batch = series([11, 11, 11, 11, 11, 11, 11]).reverse();
    const [alert] = findExcursions(WATCH, batch);
    expect(alert).toMatchObject({ startedAt: T0, openedAt: T0 + 30 * MIN });
  });

  it('a reading beyond the critical level opens a critical alert at once, whatever the delay', () => {
    const [alert] = findExcursions(WATCH, series([9, 13.2]));
    expect(alert).toMatchObject({ startedAt: T0 + 5 * MIN, openedAt: T0 + 5 * MIN, criticalAt: T0 + 5 * MIN });
    expect(findExcursions(WATCH, series([9, 12.9]))).toEqual([]);
  });

  it('becomes critical once the excursion has lasted the critical duration', () => {
    const values = Array.from({ length: 30 }, () => 11);
    const [alert] = findExcursions(WATCH, series(values));
    expect(alert!.criticalAt).toBe(T0 + 120 * MIN);
  });

  it('a change of direction without clearing is one excursion; its peak is the farthest beyond either limit', () => {
    const values = [11, 11, 11, 11, 11, 11, 11, 9, 6.5, 6.5, 7, 7];
    const found = findExcursions(WATCH, series(values));
    expect(found).toHaveLength(1);
    expect(found[0]!.peak).toMatchObject({ value: 6.5, direction: 'low', beyond: 1.5 });
    expect(found[0]!.minutesLow).toBe(15);
  });

  it('two excursions with a cleared stretch between them are two alerts', () => {
    const values = [...Array(8).fill(11), ...Array(8).fill(9), ...Array(8).fill(7)];
    const found = findExcursions(WATCH, series(values));
    expect(found.map((alert) => [alert.peak.direction, alert.closedAt !== null])).toEqual([
      ['high', true],
      ['low', false],
    ]);
  });

  it('repeats nothing for duplicates: one reading per moment, the last given wins', () => {
    expect(inTimeOrder([{ at: 2, value: 1 }, { at: 1, value: 5 }, { at: 2, value: 3 }, { at: 3, value: Number.NaN }])).toEqual([
      { at: 1, value: 5 },
      { at: 2, value: 3 },
    ]);
  });

  it('watches humidity by the same rules, with a 2 % band and no critical level', () => {
    const watch: Watch = humidityWatch({ ...RULE, humidityLowerPct: 85, humidityUpperPct: 95 })!;
    expect(watch).toMatchObject({ clearBand: 2, criticalDelta: null, criticalAfterMin: null });
    const [alert] = findExcursions(watch, series([90, 60, 60, 60, 60, 60, 60, 60]));
    expect(alert).toMatchObject({ startedAt: T0 + 5 * MIN, openedAt: T0 + 35 * MIN, criticalAt: null });
    expect(humidityWatch(RULE)).toBeNull();
  });
});

describe('minutes out of range (§3)', () => {
  it('a reading stands until the next, at most the no-data time', () => {
    const readings = [
      { at: T0, value: 11 },
      { at: T0 + 20 * MIN, value: 9 },
      { at: T0 + 30 * MIN, value: 12 },
      // Silent for 3 hours: the reading at 30 min stands for 60 minutes only.
      { at: T0 + 210 * MIN, value: 7 },
    ];
    const spans = timeOutOfRange(WATCH, readings, T0, T0 + 240 * MIN, 60);
    expect(spans.minutesHigh).toBe(20 + 60);
    expect(spans.minutesLow).toBe(30);
    expect(spans.minutesCovered).toBe(20 + 10 + 60 + 30);
    expect(spans.longest).toEqual({ direction: 'high', startedAt: T0 + 30 * MIN, minutes: 60 });
    expect(spans.stretches).toBe(3);
    expect(spans.peakHigh).toMatchObject({ value: 12, beyond: 2 });
    expect(spans.peakLow).toMatchObject({ value: 7, beyond: 1 });
  });

  it('the reading in force at the start of the period counts from it; nothing after the period', () => {
    const readings = [
      { at: T0 - 10 * MIN, value: 11 },
      { at: T0 + 15 * MIN, value: 9 },
      { at: T0 + 50 * MIN, value: 11 },
    ];
    const spans = timeOutOfRange(WATCH, readings, T0, T0 + 40 * MIN, 60);
    expect(spans.minutesHigh).toBe(15);
    expect(spans.minutesCovered).toBe(40);
    // Lowest and highest are of the readings taken inside the period.
    expect([spans.lowest, spans.highest]).toEqual([9, 9]);
  });
});

describe('no data (§4)', () => {
  const day = { dayStart: T0, middayToday: T0 + 12 * 60 * MIN, sensorSince: T0 - 30 * 24 * 60 * MIN, noDataMin: ALERT_RULE_DEFAULTS.noDataMin };
  it('a room with a sensor: open the no-data time after its latest reading, or after the sensor was set', () => {
    expect(noDataSince({ ...day, sensor: true, lastReadingAt: T0, now: T0 + 59 * MIN })).toBeNull();
    expect(noDataSince({ ...day, sensor: true, lastReadingAt: T0, now: T0 + 61 * MIN })).toBe(T0 + 60 * MIN);
    expect(noDataSince({ ...day, sensor: true, lastReadingAt: null, sensorSince: T0, now: T0 + 2 * 60 * MIN })).toBe(T0 + 60 * MIN);
    // A reading older than the sensor's switch-on does not count against it.
    expect(noDataSince({ ...day, sensor: true, lastReadingAt: T0 - 600 * MIN, sensorSince: T0, now: T0 + 30 * MIN })).toBeNull();
  });

  it('a room without one: nothing typed today, once the day is past its midday', () => {
    expect(noDataSince({ ...day, sensor: false, lastReadingAt: T0 - 60 * MIN, now: T0 + 11 * 60 * MIN })).toBeNull();
    expect(noDataSince({ ...day, sensor: false, lastReadingAt: T0 - 60 * MIN, now: T0 + 13 * 60 * MIN })).toBe(T0 + 12 * 60 * MIN);
    expect(noDataSince({ ...day, sensor: false, lastReadingAt: T0 + 9 * 60 * MIN, now: T0 + 13 * 60 * MIN })).toBeNull();
  });
});

describe('a lot’s temperature record (§6)', () => {
  const range = { min: 8, max: 10 };
  it('"kept at 8–10 °C throughout" when readings cover the stay and none is out', () => {
    expect(lotTemperatureSummary(range, series(Array(13).fill(9))!, T0, T0 + 60 * MIN, 60)).toEqual({ kind: 'throughout', lower: 8, upper: 10 });
  });

  it('the longest stretch out of range, its limit and the totals', () => {
    const values = [9, 11, 11, 11, 9, 9, 7, 9, 9, 9, 9, 9, 9];
    const summary = lotTemperatureSummary(range, series(values), T0, T0 + 60 * MIN, 60);
    expect(summary).toEqual({
      kind: 'out_of_range',
      lower: 8,
      upper: 10,
      longest: { direction: 'high', startedAt: T0 + 5 * MIN, minutes: 15, limit: 10 },
      minutesHigh: 15,
      minutesLow: 5,
      stretches: 2,
      gaps: false,
    });
  });

  it('says when readings do not cover the stay, and when there is none', () => {
    expect(lotTemperatureSummary(range, [{ at: T0, value: 9 }], T0, T0 + 5 * 60 * MIN, 60)).toMatchObject({ kind: 'gaps', minutesCovered: 60, minutesStored: 300 });
    expect(lotTemperatureSummary(range, [], T0, T0 + 60 * MIN, 60)).toEqual({ kind: 'no_record' });
    expect(lotTemperatureSummary(range, [{ at: T0 + 2 * 60 * MIN, value: 9 }], T0, T0 + 60 * MIN, 60)).toEqual({ kind: 'no_record' });
  });

  it('a crop without a published range: the lowest and highest readings only', () => {
    expect(lotTemperatureSummary(null, series([4, 12, 7]), T0, T0 + 15 * MIN, 60)).toEqual({ kind: 'no_range', lowest: 4, highest: 12 });
  });
});

describe('a lot’s record: its figures (§6)', () => {
  const range = { min: 8, max: 10 };
  it('minutes above and below, and the peak farthest beyond either limit', () => {
    // 11 °C for 15 min, 6.5 °C for 5 min: the low reading is 1.5 °C beyond, the high one 1 °C.
    const record = lotTemperatureRecord(range, series([9, 11, 11, 11, 9, 6.5, 9, 9, 9, 9, 9, 9, 9]), T0, T0 + 60 * MIN, 60);
    expect(record).toMatchObject({ minutesHigh: 15, minutesLow: 5, lowest: 6.5, highest: 11 });
    expect(record.peak).toEqual({ at: T0 + 25 * MIN, value: 6.5, direction: 'low', beyond: 1.5 });
    expect(record.summary).toMatchObject({ kind: 'out_of_range', stretches: 2, longest: { direction: 'high', minutes: 15, limit: 10 } });
  });

  it('"throughout" up to a moment that is not a whole minute (now, to the millisecond)', () => {
    expect(lotTemperatureSummary(range, series(Array(13).fill(9)), T0, T0 + 60 * MIN + 123, 60).kind).toBe('throughout');
  });

  it('no peak when nothing went out of range', () => {
    const record = lotTemperatureRecord(range, series(Array(13).fill(9)), T0, T0 + 60 * MIN, 60);
    expect(record.peak).toBeNull();
    expect(record.summary.kind).toBe('throughout');
  });

  it('the longest stretch is capped by the no-data time: a silent room is not counted out of range', () => {
    // One reading of 12 °C, then nothing for 5 h: it stands for 60 minutes only, and the stay has gaps.
    const summary = lotTemperatureSummary(range, [{ at: T0, value: 12 }], T0, T0 + 5 * 60 * MIN, 60);
    expect(summary).toMatchObject({ kind: 'out_of_range', minutesHigh: 60, longest: { minutes: 60, startedAt: T0 }, gaps: true });
  });

  it('a crop without a range: only readings taken during the stay, not the one in force at check-in', () => {
    expect(lotTemperatureSummary(null, [{ at: T0 - 10 * MIN, value: 5 }], T0, T0 + 30 * MIN, 60)).toEqual({ kind: 'no_record' });
    expect(lotTemperatureSummary(null, [{ at: T0 - 10 * MIN, value: 5 }, { at: T0 + 5 * MIN, value: 7 }], T0, T0 + 30 * MIN, 60)).toEqual({ kind: 'no_range', lowest: 7, highest: 7 });
  });
});

describe('a lot’s record gone on from a kept pass (docs/cold-chain-rules.md §7)', () => {
  // Readings every 5 minutes with excursions both ways (some across the split), a duplicate time and silences.
  const values = [9, 9, 11, 12, 11, 9, 6.5, 7, 9, 9, 11, 11, 11, 11, 9, 9, 9, 7, 7, 9, 12, 12, 9, 9, 9, 9, 11, 9];
  const readings: Reading[] = values.map((value, i) => ({ at: T0 + i * 5 * MIN + (i > 14 ? 45 * MIN : 0) + (i > 22 ? 130 * MIN : 0), value }));
  readings.splice(10, 0, { at: readings[10]!.at, value: 12.5 });
  const from = T0 + 2 * MIN;
  const to = readings[readings.length - 1]!.at + 7 * MIN;

  for (const [name, range] of [['a range', { min: 8, max: 10 }], ['no range', null]] as const) {
    it(`equals the record from every reading, whatever reading it was kept at (${name})`, () => {
      const whole = lotTemperatureRecord(range, readings, from, to, 60);
      let split = 0;
      for (const reading of readings) {
        if (reading.at <= from || reading.at >= to) continue;
        const until = reading.at;
        const state = lotRecordPass(range, readings.filter((r) => r.at < until), from, until, 60);
        // Kept as JSON, and only the readings from the one taken then handed over (one before it harmlessly).
        const kept = { until, state: JSON.parse(JSON.stringify(state)) };
        expect(lotTemperatureRecord(range, readings.filter((r) => r.at >= until), from, to, 60, kept), `kept at ${(until - T0) / MIN} min`).toEqual(whole);
        const withOneBefore = readings.filter((r) => r.at >= until - 5 * MIN);
        expect(lotTemperatureRecord(range, withOneBefore, from, to, 60, kept)).toEqual(whole);
        split += 1;
      }
      expect(split).toBeGreaterThan(20);
      if (range) expect(whole.summary).toMatchObject({ kind: 'out_of_range', gaps: true });
    });
  }

  it('a kept pass not inside the stay is not used, and a wrong one shows (the test can fail)', () => {
    const range = { min: 8, max: 10 };
    const whole = lotTemperatureRecord(range, readings, from, to, 60);
    const state = lotRecordPass(range, readings.filter((r) => r.at < readings[12]!.at), from, readings[12]!.at, 60);
    expect(lotTemperatureRecord(range, readings, from, to, 60, { until: to + MIN, state })).toEqual(whole);
    const wrong = { ...state, totals: { ...state.totals, minutesHigh: state.totals.minutesHigh + 30 } };
    expect(lotTemperatureRecord(range, readings.filter((r) => r.at >= readings[12]!.at), from, to, 60, { until: readings[12]!.at, state: wrong }).minutesHigh).toBe(whole.minutesHigh + 30);
  });
});

describe('hours and minutes', () => {
  it('splits a duration, rounded to the minute', () => {
    expect(hoursAndMinutes(130)).toEqual({ hours: 2, minutes: 10 });
    expect(hoursAndMinutes(59.6)).toEqual({ hours: 1, minutes: 0 });
    expect(hoursAndMinutes(5.2)).toEqual({ hours: 0, minutes: 5 });
    expect(hoursAndMinutes(-3)).toEqual({ hours: 0, minutes: 0 });
  });
});
