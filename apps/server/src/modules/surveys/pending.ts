import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SURVEY_WINDOW_DAYS } from '@coldroom/contract';

const zoneOf = (companyId: AnyPgColumn | SQL) => sql`(select z.time_zone from companies z where z.id = ${companyId})`;

const DAY_MS = 86_400_000;

/**
 * A time before which no check-out's survey window is still open at `now`, in any zone: today's local date
 * began less than a day ago, the window reaches SURVEY_WINDOW_DAYS local days further back, and one more
 * day covers clock changes on the way. Rows before it are never open, so a (…, time) index skips them;
 * surveyWindowOpen then decides exactly.
 */
export function surveyWindowStart(now: Date): Date {
  return new Date(now.getTime() - (SURVEY_WINDOW_DAYS + 2) * DAY_MS);
}

/** The check-out's local date is at most SURVEY_WINDOW_DAYS before today's (both in the company's zone). */
export function surveyWindowOpen(time: AnyPgColumn | SQL, companyId: AnyPgColumn | SQL, now: Date): SQL {
  const zone = zoneOf(companyId);
  return sql`(${time} >= ${surveyWindowStart(now).toISOString()}::timestamptz
    and ((${now.toISOString()}::timestamptz at time zone ${zone})::date - (${time} at time zone ${zone})::date) <= ${SURVEY_WINDOW_DAYS})`;
}

/**
 * A check-out still waiting for a market survey: within the window, not the walk-in customer's, and one of
 * its crops has none (a line whose crop, copied onto it, has no survey of the check-out). One expression,
 * so lists mark every row in the same query. `time` must be the check-out's time (check_outs.time or its
 * movement's, the same instant): the window is tested first, and with a bound an index on (company or
 * farmer, time) can use, so only recent check-outs are looked into.
 */
export function marketSurveyPending(
  cols: { checkOutId: AnyPgColumn | SQL; time: AnyPgColumn | SQL; companyId: AnyPgColumn | SQL; farmerId: AnyPgColumn | SQL },
  now: Date,
): SQL<boolean> {
  return sql<boolean>`(${cols.checkOutId} is not null
    and ${surveyWindowOpen(cols.time, cols.companyId, now)}
    and not exists (select 1 from farmers w where w.id = ${cols.farmerId} and w.is_walk_in)
    and exists (select 1 from check_out_lines l where l.check_out_id = ${cols.checkOutId}
      and not exists (select 1 from market_surveys s join crops k on k.code = s.crop_code where s.check_out_id = ${cols.checkOutId} and k.id = l.crop_id)))`;
}
