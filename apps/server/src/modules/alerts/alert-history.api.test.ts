import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolingUnits, roomAlerts, roomReadings, users, type CoolingUnitRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, createCompanyWithStaff, createPerson, logIn } from '../../../test/factories';
import { assignRoom, createIdleOperator, operationsApi } from '../../../test/operation-factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { evaluateRoomAlerts, notify } from './evaluate';
import { sendAlertMessages } from './messages';
import { raiseNoDataAlerts } from './silence';

// Issue 26, docs/cold-chain-rules.md §4 and §5: an alert's history (who was told, when and how, who
// acknowledged with what note), the list's pages, and the no-data alert of a room without a sensor.

let t: TestApp;
let api: ReturnType<typeof operationsApi>;
const MIN = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
});
afterAll(() => t.close());

async function team() {
  const db = t.database.db;
  const staff = await createCompanyWithStaff(db);
  const room = await createRoom(db, await createLocation(db, staff.company.id));
  await assignRoom(db, room, staff.operator.user);
  const [sp, op] = [await logIn(t.app, staff.serviceProvider), await logIn(t.app, staff.operator)];
  return { ...staff, room, sessions: { sp, op } };
}

async function openAlert(room: CoolingUnitRow, openedAt: Date, closedAt: Date | null = null) {
  const [row] = await t.database.db
    .insert(roomAlerts)
    .values({ companyId: room.companyId, coolingUnitId: room.id, kind: 'temperature', direction: 'low', peakValue: 2, startedAt: new Date(openedAt.getTime() - 30 * MIN), openedAt, closedAt })
    .returning();
  await notify(t.database.db, row!, 'room_alert');
  return row!;
}

describe('an alert’s history (§5)', () => {
  it('says who was told in the app and by SMS, when, with the SMS status, and who acknowledged with what note', async () => {
    const home = await team();
    const alert = await openAlert(home.room, new Date(Date.now() - 10 * MIN));
    await sendAlertMessages(t.database.db, t.app.ctx.sms, new Date());
    const ack = await api.call('POST', `/storage/v1/alerts/${alert.id}/acknowledge/`, home.sessions.op, { note: 'Thermostat set back to 4 °C' });
    expect(ack.statusCode, ack.body).toBe(200);

    const read = await api.call('GET', `/storage/v1/alerts/${alert.id}/`, home.sessions.sp);
    expect(read.statusCode, read.body).toBe(200);
    const detail = read.json();
    expect(detail).toMatchObject({ id: alert.id, cooling_unit: { id: home.room.id }, acknowledged: { note: 'Thermostat set back to 4 °C' } });
    expect(detail.acknowledged.by).toContain(home.operator.user.firstName);
    const told = detail.told as { channel: string; person: { id: number; name: string }; repeat: number | null; status: string | null; critical: boolean }[];
    const ids = [home.operator.user.id, home.serviceProvider.user.id].sort();
    expect(told.filter((one) => one.channel === 'app').map((one) => one.person.id).sort()).toEqual(ids);
    const sms = told.filter((one) => one.channel === 'sms');
    expect(sms.map((one) => one.person.id).sort()).toEqual(ids);
    for (const one of sms) {
      expect(one).toMatchObject({ repeat: 0, critical: false });
      expect(['pending', 'sending', 'sent']).toContain(one.status);
    }
    expect((await api.call('GET', `/storage/v1/alerts/${alert.id}/`, home.sessions.op)).statusCode).toBe(200);
  });

  it('is the company’s own: another company, an operator of other rooms and farmers cannot read it', async () => {
    const home = await team();
    const alert = await openAlert(home.room, new Date(Date.now() - 10 * MIN));
    const stranger = await team();
    expect((await api.call('GET', `/storage/v1/alerts/${alert.id}/`, stranger.sessions.sp)).statusCode).toBe(404);
    expect((await api.call('GET', '/storage/v1/alerts/', stranger.sessions.sp)).json().items.map((one: { id: number }) => one.id)).not.toContain(alert.id);
    expect((await api.call('GET', `/storage/v1/alerts/${alert.id}/`, await createIdleOperator(t.app, t.database.db, home.company))).statusCode).toBe(404);
    expect((await api.call('GET', `/storage/v1/alerts/${alert.id}/`, await logIn(t.app, home.farmer))).statusCode).toBe(403);
  });

  it('the list pages, and `open=false` lists the closed ones', async () => {
    const home = await team();
    const closed = await openAlert(home.room, new Date(Date.now() - 300 * MIN), new Date(Date.now() - 200 * MIN));
    const open = await openAlert(home.room, new Date(Date.now() - 10 * MIN));
    const list = async (query: string) => {
      const listed = await api.call('GET', `/storage/v1/alerts/?room=${home.room.id}&${query}`, home.sessions.sp);
      expect(listed.statusCode, listed.body).toBe(200);
      return listed.json() as { items: { id: number }[]; total: number; page: number; page_size: number };
    };
    expect(await list('page_size=1')).toMatchObject({ items: [{ id: open.id }], total: 2, page: 1, page_size: 1 });
    expect(await list('page_size=1&page=2')).toMatchObject({ items: [{ id: closed.id }], total: 2, page: 2 });
    expect(await list('open=false')).toMatchObject({ items: [{ id: closed.id }], total: 1 });
    expect((await api.call('GET', '/storage/v1/alerts/?page_size=500', home.sessions.sp)).statusCode).toBe(400);
  });
});

