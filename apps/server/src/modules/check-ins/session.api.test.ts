import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkIns, companies, crates, idempotencyKeys, movements, offlineRefusals, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn, type Session } from '../../../test/factories';
import { assignRoom, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

/**
 * The check-in's session is confirmed by its first statement (policy.ts `session: 'in-statement'`), not by a
 * lookup before the route: every answer must stay what that lookup gave, 401 for a dead session before any
 * 400, 409 or 422 and before a replay, 403 for a suspended company, and nothing written.
 */
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

const written = async () => ({
  movements: (await t.database.db.select().from(movements)).length,
  checkIns: (await t.database.db.select().from(checkIns)).length,
  crates: (await t.database.db.select().from(crates)).length,
  audit: (await t.database.db.select().from(auditLog)).length,
  keys: (await t.database.db.select().from(idempotencyKeys)).length,
  refusals: (await t.database.db.select().from(offlineRefusals)).length,
});

/** A fresh operator of the home company who runs both its rooms, logged in. */
async function operatorSession(): Promise<{ session: Session; userId: number }> {
  const person = await createPerson(t.database.db, 'Operator', { company: home.company });
  await assignRoom(t.database.db, home.crateRoom, person.user);
  await assignRoom(t.database.db, home.kgRoom, person.user);
  return { session: await logIn(t.app, person), userId: person.user.id };
}

async function loggedOut(): Promise<Session> {
  const { session } = await operatorSession();
  const out = await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: session.headers, payload: {} });
  expect(out.statusCode).toBe(200);
  return session;
}

const expectTokenInvalid = (response: { statusCode: number; json(): { error: { code: string } } }) => {
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('token_invalid');
};

describe('check-in with a session that is no longer live', () => {
  it('answers 401 after logout and writes nothing', async () => {
    const session = await loggedOut();
    const before = await written();
    expectTokenInvalid(await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10, 12])));
    expect(await written()).toEqual(before);
  });

  it('answers 401 before what the request itself gets wrong: body, key, room, farmer, tags, capacity', async () => {
    const session = await loggedOut();
    const before = await written();
    expectTokenInvalid(await api.checkIn(session, { cooling_unit_id: home.crateRoom.id, lots: [] }));
    expectTokenInvalid(await api.call('POST', '/operation/v1/check-ins/', session, tomatoes(home.farmerId, home.crateRoom.id, [10])));
    expectTokenInvalid(await api.call('POST', '/operation/v1/check-ins/', session, tomatoes(home.farmerId, home.crateRoom.id, [10]), { 'idempotency-key': 'short' }));
    expectTokenInvalid(await api.checkIn(session, tomatoes(home.farmerId, other.crateRoom.id, [10])));
    expectTokenInvalid(await api.checkIn(session, tomatoes(other.farmerId, home.crateRoom.id, [10])));
    const repeated = tomatoes(home.farmerId, home.crateRoom.id, [10, 10]);
    repeated.lots[0]!.crates[1]!.tag = repeated.lots[0]!.crates[0]!.tag;
    expectTokenInvalid(await api.checkIn(session, repeated));
    expectTokenInvalid(await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, Array.from({ length: 400 }, () => 10))));
    expect(await written()).toEqual(before);
  });

  it('answers 401, not the stored answer, to a replay of a key it used while live', async () => {
    const { session } = await operatorSession();
    const body = tomatoes(home.farmerId, home.crateRoom.id, [10]);
    const first = await api.checkIn(session, body, 'session-replay-0001');
    expect(first.statusCode, first.body).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: session.headers, payload: {} });
    expectTokenInvalid(await api.checkIn(session, body, 'session-replay-0001'));
  });

  it('answers 401 for a deactivated user, and 401 offline without recording a refusal', async () => {
    const { session, userId } = await operatorSession();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, userId));
    const before = await written();
    expectTokenInvalid(await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10])));
    const offline = { device_id: 'device-session-1', done_at: new Date(Date.now() - 60_000).toISOString() };
    expectTokenInvalid(await api.checkIn(session, { ...tomatoes(home.farmerId, home.crateRoom.id, [10]), offline }));
    expect(await written()).toEqual(before);
  });

  it('answers 403 company_suspended while the company is suspended, then checks in again once it is lifted', async () => {
    const { session } = await operatorSession();
    await t.database.db.update(companies).set({ suspendedAt: new Date() }).where(eq(companies.id, home.company.id));
    try {
      const before = await written();
      const refused = await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10]));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('company_suspended');
      const invalid = await api.checkIn(session, { cooling_unit_id: home.crateRoom.id, lots: [] });
      expect(invalid.json().error.code).toBe('company_suspended');
      expect(await written()).toEqual(before);
    } finally {
      await t.database.db.update(companies).set({ suspendedAt: null }).where(eq(companies.id, home.company.id));
    }
    const again = await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10]));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('works as the user the database knows when the token says another company: that company’s rooms only', async () => {
    const { session, userId } = await operatorSession();
    await t.database.db.update(users).set({ companyId: other.company.id }).where(eq(users.id, userId));
    const before = await written();
    const response = await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10]));
    expect(response.statusCode).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('still answers 400 and 201 to a live session', async () => {
    const { session } = await operatorSession();
    const invalid = await api.checkIn(session, { cooling_unit_id: home.crateRoom.id, lots: [] });
    expect(invalid.statusCode).toBe(400);
    const created = await api.checkIn(session, tomatoes(home.farmerId, home.crateRoom.id, [10]));
    expect(created.statusCode, created.body).toBe(201);
  });
});
