import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY } from '@coldroom/domain';
import { locations, movements, roomReadings, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { ageCheckIn, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { raisePickupNotices } from '../notifications/pickup';
import { receiptData } from './data';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  await t.database.db.update(locations).set({ street: 'Kano Road', streetNumber: '12', city: 'Dawanau', state: 'Kano' }).where(eq(locations.id, home.crateRoom.locationId));
});
afterAll(async () => {
  await t?.close();
});

const flat = (text: string) => text.replace(/\s+/g, ' ');
const movementRow = async (id: number) => (await t.database.db.select().from(movements).where(eq(movements.id, id)))[0]!;
const pdfOf = async (movementId: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${movementId}/receipt/`, headers: home.sessions.op.headers })).rawPayload;

describe('receipt contents', () => {
  it('a check-in receipt carries the locked price, its rule and the estimate for the planned days', async () => {
    // tomato at ₦100.00 per crate per day, two crates planned for 3 days: ₦600.00
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20, 21], { planned_days: 3 }))).json();
    const { data } = await receiptData(t.database.db, t.app.ctx.files, await movementRow(checkIn.movement.id));
    expect(data.lines.map((line) => [line.daysStored, line.feeMinor])).toEqual([[3, 30_000], [3, 30_000]]);
    expect(data.estimate).toEqual({ rules: [{ cropName: 'Tomato', kind: 'daily', metric: 'crates', rateMinor: 10_000 }], totalMinor: 60_000 });
    if (!hasPoppler) return;
    const text = flat(pdfText(await pdfOf(checkIn.movement.id)));
    expect(text).toContain('Tomato: ₦100.00 per crate per day');
    expect(text).toContain('Estimate for the planned days');
    expect(text).toContain('₦600.00');
  });

  it('every receipt gives the company’s phone (its service provider’s) and the room’s address', async () => {
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20]))).json();
    const { data } = await receiptData(t.database.db, t.app.ctx.files, await movementRow(checkIn.movement.id));
    expect(data.company.phone).toBe(home.serviceProvider.user.phone);
    expect(data.company.address).toBe('12 Kano Road, Dawanau, Kano');
    if (!hasPoppler) return;
    const text = flat(pdfText(await pdfOf(checkIn.movement.id)));
    expect(text).toContain(home.serviceProvider.user.phone!);
    expect(text).toContain('12 Kano Road, Dawanau, Kano');
  });

  it('a check-out without a discount has no discount line', async () => {
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20]))).json();
    await ageCheckIn(t.database.db, checkIn, 2);
    const out = (
      await api.checkOut(home.sessions.op, {
        cooling_unit_id: home.crateRoom.id,
        farmer_id: home.farmerId,
        lines: [{ crate_id: checkIn.lots[0].crates[0].id }],
        payment_method: 'cash',
        paid: true,
        discount_minor: 0,
      })
    ).json();
    if (!hasPoppler) return;
    const text = flat(pdfText(await pdfOf(out.movement.id)));
    expect(text).toContain('Total');
    expect(text).not.toContain('Discount');
  });
});

describe('the pick-up SMS', () => {
  it('is written in the farmer’s language with the glossary’s words (Odia: କୋଲ୍ଡ ରୁମ୍)', async () => {
    const offline = await createPerson(t.database.db, 'Farmer', { company: home.company, canLogIn: false });
    await t.database.db.update(users).set({ language: 'or' }).where(eq(users.id, offline.user.id));
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(await farmerIdOf(t.database.db, offline.user), home.crateRoom.id, [20], { harvest: 'earlier' }))).json();
    await ageCheckIn(t.database.db, checkIn, 5);
    // a warm week in the room: tomatoes there are soon past their best
    const now = Date.now();
    await t.database.db.insert(roomReadings).values(
      Array.from({ length: 7 * 24 }, (_, i) => ({
        companyId: home.company.id,
        coolingUnitId: home.crateRoom.id,
        measuredAt: new Date(now - 1_800_000 - i * 3_600_000),
        temperatureC: 30,
        source: 'manual' as const,
      })),
    );
    await raisePickupNotices(t.database.db, t.app.ctx.sms);
    const [sms] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.kind, 'pickup'), eq(smsMessages.toPhone, offline.user.phone!)));
    expect(sms?.body).toContain(GLOSSARY.or.coldRoom);
    expect(sms?.body).toContain('ଟମାଟୋ');
    expect(sms?.body).not.toMatch(/please|pick up|days/i);
  });
});
