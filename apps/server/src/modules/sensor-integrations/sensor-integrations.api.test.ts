import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, coolingUnits, roomAlerts, roomReadings, sensorIntegrations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { startSensorVendorsStandIn } from '../../../test/sensor-vendors-stand-in';
import { createLocation, createRoom } from '../../../test/site-factories';
import { pollDueIntegrations } from './poller';

// Issue 26: readings pulled from the vendors' clouds (docs/sensor-integrations.md), against local stand-ins
// of the Ubibot and VRM APIs and a generic JSON address.

let t: TestApp;
let org: OperationsCompany;
let otherSp: Session;
let api: ReturnType<typeof operationsApi>;
let vendors: Awaited<ReturnType<typeof startSensorVendorsStandIn>>;

const BASE = '/storage/v1/sensor-integrations/';
const MIN = 60_000;

beforeAll(async () => {
  vendors = await startSensorVendorsStandIn({ slowMs: 2000 });
  t = await createTestApp({
    env: { UBIBOT_BASE_URL: vendors.ubibotBaseUrl, VRM_BASE_URL: vendors.vrmBaseUrl, SENSOR_REQUEST_TIMEOUT_MS: '400', SENSOR_ALLOW_PRIVATE_ADDRESSES: 'true' },
  });
  org = await createOperationsCompany(t.app, t.database.db);
  otherSp = await logIn(t.app, (await createCompanyWithStaff(t.database.db)).serviceProvider);
  api = operationsApi(t.app);
});
afterAll(async () => {
  await t.close();
  await vendors.close();
});
beforeEach(() => vendors.reset());

const connect = (session: Session, body: object) => api.call('POST', BASE, session, body);
const link = (roomId: number, session: Session, body: object) => api.call('PUT', `/storage/v1/cooling-units/${roomId}/sensor-link/`, session, body);
const readingsOf = (roomId: number) => t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, roomId)).orderBy(asc(roomReadings.measuredAt));
const integration = async (id: number) => (await t.database.db.select().from(sensorIntegrations).where(eq(sensorIntegrations.id, id)))[0]!;
const remove = async (id: number) => expect((await api.call('DELETE', `${BASE}${id}/`, org.sessions.sp)).statusCode).toBe(204);

