import { sql } from 'drizzle-orm';
import { checkOuts } from '../../db/schema';

/** A check-out's crates and grams, summed from its lines: the columns the account and the statement both list. */
export const checkOutLineSums = {
  crates: sql<number>`(select count(*) from check_out_lines l where l.check_out_id = ${checkOuts.id})::int`,
  grams: sql<string>`(select coalesce(sum(l.grams), 0) from check_out_lines l where l.check_out_id = ${checkOuts.id})::text`,
};
