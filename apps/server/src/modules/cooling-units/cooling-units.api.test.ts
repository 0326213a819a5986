import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolingUnitCrops, coolingUnits, deviceKeys, operators } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom, installTestCrates } from '../../../test/site-factories';
import type { LocationRow } from '../../db/schema';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let farmer: Session;
let place: LocationRow;
let theirPlace: LocationRow;
let operatorId: number;
let otherOperatorId: number;
let crates: Awaited<ReturnType<typeof installTestCrates>>;

const operatorIdOf = async (userId: number) =>
  (await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.userId, userId)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  [sp, op, farmer] = await Promise.all([logIn(t.app, home.serviceProvider), logIn(t.app, home.operator), logIn(t.app, home.farmer)]);
  place = await createLocation(t.database.db, home.company.id, { name: 'Dawanau' });
  theirPlace = await createLocation(t.database.db, other.company.id);
  operatorId = await operatorIdOf(home.operator.user.id);
  otherOperatorId = await operatorIdOf(other.operator.user.id);
  crates = await installTestCrates(t.database.db);
});
afterAll(async () => {
  crates.unregister();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api/storage/v1/cooling-units/${url}`, ...(session ? { headers: session.headers } : {}), ...(payload ? { payload } : {}) });

const roomBody = () => ({
  name: 'Room A',
  location: place.id,
  type: 'market',
  metric: 'crates',
  capacity: 120,
  crops: [
    { crop: 'tomato', pricing: 'daily', rate: 10_000 },
    { crop: 'onion', pricing: 'fixed', rate: 30_000 },
  ],
  operators: [operatorId],
});

describe('creating a cooling unit', () => {
  it('stores every field with defaults, crops with prices in minor units and the operators', async () => {
    const response = await call('POST', '', sp, roomBody());
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      view: 'staff',
      name: 'Room A',
      company: { id: home.company.id, name: home.company.name },
      location: { id: place.id, name: 'Dawanau' },
      type: 'market',
      metric: 'crates',
      capacity: 120,
      standard_crate_weight_kg: 25,
      public: false,
      editable_checkins: false,
      sensor: false,
      sensor_state: 'off',
      latest_reading: null,
      currency: 'NGN',
      occupancy: { metric: 'crates', used: 0, capacity: 120, fraction: 0, free: 120, crates: 0, kg: 0 },
    });
    expect(body.crops).toEqual(
      expect.arrayContaining([
        { crop: 'tomato', pricing: 'daily', rate: 10_000 },
        { crop: 'onion', pricing: 'fixed', rate: 30_000 },
      ]),
    );
    expect(body.operators).toEqual([{ id: operatorId, user_id: home.operator.user.id, first_name: home.operator.user.firstName, last_name: home.operator.user.lastName }]);
  });

  it('takes the optional fields', async () => {
    const response = await call('POST', '', sp, { ...roomBody(), metric: 'kg', capacity: 3000, standard_crate_weight_kg: 22.5, public: true, editable_checkins: true, sensor: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ metric: 'kg', standard_crate_weight_kg: 22.5, public: true, editable_checkins: true, sensor: true, sensor_state: 'error' });
  });

  it.each([
    [{ name: '' }, 'name', 'required'],
    [{ type: 'cellar' }, 'type', 'invalid'],
    [{ metric: 'tonnes' }, 'metric', 'invalid'],
    [{ capacity: 0 }, 'capacity', 'out_of_range'],
    [{ capacity: 12.5 }, 'capacity', 'not_whole_number'],
    [{ capacity: 10_000_001 }, 'capacity', 'out_of_range'],
    [{ standard_crate_weight_kg: 0 }, 'standard_crate_weight_kg', 'out_of_range'],
    [{ standard_crate_weight_kg: 500.5 }, 'standard_crate_weight_kg', 'out_of_range'],
    [{ public: 'yes' }, 'public', 'invalid'],
    [{ location: 'here' }, 'location', 'invalid'],
    [{ crops: [{ crop: 'tomato', pricing: 'weekly', rate: 1 }] }, 'crops.0.pricing', 'invalid'],
    [{ crops: [{ crop: 'tomato', pricing: 'daily', rate: -1 }] }, 'crops.0.rate', 'out_of_range'],
    [{ crops: [{ crop: 'tomato', pricing: 'daily', rate: 12.5 }] }, 'crops.0.rate', 'not_whole_number'],
    [{ crops: [{ crop: 'tomato', pricing: 'daily' }] }, 'crops.0.rate', 'required'],
  ])('refuses %j naming %s', async (change, field, reason) => {
    const response = await call('POST', '', sp, { ...roomBody(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: reason });
  });

  it('refuses unknown or repeated crops, another company’s location and operators, naming each', async () => {
    const response = await call('POST', '', sp, {
      ...roomBody(),
      location: theirPlace.id,
      crops: [
        { crop: 'tomato', pricing: 'daily', rate: 1 },
        { crop: 'dragon-fruit', pricing: 'daily', rate: 1 },
        { crop: 'tomato', pricing: 'fixed', rate: 2 },
      ],
      operators: [operatorId, otherOperatorId, 999_999],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      location: 'unknown_location',
      'crops.1.crop': 'unknown_crop',
      'crops.2.crop': 'duplicate_crop',
      'operators.1': 'unknown_operator',
      'operators.2': 'unknown_operator',
    });
    const deletedPlace = await createLocation(t.database.db, home.company.id, { deletedAt: new Date() });
    const onDeleted = await call('POST', '', sp, { ...roomBody(), location: deletedPlace.id });
    expect(onDeleted.json().error.fields).toEqual({ location: 'unknown_location' });
  });

  it('only service providers create (403 for operators and farmers; 401 without login)', async () => {
    expect((await call('POST', '', op, roomBody())).statusCode).toBe(403);
    expect((await call('POST', '', farmer, roomBody())).statusCode).toBe(403);
    expect((await call('POST', '', undefined, roomBody())).statusCode).toBe(401);
  });
});

describe('reading and listing', () => {
  it('staff read their company’s rooms; another company’s room is not found for any method', async () => {
    const theirs = await createRoom(t.database.db, theirPlace, { public: false });
    for (const session of [sp, op]) expect((await call('GET', `${theirs.id}/`, session)).statusCode).toBe(404);
    expect((await call('PUT', `${theirs.id}/`, sp, { name: 'Hacked' })).statusCode).toBe(404);
    expect((await call('DELETE', `${theirs.id}/`, sp)).statusCode).toBe(404);
    expect((await call('GET', `${theirs.id}/planner/`, sp)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(coolingUnits).where(eq(coolingUnits.id, theirs.id));
    expect(row).toMatchObject({ name: theirs.name, deletedAt: null });
  });

  it('filters by location, operator (operators.id or user id) and name', async () => {
    const company = await createCompanyWithStaff(t.database.db);
    const session = await logIn(t.app, company.serviceProvider);
    const opId = await operatorIdOf(company.operator.user.id);
    const a = await createLocation(t.database.db, company.company.id);
    const b = await createLocation(t.database.db, company.company.id);
    const r1 = await createRoom(t.database.db, a, { name: 'Apple store' });
    const r2 = await createRoom(t.database.db, a, { name: 'Banana store' });
    const r3 = await createRoom(t.database.db, b, { name: 'Cassava store' });
    await createRoom(t.database.db, b, { name: 'Deleted store', deletedAt: new Date() });
    await call('PUT', `${r2.id}/`, session, { operators: [opId] });
    await call('PUT', `${r3.id}/`, session, { operators: [opId] });
    const ids = async (query: string) => (await call('GET', query, session)).json().items.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([r1.id, r2.id, r3.id]);
    expect(await ids(`?location=${a.id}`)).toEqual([r1.id, r2.id]);
    expect(await ids(`?operator=${opId}`)).toEqual([r2.id, r3.id]);
    expect(await ids(`?operator_user=${company.operator.user.id}`)).toEqual([r2.id, r3.id]);
    expect(await ids(`?operator=${opId}&location=${b.id}`)).toEqual([r3.id]);
    expect(await ids('?search=BANANA')).toEqual([r2.id]);
    const paged = (await call('GET', '?page=2&page_size=2', session)).json();
    expect(paged).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(paged.items.map((r: { id: number }) => r.id)).toEqual([r3.id]);
  });

  it('a farmer sees public rooms of any company without staff-only fields, and not private ones', async () => {
    const open = await createRoom(t.database.db, theirPlace, { name: 'Open room', public: true, sensor: true, crops: [['tomato', 'daily', 500]] });
    const closed = await createRoom(t.database.db, place, { name: 'Closed room', public: false });
    const listed = await call('GET', '?page_size=200', farmer);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json();
    const ids = list.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(closed.id);
    const read = await call('GET', `${open.id}/`, farmer);
    expect(read.statusCode).toBe(200);
    const room = read.json();
    expect(room).toMatchObject({ view: 'public', name: 'Open room', crops: [{ crop: 'tomato', pricing: 'daily', rate: 500 }] });
    for (const hidden of ['operators', 'sensor', 'sensor_state', 'latest_reading', 'editable_checkins', 'created_at']) expect(room).not.toHaveProperty(hidden);
    expect((await call('GET', `${closed.id}/`, farmer)).statusCode).toBe(404);
    expect((await call('GET', `${open.id}/planner/`, farmer)).statusCode).toBe(403);
  });

  it('operators read every room of their company', async () => {
    const unassigned = await createRoom(t.database.db, place, { name: 'Not mine' });
    const response = await call('GET', `${unassigned.id}/`, op);
    expect(response.statusCode).toBe(200);
    expect(response.json().view).toBe('staff');
  });
});

describe('changing a cooling unit', () => {
  it('changes the given fields and replaces crops (kept rows keep their ids) and operators', async () => {
    const created = (await call('POST', '', sp, roomBody())).json();
    const [tomatoBefore] = await t.database.db.select().from(coolingUnitCrops).where(eq(coolingUnitCrops.coolingUnitId, created.id));
    const response = await call('PUT', `${created.id}/`, sp, {
      name: 'Room A2',
      capacity: 90,
      public: true,
      crops: [{ crop: 'tomato', pricing: 'fixed', rate: 25_000 }, { crop: 'okra', pricing: 'daily', rate: 7_500 }],
      operators: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ name: 'Room A2', capacity: 90, public: true, metric: 'crates', operators: [] });
    expect(body.crops).toEqual(expect.arrayContaining([{ crop: 'tomato', pricing: 'fixed', rate: 25_000 }, { crop: 'okra', pricing: 'daily', rate: 7_500 }]));
    expect(body.crops).toHaveLength(2);
    const rows = await t.database.db.select().from(coolingUnitCrops).where(eq(coolingUnitCrops.coolingUnitId, created.id));
    expect(rows.find((r) => r.cropId === tomatoBefore!.cropId)?.id).toBe(tomatoBefore!.id);
  });

  it('validates an update like a create', async () => {
    const room = await createRoom(t.database.db, place);
    const response = await call('PUT', `${room.id}/`, sp, { capacity: -3, crops: [{ crop: 'nope', pricing: 'daily', rate: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ capacity: 'out_of_range' });
    const refs = await call('PUT', `${room.id}/`, sp, { crops: [{ crop: 'nope', pricing: 'daily', rate: 1 }], operators: [otherOperatorId] });
    expect(refs.json().error.fields).toEqual({ 'crops.0.crop': 'unknown_crop', 'operators.0': 'unknown_operator' });
    expect((await call('PUT', `${room.id}/`, op, { name: 'Mine' })).statusCode).toBe(403);
  });

  it('refuses a metric change while the room holds produce', async () => {
    const room = await createRoom(t.database.db, place);
    await crates.add({ room: room.id, grams: 25_000, checkedInAt: new Date() });
    const response = await call('PUT', `${room.id}/`, sp, { metric: 'kg' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('room_holds_produce');
    expect((await call('PUT', `${room.id}/`, sp, { metric: 'crates', capacity: 10 })).statusCode).toBe(200);
    await crates.clear();
  });
});

describe('deleting a cooling unit', () => {
  it('soft-deletes it and revokes its device keys', async () => {
    const room = await createRoom(t.database.db, place);
    const key = (await t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${room.id}/device-keys/`, headers: sp.headers })).json();
    expect((await call('DELETE', `${room.id}/`, op)).statusCode).toBe(403);
    expect((await call('DELETE', `${room.id}/`, sp)).statusCode).toBe(204);
    expect((await call('GET', `${room.id}/`, sp)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(deviceKeys).where(eq(deviceKeys.id, key.id));
    expect(row?.revokedAt).not.toBeNull();
  });

  it('refuses while the room holds produce (422)', async () => {
    const room = await createRoom(t.database.db, place);
    await crates.add({ room: room.id, grams: 1_000, checkedInAt: new Date() });
    const response = await call('DELETE', `${room.id}/`, sp);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('room_holds_produce');
    expect((await call('GET', `${room.id}/`, sp)).statusCode).toBe(200);
    await crates.clear();
    expect((await call('DELETE', `${room.id}/`, sp)).statusCode).toBe(204);
  });

  it('a room of a new company holds nothing until check-ins exist', async () => {
    const { roomHoldsProduce } = await import('../occupancy/queries');
    crates.unregister();
    try {
      const room = await createRoom(t.database.db, place);
      expect(await roomHoldsProduce(t.database.db, room.id)).toBe(false);
    } finally {
      crates = await installTestCrates(t.database.db);
    }
  });
});

