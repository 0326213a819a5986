import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, roomReadings, type LocationRow } from '../../db/schema';
import { assignOperatorRooms, roomsOfOperator } from '../cooling-units/assignments';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { sensorStateOf } from './sensor-state';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let farmer: Session;
let place: LocationRow;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  [sp, op, farmer] = await Promise.all([logIn(t.app, home.serviceProvider), logIn(t.app, home.operator), logIn(t.app, home.farmer)]);
  place = await createLocation(t.database.db, home.company.id);
});
afterAll(() => t.close());

const post = (roomId: number, session: Session | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${roomId}/readings/`, ...(session ? { headers: session.headers } : {}), payload });
const list = (roomId: number, session: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/${roomId}/readings/${query}`, headers: session.headers });
const room = (id: number) => t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/${id}/`, headers: sp.headers });

/** A room the home operator runs (added to the rooms they already run). */
async function assignedRoom(overrides: Parameters<typeof createRoom>[2] = {}) {
  const created = await createRoom(t.database.db, place, overrides);
  const [me] = await t.database.db.select().from(operators).where(eq(operators.userId, home.operator.user.id));
  const current = (await roomsOfOperator(t.database.db, me!.id)).map((r) => r.id);
  await t.database.db.transaction((tx) => assignOperatorRooms(tx, home.company.id, me!.id, [...current, created.id]));
  return created;
}

describe('manual readings', () => {
  it('an assigned operator records a reading; it becomes the room’s latest', async () => {
    const r = await assignedRoom();
    const response = await post(r.id, op, { temperature_c: 7.5, humidity_pct: 91 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ temperature_c: 7.5, humidity_pct: 91, source: 'manual' });
    const latest = (await room(r.id)).json().latest_reading;
    expect(latest).toMatchObject({ temperature_c: 7.5, humidity_pct: 91, source: 'manual' });
  });

  it('a service provider records for any room of the company, humidity optional, with a time', async () => {
    const r = await createRoom(t.database.db, place);
    const at = new Date(Date.now() - 2 * HOUR).toISOString();
    const response = await post(r.id, sp, { temperature_c: -2, measured_at: at });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ temperature_c: -2, humidity_pct: null, measured_at: at });
  });

  it('an operator not assigned to the room, and farmers, may not record (403); another company’s room is 404', async () => {
    const r = await createRoom(t.database.db, place);
    expect((await post(r.id, op, { temperature_c: 5 })).statusCode).toBe(403);
    expect((await post(r.id, farmer, { temperature_c: 5 })).statusCode).toBe(403);
    expect((await post(r.id, undefined, { temperature_c: 5 })).statusCode).toBe(401);
    const theirs = await createRoom(t.database.db, await createLocation(t.database.db, other.company.id));
    expect((await post(theirs.id, sp, { temperature_c: 5 })).statusCode).toBe(404);
    expect((await list(theirs.id, sp)).statusCode).toBe(404);
  });

  it.each([
    [{ temperature_c: -30.1 }, 'temperature_c', 'out_of_range'],
    [{ temperature_c: 60.1 }, 'temperature_c', 'out_of_range'],
    [{ temperature_c: 'cold' }, 'temperature_c', 'invalid'],
    [{}, 'temperature_c', 'required'],
    [{ temperature_c: 5, humidity_pct: -0.1 }, 'humidity_pct', 'out_of_range'],
    [{ temperature_c: 5, humidity_pct: 100.1 }, 'humidity_pct', 'out_of_range'],
    [{ temperature_c: 5, measured_at: 'yesterday' }, 'measured_at', 'invalid'],
    [{ temperature_c: 5, measured_at: new Date(Date.now() + HOUR).toISOString() }, 'measured_at', 'in_future'],
  ])('refuses %j naming %s', async (payload, field, reason) => {
    const r = await createRoom(t.database.db, place);
    const response = await post(r.id, sp, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: reason });
  });

  it('accepts the exact bounds and a clock a little ahead', async () => {
    const r = await createRoom(t.database.db, place);
    for (const payload of [{ temperature_c: -30, humidity_pct: 0 }, { temperature_c: 60, humidity_pct: 100 }, { temperature_c: 4, measured_at: new Date(Date.now() + 60_000).toISOString() }]) {
      expect((await post(r.id, sp, payload)).statusCode).toBe(201);
    }
  });

  it('refuses manual entry while the room’s sensor is on (422 sensor_linked)', async () => {
    const r = await assignedRoom({ sensor: true });
    for (const session of [sp, op]) {
      const response = await post(r.id, session, { temperature_c: 6 });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.code).toBe('sensor_linked');
    }
  });
});

describe('listing readings', () => {
  it('lists a time range oldest first, defaulting to the last 7 days', async () => {
    const r = await createRoom(t.database.db, place);
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
    await t.database.db.insert(roomReadings).values(
      [200, 100, 30, 2].map((h, i) => ({ companyId: home.company.id, coolingUnitId: r.id, measuredAt: at(h), temperatureC: 5 + i, source: 'manual' as const })),
    );
    const recent = (await list(r.id, op)).json();
    expect(recent.items.map((x: { temperature_c: number }) => x.temperature_c)).toEqual([6, 7, 8]);
    const window = await list(r.id, sp, `?from=${encodeURIComponent(at(250).toISOString())}&to=${encodeURIComponent(at(50).toISOString())}`);
    expect(window.statusCode).toBe(200);
    expect(window.json().items.map((x: { temperature_c: number }) => x.temperature_c)).toEqual([5, 6]);
    expect((await list(r.id, farmer)).statusCode).toBe(403);
  });

  it('bounds the range: at most 31 days, from before to', async () => {
    const r = await createRoom(t.database.db, place);
    const too = await list(r.id, sp, `?from=2026-01-01T00:00:00Z&to=2026-02-02T00:00:01Z`);
    expect(too.statusCode).toBe(400);
    expect(too.json().error.fields).toEqual({ from: 'range_too_long' });
    const reversed = await list(r.id, sp, `?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`);
    expect(reversed.json().error.fields).toEqual({ from: 'from_after_to' });
    expect((await list(r.id, sp, `?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`)).statusCode).toBe(200);
    expect((await list(r.id, sp, `?from=soon`)).statusCode).toBe(400);
  });
});

describe('sensor state', () => {
  it('is off without a sensor, ok with a reading in the last 12 hours, error otherwise', async () => {
    const now = Date.now();
    const withReading = async (hoursAgo: number | null, sensor: boolean) => {
      const r = await createRoom(t.database.db, place, { sensor });
      if (hoursAgo !== null) {
        await t.database.db.insert(roomReadings).values({ companyId: home.company.id, coolingUnitId: r.id, measuredAt: new Date(now - hoursAgo * HOUR), temperatureC: 6, source: 'sensor' });
      }
      return (await room(r.id)).json().sensor_state;
    };
    expect(await withReading(1, false)).toBe('off');
    expect(await withReading(null, false)).toBe('off');
    expect(await withReading(1, true)).toBe('ok');
    expect(await withReading(11.9, true)).toBe('ok');
    expect(await withReading(12.1, true)).toBe('error');
    expect(await withReading(null, true)).toBe('error');
  });

  it('the rule itself, at the boundary', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(sensorStateOf(true, new Date('2026-03-01T00:00:00.001Z'), now)).toBe('ok');
    expect(sensorStateOf(true, new Date('2026-03-01T00:00:00Z'), now)).toBe('error');
    expect(sensorStateOf(false, null, now)).toBe('off');
  });
});
