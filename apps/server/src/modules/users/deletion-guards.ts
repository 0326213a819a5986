import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { farmers, type UserRow } from '../../db/schema';
import { errors } from '../../platform/errors';
import { farmerWithStoredProduceStays, lastServiceProviderStays } from '../produce/deletion-guards';

/**
 * Checks that run before an account is anonymised, inside the deleting transaction. Later issues add
 * theirs here (domain-rules §2): a farmer with produce in storage, the last service provider of a company
 * with produce in storage.
 */
export type DeletionGuard = (tx: Tx, target: UserRow) => Promise<void>;

/** The company's walk-in customer record is how unregistered people are served; it cannot go. */
const walkInCustomerStays: DeletionGuard = async (tx, target) => {
  if (target.role !== 'Farmer') return;
  const [farmer] = await tx.select({ isWalkIn: farmers.isWalkIn }).from(farmers).where(eq(farmers.userId, target.id)).limit(1);
  if (farmer?.isWalkIn) throw errors.businessRule('The walk-in customer record cannot be deleted.', 'walk_in_not_deletable');
};

export const ACCOUNT_DELETION_GUARDS: DeletionGuard[] = [walkInCustomerStays, farmerWithStoredProduceStays, lastServiceProviderStays];

export async function assertAccountDeletable(tx: Tx, target: UserRow): Promise<void> {
  for (const guard of ACCOUNT_DELETION_GUARDS) await guard(tx, target);
}
