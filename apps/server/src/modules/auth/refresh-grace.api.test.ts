/**
 * Two tabs (or the app and a tab) refreshing one refresh token at once: within the grace window both get
 * the same new pair and both stay logged in, also when the two requests reach two server processes on one
 * database at the same moment. After the window, a reuse still revokes the whole session.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { hashRefreshToken, REFRESH_GRACE_SECONDS } from '../../platform/auth/refresh-tokens';
import { createTestApp, secondApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn } from '../../../test/factories';

let t: TestApp;
let second: Awaited<ReturnType<typeof secondApp>>;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await secondApp(t);
  staff = await createCompanyWithStaff(t.database.db);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const refreshOn = (app: TestApp['app'], token: string) => app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: token } });
const me = (access: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/v1/users/${staff.operator.user.id}/`, headers: { authorization: `Bearer ${access}` } });

async function rotatedSecondsAgo(token: string, seconds: number) {
  await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
}

describe('refreshing one token twice within the grace window', () => {
  it('answers both parallel refreshes (on two servers) with the same pair, and both sessions go on', async () => {
    for (let round = 0; round < 5; round += 1) {
      const session = await logIn(t.app, staff.operator);
      const [a, b] = await Promise.all([refreshOn(t.app, session.refresh), refreshOn(second.app, session.refresh)]);
      expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
      expect(b.json()).toEqual(a.json());
      expect((await me(a.json().access)).statusCode).toBe(200);
      // Each tab goes on from what it got: the next refresh works for both (the second within the window).
      const nextA = await refreshOn(t.app, a.json().refresh);
      const nextB = await refreshOn(second.app, b.json().refresh);
      expect([nextA.statusCode, nextB.statusCode]).toEqual([200, 200]);
      expect((await me(nextB.json().access)).statusCode).toBe(200);
    }
  });

  it('answers a repeat a few seconds later with the same pair, and does not bring back a logged-out session', async () => {
    const session = await logIn(t.app, staff.operator);
    const first = await refreshOn(t.app, session.refresh);
    await rotatedSecondsAgo(session.refresh, REFRESH_GRACE_SECONDS - 5);
    const repeat = await refreshOn(second.app, session.refresh);
    expect(repeat.statusCode).toBe(200);
    // The same refresh token; the access token is signed at the (moved) rotation time, and works.
    expect(repeat.json().refresh).toBe(first.json().refresh);
    expect((await me(repeat.json().access)).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: { authorization: `Bearer ${first.json().access}` }, payload: {} });
    const afterLogout = await refreshOn(t.app, session.refresh);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().error.code).toBe('token_invalid');
  });

  it('revokes the family on a reuse after the window', async () => {
    const session = await logIn(t.app, staff.operator);
    const first = await refreshOn(t.app, session.refresh);
    await rotatedSecondsAgo(session.refresh, REFRESH_GRACE_SECONDS + 1);
    const late = await refreshOn(second.app, session.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.code).toBe('token_reused');
    expect((await refreshOn(t.app, first.json().refresh)).statusCode).toBe(401);
    expect((await me(first.json().access)).statusCode).toBe(401);
  });
});
