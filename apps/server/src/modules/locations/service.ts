import { and, eq, isNull } from 'drizzle-orm';
import type { Location, LocationCreate, LocationList, LocationUpdate } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { coolingUnits, locations } from '../../db/schema';
import { auditChanges, recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { locationHoldsProduce } from '../occupancy/queries';
import { locationColumns } from './changes';
import { presentLocation } from './presenter';
import { locationFor, pageOfLocations, roomCounts } from './queries';

export async function listLocations(db: Db, actor: Actor, query: { page: number; page_size: number; search?: string | undefined }): Promise<LocationList> {
  const { rows, total } = await pageOfLocations(db, actor, query);
  const counts = await roomCounts(db, rows.map((row) => row.id));
  return { items: rows.map((row) => presentLocation(row, counts.get(row.id) ?? 0)), total, page: query.page, page_size: query.page_size };
}

export async function getLocation(db: Db, actor: Actor, id: number): Promise<Location> {
  const row = await locationFor(db, actor, id);
  return presentLocation(row, (await roomCounts(db, [id])).get(id) ?? 0);
}

export async function createLocation(db: Db, actor: Actor, input: LocationCreate): Promise<Location> {
  const companyId = actor.companyId;
  if (companyId === null) throw errors.forbidden();
  const columns = locationColumns(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...columns, name: input.name, country: input.country, companyId })
      .returning();
    await recordAudit(tx, actor, { action: 'location.create', entityType: 'location', entityId: row!.id });
    return presentLocation(row!, 0);
  });
}

export async function updateLocation(db: Db, actor: Actor, id: number, input: LocationUpdate): Promise<Location> {
  return db.transaction(async (tx) => {
    const current = await locationFor(tx, actor, id, { forUpdate: true });
    const columns = locationColumns(input, current);
    const [row] = await tx.update(locations).set({ ...columns, updatedAt: new Date() }).where(eq(locations.id, id)).returning();
    const fields = Object.keys(input);
    const changed = auditChanges(presentLocation(current, 0), presentLocation(row!, 0), fields);
    await recordAudit(tx, actor, { action: 'location.update', entityType: 'location', entityId: id, details: { fields, ...changed } });
    return presentLocation(row!, (await roomCounts(tx, [id])).get(id) ?? 0);
  });
}

/**
 * Soft delete (domain-rules §3), refused while a room there holds produce. Its rooms go with it: a room
 * cannot exist without a place.
 */
export async function deleteLocation(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await locationFor(tx, actor, id, { forUpdate: true });
    if (await locationHoldsProduce(tx, id)) {
      throw errors.businessRule('A cooling unit at this location still holds produce; check it out first.', 'location_holds_produce');
    }
    const now = new Date();
    await tx.update(locations).set({ deletedAt: now, updatedAt: now }).where(eq(locations.id, id));
    const rooms = await tx
      .update(coolingUnits)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(coolingUnits.locationId, id), isNull(coolingUnits.deletedAt)))
      .returning({ id: coolingUnits.id });
    await recordAudit(tx, actor, { action: 'location.delete', entityType: 'location', entityId: id, details: { cooling_units: rooms.map((r) => r.id) } });
  });
}
