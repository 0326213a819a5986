import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coolingUnits, locations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom, installTestCrates } from '../../../test/site-factories';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let farmer: Session;
let otherSp: Session;
let crates: Awaited<ReturnType<typeof installTestCrates>>;

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  [sp, op, farmer, otherSp] = await Promise.all([
    logIn(t.app, home.serviceProvider),
    logIn(t.app, home.operator),
    logIn(t.app, home.farmer),
    logIn(t.app, other.serviceProvider),
  ]);
  crates = await installTestCrates(t.database.db);
});
afterAll(async () => {
  crates.unregister();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api/storage/v1/locations/${url}`, ...(session ? { headers: session.headers } : {}), ...(payload ? { payload } : {}) });

const kano = { name: 'Dawanau Market', country: 'ng', state: 'Kano', city: 'Kano', street: 'Katsina Road', street_number: '12', zip_code: '700001', latitude: 12.0856, longitude: 8.4494 };

describe('creating and reading locations', () => {
  it('a service provider adds a location; it is audited and readable by the company’s staff', async () => {
    const created = await call('POST', '', sp, kano);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...kano, country: 'NG', company: home.company.id, cooling_unit_count: 0 });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'location.create'), eq(auditLog.entityId, String(body.id))));
    expect(audits).toHaveLength(1);
    for (const session of [sp, op]) {
      const read = await call('GET', `${body.id}/`, session);
      expect(read.statusCode).toBe(200);
      expect(read.json().name).toBe('Dawanau Market');
    }
  });

  it('accepts a location without coordinates, and blank optional fields as null', async () => {
    const created = await call('POST', '', sp, { name: 'By address', country: 'IN', city: '' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ latitude: null, longitude: null, city: null, state: null });
  });

  it('only service providers add, change or delete (403), farmers may not read (403), and a login is needed (401)', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    expect((await call('POST', '', op, kano)).statusCode).toBe(403);
    expect((await call('PUT', `${location.id}/`, op, { name: 'X' })).statusCode).toBe(403);
    expect((await call('DELETE', `${location.id}/`, op)).statusCode).toBe(403);
    expect((await call('GET', '', farmer)).statusCode).toBe(403);
    expect((await call('GET', `${location.id}/`, farmer)).statusCode).toBe(403);
    expect((await call('GET', '')).statusCode).toBe(401);
    expect((await call('POST', '', undefined, kano)).statusCode).toBe(401);
  });

  it('another company’s location is not found, for every method, and stays unchanged', async () => {
    const theirs = await createLocation(t.database.db, other.company.id, { name: 'Theirs' });
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, `${theirs.id}/`, sp, method === 'PUT' ? { name: 'Hacked' } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, theirs.id));
    expect(row).toMatchObject({ name: 'Theirs', deletedAt: null });
    const list = await call('GET', '?page_size=200', sp);
    expect(list.json().items.map((l: { id: number }) => l.id)).not.toContain(theirs.id);
  });
});

describe('validation', () => {
  it.each([
    [{ ...kano, name: '' }, 'name', 'required'],
    [{ ...kano, name: 'x'.repeat(121) }, 'name', 'too_long'],
    [{ ...kano, country: 'Nigeria' }, 'country', 'invalid'],
    [{ ...kano, latitude: 90.5 }, 'latitude', 'out_of_range'],
    [{ ...kano, latitude: -91 }, 'latitude', 'out_of_range'],
    [{ ...kano, longitude: 180.01 }, 'longitude', 'out_of_range'],
    [{ ...kano, longitude: -181 }, 'longitude', 'out_of_range'],
    [{ ...kano, latitude: 'north' }, 'latitude', 'invalid'],
    [{ name: 'No country' }, 'country', 'required'],
    [{ ...kano, longitude: undefined }, 'longitude', 'both_or_neither'],
    [{ ...kano, city: 'x'.repeat(121) }, 'city', 'too_long'],
    [{ ...kano, street_number: 'x'.repeat(31) }, 'street_number', 'too_long'],
    [{ ...kano, zip_code: 'x'.repeat(21) }, 'zip_code', 'too_long'],
  ])('refuses %j naming %s', async (payload, field, reason) => {
    const response = await call('POST', '', sp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_input');
    expect(response.json().error.fields).toMatchObject({ [field]: reason });
  });

  it('accepts the exact bounds', async () => {
    for (const [latitude, longitude] of [[90, 180], [-90, -180]]) {
      expect((await call('POST', '', sp, { ...kano, latitude, longitude })).statusCode).toBe(201);
    }
  });

  it('an update that would leave one coordinate alone is refused', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    const response = await call('PUT', `${location.id}/`, sp, { latitude: null });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ latitude: 'both_or_neither' });
  });
});

describe('listing', () => {
  it('pages and searches the company’s locations by name, city or state', async () => {
    const company = await createCompanyWithStaff(t.database.db);
    const session = await logIn(t.app, company.serviceProvider);
    for (const [name, city] of [['Alpha', 'Jos'], ['Beta', 'Ibadan'], ['Gamma', 'Jos'], ['50% Market', 'Kano']]) {
      await createLocation(t.database.db, company.company.id, { name, city, state: 'S' });
    }
    const deleted = await createLocation(t.database.db, company.company.id, { name: 'Gone', city: 'Jos', deletedAt: new Date() });
    const first = (await call('GET', '?page=1&page_size=2', session)).json();
    expect(first).toMatchObject({ total: 4, page: 1, page_size: 2 });
    expect(first.items.map((l: { name: string }) => l.name)).toEqual(['50% Market', 'Alpha']);
    const second = (await call('GET', '?page=2&page_size=2', session)).json();
    expect(second.items.map((l: { name: string }) => l.name)).toEqual(['Beta', 'Gamma']);
    const jos = (await call('GET', '?search=jos', session)).json();
    expect(jos.items.map((l: { name: string }) => l.name)).toEqual(['Alpha', 'Gamma']);
    expect(jos.items.map((l: { id: number }) => l.id)).not.toContain(deleted.id);
    const percent = (await call('GET', `?search=${encodeURIComponent('50%')}`, session)).json();
    expect(percent.items.map((l: { name: string }) => l.name)).toEqual(['50% Market']);
    expect((await call('GET', '?page_size=500', session)).statusCode).toBe(400);
  });

  it('counts the rooms at each location', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    await createRoom(t.database.db, location);
    await createRoom(t.database.db, location);
    await createRoom(t.database.db, location, { deletedAt: new Date() });
    expect((await call('GET', `${location.id}/`, sp)).json().cooling_unit_count).toBe(2);
  });
});

describe('changing and deleting', () => {
  it('changes only the given fields', async () => {
    const location = await createLocation(t.database.db, home.company.id, { city: 'Kano' });
    const response = await call('PUT', `${location.id}/`, sp, { name: 'Renamed', latitude: 9.9, longitude: 8.9 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Renamed', city: 'Kano', latitude: 9.9, longitude: 8.9 });
  });

  it('soft-deletes a location and its rooms', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    const room = await createRoom(t.database.db, location);
    expect((await call('DELETE', `${location.id}/`, sp)).statusCode).toBe(204);
    expect((await call('GET', `${location.id}/`, sp)).statusCode).toBe(404);
    expect((await call('DELETE', `${location.id}/`, sp)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(row?.deletedAt).not.toBeNull();
    const [roomRow] = await t.database.db.select().from(coolingUnits).where(eq(coolingUnits.id, room.id));
    expect(roomRow?.deletedAt).not.toBeNull();
  });

  it('refuses to delete while a room there holds produce (422), and allows it once empty', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    const room = await createRoom(t.database.db, location);
    await crates.add({ room: room.id, grams: 20_000, checkedInAt: new Date() });
    const refused = await call('DELETE', `${location.id}/`, sp);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('location_holds_produce');
    expect((await call('GET', `${location.id}/`, sp)).statusCode).toBe(200);
    await crates.clear();
    expect((await call('DELETE', `${location.id}/`, sp)).statusCode).toBe(204);
  });

  it('the other company’s service provider cannot delete ours', async () => {
    const location = await createLocation(t.database.db, home.company.id);
    expect((await call('DELETE', `${location.id}/`, otherSp)).statusCode).toBe(404);
  });
});
