import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coolingUnits, locations, type LocationRow } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';

/** A location of the actor's company that is not deleted, or 404. */
export async function locationFor(db: DbOrTx, actor: Actor, id: number, options: { forUpdate?: boolean } = {}): Promise<LocationRow> {
  const query = db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), inActorCompany(actor, locations.companyId), isNull(locations.deletedAt)))
    .limit(1);
  return foundOr404(options.forUpdate ? await query.for('update') : await query, 'The location');
}

/** Rooms (not deleted) per location. */
export async function roomCounts(db: DbOrTx, locationIds: readonly number[]): Promise<Map<number, number>> {
  if (locationIds.length === 0) return new Map();
  const rows = await db
    .select({ locationId: coolingUnits.locationId, n: count() })
    .from(coolingUnits)
    .where(and(inArray(coolingUnits.locationId, [...locationIds]), isNull(coolingUnits.deletedAt)))
    .groupBy(coolingUnits.locationId);
  return new Map(rows.map((row) => [row.locationId, Number(row.n)]));
}

/** Escapes LIKE wildcards so a search for "50%" finds that text. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function pageOfLocations(db: DbOrTx, actor: Actor, query: { page: number; page_size: number; search?: string | undefined }) {
  const conditions: SQL[] = [inActorCompany(actor, locations.companyId), isNull(locations.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(locations.name, pattern), ilike(locations.city, pattern), ilike(locations.state, pattern))!);
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(locations).where(where);
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(asc(locations.name), asc(locations.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: Number(total?.n ?? 0) };
}
