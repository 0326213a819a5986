import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companyFarmers, farmers, operators, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, uniquePhone } from '../../../test/factories';
import { caller, signUpFarmer } from '../../../test/organisation-factories';
import { twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
});
afterAll(() => t.close());

const FARMERS = '/api/user/v1/farmers/';
const person = (overrides: object = {}) => ({ first_name: 'Blessing', last_name: 'Okoro', gender: 'female', phone: uniquePhone(), ...overrides });
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password, user_type: 'f' } });

describe('registering farmers', () => {
  it('an operator registers a farmer without a login, who can never log in', async () => {
    const user = person({ password: 'Placeholder-123' });
    const response = await call('POST', FARMERS, org.op, { user, createUser: false, parent_name: 'Peter Okoro', user_code: 'IGNORED1' });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ firstName: 'Blessing', lastName: 'Okoro', parentName: 'Peter Okoro', phone: user.phone, companyId: org.home.company.id, canLogIn: false, isWalkIn: false, country: 'NG' });
    expect(created.userCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(created.userCode).not.toBe('IGNORED1');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(row?.passwordHash).toBeNull();
    expect((await login(user.phone, 'Placeholder-123')).statusCode).toBe(401);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'farmer.register'), eq(auditLog.entityId, String(created.id))));
    expect(audits[0]?.companyId).toBe(org.home.company.id);
  });

  it('a farmer registered without a login may have no phone', async () => {
    const response = await call('POST', FARMERS, org.sp, { user: { first_name: 'Yakubu' }, createUser: false });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, canLogIn: false, lastName: '' });
  });

  it('staff may create an account with a login for a farmer', async () => {
    const user = person({ password: 'Farmer-pass1' });
    const response = await call('POST', FARMERS, org.sp, { user, createUser: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ canLogIn: true, companyId: org.home.company.id });
    expect((await login(user.phone, 'Farmer-pass1')).statusCode).toBe(200);
  });

  it('a farmer signs up on their own, with a password and no company, once the phone is verified', async () => {
    const user = person({ password: 'Farmer-pass1', country: 'IN', language: 'hi' });
    const farmer = await signUpFarmer(t.app, t.database.db, user, { parent_name: 'Ravi' });
    expect(farmer).toMatchObject({ companyId: null, canLogIn: true, country: 'IN', language: 'hi', parentName: 'Ravi' });
    expect((await login(user.phone, 'Farmer-pass1')).statusCode).toBe(200);
  });

  it('refuses a sign-up without a password, and registering without a login when not logged in (401)', async () => {
    const noPassword = await call('POST', FARMERS, null, { user: person(), createUser: true });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ 'user.password': 'required' });
    expect((await call('POST', FARMERS, null, { user: person(), createUser: false })).statusCode).toBe(401);
    expect((await call('POST', FARMERS, null, { user_code: org.home.farmer.user.id })).statusCode).toBe(400);
    expect((await call('POST', FARMERS, null, { user_code: 'ABCDEFGH' })).statusCode).toBe(401);
  });

  it('a farmer may not register farmers (403)', async () => {
    expect((await call('POST', FARMERS, org.farmer, { user: person(), createUser: false })).statusCode).toBe(403);
    expect((await call('POST', FARMERS, org.farmer, { user_code: 'ABCDEFGH' })).statusCode).toBe(403);
  });

  it('names invalid fields and refuses a phone someone has (409)', async () => {
    const bad = await call('POST', FARMERS, org.op, {
      user: { first_name: '', phone: '12345', email: 'nope', password: 'weak', country: 'QQ' },
      createUser: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ 'user.first_name': 'required' });
    // The body's shape is checked first (email, lengths, enums), the rest (phone, password, country) next.
    const email = await call('POST', FARMERS, org.op, { user: { first_name: 'A', email: 'nope' }, createUser: false });
    expect(email.json().error.fields).toEqual({ 'user.email': 'invalid_email' });
    const bad2 = await call('POST', FARMERS, org.op, { user: { first_name: 'A', phone: '12345', password: 'weak', country: 'QQ' }, createUser: true });
    expect(bad2.json().error.fields).toEqual({
      'user.phone': 'invalid_phone',
      'user.password': 'password_too_short',
      'user.country': 'unknown_country',
    });
    const taken = await call('POST', FARMERS, org.op, { user: person({ phone: org.home.operator.user.phone }), createUser: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ 'user.phone': 'taken' });
  });
});

