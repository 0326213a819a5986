import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, roomAlerts, type CoolingUnitRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { assignRoom, createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { raiseNoDataAlerts } from './silence';

// Issue 26, docs/cold-chain-rules.md §2 and §5: alerts open from readings as they arrive (typed or a sensor's
// batch), once per excursion, close by themselves, reach the room's people, and are acknowledged with a note.

let t: TestApp;
let org: OperationsCompany;
let otherSp: Session;
let api: ReturnType<typeof operationsApi>;

const MIN = 60_000;
/** Limits 8–12 °C, the other parts at their defaults (delay 30 min, band 0.5 °C, critical 3 °C / 120 min). */
const RULE = { lower_c: 8, upper_c: 12, delay_min: 30, clear_band_c: 0.5, critical_delta_c: 3, critical_after_min: 120, no_data_min: 60, humidity_lower_pct: null, humidity_upper_pct: null };

beforeAll(async () => {
  t = await createTestApp();
  org = await createOperationsCompany(t.app, t.database.db);
  otherSp = await logIn(t.app, (await createCompanyWithStaff(t.database.db)).serviceProvider);
  api = operationsApi(t.app);
});
afterAll(() => t.close());

async function roomWithRule(overrides: Parameters<typeof createRoom>[2] = {}): Promise<CoolingUnitRow> {
  const place = await createLocation(t.database.db, org.company.id);
  const room = await createRoom(t.database.db, place, overrides);
  await assignRoom(t.database.db, room, org.operator.user);
  const saved = await api.call('PUT', `/storage/v1/cooling-units/${room.id}/alert-rule/`, org.sessions.sp, RULE);
  expect(saved.statusCode, saved.body).toBe(200);
  return room;
}

/** Readings typed by the operator, `stepMin` apart, the last `endMinutesAgo` minutes ago. */
async function typeReadings(room: CoolingUnitRow, values: number[], endMinutesAgo: number, stepMin = 5): Promise<void> {
  const start = Date.now() - (endMinutesAgo + (values.length - 1) * stepMin) * MIN;
  for (const [i, value] of values.entries()) {
    const sent = await api.call('POST', `/storage/v1/cooling-units/${room.id}/readings/`, org.sessions.op, { temperature_c: value, measured_at: new Date(start + i * stepMin * MIN).toISOString() });
    expect(sent.statusCode, sent.body).toBe(201);
  }
}

const alertsOf = async (room: CoolingUnitRow, session: Session = org.sessions.sp) => {
  const listed = await api.call('GET', `/storage/v1/alerts/?room=${room.id}`, session);
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json().items as { id: number; kind: string; opened_at: string; started_at: string; closed_at: string | null; critical_at: string | null; peak_value: number; minutes_high: number; acknowledged: unknown }[];
};
const noticesOf = (alertId: number) => t.database.db.select().from(notifications).where(eq(notifications.alertId, alertId));

describe('room alerts from typed readings', () => {
  it('out of range for less than the delay raises nothing', async () => {
    const room = await roomWithRule();
    await typeReadings(room, [10, 13, 13, 13, 13, 13, 13, 10], 0);
    expect(await alertsOf(room)).toEqual([]);
  });

  it('past the delay: one alert, told once to the room’s operator and the service providers; it closes after clear readings for the delay', async () => {
    const room = await roomWithRule();
    await typeReadings(room, [13, 13, 13, 13, 13, 13, 13.5], 200);
    const [first, ...rest] = await alertsOf(room);
    expect(rest).toEqual([]);
    let alert = first;
    expect(alert).toMatchObject({ kind: 'temperature', closed_at: null, critical_at: null, peak_value: 13.5, minutes_high: 30 });
    expect(new Date(alert!.opened_at).getTime() - new Date(alert!.started_at).getTime()).toBe(30 * MIN);
    const told = await noticesOf(alert!.id);
    expect(told.map((notice) => [notice.kind, notice.userId]).sort()).toEqual(
      [
        ['room_alert', org.operator.user.id],
        ['room_alert', org.serviceProvider.user.id],
      ].sort(),
    );
    // The operator's notification list says it, and leads to the room.
    const list = (await api.call('GET', '/operation/v1/notifications/', org.sessions.op)).json();
    expect(list.items[0]).toMatchObject({ kind: 'room_alert', alert_id: alert!.id, alert_kind: 'temperature', cooling_unit: { id: room.id } });

    // Still out, then in the band (11.8: inside the limits, not by 0.5 °C), then a brief return: still open.
    await typeReadings(room, [13.2, 11.8, 11.8, 11, 11, 12.4], 165);
    [alert] = await alertsOf(room);
    expect(alert).toMatchObject({ closed_at: null, peak_value: 13.5 });
    expect(await noticesOf(alert!.id)).toHaveLength(2);
    // Clear for 30 minutes: closed, at the reading that ended the run.
    await typeReadings(room, [10, 10, 10, 10, 10, 10, 10], 100);
    [alert] = await alertsOf(room);
    expect(alert!.closed_at).not.toBeNull();
    expect(new Date(alert!.closed_at!).getTime()).toBeLessThanOrEqual(Date.now() - 100 * MIN);
    // The next excursion is a new alert.
    await typeReadings(room, [6, 6, 6, 6, 6, 6, 6], 10);
    const both = await alertsOf(room);
    expect(both.map((one) => one.closed_at === null)).toEqual([true, false]);
  });
});

async function sensorRoom() {
  const room = await roomWithRule({ sensor: true });
  const created = await api.call('POST', `/storage/v1/cooling-units/${room.id}/device-keys/`, org.sessions.sp);
  expect(created.statusCode, created.body).toBe(201);
  const key = (created.json() as { key: string }).key;
  const send = (values: number[], endMinutesAgo: number, now = Date.now()) => {
    const start = now - (endMinutesAgo + (values.length - 1) * 5) * MIN;
    return t.app.inject({
      method: 'POST',
      url: `/api/storage/v1/cooling-units/${room.id}/sensor-readings/`,
      headers: { authorization: `Device ${key}` },
      payload: { readings: values.map((temperature_c, i) => ({ temperature_c, measured_at: new Date(start + i * 5 * MIN).toISOString() })) },
    });
  };
  return { room, send };
}

describe('room alerts from a sensor', () => {

  it('a batch of past readings spanning the delay opens the alert at once; beyond the critical level it is critical and the service providers are told so', async () => {
    const { room, send } = await sensorRoom();
    const now = Date.now();
    const sent = await send([13, 13, 15.2, 13, 13, 13, 13, 13], 60, now);
    expect(sent.json()).toEqual({ accepted: 8, duplicates: 0 });
    const [alert] = await alertsOf(room);
    expect(alert).toMatchObject({ kind: 'temperature', peak_value: 15.2, closed_at: null });
    expect(alert!.critical_at).not.toBeNull();
    const told = (await noticesOf(alert!.id)).map((notice) => `${notice.kind}:${notice.userId}`).sort();
    expect(told).toEqual(
      [`room_alert:${org.operator.user.id}`, `room_alert:${org.serviceProvider.user.id}`, `room_alert_critical:${org.serviceProvider.user.id}`].sort(),
    );
    // The same batch again: duplicates, nothing new.
    expect((await send([13, 13, 15.2, 13, 13, 13, 13, 13], 60, now)).json()).toEqual({ accepted: 0, duplicates: 8 });
    expect(await alertsOf(room)).toHaveLength(1);
    expect(await noticesOf(alert!.id)).toHaveLength(3);
  });

  it('two batches at once open one alert, and tell each person once', async () => {
    const { room, send } = await sensorRoom();
    const [a, b] = await Promise.all([send([13, 13, 13, 13, 13, 13, 13], 40), send([13.4, 13.4, 13.4, 13.4, 13.4, 13.4, 13.4], 3)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const open = await t.database.db.select().from(roomAlerts).where(eq(roomAlerts.coolingUnitId, room.id));
    expect(open).toHaveLength(1);
    expect(await noticesOf(open[0]!.id)).toHaveLength(2);
  });
});

describe('no data (§4)', () => {
  it('a sensor silent for its no-data time gets one alert, told to its people; the next reading closes it', async () => {
    const { room, send } = await sensorRoom();
    const fresh = await roomWithRule({ sensor: true });
    expect((await send([10], 90)).json()).toEqual({ accepted: 1, duplicates: 0 });
    await raiseNoDataAlerts(t.database.db);
    await raiseNoDataAlerts(t.database.db);
    const [silence, ...rest] = await alertsOf(room);
    expect(rest).toEqual([]);
    expect(silence).toMatchObject({ kind: 'no_data', closed_at: null, peak_value: null });
    // Opened the no-data time (60 min) after the latest reading.
    expect(Math.abs(new Date(silence!.started_at).getTime() - (Date.now() - 30 * MIN))).toBeLessThan(MIN);
    expect((await noticesOf(silence!.id)).map((notice) => notice.kind)).toEqual(['room_alert', 'room_alert']);
    // A room created a moment ago has not been silent for an hour yet.
    expect(await alertsOf(fresh)).toEqual([]);

    expect((await send([10], 0)).statusCode).toBe(200);
    const [closed] = await alertsOf(room);
    expect(closed).toMatchObject({ id: silence!.id });
    expect(closed!.closed_at).not.toBeNull();
  });
});

describe('acknowledging an alert', () => {
  it('needs a note; once; by staff who see the room; audited', async () => {
    const room = await roomWithRule();
    await typeReadings(room, [13, 13, 13, 13, 13, 13, 13], 30);
    const [alert] = await alertsOf(room);
    const ack = (session: Session, body: object) => api.call('POST', `/storage/v1/alerts/${alert!.id}/acknowledge/`, session, body);
    expect((await ack(org.sessions.op, { note: 'ok' })).json().error.fields).toEqual({ note: 'too_short' });
    expect((await ack(org.sessions.op, {})).json().error.fields).toEqual({ note: 'required' });
    expect((await ack(otherSp, { note: 'Door closed, compressor restarted' })).statusCode).toBe(404);
    expect((await ack(org.sessions.farmer, { note: 'Door closed, compressor restarted' })).statusCode).toBe(403);
    const done = await ack(org.sessions.op, { note: '  Door closed, compressor restarted  ' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().acknowledged).toEqual({ by: expect.any(String), at: expect.any(String), note: 'Door closed, compressor restarted' });
    expect((await ack(org.sessions.sp, { note: 'Again' })).statusCode).toBe(409);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'alert.acknowledge'), eq(auditLog.entityId, String(alert!.id))));
    expect(audit?.details).toMatchObject({ cooling_unit: room.id, note: 'Door closed, compressor restarted' });
    // Another company lists nothing of it; the open filter finds it.
    expect((await api.call('GET', '/storage/v1/alerts/', otherSp)).json().items).toEqual([]);
    const open = (await api.call('GET', '/storage/v1/alerts/?open=true', org.sessions.sp)).json().items as { id: number }[];
    expect(open.map((one) => one.id)).toContain(alert!.id);
    expect((await api.call('GET', '/storage/v1/alerts/?open=maybe', org.sessions.sp)).statusCode).toBe(400);
  });
});