describe('connecting an account', () => {
  it('checks the credentials with the vendor at once, keeps them sealed and never answers them', async () => {
    const refused = await connect(org.sessions.sp, { vendor: 'ubibot', name: 'Ubibot', account_key: 'wrong-key-1234' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.fields).toEqual({ account_key: 'sensor_rejected' });

    vendors.state.ubibot.accountKeys.add('good-key-1234');
    const made = await connect(org.sessions.sp, { vendor: 'ubibot', name: 'Ubibot', account_key: 'good-key-1234' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.body).not.toContain('good-key-1234');
    const row = await integration(made.json().id);
    expect(row.credentials).not.toContain('good-key-1234');
    expect(row.credentials).toMatch(/^v1\./);
    const listed = await api.call('GET', BASE, org.sessions.sp);
    expect(listed.body).not.toContain('good-key-1234');
    expect(listed.json().items).toEqual([expect.objectContaining({ id: made.json().id, vendor: 'ubibot', status: 'waiting', poll_minutes: 15 })]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sensor_integration.create'), eq(auditLog.entityId, String(made.json().id))));
    expect(JSON.stringify(audit?.details)).not.toContain('good-key-1234');
    await remove(made.json().id);
  });

  it('is for service providers of the company only, and bad input names the field', async () => {
    expect((await connect(org.sessions.op, { vendor: 'vrm', name: 'VRM', token: 'abcd1234' })).statusCode).toBe(403);
    const bad = await connect(org.sessions.sp, { vendor: 'json', name: 'X', settings: { url: 'ftp://x', time_path: 'a b', temperature_path: 't', unit: 'K' }, poll_minutes: 2 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['settings.url', 'settings.time_path', 'settings.unit', 'poll_minutes']));
    vendors.state.vrm.tokens.add('vrm-token-1');
    const theirs = await connect(otherSp, { vendor: 'vrm', name: 'Theirs', token: 'vrm-token-1' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await api.call('GET', BASE, org.sessions.sp)).json().items).toEqual([]);
    expect((await api.call('PUT', `${BASE}${theirs.json().id}/`, org.sessions.sp, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await link(org.crateRoom.id, org.sessions.sp, { integration: theirs.json().id, device_id: '1' })).json().error.fields).toEqual({ integration: 'unknown_integration' });
    expect((await api.call('DELETE', `${BASE}${theirs.json().id}/`, otherSp)).statusCode).toBe(204);
  });
});

describe('polling Ubibot', () => {
  it('lands readings once, in time order, whatever order and how often they come; the room turns to its sensor', async () => {
    vendors.state.ubibot.accountKeys.add('key-ubi-1');
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MIN).toISOString();
    vendors.state.ubibot.channels.set('3001', { name: 'Crate room', feeds: [{ created_at: at(20), field1: 5.5, field2: 88 }, { created_at: at(40), field1: '5.1', field2: '87' }] });
    const made = (await connect(org.sessions.sp, { vendor: 'ubibot', name: 'Ubibot', account_key: 'key-ubi-1' })).json();
    expect((await api.call('GET', `${BASE}${made.id}/devices/`, org.sessions.sp)).json()).toEqual({ items: [{ id: '3001', name: 'Crate room' }] });

    expect((await link(org.crateRoom.id, org.sessions.sp, { integration: made.id, device_id: '9999' })).json().error.fields).toEqual({ device_id: 'sensor_unknown_device' });
    const linked = await link(org.crateRoom.id, org.sessions.sp, { integration: made.id, device_id: '3001', device_name: 'Crate room' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect((await t.database.db.select().from(coolingUnits).where(eq(coolingUnits.id, org.crateRoom.id)))[0]!.sensor).toBe(true);

    const first = await api.call('POST', `${BASE}${made.id}/poll/`, org.sessions.sp);
    expect(first.json()).toEqual({ ok: true, accepted: 2, set_aside: 0, error: null });
    // A late reading from before the last one, the same two again, and one out of bounds.
    vendors.state.ubibot.channels.get('3001')!.feeds.push({ created_at: at(30), field1: 5.3 }, { created_at: at(10), field1: 10_000 });
    const second = await api.call('POST', `${BASE}${made.id}/poll/`, org.sessions.sp);
    expect(second.json()).toMatchObject({ ok: true, set_aside: 1 });
    const rows = await readingsOf(org.crateRoom.id);
    expect(rows.map((row) => row.temperatureC)).toEqual([5.1, 5.5]);
    // The cursor moved to the latest reading: the late one (30 min ago) is older than it, so it is not asked for again.
    const view = (await api.call('GET', BASE, org.sessions.sp)).json().items[0];
    expect(view).toMatchObject({ status: 'ok', readings_received: 2, rooms: [expect.objectContaining({ device_id: '3001', readings_set_aside: 1, last_set_aside: expect.stringContaining('temperature_c 10000') })] });
    expect(vendors.seen.filter((call) => call.path === '/channels/3001/feeds.json').at(-1)!.query.get('start')).toBe(at(20).slice(0, 19).replace('T', ' '));
    await remove(made.id);
    expect(await readingsOf(org.crateRoom.id)).toHaveLength(2);
  });
});

describe('failures', () => {
  it('a vendor that fails backs off, says why, and leaves the others running', async () => {
    vendors.state.ubibot.accountKeys.add('key-ubi-2');
    vendors.state.vrm.tokens.add('vrm-token-2');
    vendors.state.vrm.sites.set('4321', { name: 'Solar room', sensors: new Map([[20, { value: 6.5, secondsAgo: 90, humidity: 90 }]]) });
    vendors.state.ubibot.channels.set('3002', { name: 'Other', feeds: [] });
    const ubi = (await connect(org.sessions.sp, { vendor: 'ubibot', name: 'Ubibot', account_key: 'key-ubi-2' })).json();
    const vrm = (await connect(org.sessions.sp, { vendor: 'vrm', name: 'VRM', token: 'vrm-token-2' })).json();
    expect((await api.call('GET', `${BASE}${vrm.id}/devices/`, org.sessions.sp)).json().items).toEqual([{ id: '4321', name: 'Solar room' }]);
    expect((await link(org.kgRoom.id, org.sessions.sp, { integration: vrm.id, device_id: '4321:20' })).statusCode).toBe(200);
    expect((await link(org.crateRoom.id, org.sessions.sp, { integration: ubi.id, device_id: '3002' })).statusCode).toBe(200);

    const now = new Date();
    for (const mode of ['rate_limited', 'timeout', 'malformed', 'server_error'] as const) {
      vendors.state.ubibot.mode = mode;
      await t.database.db.update(sensorIntegrations).set({ nextPollAt: new Date(0) });
      expect(await pollDueIntegrations(t.database.db, t.config, now)).toBe(2);
      const failed = await integration(ubi.id);
      const expected = { rate_limited: 'rate_limited', timeout: 'timeout', malformed: 'malformed', server_error: 'vendor_error' }[mode];
      expect(failed.lastError, mode).toBe(expected);
      expect(failed.nextPollAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(mode === 'rate_limited' ? 120_000 : 15 * MIN * 2);
    }
    const failing = await integration(ubi.id);
    expect(failing.failures).toBe(4);
    // Four failures in a row: 15 min × 2⁴.
    expect(failing.nextPollAt.getTime() - now.getTime()).toBe(15 * MIN * 16);
    // VRM went on regardless: its sensor's one value landed once (the same log polled four times).
    const vrmRow = await integration(vrm.id);
    expect(vrmRow).toMatchObject({ failures: 0, lastError: null, readingsReceived: 1 });
    expect((await readingsOf(org.kgRoom.id)).map((row) => [row.temperatureC, row.humidityPct])).toEqual([[6.5, 90]]);
    const view = (await api.call('GET', BASE, org.sessions.sp)).json().items.find((item: { id: number }) => item.id === ubi.id);
    expect(view).toMatchObject({ status: 'failing', last_error: 'vendor_error', failures: 4 });

    // Refused credentials are said in words, and replacing them is checked before it is kept.
    vendors.state.ubibot.mode = 'ok';
    vendors.state.ubibot.accountKeys.delete('key-ubi-2');
    const fixed = await api.call('PUT', `${BASE}${ubi.id}/`, org.sessions.sp, { account_key: 'key-ubi-3' });
    expect(fixed.json().error.fields).toEqual({ account_key: 'sensor_rejected' });
    vendors.state.ubibot.accountKeys.add('key-ubi-3');
    const replaced = await api.call('PUT', `${BASE}${ubi.id}/`, org.sessions.sp, { account_key: 'key-ubi-3' });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ failures: 0 });
    await remove(ubi.id);
    await remove(vrm.id);
  });

  it('a stored key that no longer opens (the secret changed) is said, not crashed on', async () => {
    vendors.state.vrm.tokens.add('vrm-token-9');
    const made = (await connect(org.sessions.sp, { vendor: 'vrm', name: 'VRM', token: 'vrm-token-9' })).json();
    await t.database.db.update(sensorIntegrations).set({ credentials: 'v1.AAAA.BBBB.CCCC' }).where(eq(sensorIntegrations.id, made.id));
    expect((await api.call('POST', `${BASE}${made.id}/poll/`, org.sessions.sp)).json()).toMatchObject({ ok: false, error: 'credentials_unreadable' });
    await remove(made.id);
  });
});

describe('the generic JSON poller', () => {
  it('reads the paths it was given, converts °F, and a batch of past readings out of range raises the alert at once', async () => {
    vendors.state.json.key = 'json-key-1';
    const now = Date.now();
    const room = await createRoom(t.database.db, await createLocation(t.database.db, org.company.id));
    // Limits the batch is out of range of for 50 minutes: longer than the delay.
    const rule = await api.call('PUT', `/storage/v1/cooling-units/${room.id}/alert-rule/`, org.sessions.sp, {
      lower_c: 2, upper_c: 8, delay_min: 30, clear_band_c: 0.5, critical_delta_c: 10, critical_after_min: 120, no_data_min: 60, humidity_lower_pct: null, humidity_upper_pct: null,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    vendors.state.json.devices.set('room-7', [50, 40, 30, 20, 10, 0].map((ago) => ({ ts: Math.floor((now - ago * MIN - 3 * MIN) / 1000), t: 59 })));
    const noKey = await connect(org.sessions.sp, {
      vendor: 'json', name: 'Gateway',
      settings: { url: vendors.jsonUrl, header_name: 'x-api-key', items_path: 'data.items', time_path: 'ts', temperature_path: 't', unit: 'F' },
    });
    expect(noKey.statusCode, noKey.body).toBe(201);
    const linkedWithout = await link(room.id, org.sessions.sp, { integration: noKey.json().id, device_id: 'room-7' });
    expect(linkedWithout.json().error.fields).toEqual({ integration: 'sensor_rejected' });
    const made = (await api.call('PUT', `${BASE}${noKey.json().id}/`, org.sessions.sp, { header_value: 'json-key-1' })).json();
    expect(made.has_header_value).toBe(true);
    expect((await link(room.id, org.sessions.sp, { integration: made.id, device_id: 'room-7' })).statusCode).toBe(200);
    expect((await api.call('POST', `${BASE}${made.id}/poll/`, org.sessions.sp)).json()).toMatchObject({ ok: true, accepted: 6 });
    expect((await readingsOf(room.id)).map((row) => row.temperatureC)).toEqual([15, 15, 15, 15, 15, 15]);
    const alerts = await t.database.db.select().from(roomAlerts).where(eq(roomAlerts.coolingUnitId, room.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'temperature', closedAt: null, direction: 'high' });
    await remove(made.id);
  });

  it('refuses a private address unless the server allows it', async () => {
    const strict = await createTestApp({ env: { SENSOR_ALLOW_PRIVATE_ADDRESSES: 'false' } });
    try {
      const company = await createOperationsCompany(strict.app, strict.database.db);
      const made = await operationsApi(strict.app).call('POST', BASE, company.sessions.sp, {
        vendor: 'json', name: 'Metadata', settings: { url: 'http://169.254.169.254/latest/meta-data', time_path: 'ts', temperature_path: 't', unit: 'C' },
      });
      expect(made.statusCode).toBe(400);
      expect(made.json().error.fields).toEqual({ 'settings.url': 'sensor_address_not_allowed' });
    } finally {
      await strict.close();
    }
  });
});
