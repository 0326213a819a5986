import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomAlertMessages, roomAlerts, smsMessages, users, type CoolingUnitRow, type RoomAlertRow } from '../../db/schema';
import { createTestApp, secondApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn } from '../../../test/factories';
import { assignRoom, operationsApi } from '../../../test/operation-factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { sendAlertMessages } from './messages';

// Issue 26, docs/cold-chain-rules.md §5: alerts by SMS to the room's operators and the company's service
// providers, in each one's language; repeats every 2 hours while open and unacknowledged, at most 6 a day per
// person; critical at once to the service providers; one message per key however many processes run the job.

let t: TestApp;
let api: ReturnType<typeof operationsApi>;
const HOUR = 3_600_000;
const T0 = new Date('2026-11-20T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
});
afterAll(() => t.close());

/** A company whose operator reads Hindi and whose service provider reads French, with one room the operator runs. */
async function team() {
  const db = t.database.db;
  const staff = await createCompanyWithStaff(db);
  await db.update(users).set({ language: 'hi' }).where(eq(users.id, staff.operator.user.id));
  await db.update(users).set({ language: 'fr' }).where(eq(users.id, staff.serviceProvider.user.id));
  const room = await createRoom(db, await createLocation(db, staff.company.id), { name: 'Chambre A' });
  await assignRoom(db, room, staff.operator.user);
  return { ...staff, room, op: staff.operator.user, sp: staff.serviceProvider.user };
}

async function openAlert(room: CoolingUnitRow, values: Partial<typeof roomAlerts.$inferInsert> = {}): Promise<RoomAlertRow> {
  const [row] = await t.database.db
    .insert(roomAlerts)
    .values({ companyId: room.companyId, coolingUnitId: room.id, kind: 'temperature', direction: 'high', peakValue: 13, startedAt: at(-0.5), openedAt: T0, ...values })
    .returning();
  return row!;
}

const run = (now: Date) => sendAlertMessages(t.database.db, t.app.ctx.sms, now);
/** The alert SMS each of these people got, oldest first. */
async function texts(...people: { phone: string | null }[]): Promise<string[][]> {
  const rows = await t.database.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.kind, 'alert'), inArray(smsMessages.toPhone, people.map((person) => person.phone!))))
    .orderBy(asc(smsMessages.id));
  return people.map((person) => rows.filter((row) => row.toPhone === person.phone).map((row) => row.body));
}
const keysOf = async (alert: RoomAlertRow) =>
  (await t.database.db.select().from(roomAlertMessages).where(eq(roomAlertMessages.alertId, alert.id)).orderBy(asc(roomAlertMessages.id))).map((m) => [m.userId, m.repeat, m.critical]);

const RULE = { lower_c: 8, upper_c: 12, delay_min: 30, clear_band_c: 0.5, critical_delta_c: 3, critical_after_min: 120, no_data_min: 60, humidity_lower_pct: null, humidity_upper_pct: null };

