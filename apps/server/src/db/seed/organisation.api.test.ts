import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companies, companyFarmers, farmers, invitations, operators, smsMessages, users } from '../schema';
import { DEMO_PASSWORD } from './context';
import { seedDemoData } from './index';
import { DEMO_INVITATION_CODE } from './organisation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

describe('issue 3 demo data', () => {
  it('gives each demo company several operators and farmers with and without a login', async () => {
    for (const company of await t.database.db.select().from(companies)) {
      const staff = await t.database.db.select().from(operators).where(eq(operators.companyId, company.id));
      expect(staff.length, company.name).toBeGreaterThanOrEqual(1);
      const served = await t.database.db
        .select({ passwordHash: users.passwordHash, isWalkIn: farmers.isWalkIn })
        .from(companyFarmers)
        .innerJoin(farmers, eq(farmers.id, companyFarmers.farmerId))
        .innerJoin(users, eq(users.id, farmers.userId))
        .where(eq(companyFarmers.companyId, company.id));
      expect(served.some((f) => f.passwordHash !== null), company.name).toBe(true);
      expect(served.some((f) => f.passwordHash === null && !f.isWalkIn), company.name).toBe(true);
      expect(served.filter((f) => f.isWalkIn)).toHaveLength(1);
    }
    const [demo] = await t.database.db.select().from(companies).where(eq(companies.name, 'Demo Cold Rooms'));
    expect((await t.database.db.select().from(operators).where(eq(operators.companyId, demo!.id))).length).toBeGreaterThanOrEqual(4);
  });

  it('has a pending invitation whose code previews, and outbox messages, one failed and one refused', async () => {
    const [invitation] = await t.database.db.select().from(invitations).where(isNull(invitations.usedAt));
    expect(invitation?.code).toBe(DEMO_INVITATION_CODE);
    const preview = await t.app.inject({ method: 'GET', url: `/api/user/v1/operator-invite/?code=${DEMO_INVITATION_CODE}` });
    expect(preview.json()).toMatchObject({ role: 'Operator', company_name: 'Demo Cold Rooms' });
    const messages = await t.database.db.select().from(smsMessages);
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(messages.some((m) => m.status === 'failed' && m.lastError)).toBe(true);
    expect(messages.some((m) => m.status === 'refused' && m.refusedReason === 'country_not_allowed')).toBe(true);
  });

  it('lets the new demo operators log in with the demo password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/',
      payload: { username: '+2348030000004', password: DEMO_PASSWORD, user_type: 'op' },
    });
    expect(response.statusCode).toBe(200);
  });
});
