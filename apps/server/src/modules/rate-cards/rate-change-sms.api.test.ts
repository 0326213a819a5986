import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@coldroom/domain';
import { smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { rateChangeText } from './rate-change-text';

// docs/rent-rules.md §6: the farmers of the lots a new version is applied to are told by SMS, in their language.

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } });
});
afterAll(async () => t?.close());

describe('the rate-change SMS', () => {
  it("is written in the farmer's language, with the lots changed and what they owe now", async () => {
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, home.farmer.user.id));
    const today = calendarDateIn(new Date(), 'Africa/Lagos');
    const lots: number[] = [];
    for (const weights of [[20], [20, 20]]) {
      const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, weights));
      expect(response.statusCode, response.body).toBe(201);
      await ageCheckIn(t.database.db, response.json(), 5);
      lots.push(response.json().lots[0].id);
    }
    const created = await api.call('POST', `/operation/v1/cooling-units/${home.crateRoom.id}/rate-cards/`, home.sessions.sp, {
      crop_id: 'tomato',
      effective_from: today,
      card: { basis: 'crate', period: 'day', rate_minor: 12_000 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const applied = await api.call('POST', `/operation/v1/rate-cards/${created.json().id}/apply/`, home.sessions.sp, { confirm: true, lot_ids: lots });
    expect(applied.statusCode, applied.body).toBe(200);
    // 3 crates × 5 days × ₦120.00 = ₦1,800.00 due now under the new version
    expect(applied.json()).toMatchObject({ lots: 2, after_minor: 180_000, sms_queued: 1 });
    const [sms] = await t.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'rate_change'), eq(smsMessages.toPhone, home.farmer.user.phone!)));
    const expected = rateChangeText('hi', { company: home.company.name, room: home.crateRoom.name, lots: 2, from: today, dueMinor: 180_000, currency: 'NGN' });
    expect(sms!.body).toBe(expected);
    expect(sms!.body).toContain('2 लॉट');
    expect(sms!.body).toContain('₦1,800.00');
  });
});