describe('alert SMS (§5)', () => {
  it('past the delay, typed readings open one alert; the job tells the operator and the service provider once each, in their language', async () => {
    const { room, op, sp, operator, serviceProvider } = await team();
    const [opSession, spSession] = [await logIn(t.app, operator), await logIn(t.app, serviceProvider)];
    const saved = await api.call('PUT', `/storage/v1/cooling-units/${room.id}/alert-rule/`, spSession, RULE);
    expect(saved.statusCode, saved.body).toBe(200);
    const now = Date.now();
    for (let i = 0; i < 8; i += 1) {
      const sent = await api.call('POST', `/storage/v1/cooling-units/${room.id}/readings/`, opSession, { temperature_c: 13.5, measured_at: new Date(now - (40 - i * 5) * 60_000).toISOString() });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const alerts = await t.database.db.select().from(roomAlerts).where(eq(roomAlerts.coolingUnitId, room.id));
    expect(alerts).toHaveLength(1);
    await run(new Date(now));
    await run(new Date(now + 60_000));
    const [opTexts, spTexts] = await texts(op, sp);
    expect(opTexts).toHaveLength(1);
    expect(opTexts![0]).toMatch(/^Test Cold Rooms \d+: Chambre A में तापमान .+ से बहुत ज़्यादा है। कृपया जाँच करें/);
    expect(spTexts).toHaveLength(1);
    expect(spTexts![0]).toMatch(/^Test Cold Rooms \d+ : la température de Chambre A est trop haute depuis .+\. Vérifiez/);
    expect(await keysOf(alerts[0]!)).toEqual(expect.arrayContaining([[op.id, 0, false], [sp.id, 0, false]]));
  });

  it('repeats every 2 hours while open; acknowledging stops them, and so does closing', async () => {
    const { room, op, sp, serviceProvider } = await team();
    const alert = await openAlert(room);
    await run(T0);
    await run(at(1.9));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([1, 1]);
    await run(at(2));
    expect(await keysOf(alert)).toEqual(expect.arrayContaining([[op.id, 1, false], [sp.id, 1, false]]));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([2, 2]);
    const done = await api.call('POST', `/storage/v1/alerts/${alert.id}/acknowledge/`, await logIn(t.app, serviceProvider), { note: 'Door closed' });
    expect(done.statusCode, done.body).toBe(200);
    await run(at(4));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([2, 2]);

    const other = await team();
    const closing = await openAlert(other.room);
    await run(T0);
    await t.database.db.update(roomAlerts).set({ closedAt: at(1) }).where(eq(roomAlerts.id, closing.id));
    await run(at(2));
    expect((await texts(other.op, other.sp)).map((list) => list.length)).toEqual([1, 1]);
  });

  it('at most 6 a day per person, across alerts; the next when the first is a day old', async () => {
    const { room, op, sp } = await team();
    await openAlert(room);
    await openAlert(room, { kind: 'humidity', peakValue: 97 });
    for (let hour = 0; hour <= 12; hour += 2) await run(at(hour));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([6, 6]);
    await run(at(24.01));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([8, 8]);
  });

  it('critical: the service providers are told at once, the operators at the next repeat', async () => {
    const { room, op, sp } = await team();
    const alert = await openAlert(room);
    await run(T0);
    await t.database.db.update(roomAlerts).set({ criticalAt: at(0.25) }).where(eq(roomAlerts.id, alert.id));
    await run(at(0.2));
    expect((await texts(op, sp)).map((list) => list.length)).toEqual([1, 1]);
    await run(at(0.3));
    await run(at(0.4));
    const [opTexts, spTexts] = await texts(op, sp);
    expect(opTexts).toHaveLength(1);
    expect(spTexts).toHaveLength(2);
    expect(spTexts![1]).toMatch(/^Test Cold Rooms \d+ : CRITIQUE : la température/);
    await run(at(2));
    expect((await texts(op))[0]![1]).toMatch(/: गंभीर: Chambre A में/);
    const keys = await keysOf(alert);
    expect(keys).toHaveLength(4);
    expect(keys.slice(2)).toEqual([
      [sp.id, 1, true],
      [op.id, 1, true],
    ]);
  });

  it('people without a phone get no SMS; a refused SMS is still its key, shown as refused', async () => {
    const { room, op, sp, serviceProvider } = await team();
    await t.database.db.update(users).set({ phone: null }).where(eq(users.id, op.id));
    await t.database.db.update(users).set({ phone: '+14155550123' }).where(eq(users.id, sp.id));
    const alert = await openAlert(room);
    await run(T0);
    const keys = await t.database.db.select().from(roomAlertMessages).where(eq(roomAlertMessages.alertId, alert.id));
    expect(keys.map((key) => [key.userId, key.queued, key.smsId])).toEqual([[sp.id, false, null]]);
    const [refused] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.kind, 'alert'), eq(smsMessages.toPhone, '+14155550123')));
    expect(refused).toMatchObject({ status: 'refused', refusedReason: 'country_not_allowed' });
    const detail = (await api.call('GET', `/storage/v1/alerts/${alert.id}/`, await logIn(t.app, serviceProvider, '+14155550123'))).json();
    expect(detail.told).toEqual([expect.objectContaining({ channel: 'sms', person: expect.objectContaining({ id: sp.id }), repeat: 0, status: 'refused' })]);
    await run(at(0.5));
    expect(await t.database.db.select().from(roomAlertMessages).where(eq(roomAlertMessages.alertId, alert.id))).toHaveLength(1);
  });

  it('two server processes running the job at once never write two messages for one key', async () => {
    const { room, op, sp } = await team();
    const alert = await openAlert(room);
    // PostgreSQL: a second app with its own connections to the same database; PGlite: the same database.
    const other = await secondApp(t);
    try {
      const runThere = (now: Date) => sendAlertMessages(other.app.ctx.db, other.app.ctx.sms, now);
      await Promise.all([run(T0), runThere(T0), run(T0), runThere(T0)]);
      expect((await texts(op, sp)).map((list) => list.length)).toEqual([1, 1]);
      await Promise.all([run(at(2)), runThere(at(2)), runThere(at(2.01))]);
      expect((await texts(op, sp)).map((list) => list.length)).toEqual([2, 2]);
      expect(await keysOf(alert)).toHaveLength(4);
    } finally {
      await other.close();
    }
  });
});
