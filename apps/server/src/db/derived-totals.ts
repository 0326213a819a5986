import { rebuildUsageDays } from '../modules/analysis/usage-days';
import { recountRoomStock } from '../modules/occupancy/room-stock';
import type { DbOrTx } from './client';

/**
 * The totals kept beside the rows they sum (rooms' stock, daily usage), set again for one company after
 * crates, check-out lines or movements were written in bulk past check-ins and check-outs: demo data, an
 * import, the benchmark's generated history.
 */
export async function recountDerivedTotals(db: DbOrTx, companyId: number): Promise<void> {
  await recountRoomStock(db, companyId);
  await rebuildUsageDays(db, companyId);
}