describe('no data from a room without a sensor (§4)', () => {
  it('past the company’s midday with no reading typed that day: one alert from midday, told; the next reading closes it', async () => {
    const db = t.database.db;
    // Kolkata is UTC+5:30: its midday of 20 November is 06:30 UTC.
    const company = await createCompany(db, { timeZone: 'Asia/Kolkata', country: 'IN', currency: 'INR' });
    const operator = await createPerson(db, 'Operator', { company });
    await db.update(users).set({ language: 'gu' }).where(eq(users.id, operator.user.id));
    const place = await createLocation(db, company.id);
    const [silent, typed] = [await createRoom(db, place, { sensor: false }), await createRoom(db, place, { sensor: false })];
    for (const room of [silent, typed]) {
      await assignRoom(db, room, operator.user);
      await db.update(coolingUnits).set({ createdAt: new Date('2026-11-19T00:00:00Z') }).where(eq(coolingUnits.id, room.id));
    }
    // A room created that morning (05:30 in Kolkata) waits for the next day.
    const fresh = await createRoom(db, place, { sensor: false });
    await db.update(coolingUnits).set({ createdAt: new Date('2026-11-20T00:00:00Z') }).where(eq(coolingUnits.id, fresh.id));
    await db.insert(roomReadings).values({ companyId: company.id, coolingUnitId: typed.id, measuredAt: new Date('2026-11-20T03:00:00Z'), temperatureC: 4, source: 'manual' });
    const alertsOf = (room: CoolingUnitRow) => db.select().from(roomAlerts).where(and(eq(roomAlerts.coolingUnitId, room.id), eq(roomAlerts.kind, 'no_data')));

    await raiseNoDataAlerts(db, new Date('2026-11-20T06:00:00Z'));
    expect(await alertsOf(silent)).toEqual([]);
    await raiseNoDataAlerts(db, new Date('2026-11-20T07:00:00Z'));
    await raiseNoDataAlerts(db, new Date('2026-11-20T07:05:00Z'));
    const [alert, ...more] = await alertsOf(silent);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ startedAt: new Date('2026-11-20T06:30:00Z'), closedAt: null, criticalAt: null });
    expect(await alertsOf(typed)).toEqual([]);
    expect(await alertsOf(fresh)).toEqual([]);

    await sendAlertMessages(db, t.app.ctx.sms, new Date('2026-11-20T07:10:00Z'));
    const told = (await api.call('GET', `/storage/v1/alerts/${alert!.id}/`, await logIn(t.app, operator))).json().told as { channel: string }[];
    expect(told.map((one) => one.channel).sort()).toEqual(['app', 'sms']);

    const reading = new Date('2026-11-20T08:00:00Z');
    await db.insert(roomReadings).values({ companyId: company.id, coolingUnitId: silent.id, measuredAt: reading, temperatureC: 4, source: 'manual' });
    await evaluateRoomAlerts(db, silent.id, reading, reading);
    await raiseNoDataAlerts(db, new Date('2026-11-20T09:00:00Z'));
    expect((await alertsOf(silent)).map((one) => one.closedAt)).toEqual([reading]);
    // The next day, past midday, without a reading: a new one.
    await raiseNoDataAlerts(db, new Date('2026-11-21T07:00:00Z'));
    expect(await alertsOf(silent)).toHaveLength(2);
    expect(await alertsOf(fresh)).toHaveLength(1);
  });
});
