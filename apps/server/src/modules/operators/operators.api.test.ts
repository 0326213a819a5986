import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolingUnitOperators, operators, serviceProviders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, type Session } from '../../../test/factories';
import { caller } from '../../../test/organisation-factories';
import { createLocation, createRoom } from '../../../test/site-factories';

let t: TestApp;
let call: ReturnType<typeof caller>;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let farmer: Session;
let otherSp: Session;
let operatorId: number;
let otherOperatorId: number;
let rooms: number[];
let foreignRoom: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  sp = await logIn(t.app, home.serviceProvider);
  op = await logIn(t.app, home.operator);
  farmer = await logIn(t.app, home.farmer);
  otherSp = await logIn(t.app, other.serviceProvider);
  operatorId = (await t.database.db.select().from(operators).where(eq(operators.userId, home.operator.user.id)))[0]!.id;
  otherOperatorId = (await t.database.db.select().from(operators).where(eq(operators.userId, other.operator.user.id)))[0]!.id;
  const place = await createLocation(t.database.db, home.company.id);
  rooms = [(await createRoom(t.database.db, place)).id, (await createRoom(t.database.db, place)).id];
  foreignRoom = (await createRoom(t.database.db, await createLocation(t.database.db, other.company.id))).id;
});
afterAll(() => t.close());

describe('operators', () => {
  it('a service provider sets an operator’s rooms through PUT /users/{id}/ and sees them on the operator', async () => {
    const response = await call('PUT', `/api/user/v1/users/${home.operator.user.id}/`, sp, { cooling_units: rooms });
    expect(response.statusCode, response.body).toBe(200);
    const operator = (await call('GET', `/api/user/v1/operators/${operatorId}/`, sp)).json();
    expect(operator).toMatchObject({
      id: operatorId,
      userId: home.operator.user.id,
      companyName: home.company.name,
      firstName: home.operator.user.firstName,
      phone: home.operator.user.phone,
      companyId: home.company.id,
    });
    expect([...operator.cooling_units].sort()).toEqual([...rooms].sort());
    const foreign = await call('PUT', `/api/user/v1/users/${home.operator.user.id}/`, sp, { cooling_units: [foreignRoom] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ cooling_units: 'unknown_cooling_unit' });
    // An operator sending cooling_units about themselves changes nothing.
    await call('PUT', `/api/user/v1/users/${home.operator.user.id}/`, op, { cooling_units: [] });
    expect((await call('GET', `/api/user/v1/operators/${operatorId}/`, op)).json().cooling_units).toHaveLength(2);
  });

  it('lists the company’s operators (with last login), searchable; another company’s list is 404', async () => {
    const list = await call('GET', '/api/user/v1/operators', sp);
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((o: { id: number }) => o.id);
    expect(ids).toContain(operatorId);
    expect(ids).not.toContain(otherOperatorId);
    expect(list.json().items.find((o: { id: number }) => o.id === operatorId).lastLogin).not.toBeNull();
    expect((await call('GET', `/api/user/v1/operators?company=${home.company.id}`, sp)).json().total).toBe(list.json().total);
    expect((await call('GET', `/api/user/v1/operators?company=${other.company.id}`, sp)).statusCode).toBe(404);
    const search = (await call('GET', `/api/user/v1/operators/?search=${home.operator.user.lastName.toLowerCase()}`, sp)).json();
    expect(search.items.map((o: { id: number }) => o.id)).toEqual([operatorId]);
  });

  it('an operator finds themselves by ?user_id, and may not read colleagues (403); farmers may not at all', async () => {
    const self = (await call('GET', `/api/user/v1/operators/?user_id=${home.operator.user.id}`, op)).json();
    expect(self.items.map((o: { id: number }) => o.id)).toEqual([operatorId]);
    const colleague = await createPerson(t.database.db, 'Operator', { company: home.company });
    expect((await call('GET', `/api/user/v1/operators/?user_id=${colleague.user.id}`, op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/operators/', op)).statusCode).toBe(403);
    const [colleagueRow] = await t.database.db.select().from(operators).where(eq(operators.userId, colleague.user.id));
    expect((await call('GET', `/api/user/v1/operators/${colleagueRow!.id}/`, op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/operators/', farmer)).statusCode).toBe(403);
  });

  it('another company’s operator is 404 for every method', async () => {
    expect((await call('GET', `/api/user/v1/operators/${otherOperatorId}/`, sp)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/v1/operators/${otherOperatorId}/`, sp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/operators/?user_id=${other.operator.user.id}`, sp)).json().items).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.operator.user.id));
    expect(row?.active).toBe(true);
  });

  it('removing an operator deletes the account, its rooms and sessions; only service providers may', async () => {
    const leaving = await createPerson(t.database.db, 'Operator', { company: home.company });
    const session = await logIn(t.app, leaving);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.userId, leaving.user.id));
    await call('PUT', `/api/user/v1/users/${leaving.user.id}/`, sp, { cooling_units: [rooms[0]] });
    expect((await call('DELETE', `/api/user/v1/operators/${row!.id}/`, op)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/v1/operators/${row!.id}/`, sp)).statusCode).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(user).toMatchObject({ firstName: 'Deleted user', active: false, phone: null });
    expect(await t.database.db.select().from(coolingUnitOperators).where(eq(coolingUnitOperators.operatorId, row!.id))).toEqual([]);
    expect((await call('GET', `/api/user/v1/operators/${row!.id}/`, sp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/users/${leaving.user.id}/`, session)).statusCode).toBe(401);
  });
});

describe('service providers (registered employees)', () => {
  it('lists and reads the company’s service providers; others are 404, operators 403', async () => {
    const colleague = await createPerson(t.database.db, 'Service Provider', { company: home.company });
    const list = await call('GET', `/api/user/v1/service-providers/?company=${home.company.id}`, sp);
    expect(list.statusCode).toBe(200);
    const userIds = list.json().items.map((s: { userId: number }) => s.userId);
    expect(userIds.sort()).toEqual([home.serviceProvider.user.id, colleague.user.id].sort());
    const [row] = await t.database.db.select().from(serviceProviders).where(eq(serviceProviders.userId, colleague.user.id));
    expect((await call('GET', `/api/user/v1/service-providers/${row!.id}/`, sp)).json()).toMatchObject({
      id: row!.id,
      userId: colleague.user.id,
      firstName: colleague.user.firstName,
      companyId: home.company.id,
    });
    expect((await call('GET', `/api/user/v1/service-providers/${row!.id}/`, otherSp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/service-providers/?company=${home.company.id}`, otherSp)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/v1/service-providers/', op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/service-providers/', farmer)).statusCode).toBe(403);
  });
});
