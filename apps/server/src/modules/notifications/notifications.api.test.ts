import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropById, timeToPickup } from '@coldroom/domain';
import { notifications, roomReadings, smsMessages } from '../../db/schema';
import { createTestApp, secondApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { waitFor } from '../../../test/organisation-factories';
import { ageCheckIn, assignRoom, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { raisePickupNotices } from './pickup';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  // A warm week in the crates room: tomatoes there are soon past their best.
  const now = Date.now();
  await t.database.db.insert(roomReadings).values(
    Array.from({ length: 7 * 24 }, (_, i) => ({
      companyId: home.company.id,
      coolingUnitId: home.crateRoom.id,
      measuredAt: new Date(now - HOUR / 2 - i * HOUR),
      temperatureC: 30,
      source: 'manual' as const,
    })),
  );
});
afterAll(async () => t?.close());

async function lotStored(farmerId: number, roomId: number, days: number) {
  const checkIn = (await api.checkIn(home.sessions.op, tomatoes(farmerId, roomId, [20], { harvest: 'earlier' }))).json();
  await ageCheckIn(t.database.db, checkIn, days);
  return checkIn;
}

describe('time-to-pick-up notices', () => {
  it('tell the room’s operators and the farmer once per lot when under 2 days are left', async () => {
    const second = await createPerson(t.database.db, 'Operator', { company: home.company });
    await assignRoom(t.database.db, home.crateRoom, second.user);
    const urgent = await lotStored(home.farmerId, home.crateRoom.id, 4);
    const lasting = await lotStored(home.farmerId, home.kgRoom.id, 4); // no readings there: unknown, no notice
    const now = new Date();
    const estimate = timeToPickup({
      kinetics: cropById('tomato')!.kinetics,
      initial_quality: urgent.lots[0].initial_quality,
      checked_in_at: new Date(now.getTime() - 4 * 86_400_000),
      now,
      readings: Array.from({ length: 7 * 24 }, (_, i) => ({ at: now.getTime() - HOUR / 2 - i * HOUR, temperature_c: 30 })),
    });
    expect(estimate!.days_left).toBeLessThan(2);

    expect(await raisePickupNotices(t.database.db, t.app.ctx.sms)).toBe(1);
    expect(await raisePickupNotices(t.database.db, t.app.ctx.sms)).toBe(0);
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.lotId, urgent.lots[0].id));
    expect(rows.map((r) => r.userId).sort()).toEqual([home.operator.user.id, second.user.id, home.farmer.user.id].sort());
    expect(rows.every((r) => r.kind === 'pickup_soon' && r.daysLeft! < 2)).toBe(true);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.lotId, lasting.lots[0].id))).toEqual([]);
    // The farmer has the app: no SMS.
    expect(await t.database.db.select().from(smsMessages).where(eq(smsMessages.kind, 'pickup'))).toEqual([]);

    const listed = (await api.get(home.sessions.op, '/operation/v1/notifications/')).json();
    expect(listed.unread).toBeGreaterThanOrEqual(1);
    expect(listed.items.find((n: { lot_id: number }) => n.lot_id === urgent.lots[0].id)).toMatchObject({
      kind: 'pickup_soon',
      crop_id: 'tomato',
      cooling_unit: { id: home.crateRoom.id },
      check_in_id: urgent.id,
      movement_code: urgent.movement.code,
      read_at: null,
    });
    const produce = (await api.get(home.sessions.farmer, '/storage/v1/produce/?page_size=200')).json();
    expect(produce.items.find((p: { id: number }) => p.id === urgent.lots[0].id)).toMatchObject({ pickup_urgency: 'urgent' });
  });

  it('send an SMS in their language to a farmer who has no login', async () => {
    const offline = await createPerson(t.database.db, 'Farmer', { company: home.company, canLogIn: false });
    await t.database.db.execute(`update users set language = 'hi' where id = ${offline.user.id}`);
    await lotStored(await farmerIdOf(t.database.db, offline.user), home.crateRoom.id, 5);
    expect(await raisePickupNotices(t.database.db, t.app.ctx.sms)).toBe(1);
    const [sms] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.kind, 'pickup'), eq(smsMessages.toPhone, offline.user.phone!)));
    expect(sms!.body).toContain('टमाटर');
    expect(sms!.body).toContain(home.crateRoom.name);
  });
});

describe('the periodic job', () => {
  it('raises notices on its own, as a job of the queue, and stops cleanly', async () => {
    const lot = await lotStored(home.farmerId, home.crateRoom.id, 6);
    // A server process with the periodic jobs on (the test app has them off): this slot's check runs at once.
    const server = await secondApp(t, { periodicJobs: true });
    try {
      await waitFor(async () => (await t.database.db.select().from(notifications).where(eq(notifications.lotId, lot.lots[0].id))).length > 0, 15_000);
      const depth = await server.app.ctx.jobs.depth();
      expect(depth.map((d) => d.queue)).toEqual(expect.arrayContaining(['pickup-check', 'sms-send', 'housekeeping']));
    } finally {
      await server.close();
    }
    expect(server.app.ctx.jobs.running()).toBe(false);
  });
});

describe('the notification list', () => {
  it('shows only one’s own, and marks them read', async () => {
    const mine = (await api.get(home.sessions.farmer, '/operation/v1/notifications/?unread=true')).json();
    expect(mine.items.length).toBeGreaterThan(0);
    const first = mine.items[0];
    expect((await api.call('POST', `/operation/v1/notifications/${first.id}/read/`, home.sessions.op)).statusCode).toBe(404);
    expect((await api.call('POST', `/operation/v1/notifications/${first.id}/read/`, home.sessions.farmer)).json()).toEqual({ updated: 1 });
    expect((await api.call('POST', `/operation/v1/notifications/${first.id}/read/`, home.sessions.farmer)).json()).toEqual({ updated: 0 });
    const after = (await api.get(home.sessions.farmer, '/operation/v1/notifications/')).json();
    expect(after.unread).toBe(mine.unread - 1);
    expect((await api.call('POST', '/operation/v1/notifications/read-all/', home.sessions.op)).json().updated).toBeGreaterThan(0);
    expect((await api.get(home.sessions.op, '/operation/v1/notifications/')).json().unread).toBe(0);
    expect((await api.get(null, '/operation/v1/notifications/')).statusCode).toBe(401);
  });
});
