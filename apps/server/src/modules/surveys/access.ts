import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyFarmers, farmers, users } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { fullName } from '../movements/refs';

export interface SurveyFarmer {
  id: number;
  name: string;
  /** ISO 3166 code the farmer gave, if any. */
  country: string | null;
}

/**
 * The farmer a survey is about: a farmer their own record; staff a farmer linked to their company (another
 * company's, absent or the walk-in customer: 404, never revealing them). Staff must name the farmer.
 */
export async function surveyFarmer(db: DbOrTx, actor: Actor, farmerId: number | undefined): Promise<SurveyFarmer> {
  if (actor.role !== 'Farmer' && farmerId === undefined) throw errors.invalidInput({ farmer_id: 'required' });
  const which =
    actor.role === 'Farmer'
      ? eq(farmers.userId, actor.userId)
      : and(
          eq(farmers.id, farmerId!),
          eq(farmers.isWalkIn, false),
          sql`exists (select 1 from ${companyFarmers} where ${companyFarmers.farmerId} = ${farmers.id} and ${inActorCompany(actor, companyFarmers.companyId)})`,
        );
  const [row] = await db
    .select({ id: farmers.id, country: farmers.country, first: users.firstName, last: users.lastName })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(and(which, isNull(users.anonymisedAt)))
    .limit(1);
  if (!row) throw errors.notFound('The farmer');
  return { id: row.id, name: fullName(row.first, row.last), country: row.country };
}
