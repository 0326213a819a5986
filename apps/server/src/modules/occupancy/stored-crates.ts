import { sql, type SQL } from 'drizzle-orm';
import { CRATES_IN_STORAGE } from '../produce/stored-source';

/**
 * Where the crates in storage come from. Each source is a SELECT with exactly these columns, one row
 * per crate still in a room (remaining weight above zero):
 *   cooling_unit_id bigint, grams bigint, planned_days integer (null: not planned), checked_in_at timestamptz
 * The crates table of check-ins (issue 5) is the source; tests may add a constructed table with
 * registerStoredCratesSource.
 */
const STORED_CRATE_SOURCES: SQL[] = [CRATES_IN_STORAGE];

const NO_CRATES = sql`select null::bigint as cooling_unit_id, 0::bigint as grams, null::integer as planned_days, now() as checked_in_at where false`;

/** Adds a source; returns a function that removes it again (tests). */
export function registerStoredCratesSource(source: SQL): () => void {
  STORED_CRATE_SOURCES.push(source);
  return () => {
    const at = STORED_CRATE_SOURCES.indexOf(source);
    if (at !== -1) STORED_CRATE_SOURCES.splice(at, 1);
  };
}

/** All crates in storage, as one derived table for `from (…) as s`. */
export function storedCratesSql(): SQL {
  if (STORED_CRATE_SOURCES.length === 0) return NO_CRATES;
  return sql.join(
    STORED_CRATE_SOURCES.map((source) => sql`select cooling_unit_id, grams, planned_days, checked_in_at from (${source}) as source`),
    sql` union all `,
  );
}
