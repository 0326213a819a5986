import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from './login-limits';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, type Person } from '../../../test/factories';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;

beforeAll(async () => {
  t = await createTestApp(); // the production limits
  staff = await createCompanyWithStaff(t.database.db);
});
afterAll(() => t.close());

const attempt = (person: Person, password: string, remoteAddress: string, username = person.user.phone) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/v1/login/',
    remoteAddress,
    payload: { username, password, user_type: person.userType },
  });

describe('login rate limits', () => {
  it(`locks a username after ${DEFAULT_LOGIN_LIMITS.perUsername} failures, whatever the address`, async () => {
    const op = staff.operator;
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perUsername; i += 1) {
      const response = await attempt(op, 'Wrong-password1', `10.0.1.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    // The same phone written differently is the same username; even the right password waits now.
    const spaced = op.user.phone!.replace(/^(\+234)/, '$1 ');
    const locked = await attempt(op, op.password, '10.0.1.200', spaced);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('rate_limited');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.windowMs / 1000);
    // Other accounts are not affected.
    const other = await attempt(staff.farmer, staff.farmer.password, '10.0.1.201');
    expect(other.statusCode).toBe(200);
  });

  it(`locks an address after ${DEFAULT_LOGIN_LIMITS.perAddress} failures across usernames`, async () => {
    const address = '10.0.2.1';
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perAddress; i += 1) {
      const response = await attempt(staff.serviceProvider, 'Wrong-password1', address, `+2348039${String(i).padStart(6, '0')}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await attempt(staff.serviceProvider, staff.serviceProvider.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const elsewhere = await attempt(staff.serviceProvider, staff.serviceProvider.password, '10.0.2.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.perUsername + 2; i += 1) {
      expect((await attempt(staff.farmer, staff.farmer.password, '10.0.3.1')).statusCode).toBe(200);
    }
  });
});
