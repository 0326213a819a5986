import { sql } from 'drizzle-orm';

/**
 * The crates in storage as occupancy, the planner and delete refusals read them (see
 * occupancy/stored-crates.ts): one row per crate with weight left, in the columns that file describes.
 */
export const CRATES_IN_STORAGE = sql`select cooling_unit_id, current_grams::bigint as grams, planned_days, checked_in_at from crates where current_grams > 0`;
