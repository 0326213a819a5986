import { addDays, calendarDateIn, dayRangeIn } from '@coldroom/domain';
import type { GeneratedCompany } from './setup';

/** A range of local dates of one company, and the instants it covers. */
export interface Window {
  label: string;
  companyId: number;
  timeZone: string;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** [start, end) instants of those local dates. */
  start: Date;
  end: Date;
}

/** "One year": the last 365 local days up to today; "all time": from the day the history starts. */
export function windowsOf(company: GeneratedCompany, historyStart: Date, now: Date): Window[] {
  const zone = company.profile.timeZone;
  const today = calendarDateIn(now, zone);
  const make = (label: string, from: string): Window => ({
    label,
    companyId: company.id,
    timeZone: zone,
    from,
    to: today,
    start: dayRangeIn(from, zone).start,
    end: dayRangeIn(today, zone).end,
  });
  return [make('one year', addDays(today, -364)), make('all time', calendarDateIn(historyStart, zone))];
}

/** $1 company, $2 time zone, $3/$4 the instants, $5/$6 the dates: the parameters of the hand-written SQL. */
export const windowParams = (w: Window) => [w.companyId, w.timeZone, w.start, w.end, w.from, w.to];