describe('operator assignments for the operators endpoints', () => {
  it('assigns rooms of the company only, replaces the set, and lists them', async () => {
    const { assignOperatorRooms, roomsOfOperator, roomsOfOperatorUser } = await import('./assignments');
    const person = await createPerson(t.database.db, 'Operator', { company: home.company });
    const opId = await operatorIdOf(person.user.id);
    const r1 = await createRoom(t.database.db, place, { name: 'B room' });
    const r2 = await createRoom(t.database.db, place, { name: 'A room' });
    const theirs = await createRoom(t.database.db, theirPlace);
    const gone = await createRoom(t.database.db, place, { deletedAt: new Date() });
    const db = t.database.db;
    await db.transaction((tx) => assignOperatorRooms(tx, home.company.id, opId, [r1.id, r2.id, r1.id]));
    expect((await roomsOfOperator(db, opId)).map((r) => r.id)).toEqual([r2.id, r1.id]);
    for (const bad of [[theirs.id], [gone.id], [r1.id, 0]]) {
      await expect(db.transaction((tx) => assignOperatorRooms(tx, home.company.id, opId, bad))).rejects.toMatchObject({
        status: 400,
        fields: { cooling_units: 'unknown_cooling_unit' },
      });
    }
    expect((await roomsOfOperator(db, opId)).map((r) => r.id)).toEqual([r2.id, r1.id]);
    await db.transaction((tx) => assignOperatorRooms(tx, home.company.id, opId, [r1.id]));
    expect((await roomsOfOperatorUser(db, person.user.id)).map((r) => r.name)).toEqual(['B room']);
    await db.transaction((tx) => assignOperatorRooms(tx, home.company.id, opId, []));
    expect(await roomsOfOperator(db, opId)).toEqual([]);
    await expect(db.transaction((tx) => assignOperatorRooms(tx, other.company.id, opId, []))).rejects.toThrow(/not an operator of company/);
  });
});

