import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKeys, roomReadings, type LocationRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { hashDeviceKey } from './keys';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let otherSp: Session;
let place: LocationRow;

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  [sp, op, otherSp] = await Promise.all([logIn(t.app, home.serviceProvider), logIn(t.app, home.operator), logIn(t.app, other.serviceProvider)]);
  place = await createLocation(t.database.db, home.company.id);
});
afterAll(() => t.close());

const keys = (method: 'GET' | 'POST' | 'DELETE', roomId: number, session: Session, keyId?: number) =>
  t.app.inject({ method, url: `/api/storage/v1/cooling-units/${roomId}/device-keys/${keyId ? `${keyId}/` : ''}`, headers: session.headers });
const send = (roomId: number, authorization: string | undefined, readings: object[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/storage/v1/cooling-units/${roomId}/sensor-readings/`,
    headers: authorization ? { authorization } : {},
    payload: { readings },
  });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

async function roomWithKey() {
  const room = await createRoom(t.database.db, place, { sensor: true });
  const created = await keys('POST', room.id, sp);
  expect(created.statusCode, created.body).toBe(201);
  return { room, key: created.json() as { id: number; key: string; prefix: string } };
}

describe('device keys', () => {
  it('are shown once, stored hashed, and listed without the key', async () => {
    const { room, key } = await roomWithKey();
    expect(key.key).toMatch(/^crdk_[A-Za-z0-9_-]{40,}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    const [row] = await t.database.db.select().from(deviceKeys).where(eq(deviceKeys.id, key.id));
    expect(row?.keyHash).toBe(hashDeviceKey(key.key));
    expect(JSON.stringify(row)).not.toContain(key.key);
    const listed = (await keys('GET', room.id, sp)).json();
    expect(listed.items).toEqual([{ id: key.id, prefix: key.prefix, created_at: expect.any(String), last_used_at: null, revoked_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(key.key);
  });

  it('only the company’s service providers manage them', async () => {
    const { room, key } = await roomWithKey();
    expect((await keys('POST', room.id, op)).statusCode).toBe(403);
    expect((await keys('GET', room.id, op)).statusCode).toBe(403);
    expect((await keys('DELETE', room.id, op, key.id)).statusCode).toBe(403);
    expect((await keys('POST', room.id, otherSp)).statusCode).toBe(404);
    expect((await keys('DELETE', room.id, otherSp, key.id)).statusCode).toBe(404);
    const elsewhere = await createRoom(t.database.db, place);
    expect((await keys('DELETE', elsewhere.id, sp, key.id)).statusCode).toBe(404);
  });
});

describe('sensor batches', () => {
  it('a room’s key posts a batch; a resent batch is not stored twice', async () => {
    const { room, key } = await roomWithKey();
    const batch = [
      { measured_at: minutesAgo(30), temperature_c: 6.1, humidity_pct: 90 },
      { measured_at: minutesAgo(15), temperature_c: 6.4 },
    ];
    const first = await send(room.id, `Device ${key.key}`, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 2, duplicates: 0 });
    const again = await send(room.id, `device ${key.key}`, [...batch, { measured_at: minutesAgo(1), temperature_c: 6.0 }]);
    expect(again.json()).toEqual({ accepted: 1, duplicates: 2 });
    const stored = await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, room.id));
    expect(stored).toHaveLength(3);
    expect(stored.every((r) => r.source === 'sensor' && r.deviceKeyId === key.id)).toBe(true);
    const state = (await t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/${room.id}/`, headers: sp.headers })).json();
    expect(state).toMatchObject({ sensor_state: 'ok', latest_reading: { temperature_c: 6, source: 'sensor' } });
    expect((await keys('GET', room.id, sp)).json().items[0].last_used_at).not.toBeNull();
  });

  it('refuses a missing, wrong, revoked or other room’s key with 401 device_key_invalid', async () => {
    const { room, key } = await roomWithKey();
    const { room: otherRoom, key: otherKey } = await roomWithKey();
    const reading = [{ measured_at: minutesAgo(5), temperature_c: 5 }];
    const cases = [undefined, 'Device', `Device ${key.key}x`, `Bearer ${key.key}`, key.key, `Device ${otherKey.key}`];
    for (const authorization of cases) {
      const response = await send(room.id, authorization, reading);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().error.code).toBe('device_key_invalid');
    }
    expect((await keys('DELETE', room.id, sp, key.id)).statusCode).toBe(204);
    expect((await keys('DELETE', room.id, sp, key.id)).statusCode).toBe(204);
    const revoked = await send(room.id, `Device ${key.key}`, reading);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('device_key_invalid');
    expect((await keys('GET', room.id, sp)).json().items[0].revoked_at).not.toBeNull();
    expect((await send(otherRoom.id, `Device ${otherKey.key}`, reading)).statusCode).toBe(200);
    const stored = await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, room.id));
    expect(stored).toHaveLength(0);
  });

  it('limits posts per key to 60 a minute (429 with Retry-After)', async () => {
    const room = await createRoom(t.database.db, place, { sensor: true });
    const reading = [{ measured_at: minutesAgo(1), temperature_c: 5 }];
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await send(room.id, 'Device crdk_flooding-key-000000000000', reading)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 401)).toBe(true);
    const limited = await send(room.id, 'Device crdk_flooding-key-000000000000', reading);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('a key stops working when its room is deleted', async () => {
    const { room, key } = await roomWithKey();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/storage/v1/cooling-units/${room.id}/`, headers: sp.headers })).statusCode).toBe(204);
    expect((await send(room.id, `Device ${key.key}`, [{ measured_at: minutesAgo(1), temperature_c: 5 }])).statusCode).toBe(401);
  });

  it('names the field and index of a reading out of range, and stores none of the batch', async () => {
    const { room, key } = await roomWithKey();
    const response = await send(room.id, `Device ${key.key}`, [
      { measured_at: minutesAgo(3), temperature_c: 5 },
      { measured_at: minutesAgo(2), temperature_c: 5, humidity_pct: 101 },
      { measured_at: minutesAgo(1), temperature_c: -31 },
      { measured_at: minutesAgo(0), temperature_c: 61 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'readings.1.humidity_pct': 'out_of_range',
      'readings.2.temperature_c': 'out_of_range',
      'readings.3.temperature_c': 'out_of_range',
    });
    const future = await send(room.id, `Device ${key.key}`, [{ measured_at: minutesAgo(1), temperature_c: 5 }, { measured_at: minutesAgo(-30), temperature_c: 5 }]);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields).toEqual({ 'readings.1.measured_at': 'in_future' });
    expect((await send(room.id, `Device ${key.key}`, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ measured_at: minutesAgo(600 - i), temperature_c: 5 }));
    expect((await send(room.id, `Device ${key.key}`, tooMany)).json().error.fields).toEqual({ readings: 'too_long' });
    expect(await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, room.id))).toHaveLength(0);
  });
});
