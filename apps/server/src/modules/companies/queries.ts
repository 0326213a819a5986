import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Company } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { companies, companyFarmers, coolingUnits, farmers, type CompanyRow } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { presentCompany } from './presenter';

/** Which of these companies run at least one (not deleted) room. */
async function companiesWithRooms(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ companyId: coolingUnits.companyId })
    .from(coolingUnits)
    .where(and(inArray(coolingUnits.companyId, [...ids]), isNull(coolingUnits.deletedAt)));
  return new Set(rows.map((row) => row.companyId));
}

/** Presents companies for this actor: bank details (and SMS countries) only on the actor's own company, for service providers. */
export async function presentCompaniesFor(db: DbOrTx, actor: Actor, rows: readonly CompanyRow[], smsCountriesAllowed?: readonly string[]): Promise<Company[]> {
  const withRooms = await companiesWithRooms(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentCompany(row, {
      withBank: actor.role === 'Service Provider' && actor.companyId === row.id,
      hasRooms: withRooms.has(row.id),
      ...(smsCountriesAllowed ? { smsCountriesAllowed } : {}),
    }),
  );
}

/** Staff: their company. Farmers: the companies that registered or linked them. */
export async function companiesOfActor(db: DbOrTx, actor: Actor): Promise<CompanyRow[]> {
  if (actor.role !== 'Farmer') {
    return actor.companyId === null ? [] : db.select().from(companies).where(eq(companies.id, actor.companyId));
  }
  const linked = db
    .select({ id: companyFarmers.companyId })
    .from(companyFarmers)
    .innerJoin(farmers, eq(farmers.id, companyFarmers.farmerId))
    .where(eq(farmers.userId, actor.userId));
  return db.select().from(companies).where(inArray(companies.id, linked)).orderBy(sql`lower(${companies.name})`);
}
