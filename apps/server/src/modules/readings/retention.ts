import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../occupancy/queries';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: short transactions, so sensors' inserts never wait long behind a purge. */
const BATCH = 20_000;

/**
 * Deletes raw room readings measured more than `days` ago (0: none); the hourly rollups stay, so charts of
 * those times still draw. Whole hours only: an hour is either all raw or all rolled up. Returns the count.
 */
export async function purgeOldReadings(db: Db, days: number, now: Date = new Date()): Promise<number> {
  if (days <= 0) return 0;
  const cut = new Date(Math.floor((now.getTime() - days * DAY_MS) / 3_600_000) * 3_600_000).toISOString();
  let total = 0;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`with d as (delete from room_readings where id in (
          select id from room_readings where measured_at < ${cut}::timestamptz limit ${BATCH}) returning 1)
        select count(*)::int as n from d`),
    );
    total += row?.n ?? 0;
    if ((row?.n ?? 0) < BATCH) return total;
  }
}
