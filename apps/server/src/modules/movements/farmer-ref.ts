import { and, eq, isNull, sql } from 'drizzle-orm';
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
export async function servedFarmer(tx: DbOrTx, companyId: number, ref: number | 'walk_in', field = 'farmer_id'): Promise<ServedFarmer> {
  const which =
    ref === 'walk_in'
      ? and(eq(farmers.companyId, companyId), eq(farmers.isWalkIn, true))
      : and(eq(farmers.id, ref), sql`exists (select 1 from ${companyFarmers} where ${companyFarmers.farmerId} = ${farmers.id} and ${companyFarmers.companyId} = ${companyId})`);
  const [row] = await tx
    .select({ id: farmers.id, userId: farmers.userId, isWalkIn: farmers.isWalkIn, first: users.firstName, last: users.lastName, phone: users.phone })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(and(which, isNull(users.anonymisedAt)))
    .limit(1);
  if (!row) throw errors.invalidInput({ [field]: 'unknown_farmer' }, 'This farmer is not one of the company’s farmers.');
  return { id: row.id, userId: row.userId, isWalkIn: row.isWalkIn, name: fullName(row.first, row.last), phone: row.phone };
}
