import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  calendarDaysBetween,
  dayRangeIn,
  daysBetweenDates,
  isCalendarDate,
  isTimeZone,
  startOfDayIn,
  timeZoneOffsetMinutes,
  toInstant,
} from './dates';

describe('calendarDateIn', () => {
  it.each([
    // Lagos is UTC+1 all year: 23:30Z is already tomorrow
    ['2025-03-10T22:59:59Z', 'Africa/Lagos', '2025-03-10'],
    ['2025-03-10T23:00:00Z', 'Africa/Lagos', '2025-03-11'],
    // Kolkata is UTC+5:30
    ['2025-03-10T18:29:59Z', 'Asia/Kolkata', '2025-03-10'],
    ['2025-03-10T18:30:00Z', 'Asia/Kolkata', '2025-03-11'],
    // Paris: +1 in winter, +2 in summer
    ['2025-01-15T22:59:59Z', 'Europe/Paris', '2025-01-15'],
    ['2025-01-15T23:00:00Z', 'Europe/Paris', '2025-01-16'],
    ['2025-07-15T21:59:59Z', 'Europe/Paris', '2025-07-15'],
    ['2025-07-15T22:00:00Z', 'Europe/Paris', '2025-07-16'],
    // São Paulo: UTC−3 (−2 during its DST until 2019)
    ['2025-05-01T02:59:59Z', 'America/Sao_Paulo', '2025-04-30'],
    ['2025-05-01T03:00:00Z', 'America/Sao_Paulo', '2025-05-01'],
    ['2018-12-01T01:59:59Z', 'America/Sao_Paulo', '2018-11-30'],
    ['2018-12-01T02:00:00Z', 'America/Sao_Paulo', '2018-12-01'],
    // The year changes at different instants
    ['2024-12-31T23:00:00Z', 'Africa/Lagos', '2025-01-01'],
    ['2024-12-31T23:00:00Z', 'America/Sao_Paulo', '2024-12-31'],
    ['2024-02-29T12:00:00Z', 'UTC', '2024-02-29'],
    ['2025-06-01T11:00:00Z', 'Pacific/Kiritimati', '2025-06-02'],
    ['2025-06-01T11:00:00Z', 'Pacific/Pago_Pago', '2025-06-01'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(calendarDateIn(instant, zone)).toBe(date);
  });

  it('accepts a Date, epoch milliseconds or an ISO string with an offset', () => {
    const ms = Date.UTC(2025, 2, 10, 23, 30);
    expect(calendarDateIn(new Date(ms), 'Africa/Lagos')).toBe('2025-03-11');
    expect(calendarDateIn(ms, 'Africa/Lagos')).toBe('2025-03-11');
    expect(calendarDateIn('2025-03-11T00:30:00+01:00', 'Africa/Lagos')).toBe('2025-03-11');
  });

  it('refuses invalid instants and zones', () => {
    expect(() => calendarDateIn('not a date', 'Africa/Lagos')).toThrow(RangeError);
    expect(() => calendarDateIn(Number.NaN, 'Africa/Lagos')).toThrow(RangeError);
    expect(() => calendarDateIn(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('toInstant copies a Date rather than sharing it', () => {
    const original = new Date(0);
    const copy = toInstant(original);
    copy.setTime(5);
    expect(original.getTime()).toBe(0);
  });
});

describe('calendarDaysBetween', () => {
  it.each([
    // around midnight: minutes apart can be a day apart, hours apart can be the same day
    ['2025-03-10T22:50:00Z', '2025-03-10T23:10:00Z', 'Africa/Lagos', 1],
    ['2025-03-10T23:10:00Z', '2025-03-11T22:50:00Z', 'Africa/Lagos', 0],
    ['2025-03-10T18:20:00Z', '2025-03-10T18:40:00Z', 'Asia/Kolkata', 1],
    ['2025-03-10T18:40:00Z', '2025-03-11T18:20:00Z', 'Asia/Kolkata', 0],
    ['2025-03-10T12:00:00Z', '2025-03-20T12:00:00Z', 'Africa/Lagos', 10],
    ['2025-03-20T12:00:00Z', '2025-03-10T12:00:00Z', 'Africa/Lagos', -10],
    ['2025-03-10T12:00:00Z', '2025-03-10T12:00:00Z', 'Asia/Kolkata', 0],
    // a UTC day apart is not always a local day apart
    ['2025-03-10T23:30:00Z', '2025-03-11T00:30:00Z', 'UTC', 1],
    ['2025-03-10T23:30:00Z', '2025-03-11T00:30:00Z', 'Africa/Lagos', 0],
    // Paris spring forward (30 March 2025, 23-hour day) and fall back (26 October 2025, 25 hours)
    ['2025-03-29T23:30:00Z', '2025-03-30T21:59:00Z', 'Europe/Paris', 0],
    ['2025-03-29T23:30:00Z', '2025-03-30T22:00:00Z', 'Europe/Paris', 1],
    ['2025-10-25T22:00:00Z', '2025-10-26T22:59:00Z', 'Europe/Paris', 0],
    ['2025-10-25T22:00:00Z', '2025-10-26T23:00:00Z', 'Europe/Paris', 1],
    ['2025-03-01T11:00:00Z', '2025-04-01T10:00:00Z', 'Europe/Paris', 31],
    // São Paulo DST began at midnight on 4 November 2018 and ended at midnight on 17 February 2019
    ['2018-11-03T12:00:00Z', '2018-11-04T03:00:00Z', 'America/Sao_Paulo', 1],
    ['2018-11-03T12:00:00Z', '2018-11-04T02:59:59Z', 'America/Sao_Paulo', 0],
    ['2019-02-16T12:00:00Z', '2019-02-17T02:30:00Z', 'America/Sao_Paulo', 0],
    ['2019-02-16T12:00:00Z', '2019-02-17T03:00:00Z', 'America/Sao_Paulo', 1],
    ['2018-10-01T12:00:00Z', '2019-03-01T12:00:00Z', 'America/Sao_Paulo', 151],
    // across a leap day and a year end
    ['2024-02-28T12:00:00Z', '2024-03-01T12:00:00Z', 'Asia/Kolkata', 2],
    ['2024-12-31T12:00:00Z', '2025-01-01T12:00:00Z', 'Africa/Lagos', 1],
  ])('%s → %s in %s is %i days', (from, to, zone, days) => {
    expect(calendarDaysBetween(from, to, zone)).toBe(days);
  });
});

describe('calendar arithmetic', () => {
  it.each([
    ['2025-03-10', '2025-03-10', 0], ['2025-03-10', '2025-03-11', 1], ['2025-03-11', '2025-03-10', -1],
    ['2024-02-28', '2024-03-01', 2], ['2025-02-28', '2025-03-01', 1], ['2024-01-01', '2025-01-01', 366],
    ['2025-03-29', '2025-03-31', 2], ['2025-10-25', '2025-10-27', 2],
  ])('daysBetweenDates(%s, %s) = %i', (from, to, days) => {
    expect(daysBetweenDates(from, to)).toBe(days);
    expect(addDays(from, days)).toBe(to);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-1', '25-01-01', '2025-01-32', '', 20250101])(
    '%s is not a calendar date',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );

  it('refuses malformed dates and fractional days', () => {
    expect(() => daysBetweenDates('2025-02-30', '2025-03-01')).toThrow(RangeError);
    expect(() => addDays('2025-03-01', 0.5)).toThrow(RangeError);
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });

  it('knows time zones', () => {
    for (const zone of ['Africa/Lagos', 'Asia/Kolkata', 'Europe/Paris', 'America/Sao_Paulo', 'UTC']) {
      expect(isTimeZone(zone)).toBe(true);
    }
    for (const zone of ['', 'Lagos', 'Mars/Olympus_Mons', 5, null]) expect(isTimeZone(zone)).toBe(false);
  });
});

describe('offsets and day boundaries', () => {
  it.each([
    ['2025-01-15T12:00:00Z', 'Africa/Lagos', 60],
    ['2025-07-15T12:00:00Z', 'Africa/Lagos', 60],
    ['2025-01-15T12:00:00Z', 'Asia/Kolkata', 330],
    ['2025-01-15T12:00:00Z', 'Europe/Paris', 60],
    ['2025-07-15T12:00:00Z', 'Europe/Paris', 120],
    ['2025-07-15T12:00:00Z', 'America/Sao_Paulo', -180],
    ['2019-01-15T12:00:00Z', 'America/Sao_Paulo', -120],
    ['2025-07-15T12:00:00.999Z', 'Asia/Kathmandu', 345],
  ])('offset at %s in %s is %i minutes', (instant, zone, minutes) => {
    expect(timeZoneOffsetMinutes(instant, zone)).toBe(minutes);
  });

  it.each([
    ['2025-03-11', 'Africa/Lagos', '2025-03-10T23:00:00.000Z'],
    ['2025-03-11', 'Asia/Kolkata', '2025-03-10T18:30:00.000Z'],
    ['2025-03-30', 'Europe/Paris', '2025-03-29T23:00:00.000Z'],
    ['2025-03-31', 'Europe/Paris', '2025-03-30T22:00:00.000Z'],
    ['2025-10-26', 'Europe/Paris', '2025-10-25T22:00:00.000Z'],
    ['2025-10-27', 'Europe/Paris', '2025-10-26T23:00:00.000Z'],
    // no 00:00 on 4 November 2018 in São Paulo: the day began at 01:00 local
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T03:00:00.000Z'],
    ['2019-02-17', 'America/Sao_Paulo', '2019-02-17T03:00:00.000Z'],
    ['2019-02-16', 'America/Sao_Paulo', '2019-02-16T02:00:00.000Z'],
  ])('%s in %s starts at %s', (date, zone, start) => {
    expect(startOfDayIn(date, zone).toISOString()).toBe(start);
  });

  it('day ranges are 23, 24 or 25 hours long and tile the calendar', () => {
    const hours = (date: string, zone: string) => {
      const { start, end } = dayRangeIn(date, zone);
      return (end.getTime() - start.getTime()) / 3_600_000;
    };
    expect(hours('2025-03-30', 'Europe/Paris')).toBe(23);
    expect(hours('2025-10-26', 'Europe/Paris')).toBe(25);
    expect(hours('2025-10-26', 'Africa/Lagos')).toBe(24);
    expect(hours('2018-11-04', 'America/Sao_Paulo')).toBe(23);
    expect(hours('2019-02-16', 'America/Sao_Paulo')).toBe(25);
    let date = '2025-03-25';
    for (let i = 0; i < 10; i += 1) {
      const { start, end } = dayRangeIn(date, 'Europe/Paris');
      expect(calendarDateIn(start, 'Europe/Paris')).toBe(date);
      expect(calendarDateIn(end.getTime() - 1, 'Europe/Paris')).toBe(date);
      date = addDays(date, 1);
      expect(startOfDayIn(date, 'Europe/Paris').getTime()).toBe(end.getTime());
    }
  });
});
