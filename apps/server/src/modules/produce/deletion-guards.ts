import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { errors } from '../../platform/errors';
import { rowsOf } from '../occupancy/queries';

/** domain-rules §2: a farmer with produce in storage cannot be deleted. */
export async function farmerWithStoredProduceStays(tx: Tx, target: UserRow): Promise<void> {
  if (target.role !== 'Farmer') return;
  const result = await tx.execute(sql`
    select exists (select 1 from crates c join farmers f on f.id = c.farmer_id where f.user_id = ${target.id} and c.current_grams > 0) as holds`);
  if (rowsOf<{ holds: boolean }>(result)[0]?.holds) {
    throw errors.businessRule('This farmer has produce in storage; check it out first.', 'produce_in_storage');
  }
}

/** domain-rules §2: nor the last service provider of a company with produce in storage. */
export async function lastServiceProviderStays(tx: Tx, target: UserRow): Promise<void> {
  if (target.role !== 'Service Provider' || target.companyId === null) return;
  const result = await tx.execute(sql`
    select
      exists (select 1 from crates c where c.company_id = ${target.companyId} and c.current_grams > 0) as holds,
      exists (
        select 1 from service_providers sp join users u on u.id = sp.user_id
        where sp.company_id = ${target.companyId} and u.id <> ${target.id} and u.active and u.anonymised_at is null
      ) as others`);
  const row = rowsOf<{ holds: boolean; others: boolean }>(result)[0];
  if (row?.holds && !row.others) {
    throw errors.businessRule('The last service provider of a company with produce in storage cannot be deleted.', 'produce_in_storage');
  }
}
