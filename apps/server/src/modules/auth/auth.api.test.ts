import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { hashRefreshToken, REFRESH_GRACE_SECONDS } from '../../platform/auth/refresh-tokens';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, type Person } from '../../../test/factories';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createCompanyWithStaff(t.database.db);
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload });
/** Moves a token's rotation into the past (the grace window of a repeated refresh is measured from it). */
async function rotatedSecondsAgo(token: string, seconds: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}
const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: token } });

describe('login', () => {
  it.each([
    ['service provider', 'serviceProvider'],
    ['operator', 'operator'],
    ['farmer', 'farmer'],
  ] as const)('logs in a %s with their phone and presents them', async (_label, key) => {
    const person: Person = staff[key];
    const response = await login({ username: person.user.phone, password: person.password, user_type: person.userType, language: 'hi' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.role).toBe(person.role);
    expect(body.company).toBe(staff.company.id);
    expect(body.refresh).toEqual(expect.any(String));
    expect(body.csrf_token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      id: person.user.id,
      first_name: person.user.firstName,
      last_name: person.user.lastName,
      phone: person.user.phone,
      email: person.user.email,
      gender: person.user.gender,
      language: 'hi',
      role: person.role,
      company: staff.company.id,
    });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(Date.parse(body.user.last_login)).toBeGreaterThan(Date.now() - 60_000);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(stored?.language).toBe('hi');
    expect(stored?.lastLogin).not.toBeNull();
  });

  it('accepts a phone written with spaces and a service provider email in any case', async () => {
    const sp = staff.serviceProvider;
    const spaced = sp.user.phone!.replace(/^(\+\d{3})(\d{3})(\d{3})(\d+)$/, '$1 $2 $3 $4');
    expect((await login({ username: spaced, password: sp.password, user_type: 'sp' })).statusCode).toBe(200);
    expect((await login({ username: sp.user.email!.toUpperCase(), password: sp.password, user_type: 'sp' })).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const op = staff.operator;
    const wrong = await login({ username: op.user.phone, password: 'Wrong-password1', user_type: 'op' });
    const unknown = await login({ username: '+2348039999999', password: 'Wrong-password1', user_type: 'op' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('refuses a user type that is not the user’s role, an email for non-service-providers, and inactive users', async () => {
    const farmer = staff.farmer;
    const inactive = await createPerson(t.database.db, 'Operator', { company: staff.company, active: false });
    const emailOperator = await createPerson(t.database.db, 'Operator', { company: staff.company, email: 'op-email@example.com' });
    const attempts = [
      { username: farmer.user.phone, password: farmer.password, user_type: 'op' },
      { username: 'op-email@example.com', password: emailOperator.password, user_type: 'op' },
      { username: inactive.user.phone, password: inactive.password, user_type: 'op' },
    ];
    for (const attempt of attempts) {
      const response = await login(attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(401);
      expect(response.json().error.code).toBe('invalid_credentials');
    }
  });

  it('sets the CSRF cookies', async () => {
    const sp = staff.serviceProvider;
    const response = await login({ username: sp.user.phone, password: sp.password, user_type: 'sp' });
    const names = response.cookies.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['_csrf', 'csrftoken']));
    expect(response.cookies.find((c) => c.name === 'csrftoken')?.value).toBe(response.json().csrf_token);
    expect(response.cookies.find((c) => c.name === '_csrf')?.httpOnly).toBe(true);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh gives a new token and the access token works', async () => {
    const session = await logIn(t.app, staff.operator);
    const again = await refresh(session.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh).not.toBe(session.refresh);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.operator.user.id}/`, headers: { authorization: `Bearer ${again.json().access}` } });
    expect(me.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after its grace window', async () => {
    const session = await logIn(t.app, staff.farmer);
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    await rotatedSecondsAgo(session.refresh, REFRESH_GRACE_SECONDS + 1);
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('token_reused');
    // The legitimate-looking newest token is dead too, and so is the access token of that session.
    const newest = await refresh(first.json().refresh);
    expect(newest.statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.farmer.user.id}/`, headers: session.headers });
    expect(me.statusCode).toBe(401);
  });

  it('the login’s own access token works at once, still after the exchange, and ends with its session', async () => {
    const answer = await login({ username: staff.operator.user.phone, password: staff.operator.password, user_type: 'op' });
    const { access, refresh: token } = answer.json();
    expect(access).toEqual(expect.any(String));
    const asUser = (bearer: string) => t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.operator.user.id}/`, headers: { authorization: `Bearer ${bearer}` } });
    expect((await asUser(access)).statusCode).toBe(200);
    // Another user's page: the token carries this user and role, no more.
    const other = await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.serviceProvider.user.id}/`, headers: { authorization: `Bearer ${access}` } });
    expect(other.statusCode).toBe(403);
    const exchanged = await refresh(token);
    expect(exchanged.statusCode).toBe(200);
    expect((await asUser(access)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: { authorization: `Bearer ${exchanged.json().access}` }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await asUser(access)).statusCode).toBe(401);
  });

  it('refuses unknown tokens', async () => {
    const response = await refresh('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('token_invalid');
  });
});

describe('logout', () => {
  it('needs a logged-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('not_authenticated');
  });

  it('revokes the session: its refresh token and access token stop working', async () => {
    const session = await logIn(t.app, staff.serviceProvider);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: session.headers, payload: { refresh: session.refresh } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.serviceProvider.user.id}/`, headers: session.headers });
    expect(me.statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const phone = await logIn(t.app, staff.operator);
    const laptop = await logIn(t.app, staff.operator);
    await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: phone.headers, payload: {} });
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });
});
