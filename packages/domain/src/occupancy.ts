/**
 * How full a room is, now and over the next 7 days (domain-rules §3). The server computes the
 * same figures in SQL for lists; this is the reference the SQL is tested against, and what the
 * web uses for a room it already has the crates of.
 */
import { addDays, calendarDaysBetween, type CalendarDate, type InstantInput } from './dates';
import type { RoomMetric } from './rooms';
import type { Grams } from './weights';

export interface RoomCapacity {
  metric: RoomMetric;
  /** Crates in a crates room, kilograms in a kg room; must be positive. */
  capacity: number;
}

export interface StorageTotals {
  crates: number;
  grams: Grams;
}

export interface Occupancy {
  /** Crates (crates rooms) or kilograms (kg rooms) in storage. */
  used: number;
  capacity: number;
  /** used ÷ capacity; above 1 when the capacity was lowered below what is stored. */
  fraction: number;
  /** Room left in the same unit, never negative. */
  free: number;
}

export function occupancy(room: RoomCapacity, totals: StorageTotals): Occupancy {
  assertCapacity(room);
  if (room.metric === 'crates') {
    const used = totals.crates;
    return { used, capacity: room.capacity, fraction: used / room.capacity, free: Math.max(0, room.capacity - used) };
  }
  // kg: subtract in grams, so the free weight carries no float noise (100 − 99.999 kg is 0.001)
  const used = totals.grams / 1000;
  const free = Math.max(0, Math.round(room.capacity * 1000) - totals.grams) / 1000;
  return { used, capacity: room.capacity, fraction: used / room.capacity, free };
}

export type CapacityCheck = { ok: true } | { ok: false; refusal: { code: 'room_full'; free: number } };

/**
 * Whether new crates fit (domain-rules §4: a check-in that would take the room past its capacity
 * is refused, and the refusal says how much is free: crates, or kg in kg rooms).
 */
export function checkCapacity(room: RoomCapacity, stored: StorageTotals, adding: StorageTotals): CapacityCheck {
  assertCapacity(room);
  const fits =
    room.metric === 'crates'
      ? stored.crates + adding.crates <= room.capacity
      : stored.grams + adding.grams <= Math.round(room.capacity * 1000); // compare in grams: exact
  return fits ? { ok: true } : { ok: false, refusal: { code: 'room_full', free: occupancy(room, stored).free } };
}

/** Calendar days a crate has been in the room (0 on its check-in day): what the planner counts with. */
export function daysStored(checkedInAt: InstantInput, now: InstantInput, timeZone: string): number {
  return Math.max(0, calendarDaysBetween(checkedInAt, now, timeZone));
}

export interface PlannerCrate {
  weight_grams: Grams;
  /** Days the farmer planned at check-in; missing counts as 1. */
  planned_days: number | null | undefined;
  days_stored: number;
}

export interface PlannerDay {
  /** 0 = today … 6. */
  day: number;
  /** The calendar date of that day, when today's date was given. */
  date?: CalendarDate;
  crates: number;
  grams: Grams;
  /** Crates (crates rooms) or kilograms (kg rooms) expected in the room that day. */
  used: number;
  fraction: number;
}

export const PLANNER_DAYS = 7;

/** Whether a crate is still expected on day d: planned days − days stored > d. */
export function isExpectedOnDay(crate: PlannerCrate, day: number): boolean {
  return (crate.planned_days ?? 1) - crate.days_stored > day;
}

/** The 7-day planner: per day, the crates still expected in the room and how full that makes it. */
export function sevenDayPlanner(
  room: RoomCapacity,
  crates: readonly PlannerCrate[],
  today?: CalendarDate,
): PlannerDay[] {
  assertCapacity(room);
  return Array.from({ length: PLANNER_DAYS }, (_, day) => {
    let count = 0;
    let grams = 0;
    for (const crate of crates) {
      if (!isExpectedOnDay(crate, day)) continue;
      count += 1;
      grams += crate.weight_grams;
    }
    const used = room.metric === 'crates' ? count : grams / 1000;
    const planned: PlannerDay = { day, crates: count, grams, used, fraction: used / room.capacity };
    if (today !== undefined) planned.date = addDays(today, day);
    return planned;
  });
}

function assertCapacity(room: RoomCapacity): void {
  if (!Number.isFinite(room.capacity) || room.capacity <= 0) {
    throw new RangeError(`A room's capacity must be positive: ${room.capacity}`);
  }
}
