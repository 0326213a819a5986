import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companies, farmers, users } from '../schema';
import { DEMO_PASSWORD } from './context';
import { seedDemoData } from './index';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, user_type: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password: DEMO_PASSWORD, user_type } });

describe('demo data', () => {
  it('is created in an empty database, once', async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const [count] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(count?.n).toBe(2);
  });

  it('has the README accounts, each able to log in', async () => {
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Cold Rooms'));
    const [second] = await t.database.db.select().from(companies).where(eq(companies.name, 'Second Cold Co'));
    expect(demo).toMatchObject({ country: 'NG', currency: 'NGN', timeZone: 'Africa/Lagos', ml4Market: true });
    const cases = [
      ['+2348030000001', 'sp', 'Service Provider', demo?.id],
      ['sp@example.com', 'sp', 'Service Provider', demo?.id],
      ['+2348030000002', 'op', 'Operator', demo?.id],
      ['+2348030000003', 'f', 'Farmer', demo?.id],
      ['+2348030000011', 'sp', 'Service Provider', second?.id],
      // The demo platform administrator (docs/platform-admin.md): no company.
      ['+2348030000090', 'admin', 'Administrator', null],
    ] as const;
    for (const [username, type, role, company] of cases) {
      const response = await login(username, type);
      expect(response.statusCode, username).toBe(200);
      expect(response.json()).toMatchObject({ role, company });
    }
  });

  it('gives every company its walk-in customer, who cannot log in', async () => {
    const walkIns = await t.database.db.select().from(farmers).innerJoin(users, eq(users.id, farmers.userId)).where(eq(farmers.isWalkIn, true));
    expect(walkIns).toHaveLength(2);
    expect(walkIns.every((row) => row.users.passwordHash === null && row.users.phone === null)).toBe(true);
  });

  it('refuses a second company with the same name in another case', async () => {
    await expect(
      t.database.db.insert(companies).values({ name: 'DEMO COLD ROOMS', country: 'NG', timeZone: 'Africa/Lagos' }),
    ).rejects.toThrow();
  });
});