describe("a room's rate cards for offline pricing (issue 29, docs/rent-rules.md §7)", () => {
  it("carries each crop's card in force today and the later versions, and the company's time zone", async () => {
    const { addDays, calendarDateIn } = await import('@coldroom/domain');
    const created = await call('POST', '', sp, roomBody());
    expect(created.statusCode, created.body).toBe(201);
    const room = created.json();
    expect(typeof room.time_zone).toBe('string');
    const today = calendarDateIn(new Date(), room.time_zone);
    const seasonal = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
    const tiered = { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }] };
    const add = (effective_from: string, card: object) =>
      t.app.inject({ method: 'POST', url: `/api/operation/v1/cooling-units/${room.id}/rate-cards/`, headers: sp.headers, payload: { crop_id: 'tomato', effective_from, card } });
    for (const [on, card] of [[today, seasonal], [addDays(today, 10), tiered]] as const) {
      const added = await add(on, card);
      expect(added.statusCode, added.body).toBe(201);
    }
    for (const session of [sp, op]) {
      const one = (await call('GET', `${room.id}/`, session)).json();
      const listed = (await call('GET', `?page_size=200`, session)).json().items.find((item: { id: number }) => item.id === room.id);
      for (const answer of [one, listed]) {
        // version 1 (the room's price) is no longer in force: today's version replaced it; the later one follows
        const versions = answer.rate_cards.map((v: { crop: string; version: number; effective_from: string; card: object }) => [v.crop, v.version, v.effective_from, v.card]);
        expect(versions.filter((v: string[]) => v[0] === 'tomato')).toEqual([
          ['tomato', 2, today, seasonal],
          ['tomato', 3, addDays(today, 10), tiered],
        ]);
        // the onion's price became its version 1 when the room's first version was added
        expect(versions.filter((v: string[]) => v[0] === 'onion')).toEqual([['onion', 1, '2000-01-01', { basis: 'crate', period: 'once', rate_minor: 30_000 }]]);
        // the crops' prices keep their shape
        expect(answer.crops).toEqual(expect.arrayContaining([{ crop: 'tomato', pricing: 'daily', rate: 400 }]));
      }
    }
  });
});
