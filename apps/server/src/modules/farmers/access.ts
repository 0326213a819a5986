import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyFarmers, farmers, users } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import type { FarmerWithUser } from './presenter';

/**
 * The farmers an actor may see: staff, those their company registered or linked (company_farmers, through
 * the company-scope helper); a farmer, only themselves. Anonymised accounts are gone.
 */
export function visibleFarmers(actor: Actor): SQL {
  const own = eq(farmers.userId, actor.userId);
  if (actor.role === 'Farmer') return and(own, isNull(users.anonymisedAt))!;
  const linked = sql`exists (select 1 from ${companyFarmers} where ${companyFarmers.farmerId} = ${farmers.id} and ${inActorCompany(actor, companyFarmers.companyId)})`;
  return and(linked, isNull(users.anonymisedAt))!;
}

/** One farmer (by farmers.id) the actor may see, or 404. */
export async function farmerFor(db: DbOrTx, actor: Actor, id: number, options: { forUpdate?: boolean } = {}): Promise<FarmerWithUser> {
  const query = db
    .select({ farmer: farmers, user: users })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(and(eq(farmers.id, id), visibleFarmers(actor)))
    .limit(1);
  return foundOr404(options.forUpdate ? await query.for('update') : await query, 'The farmer');
}