describe('linking by user code', () => {
  it('links a self-registered farmer by code (typed loosely), once, and shows them in the list', async () => {
    const { userCode, id } = await signUpFarmer(t.app, t.database.db, person({ password: 'Farmer-pass1', first_name: 'Linkme' }));
    const typed = `${userCode.slice(0, 4).toLowerCase()}-${userCode.slice(4)}`;
    const linked = await call('POST', FARMERS, org.op, { user_code: typed });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ id, companyId: null });
    expect((await call('POST', FARMERS, org.op, { user_code: userCode })).statusCode).toBe(200);
    const links = await t.database.db.select().from(companyFarmers).where(eq(companyFarmers.farmerId, id));
    expect(links.map((l) => l.companyId)).toEqual([org.home.company.id]);
    const list = (await call('GET', `${FARMERS}?search=Linkme`, org.sp)).json();
    expect(list.items.map((f: { id: number }) => f.id)).toEqual([id]);
  });

  it('answers 400 for a malformed code and 404 for an unknown code or another company’s walk-in customer', async () => {
    expect((await call('POST', FARMERS, org.op, { user_code: 'ABC' })).json().error.fields).toEqual({ user_code: 'invalid_code' });
    expect((await call('POST', FARMERS, org.op, {})).json().error.fields).toEqual({ user_code: 'required' });
    expect((await call('POST', FARMERS, org.op, { user_code: 'ZZZZZZZZ' })).statusCode).toBe(404);
    const walkIn = await createPerson(t.database.db, 'Farmer', { company: org.other.company, isWalkIn: true, phone: null, canLogIn: false });
    const [row] = await t.database.db.select().from(farmers).where(eq(farmers.userId, walkIn.user.id));
    expect((await call('POST', FARMERS, org.op, { user_code: row!.userCode })).statusCode).toBe(404);
  });
});

