import type { AccountCheckOut, AccountOpeningBalance } from '@coldroom/contract';
import { calendarDateIn, isTimeZone, startOfDayIn } from '@coldroom/domain';
import { storedCompany } from '../../lib/company';

/** One chosen check-out and what a payment would do to it. */
export interface AllocationLine {
  checkOut: AccountCheckOut;
  /** What the payment puts towards it (minor units). */
  appliedMinor: number;
  /** What it still owes afterwards. */
  leftMinor: number;
}

/**
 * The id the earlier (opening) balance goes by among the rows a payment can be chosen from: check-out ids
 * are positive, so 0 never names one, and it sorts before a check-out of the same moment, as the server
 * applies it (docs/import-rules.md "Opening balances").
 */
export const EARLIER_BALANCE_ID = 0;

/**
 * The earlier balance as a row beside the unpaid check-outs: owed from the start of its day in the company's
 * zone, its label as its code, no room, crates or weight.
 */
export function earlierBalanceRow(opening: AccountOpeningBalance, label: string): AccountCheckOut {
  return {
    id: EARLIER_BALANCE_ID,
    code: label,
    time: startOfDayIn(opening.owed_on, companyZone()).toISOString(),
    cooling_unit: { id: 0, name: '' },
    crates: 0,
    weight_kg: 0,
    total_minor: opening.amount_minor,
    paid_minor: opening.paid_minor,
    due_minor: opening.due_minor,
  };
}

export const isEarlierBalance = (row: AccountCheckOut) => row.id === EARLIER_BALANCE_ID;

/** Oldest first: by time, then id (the order the server applies a payment in, domain-rules §11; the earlier balance first at the same moment). */
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

/** The company's time zone when the app knows it, else the phone's. */
function companyZone(): string {
  const zone = storedCompany()?.time_zone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date (YYYY-MM-DD) in the company's zone when the app knows it, else the phone's. */
export function companyToday(now: Date = new Date()): string {
  return calendarDateIn(now, companyZone());
}

/** The first day of the month of a date (YYYY-MM-DD). */
export const monthStart = (date: string) => `${date.slice(0, 8)}01`;
