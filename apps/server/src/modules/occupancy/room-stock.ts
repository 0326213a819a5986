import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Sets each room's stored crates and grams (cooling_units.stored_crates / stored_grams) from its crates
 * again: after bulk writes that bypass check-ins and check-outs (demo data, the benchmark's history, an
 * import). Rooms without crates in storage go back to zero.
 */
export async function recountRoomStock(db: DbOrTx, companyId: number): Promise<void> {
  await db.execute(sql`
    update cooling_units u
    set stored_crates = coalesce(s.crates, 0), stored_grams = coalesce(s.grams, 0)
    from cooling_units r
    left join (
      select cooling_unit_id, count(*)::int as crates, sum(current_grams)::bigint as grams
      from crates where company_id = ${companyId} and current_grams > 0 group by cooling_unit_id
    ) s on s.cooling_unit_id = r.id
    where r.company_id = ${companyId} and u.id = r.id
      and (u.stored_crates <> coalesce(s.crates, 0) or u.stored_grams <> coalesce(s.grams, 0))`);
}
