import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coolingUnits, type CoolingUnitRow } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { likePattern } from '../locations/queries';
import { runBy, runByUser, visibleRooms } from './visibility';

/** A room the actor may see (see visibleRooms), or 404. */
export async function roomFor(db: DbOrTx, actor: Actor, id: number, options: { forUpdate?: boolean } = {}): Promise<CoolingUnitRow> {
  const query = db.select().from(coolingUnits).where(and(eq(coolingUnits.id, id), visibleRooms(actor))).limit(1);
  return foundOr404(options.forUpdate ? await query.for('update') : await query, 'The cooling unit');
}

export interface RoomListQuery {
  page: number;
  page_size: number;
  location?: number | undefined;
  operator?: number | undefined;
  operator_user?: number | undefined;
  search?: string | undefined;
}

export async function pageOfRooms(db: DbOrTx, actor: Actor, query: RoomListQuery): Promise<{ rows: CoolingUnitRow[]; total: number }> {
  const conditions: SQL[] = [visibleRooms(actor)];
  if (query.location !== undefined) conditions.push(eq(coolingUnits.locationId, query.location));
  if (query.operator !== undefined) conditions.push(runBy(query.operator));
  if (query.operator_user !== undefined) conditions.push(runByUser(query.operator_user));
  if (query.search) conditions.push(ilike(coolingUnits.name, likePattern(query.search)));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(coolingUnits).where(where);
  const rows = await db
    .select()
    .from(coolingUnits)
    .where(where)
    .orderBy(asc(coolingUnits.name), asc(coolingUnits.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: Number(total?.n ?? 0) };
}