describe('reading farmers', () => {
  it('staff list their company’s farmers (?operator, ?company), paged, never another company’s', async () => {
    const mine = await call('GET', `${FARMERS}?page_size=200`, org.op);
    expect(mine.statusCode).toBe(200);
    const ids = mine.json().items.map((f: { userId: number }) => f.userId);
    expect(ids).toContain(org.home.farmer.user.id);
    expect(ids).not.toContain(org.other.farmer.user.id);
    const [opRow] = await t.database.db.select().from(operators).where(eq(operators.userId, org.home.operator.user.id));
    const byOperator = await call('GET', `${FARMERS}?operator=${opRow!.id}&page_size=200`, org.sp);
    expect(byOperator.json().total).toBe(mine.json().total);
    const [otherOp] = await t.database.db.select().from(operators).where(eq(operators.userId, org.other.operator.user.id));
    expect((await call('GET', `${FARMERS}?operator=${otherOp!.id}`, org.sp)).statusCode).toBe(404);
    expect((await call('GET', `${FARMERS}?company=${org.other.company.id}`, org.sp)).statusCode).toBe(404);
    const paged = (await call('GET', `${FARMERS}?page=1&page_size=1`, org.sp)).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('finds farmers by name, phone or code', async () => {
    const phone = uniquePhone();
    const created = (await call('POST', FARMERS, org.op, { user: person({ first_name: 'Searchable', phone }), createUser: false })).json();
    for (const search of ['searchable', phone.slice(-6), created.userCode.toLowerCase()]) {
      const found = (await call('GET', `${FARMERS}?search=${encodeURIComponent(search)}`, org.op)).json();
      expect(found.items.map((f: { id: number }) => f.id), search).toEqual([created.id]);
    }
  });

  it('reads one farmer; another company’s farmer is 404; a farmer reads only themselves', async () => {
    const [own] = await t.database.db.select().from(farmers).where(eq(farmers.userId, org.home.farmer.user.id));
    const [foreign] = await t.database.db.select().from(farmers).where(eq(farmers.userId, org.other.farmer.user.id));
    expect((await call('GET', `${FARMERS}${own!.id}/`, org.op)).json()).toMatchObject({ id: own!.id, userId: org.home.farmer.user.id, canLogIn: true });
    expect((await call('GET', `${FARMERS}${foreign!.id}/`, org.op)).statusCode).toBe(404);
    expect((await call('GET', `${FARMERS}${own!.id}/`, org.farmer)).statusCode).toBe(200);
    expect((await call('GET', `${FARMERS}${foreign!.id}/`, org.farmer)).statusCode).toBe(404);
    const self = (await call('GET', `${FARMERS}?user_id=${org.home.farmer.user.id}`, org.farmer)).json();
    expect(self.items.map((f: { id: number }) => f.id)).toEqual([own!.id]);
    expect((await call('GET', FARMERS, org.farmer)).statusCode).toBe(403);
    expect((await call('GET', `${FARMERS}?user_id=${org.other.farmer.user.id}`, org.sp)).json().items).toEqual([]);
  });
});

describe('changing and removing farmers', () => {
  it('staff of the registering company edit a farmer without a login, phone included', async () => {
    const created = (await call('POST', FARMERS, org.op, { user: person(), createUser: false })).json();
    const phone = uniquePhone();
    const response = await call('PUT', `${FARMERS}${created.id}/`, org.op, { first_name: 'Renamed', parent_name: 'New Parent', phone, country: 'gh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Renamed', parentName: 'New Parent', phone, country: 'GH' });
    expect((await call('PUT', `${FARMERS}${created.id}/`, org.op, { phone: 'abc' })).json().error.fields).toEqual({ phone: 'invalid_phone' });
    expect((await call('PUT', `${FARMERS}${created.id}/`, org.op, { phone: org.home.serviceProvider.user.phone })).statusCode).toBe(409);
  });

  it('staff may not change the phone of a farmer with a login (422); the farmer may', async () => {
    const [own] = await t.database.db.select().from(farmers).where(eq(farmers.userId, org.home.farmer.user.id));
    const refused = await call('PUT', `${FARMERS}${own!.id}/`, org.sp, { phone: uniquePhone() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('farmer_has_login');
    expect((await call('PUT', `${FARMERS}${own!.id}/`, org.sp, { last_name: 'Staffchanged' })).statusCode).toBe(200);
    const phone = uniquePhone();
    const byFarmer = await call('PUT', `${FARMERS}${own!.id}/`, org.farmer, { phone, language: 'fr' });
    expect(byFarmer.json()).toMatchObject({ phone, language: 'fr' });
  });

  it('another company’s farmer is 404; a farmer only linked here may not be edited (403)', async () => {
    const [foreign] = await t.database.db.select().from(farmers).where(eq(farmers.userId, org.other.farmer.user.id));
    expect((await call('PUT', `${FARMERS}${foreign!.id}/`, org.sp, { first_name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', `${FARMERS}${foreign!.id}/`, org.sp)).statusCode).toBe(404);
    const self = await signUpFarmer(t.app, t.database.db, person({ password: 'Farmer-pass1' }));
    await call('POST', FARMERS, org.sp, { user_code: self.userCode });
    expect((await call('PUT', `${FARMERS}${self.id}/`, org.sp, { first_name: 'X' })).statusCode).toBe(403);
  });

  it('removing a farmer registered here without a login deletes (anonymises) them', async () => {
    const created = (await call('POST', FARMERS, org.op, { user: person(), createUser: false })).json();
    expect((await call('DELETE', `${FARMERS}${created.id}/`, org.op)).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.userId));
    expect(row).toMatchObject({ firstName: 'Deleted user', phone: null, active: false });
    expect((await call('GET', `${FARMERS}${created.id}/`, org.op)).statusCode).toBe(404);
  });

  it('removing a farmer with their own account only unlinks them', async () => {
    const self = await signUpFarmer(t.app, t.database.db, person({ password: 'Farmer-pass1' }));
    await call('POST', FARMERS, org.sp, { user_code: self.userCode });
    await call('POST', FARMERS, org.otherSp, { user_code: self.userCode });
    expect((await call('DELETE', `${FARMERS}${self.id}/`, org.sp)).statusCode).toBe(204);
    expect((await call('GET', `${FARMERS}${self.id}/`, org.sp)).statusCode).toBe(404);
    expect((await call('GET', `${FARMERS}${self.id}/`, org.otherSp)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, self.userId));
    expect(row?.active).toBe(true);
  });

  it('never removes the walk-in customer (422), and farmers may not remove (403)', async () => {
    const walkIn = await createPerson(t.database.db, 'Farmer', { company: org.home.company, isWalkIn: true, phone: null, canLogIn: false });
    const [row] = await t.database.db.select().from(farmers).where(eq(farmers.userId, walkIn.user.id));
    const response = await call('DELETE', `${FARMERS}${row!.id}/`, org.sp);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('walk_in_not_deletable');
    expect((await call('GET', `${FARMERS}${row!.id}/`, org.sp)).json().isWalkIn).toBe(true);
    expect((await call('PUT', `${FARMERS}${row!.id}/`, org.sp, { first_name: 'Someone' })).statusCode).toBe(403);
    expect((await call('DELETE', `${FARMERS}${row!.id}/`, org.farmer)).statusCode).toBe(403);
  });
});
