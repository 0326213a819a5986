import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SURVEY_WINDOW_DAYS } from '@coldroom/contract';

const zoneOf = (companyId: AnyPgColumn | SQL) => sql`(select z.time_zone from companies z where z.id = ${companyId})`;

/** The check-out's local date is at most SURVEY_WINDOW_DAYS before today's (both in the company's zone). */
export function surveyWindowOpen(time: AnyPgColumn | SQL, companyId: AnyPgColumn | SQL, now: Date): SQL {
  const zone = zoneOf(companyId);
  return sql`((${now.toISOString()}::timestamptz at time zone ${zone})::date - (${time} at time zone ${zone})::date) <= ${SURVEY_WINDOW_DAYS}`;
}

/** Crop codes of a check-out (through its lines, crates and lots). */
export function checkOutCropCodes(checkOutId: AnyPgColumn | SQL): SQL {
  return sql`(select distinct k.code from check_out_lines l
    join crates c on c.id = l.crate_id join produce_lots p on p.id = c.lot_id join crops k on k.id = p.crop_id
    where l.check_out_id = ${checkOutId})`;
}

/**
 * A check-out still waiting for a market survey: within the window, not the walk-in customer's, and one of
 * its crops has none. One expression, so lists mark every row in the same query.
 */
export function marketSurveyPending(
  cols: { checkOutId: AnyPgColumn | SQL; time: AnyPgColumn | SQL; companyId: AnyPgColumn | SQL; farmerId: AnyPgColumn | SQL },
  now: Date,
): SQL<boolean> {
  return sql<boolean>`(${cols.checkOutId} is not null
    and ${surveyWindowOpen(cols.time, cols.companyId, now)}
    and not exists (select 1 from farmers w where w.id = ${cols.farmerId} and w.is_walk_in)
    and exists (select 1 from ${checkOutCropCodes(cols.checkOutId)} as crop(code)
      where not exists (select 1 from market_surveys s where s.check_out_id = ${cols.checkOutId} and s.crop_code = crop.code)))`;
}
