import { and, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyFarmers, farmers, users } from '../../db/schema';
import { errors } from '../../platform/errors';
import { fullName } from './refs';

export interface ServedFarmer {
  id: number;
  userId: number;
  isWalkIn: boolean;
  /** As answers show the farmer. */
  name: string;
  phone: string | null;
}

/**
 * A farmer the company serves (registered or linked there, not deleted), or its walk-in customer.
 * Anything else is a bad reference: 400 naming `field` with `unknown_farmer`.
 */
export async function servedFarmer(tx: DbOrTx, companyId: number, ref: number | 'walk_in', field = 'farmer_id', at?: Date): Promise<ServedFarmer> {
  const [row] = await servedFarmerQuery(tx, companyId, ref, at);
  return servedFarmerFrom(row, field);
}

export interface ServedFarmerRow {
  id: number | string;
  user_id: number | string;
  is_walk_in: boolean;
  first_name: string;
  last_name: string;
  phone: string | null;
}

/**
 * The query of servedFarmer, for callers that read it as a sub-select of a larger query. With `at` (an
 * offline movement's done_at), a farmer the company removed after `at` is still found (domain-rules §10).
 */
export function servedFarmerQuery(tx: DbOrTx, companyId: number | Placeholder, ref: number | Placeholder | 'walk_in', at?: Date) {
  const linked = sql`exists (select 1 from ${companyFarmers} where ${companyFarmers.farmerId} = ${farmers.id} and ${companyFarmers.companyId} = ${companyId})`;
  const time = at ? sql`${at.toISOString()}::timestamptz` : null;
  const servedThen = time
    ? sql`(${linked} or exists (select 1 from company_farmer_removals r where r.farmer_id = ${farmers.id} and r.company_id = ${companyId} and r.removed_at > ${time}))`
    : linked;
  const which = ref === 'walk_in' ? and(eq(farmers.companyId, companyId), eq(farmers.isWalkIn, true)) : and(eq(farmers.id, ref), servedThen);
  const present = time ? sql`(${users.anonymisedAt} is null or ${users.anonymisedAt} > ${time})` : isNull(users.anonymisedAt);
  return tx
    .select({
      id: sql<number>`${farmers.id}`.as('id'),
      user_id: sql<number>`${farmers.userId}`.as('user_id'),
      is_walk_in: sql<boolean>`${farmers.isWalkIn}`.as('is_walk_in'),
      first_name: sql<string>`${users.firstName}`.as('first_name'),
      last_name: sql<string>`${users.lastName}`.as('last_name'),
      phone: sql<string | null>`${users.phone}`.as('phone'),
    })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(and(which, present))
    .limit(1);
}

/** The farmer of a servedFarmerQuery row; no row: 400 naming `field`. */
export function servedFarmerFrom(row: ServedFarmerRow | null | undefined, field = 'farmer_id'): ServedFarmer {
  if (!row) throw errors.invalidInput({ [field]: 'unknown_farmer' }, 'This farmer is not one of the company’s farmers.');
  return { id: Number(row.id), userId: Number(row.user_id), isWalkIn: row.is_walk_in, name: fullName(row.first_name, row.last_name), phone: row.phone };
}
