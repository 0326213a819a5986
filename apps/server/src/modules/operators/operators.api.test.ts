import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolingUnitOperators, operators, serviceProviders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn } from '../../../test/factories';
import { caller } from '../../../test/organisation-factories';
import { roomsOfBoth, twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;
let operatorId: number;
let otherOperatorId: number;
let rooms: number[];
let foreignRoom: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
  operatorId = (await t.database.db.select().from(operators).where(eq(operators.userId, org.home.operator.user.id)))[0]!.id;
  otherOperatorId = (await t.database.db.select().from(operators).where(eq(operators.userId, org.other.operator.user.id)))[0]!.id;
  ({ rooms, foreignRoom } = await roomsOfBoth(t.database.db, org));
});
afterAll(() => t.close());

describe('operators', () => {
  it('a service provider sets an operator’s rooms through PUT /users/{id}/ and sees them on the operator', async () => {
    const response = await call('PUT', `/api/user/v1/users/${org.home.operator.user.id}/`, org.sp, { cooling_units: rooms });
    expect(response.statusCode, response.body).toBe(200);
    const operator = (await call('GET', `/api/user/v1/operators/${operatorId}/`, org.sp)).json();
    expect(operator).toMatchObject({
      id: operatorId,
      userId: org.home.operator.user.id,
      companyName: org.home.company.name,
      firstName: org.home.operator.user.firstName,
      phone: org.home.operator.user.phone,
      companyId: org.home.company.id,
    });
    expect([...operator.cooling_units].sort()).toEqual([...rooms].sort());
    const foreign = await call('PUT', `/api/user/v1/users/${org.home.operator.user.id}/`, org.sp, { cooling_units: [foreignRoom] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ cooling_units: 'unknown_cooling_unit' });
    // An operator sending cooling_units about themselves changes nothing.
    await call('PUT', `/api/user/v1/users/${org.home.operator.user.id}/`, org.op, { cooling_units: [] });
    expect((await call('GET', `/api/user/v1/operators/${operatorId}/`, org.op)).json().cooling_units).toHaveLength(2);
  });

  it('lists the company’s operators (with last login), searchable; another company’s list is 404', async () => {
    const list = await call('GET', '/api/user/v1/operators', org.sp);
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((o: { id: number }) => o.id);
    expect(ids).toContain(operatorId);
    expect(ids).not.toContain(otherOperatorId);
    expect(list.json().items.find((o: { id: number }) => o.id === operatorId).lastLogin).not.toBeNull();
    expect((await call('GET', `/api/user/v1/operators?company=${org.home.company.id}`, org.sp)).json().total).toBe(list.json().total);
    expect((await call('GET', `/api/user/v1/operators?company=${org.other.company.id}`, org.sp)).statusCode).toBe(404);
    const search = (await call('GET', `/api/user/v1/operators/?search=${org.home.operator.user.lastName.toLowerCase()}`, org.sp)).json();
    expect(search.items.map((o: { id: number }) => o.id)).toEqual([operatorId]);
  });

  it('an operator finds themselves by ?user_id, and may not read colleagues (403); farmers may not at all', async () => {
    const self = (await call('GET', `/api/user/v1/operators/?user_id=${org.home.operator.user.id}`, org.op)).json();
    expect(self.items.map((o: { id: number }) => o.id)).toEqual([operatorId]);
    const colleague = await createPerson(t.database.db, 'Operator', { company: org.home.company });
    expect((await call('GET', `/api/user/v1/operators/?user_id=${colleague.user.id}`, org.op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/operators/', org.op)).statusCode).toBe(403);
    const [colleagueRow] = await t.database.db.select().from(operators).where(eq(operators.userId, colleague.user.id));
    expect((await call('GET', `/api/user/v1/operators/${colleagueRow!.id}/`, org.op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/operators/', org.farmer)).statusCode).toBe(403);
  });

  it('another company’s operator is 404 for every method', async () => {
    expect((await call('GET', `/api/user/v1/operators/${otherOperatorId}/`, org.sp)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/v1/operators/${otherOperatorId}/`, org.sp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/operators/?user_id=${org.other.operator.user.id}`, org.sp)).json().items).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, org.other.operator.user.id));
    expect(row?.active).toBe(true);
  });

  it('removing an operator deletes the account, its rooms and sessions; only service providers may', async () => {
    const leaving = await createPerson(t.database.db, 'Operator', { company: org.home.company });
    const session = await logIn(t.app, leaving);
    const [row] = await t.database.db.select().from(operators).where(eq(operators.userId, leaving.user.id));
    await call('PUT', `/api/user/v1/users/${leaving.user.id}/`, org.sp, { cooling_units: [rooms[0]] });
    expect((await call('DELETE', `/api/user/v1/operators/${row!.id}/`, org.op)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/v1/operators/${row!.id}/`, org.sp)).statusCode).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, leaving.user.id));
    expect(user).toMatchObject({ firstName: 'Deleted user', active: false, phone: null });
    expect(await t.database.db.select().from(coolingUnitOperators).where(eq(coolingUnitOperators.operatorId, row!.id))).toEqual([]);
    expect((await call('GET', `/api/user/v1/operators/${row!.id}/`, org.sp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/users/${leaving.user.id}/`, session)).statusCode).toBe(401);
  });
});

describe('service providers (registered employees)', () => {
  it('lists and reads the company’s service providers; others are 404, operators 403', async () => {
    const colleague = await createPerson(t.database.db, 'Service Provider', { company: org.home.company });
    const list = await call('GET', `/api/user/v1/service-providers/?company=${org.home.company.id}`, org.sp);
    expect(list.statusCode).toBe(200);
    const userIds = list.json().items.map((s: { userId: number }) => s.userId);
    expect(userIds.sort()).toEqual([org.home.serviceProvider.user.id, colleague.user.id].sort());
    const [row] = await t.database.db.select().from(serviceProviders).where(eq(serviceProviders.userId, colleague.user.id));
    expect((await call('GET', `/api/user/v1/service-providers/${row!.id}/`, org.sp)).json()).toMatchObject({
      id: row!.id,
      userId: colleague.user.id,
      firstName: colleague.user.firstName,
      companyId: org.home.company.id,
    });
    expect((await call('GET', `/api/user/v1/service-providers/${row!.id}/`, org.otherSp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/service-providers/?company=${org.home.company.id}`, org.otherSp)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/v1/service-providers/', org.op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/service-providers/', org.farmer)).statusCode).toBe(403);
  });
});
