import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { coolingUnitCreateSchema, CoolingUnit, CoolingUnitAny, CoolingUnitList, CoolingUnitUpdate, Planner } from '@coldroom/contract';
import { kgToGrams } from '@coldroom/domain';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, coolingUnits, deviceKeys, type CoolingUnitRow } from '../../db/schema';
import { auditChanges, recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomHoldsProduce, sevenDayPlan } from '../occupancy/queries';
import { loadRoomFacts } from './facts';
import { presentRoomPublic, presentRoomStaff } from './presenter';
import { pageOfRooms, roomFor, type RoomListQuery } from './queries';
import { checkRoomReferences } from './references';
import { replaceRoomCrops, replaceRoomOperators } from './room-lists';

type RoomCreate = z.output<typeof coolingUnitCreateSchema>;
const isStaff = (actor: Actor) => actor.role !== 'Farmer';

async function present(db: DbOrTx, actor: Actor, rooms: CoolingUnitRow[]): Promise<CoolingUnitAny[]> {
  const facts = await loadRoomFacts(db, rooms, isStaff(actor));
  return rooms.map((room) => (isStaff(actor) ? presentRoomStaff(room, facts) : presentRoomPublic(room, facts)));
}

async function presentStaff(db: DbOrTx, room: CoolingUnitRow): Promise<CoolingUnit> {
  return presentRoomStaff(room, await loadRoomFacts(db, [room], true));
}

export async function listRooms(db: Db, actor: Actor, query: RoomListQuery): Promise<CoolingUnitList> {
  const { rows, total } = await pageOfRooms(db, actor, query);
  return { items: await present(db, actor, rows), total, page: query.page, page_size: query.page_size };
}

export async function getRoom(db: Db, actor: Actor, id: number): Promise<CoolingUnitAny> {
  const [room] = await present(db, actor, [await roomFor(db, actor, id)]);
  return room!;
}

async function companyOf(tx: DbOrTx, actor: Actor) {
  if (actor.companyId === null) throw errors.forbidden();
  const [company] = await tx.select({ id: companies.id, currency: companies.currency }).from(companies).where(eq(companies.id, actor.companyId));
  if (!company) throw errors.forbidden();
  return company;
}

export async function createRoom(db: Db, actor: Actor, input: RoomCreate): Promise<CoolingUnit> {
  return db.transaction(async (tx) => {
    const company = await companyOf(tx, actor);
    const cropRefs = await checkRoomReferences(tx, company.id, input);
    const [room] = await tx
      .insert(coolingUnits)
      .values({
        companyId: company.id,
        locationId: input.location,
        name: input.name,
        type: input.type,
        metric: input.metric,
        capacity: input.capacity,
        crateWeightGrams: kgToGrams(input.standard_crate_weight_kg),
        public: input.public,
        editableCheckins: input.editable_checkins,
        sensor: input.sensor,
      })
      .returning();
    await replaceRoomCrops(tx, room!, company.currency, input.crops, cropRefs);
    await replaceRoomOperators(tx, room!, input.operators);
    await recordAudit(tx, actor, { action: 'cooling_unit.create', entityType: 'cooling_unit', entityId: room!.id });
    return presentStaff(tx, room!);
  });
}

export async function updateRoom(db: Db, actor: Actor, id: number, input: CoolingUnitUpdate): Promise<CoolingUnit> {
  return db.transaction(async (tx) => {
    const current = await roomFor(tx, actor, id, { forUpdate: true });
    const company = await companyOf(tx, actor);
    const before = await presentStaff(tx, current);
    const cropRefs = await checkRoomReferences(tx, company.id, input);
    if (input.metric !== undefined && input.metric !== current.metric && (await roomHoldsProduce(tx, id))) {
      throw errors.businessRule('The metric cannot change while the room holds produce.', 'room_holds_produce');
    }
    const changes: Partial<CoolingUnitRow> = { updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.location !== undefined) changes.locationId = input.location;
    if (input.type !== undefined) changes.type = input.type;
    if (input.metric !== undefined) changes.metric = input.metric;
    if (input.capacity !== undefined) changes.capacity = input.capacity;
    if (input.standard_crate_weight_kg !== undefined) changes.crateWeightGrams = kgToGrams(input.standard_crate_weight_kg);
    if (input.public !== undefined) changes.public = input.public;
    if (input.editable_checkins !== undefined) changes.editableCheckins = input.editable_checkins;
    if (input.sensor !== undefined) changes.sensor = input.sensor;
    const [room] = await tx.update(coolingUnits).set(changes).where(eq(coolingUnits.id, id)).returning();
    if (input.crops !== undefined) await replaceRoomCrops(tx, current, company.currency, input.crops, cropRefs);
    if (input.operators !== undefined) await replaceRoomOperators(tx, current, input.operators);
    const after = await presentStaff(tx, room!);
    const fields = Object.keys(input);
    // Operators by id only: their names are personal data, which the audit trail does not keep.
    const operatorIds = (room: CoolingUnit) => ({ ...room, operators: room.operators.map((operator) => operator.id) });
    const changed = auditChanges(operatorIds(before), operatorIds(after), fields);
    const money = changed.after.crops !== undefined ? { currency: company.currency } : {};
    await recordAudit(tx, actor, { action: 'cooling_unit.update', entityType: 'cooling_unit', entityId: id, details: { fields, ...changed, ...money } });
    return after;
  });
}

/** Soft delete, refused while the room holds produce; its device keys stop working. */
export async function deleteRoom(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    await roomFor(tx, actor, id, { forUpdate: true });
    if (await roomHoldsProduce(tx, id)) {
      throw errors.businessRule('This cooling unit still holds produce; check it out first.', 'room_holds_produce');
    }
    const now = new Date();
    await tx.update(coolingUnits).set({ deletedAt: now, updatedAt: now }).where(eq(coolingUnits.id, id));
    await tx.update(deviceKeys).set({ revokedAt: now }).where(and(eq(deviceKeys.coolingUnitId, id), isNull(deviceKeys.revokedAt)));
    await recordAudit(tx, actor, { action: 'cooling_unit.delete', entityType: 'cooling_unit', entityId: id });
  });
}

export async function roomPlanner(db: Db, actor: Actor, id: number, now: Date = new Date()): Promise<Planner> {
  const room = await roomFor(db, actor, id);
  const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, room.companyId));
  return sevenDayPlan(db, { id: room.id, metric: room.metric, capacity: room.capacity, timeZone: company!.timeZone }, now);
}
