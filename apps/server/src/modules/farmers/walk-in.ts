import type { DbOrTx } from '../../db/client';
import { companyFarmers, farmers, users } from '../../db/schema';
import { newUserCode } from './codes';

export const WALK_IN_NAME = 'User without a phone';

/**
 * The company's "User without a phone" (domain-rules §1): the farmer record for people who do not want to
 * register. No phone, no password: it cannot log in; a deletion guard keeps it. Returns the user id.
 */
export async function createWalkInCustomer(tx: DbOrTx, companyId: number): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({ role: 'Farmer', firstName: WALK_IN_NAME, lastName: '', passwordHash: null, companyId: null })
    .returning({ id: users.id });
  const [farmer] = await tx
    .insert(farmers)
    .values({ userId: user!.id, companyId, userCode: await newUserCode(tx), isWalkIn: true })
    .returning({ id: farmers.id });
  await tx.insert(companyFarmers).values({ companyId, farmerId: farmer!.id });
  return user!.id;
}
