import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';

/**
 * Whose stock and history an actor reads: staff their company's (through the company-scope helper), a
 * farmer only their own, across every company that stored for them.
 */
export function ownedBy(actor: Actor, companyColumn: AnyPgColumn, farmerColumn: AnyPgColumn): SQL {
  if (actor.role === 'Farmer') return sql`${farmerColumn} in (select f.id from farmers f where f.user_id = ${actor.userId})`;
  return inActorCompany(actor, companyColumn);
}

/** The time zone history dates are read in: the staff member's company's; null for farmers (per row). */
export async function actorZone(db: DbOrTx, actor: Actor): Promise<string | null> {
  if (actor.role === 'Farmer' || actor.companyId === null) return null;
  const [row] = await db.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId)).limit(1);
  return row?.zone ?? null;
}
