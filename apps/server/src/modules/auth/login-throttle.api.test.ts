import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { backoffSeconds } from '../../platform/limits/counters';
import { DEFAULT_LOGIN_LIMITS as LIMITS } from './login-throttle';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, type Person } from '../../../test/factories';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;

beforeAll(async () => {
  t = await createTestApp(); // the production limits
  staff = await createCompanyWithStaff(t.database.db);
});
afterAll(() => t.close());

const attempt = (person: Person, password: string, remoteAddress: string, username = person.user.phone) =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/login/', remoteAddress, payload: { username, password, user_type: person.userType } });

/** Ends every wait the throttle has set, as if the delays had passed. */
const waitsPass = () => t.database.db.update(rateLimits).set({ blockedUntil: new Date(Date.now() - 1000) });

describe('log-in throttling', () => {
  it('ten failures from one address: that address waits, the owner logs in from another address at once', async () => {
    const owner = await createPerson(t.database.db, 'Operator', { company: staff.company });
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) codes.push((await attempt(owner, 'Wrong-password1', '10.0.1.1')).statusCode);
    expect(codes.slice(0, LIMITS.pair.free + 1)).toEqual(Array(LIMITS.pair.free + 1).fill(401));
    expect(codes.slice(LIMITS.pair.free + 1)).toEqual(Array(10 - LIMITS.pair.free - 1).fill(429));
    // The same phone written differently is the same account: that address still waits, even with the right password.
    const spaced = owner.user.phone!.replace(/^(\+234)/, '$1 ');
    const waiting = await attempt(owner, owner.password, '10.0.1.1', spaced);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.code).toBe('rate_limited');
    expect(Number(waiting.headers['retry-after'])).toBe(LIMITS.pair.firstSeconds);
    expect((await attempt(owner, owner.password, '10.0.1.2')).statusCode).toBe(200);
  });

  it('the wait grows with each further failure of the same address, and a success clears it', async () => {
    const owner = await createPerson(t.database.db, 'Farmer', { company: staff.company });
    for (let i = 0; i < LIMITS.pair.free; i += 1) expect((await attempt(owner, 'Wrong-password1', '10.0.2.1')).statusCode).toBe(401);
    for (let n = LIMITS.pair.free + 1; n <= LIMITS.pair.free + 4; n += 1) {
      expect((await attempt(owner, 'Wrong-password1', '10.0.2.1')).statusCode).toBe(401);
      const refused = await attempt(owner, 'Wrong-password1', '10.0.2.1');
      expect(Number(refused.headers['retry-after'])).toBe(backoffSeconds(LIMITS.pair, n));
      await waitsPass();
    }
    expect((await attempt(owner, owner.password, '10.0.2.1')).statusCode).toBe(200);
    // Cleared: the next mistake from there is a plain 401 again, and so are the next free ones.
    for (let i = 0; i < LIMITS.pair.free; i += 1) expect((await attempt(owner, 'Wrong-password1', '10.0.2.1')).statusCode).toBe(401);
  });

  it(`an address that fails ${LIMITS.addressFailures} times across accounts waits; others do not`, async () => {
    const address = '10.0.3.1';
    for (let i = 0; i < LIMITS.addressFailures; i += 1) {
      const response = await attempt(staff.serviceProvider, 'Wrong-password1', address, `+2348039${String(i).padStart(6, '0')}`);
      expect(response.statusCode).toBe(401);
    }
    const refused = await attempt(staff.serviceProvider, staff.serviceProvider.password, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(LIMITS.addressWindowSeconds - 120);
    expect((await attempt(staff.serviceProvider, staff.serviceProvider.password, '10.0.3.2')).statusCode).toBe(200);
  });

  it('an account failing from many addresses slows every failing address, never one that has not failed', async () => {
    const owner = await createPerson(t.database.db, 'Operator', { company: staff.company });
    for (let i = 0; i < LIMITS.accountCeiling; i += 1) {
      expect((await attempt(owner, 'Wrong-password1', `10.0.4.${i + 1}`)).statusCode).toBe(401);
    }
    // Under attack: a new address gets its first try, and waits after its first failure.
    expect((await attempt(owner, 'Wrong-password1', '10.0.5.1')).statusCode).toBe(401);
    const slowed = await attempt(owner, 'Wrong-password1', '10.0.5.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBe(LIMITS.underAttack.firstSeconds);
    // The owner, from an address that has not failed, logs in at once.
    expect((await attempt(owner, owner.password, '10.0.6.1')).statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < LIMITS.pair.free + 3; i += 1) {
      expect((await attempt(staff.farmer, staff.farmer.password, '10.0.7.1')).statusCode).toBe(200);
    }
  });

  it('keeps its counters in the database, and expired ones go as new ones come', async () => {
    const rows = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'login:%'));
    expect(rows.length).toBeGreaterThan(0);
    const stale = Array.from({ length: 6 }, (_, i) => ({ key: `login:stale:${i}`, hits: 1, resetsAt: new Date(Date.now() - 3_600_000) }));
    await t.database.db.insert(rateLimits).values(stale);
    for (let i = 0; i < 3; i += 1) await attempt(staff.operator, 'Wrong-password1', `10.0.8.${i + 1}`);
    const left = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'login:stale:%'));
    expect(left).toEqual([]);
  });
});
