import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';
import { coolingUnitOperators, crates, farmers, movements, operators, type CompanyRow, type CoolingUnitRow, type UserRow } from '../src/db/schema';
import { createWalkInCustomer } from '../src/modules/farmers/walk-in';
import { createCompanyWithStaff, createPerson, logIn, type Person, type Session } from './factories';
import { createLocation, createRoom } from './site-factories';

/** Makes the operator (a user) run the room. */
export async function assignRoom(db: Db, room: CoolingUnitRow, operator: UserRow): Promise<void> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, operator.id));
  await db.insert(coolingUnitOperators).values({ companyId: room.companyId, coolingUnitId: room.id, operatorId: row!.id });
}

export async function farmerIdOf(db: Db, user: UserRow): Promise<number> {
  const [row] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, user.id));
  return row!.id;
}

type RoomOverrides = NonNullable<Parameters<typeof createRoom>[2]>;

export interface OperationsCompany {
  company: CompanyRow;
  serviceProvider: Person;
  operator: Person;
  farmer: Person;
  farmerId: number;
  walkInFarmerId: number;
  /** A crates room (tomato daily 100.00 NGN, onion fixed 300.00 NGN) and a kg room (tomato daily 4.00 NGN per kg), both run by the operator. */
  crateRoom: CoolingUnitRow;
  kgRoom: CoolingUnitRow;
  sessions: { sp: Session; op: Session; farmer: Session };
}

/** A company ready for check-ins: staff, a farmer, the walk-in customer, two rooms run by the operator. */
export async function createOperationsCompany(app: FastifyInstance, db: Db, rooms: { crateRoom?: RoomOverrides; kgRoom?: RoomOverrides } = {}): Promise<OperationsCompany> {
  const staff = await createCompanyWithStaff(db);
  const place = await createLocation(db, staff.company.id);
  const crateRoom = await createRoom(db, place, { capacity: 50, crops: [['tomato', 'daily', 10_000], ['onion', 'fixed', 30_000]], ...rooms.crateRoom });
  const kgRoom = await createRoom(db, place, { metric: 'kg', capacity: 1000, crops: [['tomato', 'daily', 400]], ...rooms.kgRoom });
  await assignRoom(db, crateRoom, staff.operator.user);
  await assignRoom(db, kgRoom, staff.operator.user);
  const walkInUserId = await createWalkInCustomer(db, staff.company.id);
  const [walkIn] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, walkInUserId));
  const [sp, op, farmer] = await Promise.all([logIn(app, staff.serviceProvider), logIn(app, staff.operator), logIn(app, staff.farmer)]);
  return {
    ...staff,
    farmerId: await farmerIdOf(db, staff.farmer.user),
    walkInFarmerId: walkIn!.id,
    crateRoom,
    kgRoom,
    sessions: { sp, op, farmer },
  };
}

/** Another operator of the company who runs no room. */
export async function createIdleOperator(app: FastifyInstance, db: Db, company: CompanyRow): Promise<Session> {
  return logIn(app, await createPerson(db, 'Operator', { company }));
}

type Session0 = { headers: Record<string, string> } | null | undefined;

/** API calls with an Idempotency-Key (a fresh one unless given). */
export function operationsApi(app: FastifyInstance) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session0, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app.inject({ method, url: `/api${url}`, headers: { ...(session?.headers ?? {}), ...headers }, ...(payload ? { payload } : {}) });
  const withKey = (key?: string) => ({ 'idempotency-key': key ?? randomUUID() });
  return {
    call,
    checkIn: (session: Session0, body: object, key?: string) => call('POST', '/operation/v1/check-ins/', session, body, withKey(key)),
    checkInByCode: (session: Session0, body: object, key?: string) => call('POST', '/operation/v1/check-ins/by-code/', session, body, withKey(key)),
    checkOut: (session: Session0, body: object, key?: string) => call('POST', '/operation/v1/check-outs/', session, body, withKey(key)),
    preview: (session: Session0, body: object) => call('POST', '/operation/v1/check-outs/price-preview/', session, body),
    get: (session: Session0, url: string) => call('GET', url, session),
  };
}

let tagBatch = 0;

/** A check-in body: one lot of tomatoes with the given crate weights (kg); tags unique across calls (a room's stored tags must be). */
export function tomatoes(farmerId: number, roomId: number, weights: number[], extra: { planned_days?: number; harvest?: 'today' | 'yesterday' | 'day_before_yesterday' | 'earlier' } = {}) {
  tagBatch += 1;
  return {
    farmer_id: farmerId,
    cooling_unit_id: roomId,
    lots: [{ crop_id: 'tomato', harvest: extra.harvest ?? 'today', crates: weights.map((weight_kg, i) => ({ weight_kg, tag: `T${tagBatch}-${i + 1}`, planned_days: extra.planned_days ?? 3 })) }],
  };
}

const DAY_MS = 86_400_000;

/** Moves a check-in (its movement and crates) `days` whole days into the past. */
/** Moves a check-in `days` days (and `extraMs` more) into the past. */
export async function ageCheckIn(db: Db, checkIn: { id: number; movement: { id: number; time: string } }, days: number, extraMs = 0): Promise<void> {
  const time = new Date(new Date(checkIn.movement.time).getTime() - days * DAY_MS - extraMs);
  await db.update(movements).set({ time }).where(eq(movements.id, checkIn.movement.id));
  await db.update(crates).set({ checkedInAt: time }).where(eq(crates.checkInId, checkIn.id));
}
