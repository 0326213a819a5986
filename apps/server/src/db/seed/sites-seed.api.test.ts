import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { companies, coolingUnits, locations, roomReadings } from '../schema';
import { DEMO_PASSWORD } from './context';
import { seedDemoData } from './index';
import { DEMO_DEVICE_KEY } from './sites';

let t: TestApp;
let demoId: number;
let secondId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  const rows = await t.database.db.select({ id: companies.id, name: companies.name }).from(companies);
  demoId = rows.find((c) => c.name === 'Demo Cold Rooms')!.id;
  secondId = rows.find((c) => c.name === 'Second Cold Co')!.id;
});
afterAll(() => t.close());

async function session(username: string, user_type: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password: DEMO_PASSWORD, user_type } });
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: login.json().refresh } });
  return { authorization: `Bearer ${refreshed.json().access}`, userId: login.json().user.id as number };
}

describe('demo sites', () => {
  it('gives each company located sites and four or five rooms of different types and metrics', async () => {
    for (const [companyId, places, rooms] of [[demoId, 3, 5], [secondId, 2, 4]] as const) {
      const locs = await t.database.db.select().from(locations).where(eq(locations.companyId, companyId));
      expect(locs).toHaveLength(places);
      expect(locs.every((l) => l.latitude! > 4 && l.latitude! < 14 && l.longitude! > 2.5 && l.longitude! < 15)).toBe(true);
      const units = await t.database.db.select().from(coolingUnits).where(eq(coolingUnits.companyId, companyId));
      expect(units).toHaveLength(rooms);
      expect(new Set(units.map((u) => u.metric))).toEqual(new Set(['crates', 'kg']));
      expect(new Set(units.map((u) => u.type)).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('assigns the demo operator to rooms of Demo Cold Rooms, with crops priced in NGN', async () => {
    const op = await session('+2348030000002', 'op');
    const response = await t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/?operator_user=${op.userId}`, headers: { authorization: op.authorization } });
    const rooms = response.json().items;
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    for (const room of rooms) {
      expect(room.company.id).toBe(demoId);
      expect(room.currency).toBe('NGN');
      expect(room.crops.length).toBeGreaterThanOrEqual(2);
      expect(room.crops.every((c: { rate: number }) => Number.isInteger(c.rate) && c.rate > 0)).toBe(true);
    }
  });

  it('has a week of readings between 4 and 14 °C, a live sensor with a working key, and a silent one', async () => {
    const [range] = await t.database.db
      .select({ min: sql<number>`min(${roomReadings.temperatureC})`, max: sql<number>`max(${roomReadings.temperatureC})`, days: sql<number>`extract(epoch from max(${roomReadings.measuredAt}) - min(${roomReadings.measuredAt})) / 86400` })
      .from(roomReadings);
    expect(range!.min).toBeGreaterThanOrEqual(4);
    expect(range!.max).toBeLessThanOrEqual(14);
    expect(Number(range!.days)).toBeGreaterThan(6.5);
    const sp = await session('+2348030000001', 'sp');
    const list = (await t.app.inject({ method: 'GET', url: '/api/storage/v1/cooling-units/', headers: { authorization: sp.authorization } })).json();
    const sensorRoom = list.items.find((r: { name: string }) => r.name === 'Dawanau Room A');
    expect(sensorRoom).toMatchObject({ sensor: true, sensor_state: 'ok', latest_reading: { source: 'sensor' } });
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/storage/v1/cooling-units/${sensorRoom.id}/sensor-readings/`,
      headers: { authorization: `Device ${DEMO_DEVICE_KEY}` },
      payload: { readings: [{ measured_at: new Date().toISOString(), temperature_c: 6.5 }] },
    });
    expect(posted.json()).toEqual({ accepted: 1, duplicates: 0 });
    // The demo's readings are in the hourly rollups the room chart reads, one count per reading.
    const [counts] = await t.database.db.select({ raw: sql<number>`(select count(*)::int from room_readings)`, rolled: sql<number>`(select sum(readings)::int from room_reading_hours)` }).from(companies).limit(1);
    expect(counts!.rolled).toBe(counts!.raw);
    const second = await session('+2348030000011', 'sp');
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/storage/v1/cooling-units/', headers: { authorization: second.authorization } })).json();
    expect(theirs.items.find((r: { name: string }) => r.name === 'Mile 12 Room B')).toMatchObject({ sensor_state: 'error' });
    const [manual] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(roomReadings)
      .innerJoin(coolingUnits, eq(coolingUnits.id, roomReadings.coolingUnitId))
      .where(and(eq(coolingUnits.name, 'Bodija Cold Room'), eq(roomReadings.source, 'manual')));
    expect(manual!.n).toBeGreaterThanOrEqual(21);
  });
});
