import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { farmers, type UserRow } from '../../db/schema';
import type { FarmerFacts } from './presenter';

/** The farmer profile of a farmer user (null for staff). */
export async function farmerFactsOf(db: DbOrTx, user: Pick<UserRow, 'id' | 'role'>): Promise<FarmerFacts | null> {
  if (user.role !== 'Farmer') return null;
  const [row] = await db
    .select({ companyId: farmers.companyId, parentName: farmers.parentName })
    .from(farmers)
    .where(eq(farmers.userId, user.id))
    .limit(1);
  return row ?? { companyId: null, parentName: null };
}
