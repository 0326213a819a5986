/**
 * Calendar days in a company's time zone (domain-rules §5: fees count calendar days between the
 * check-in date and a date "in the company's time zone"). Only Intl is used, so the same code
 * runs on the server and in the browser, and the engine's time-zone database handles daylight
 * saving (Europe/Paris, America/Sao_Paulo before 2019) as well as zones without it (Africa/Lagos,
 * Asia/Kolkata).
 */

/** A date on the calendar, "YYYY-MM-DD" (ISO 8601), with no time and no zone. */
export type CalendarDate = string;

/** An instant: a Date, epoch milliseconds, or an ISO 8601 string with an offset or Z. */
export type InstantInput = Date | number | string;

const MS_PER_DAY = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function toInstant(input: InstantInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid instant: ${String(input)}`);
  return date;
}

export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// Creating a DateTimeFormat is slow compared with using one; a fee preview for 50 crates
// formats 100 instants, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = fields;
  return { year, month, day, hour, minute, second };
}

function formatDate(year: number, month: number, day: number): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parseDate(date: CalendarDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(date)}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The calendar date that a wall clock in the zone shows at that instant. */
export function calendarDateIn(instant: InstantInput, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(toInstant(instant), timeZone);
  return formatDate(year, month, day);
}

/** The zone's offset from UTC at that instant, in minutes (Lagos +60, Kolkata +330, Paris +60/+120). */
export function timeZoneOffsetMinutes(instant: InstantInput, timeZone: string): number {
  const at = toInstant(instant);
  const w = wallClock(at, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallAsUtc - wholeSeconds) / 60_000);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetweenDates(from: CalendarDate, to: CalendarDate): number {
  return Math.round((parseDate(to) - parseDate(from)) / MS_PER_DAY);
}

/**
 * Calendar days between two instants as seen in the zone: 23:50 → 00:10 the next local day is 1,
 * 00:10 → 23:50 the same local day is 0, whatever the hours between them (23 or 25 on DST days).
 */
export function calendarDaysBetween(from: InstantInput, to: InstantInput, timeZone: string): number {
  return daysBetweenDates(calendarDateIn(from, timeZone), calendarDateIn(to, timeZone));
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  const next = new Date(parseDate(date) + days * MS_PER_DAY);
  return formatDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * The first instant of a local calendar day. Usually local midnight; where the clocks jump over
 * midnight (São Paulo's DST started at 00:00 until 2018), the day begins at the jump, 01:00.
 */
export function startOfDayIn(date: CalendarDate, timeZone: string): Date {
  const midnightUtc = parseDate(date);
  // The zone's offset near midnight is one of at most two values (before or after a transition);
  // try both and keep the earliest instant that falls on the wanted date.
  const first = midnightUtc - timeZoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
  const second = midnightUtc - timeZoneOffsetMinutes(first, timeZone) * 60_000;
  const candidates = [first, second]
    .filter((t) => calendarDateIn(t, timeZone) === date)
    .sort((a, b) => a - b);
  const start = candidates[0];
  if (start === undefined) throw new RangeError(`Could not find the start of ${date} in ${timeZone}`);
  return new Date(start);
}

/** The half-open range [start, end) of instants that fall on a local calendar day: for SQL filters. */
export function dayRangeIn(date: CalendarDate, timeZone: string): { start: Date; end: Date } {
  return { start: startOfDayIn(date, timeZone), end: startOfDayIn(addDays(date, 1), timeZone) };
}
