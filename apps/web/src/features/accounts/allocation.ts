import type { AccountCheckOut } from '@coldroom/contract';
import { calendarDateIn, isTimeZone } from '@coldroom/domain';
import { storedCompany } from '../../lib/company';

/** One chosen check-out and what a payment would do to it. */
export interface AllocationLine {
  checkOut: AccountCheckOut;
  /** What the payment puts towards it (minor units). */
  appliedMinor: number;
  /** What it still owes afterwards. */
  leftMinor: number;
}

/** Oldest first: by check-out time, then id (the order the server applies a payment in, domain-rules §11). */
export function oldestFirst(checkOuts: readonly AccountCheckOut[]): AccountCheckOut[] {
  return [...checkOuts].sort((a, b) => Date.parse(a.time) - Date.parse(b.time) || a.id - b.id);
}

export const sumDue = (checkOuts: readonly AccountCheckOut[]) => checkOuts.reduce((sum, checkOut) => sum + checkOut.due_minor, 0);

/**
 * How `amountMinor` is applied to the chosen check-outs: oldest first, each taking what it still owes
 * until the money runs out; the one where it stops keeps the rest due. Integers only, so nothing is lost.
 */
export function allocate(checkOuts: readonly AccountCheckOut[], amountMinor: number): { lines: AllocationLine[]; leftMinor: number; unusedMinor: number } {
  let rest = Math.max(0, Math.trunc(amountMinor));
  const lines = oldestFirst(checkOuts).map((checkOut) => {
    const appliedMinor = Math.min(rest, checkOut.due_minor);
    rest -= appliedMinor;
    return { checkOut, appliedMinor, leftMinor: checkOut.due_minor - appliedMinor };
  });
  return { lines, leftMinor: lines.reduce((sum, line) => sum + line.leftMinor, 0), unusedMinor: rest };
}

/** Today's date (YYYY-MM-DD) in the company's zone when the app knows it, else the phone's. */
export function companyToday(now: Date = new Date()): string {
  const zone = storedCompany()?.time_zone;
  const timeZone = typeof zone === 'string' && isTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return calendarDateIn(now, timeZone);
}

/** The first day of the month of a date (YYYY-MM-DD). */
export const monthStart = (date: string) => `${date.slice(0, 8)}01`;
