import { and, eq, sql } from 'drizzle-orm';
import type { ImpactGender, Language } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { companies, coolingUnits, crops, locations, users } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

/** The filters of the impact figures, as every entry point (figures, reports) gives them. */
export interface ImpactFilters {
  from: string;
  to: string;
  location?: number | undefined;
  cooling_unit?: number | undefined;
  crop?: string | undefined;
  gender?: ImpactGender | undefined;
  /** The administrator's company filter; ignored for a service provider (always their own). */
  company?: number | undefined;
}

/** What the impact SQL is limited to. `company` null: every company (the administrator). */
export interface ImpactScope {
  company: { id: number; name: string; currency: string; language: Language } | null;
  from: string;
  to: string;
  location: number | null;
  room: number | null;
  crop: { id: number; code: string } | null;
  gender: ImpactGender | null;
}

/**
 * The company scope of the impact figures (the server is the boundary): a service provider's own company;
 * the administrator every company or the one asked. Another company's location or room → 404; an unknown
 * crop → 400 naming `crop`. Operators and farmers never get here (the routes' roles), but are refused anyway.
 */
export async function impactScope(db: DbOrTx, actor: Actor, filters: ImpactFilters): Promise<ImpactScope> {
  let companyId: number | null;
  if (actor.role === 'Administrator') companyId = filters.company ?? null;
  else if (actor.role === 'Service Provider' && actor.companyId !== null) companyId = actor.companyId;
  else throw errors.forbidden();

  let company: ImpactScope['company'] = null;
  if (companyId !== null) {
    // The company's language: its first service provider's (companies have no language of their own).
    const [row] = await db
      .select({
        id: companies.id,
        name: companies.name,
        currency: companies.currency,
        language: sql<Language | null>`(select u.language from ${users} u where u.company_id = ${companies.id} and u.role = 'Service Provider' order by u.id limit 1)`,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw errors.notFound('The company');
    company = { id: row.id, name: row.name, currency: row.currency, language: row.language ?? 'en' };
  }
  const inCompany = (column: typeof locations.companyId | typeof coolingUnits.companyId) => (companyId === null ? undefined : eq(column, companyId));
  if (filters.location !== undefined) {
    const [found] = await db.select({ id: locations.id }).from(locations).where(and(eq(locations.id, filters.location), inCompany(locations.companyId)));
    if (!found) throw errors.notFound('The location');
  }
  if (filters.cooling_unit !== undefined) {
    const [found] = await db.select({ id: coolingUnits.id }).from(coolingUnits).where(and(eq(coolingUnits.id, filters.cooling_unit), inCompany(coolingUnits.companyId)));
    if (!found) throw errors.notFound('The cooling unit');
  }
  let crop: ImpactScope['crop'] = null;
  if (filters.crop !== undefined) {
    const [found] = await db.select({ id: crops.id, code: crops.code }).from(crops).where(eq(crops.code, filters.crop));
    if (!found) throw errors.invalidInput({ crop: 'unknown_crop' });
    crop = found;
  }
  return {
    company,
    from: filters.from,
    to: filters.to,
    location: filters.location ?? null,
    room: filters.cooling_unit ?? null,
    crop,
    gender: filters.gender ?? null,
  };
}

/** Names of the companies, locations and rooms of a scope, for the breakdowns' labels. */
export async function impactLabels(db: DbOrTx, scope: ImpactScope) {
  const companyCond = scope.company ? eq(companies.id, scope.company.id) : undefined;
  const [companyRows, roomRows] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).where(companyCond),
    db
      .select({ id: coolingUnits.id, name: coolingUnits.name, locationId: locations.id, location: locations.name })
      .from(coolingUnits)
      .innerJoin(locations, eq(locations.id, coolingUnits.locationId))
      .where(scope.company ? eq(coolingUnits.companyId, scope.company.id) : undefined),
  ]);
  return {
    companies: new Map(companyRows.map((row) => [String(row.id), row.name])),
    rooms: new Map(roomRows.map((row) => [String(row.id), row.name])),
    locations: new Map(roomRows.map((row) => [String(row.locationId), row.location])),
  };
}
