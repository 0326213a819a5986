import { readFileSync } from 'node:fs';
import { asc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingBucket } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { roomAlerts, roomReadingHours, roomReadings, type LocationRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { purgeOldReadings } from './retention';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let other: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let farmer: Session;
let otherSp: Session;
let place: LocationRow;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const RETENTION_DAYS = 365;

beforeAll(async () => {
  t = await createTestApp({ env: { READINGS_RETENTION_DAYS: String(RETENTION_DAYS) } });
  home = await createCompanyWithStaff(t.database.db);
  other = await createCompanyWithStaff(t.database.db);
  [sp, op, farmer, otherSp] = await Promise.all([logIn(t.app, home.serviceProvider), logIn(t.app, home.operator), logIn(t.app, home.farmer), logIn(t.app, other.serviceProvider)]);
  place = await createLocation(t.database.db, home.company.id);
});
afterAll(() => t.close());

const series = (roomId: number, session: Session | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/${roomId}/readings/series/${query}`, ...(session ? { headers: session.headers } : {}) });
const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());

/** A sensor room with readings every 10 minutes over the last 8 days, posted through the sensor endpoint. */
async function sensorRoom(now: number) {
  const room = await createRoom(t.database.db, place, { sensor: true });
  const created = await t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${room.id}/device-keys/`, headers: sp.headers });
  const key = (created.json() as { key: string }).key;
  const start = Math.floor((now - 8 * DAY) / (10 * MIN)) * 10 * MIN;
  const readings = [];
  for (let at = start, i = 0; at < now - MIN; at += 10 * MIN, i += 1) {
    readings.push({ measured_at: new Date(at).toISOString(), temperature_c: Math.round((4 + 3 * Math.sin(i / 7) + (i % 5) / 10) * 100) / 100, humidity_pct: i % 4 === 0 ? null : 80 + (i % 13) });
  }
  const post = (batch: object[]) =>
    t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${room.id}/sensor-readings/`, headers: { authorization: `Device ${key}` }, payload: { readings: batch } });
  for (let i = 0; i < readings.length; i += 500) expect((await post(readings.slice(i, i + 500))).statusCode).toBe(200);
  // A batch sent again: its duplicates are skipped, and must not be counted twice in the rollups.
  expect((await post(readings.slice(0, 100))).json()).toEqual({ accepted: 0, duplicates: 100 });
  return room;
}

/** The buckets computed here from the raw rows, the way the chart defines them. */
async function expected(roomId: number, from: number, to: number, minutes: number): Promise<ReadingBucket[]> {
  const size = minutes * MIN;
  const rows = await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, roomId));
  const groups = new Map<number, (typeof rows)[number][]>();
  for (const row of rows) {
    const at = row.measuredAt.getTime();
    if (at < Math.floor(from / size) * size || at > to) continue;
    const b = Math.floor(at / size) * size;
    groups.set(b, [...(groups.get(b) ?? []), row]);
  }
  const r2 = (v: number) => Number(v.toFixed(2));
  const stats = (values: number[]) =>
    values.length === 0 ? [null, null, null] : [r2(Math.min(...values)), r2(values.reduce((a, b) => a + b, 0) / values.length), r2(Math.max(...values))];
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([b, group]) => {
      const [tmin, tavg, tmax] = stats(group.map((g) => g.temperatureC)) as number[];
      const [hmin, havg, hmax] = stats(group.flatMap((g) => (g.humidityPct === null ? [] : [g.humidityPct])));
      return { start: new Date(b).toISOString(), count: group.length, temperature_min: tmin!, temperature_avg: tavg!, temperature_max: tmax!, humidity_min: hmin ?? null, humidity_avg: havg ?? null, humidity_max: hmax ?? null };
    });
}

describe('a room’s chart series', () => {
  it('buckets the raw readings (24 h: 5 minutes) and the hourly rollups (7 d: 1 hour, 30 d: 3 hours) exactly as the raw rows give', async () => {
    const now = Date.now();
    const room = await sensorRoom(now);
    for (const [range, minutes, source] of [['24h', 5, 'readings'], ['7d', 60, 'hourly'], ['30d', 180, 'hourly']] as const) {
      const response = await series(room.id, sp, `?range=${range}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ cooling_unit: room.id, bucket_minutes: minutes, source });
      expect(body.buckets.length).toBeLessThanOrEqual(301);
      const want = await expected(room.id, new Date(body.from).getTime(), new Date(body.to).getTime(), minutes);
      expect(body.buckets).toHaveLength(want.length);
      body.buckets.forEach((bucket: ReadingBucket, i: number) => {
        const w = want[i]!;
        expect(bucket.start).toBe(w.start);
        expect(bucket.count).toBe(w.count);
        for (const field of ['temperature_min', 'temperature_max', 'humidity_min', 'humidity_max'] as const) expect(bucket[field]).toBe(w[field]);
        expect(bucket.temperature_avg).toBeCloseTo(w.temperature_avg, 1);
        if (w.humidity_avg === null) expect(bucket.humidity_avg).toBeNull();
        else expect(bucket.humidity_avg).toBeCloseTo(w.humidity_avg, 1);
      });
    }
    const total = (await series(room.id, op, '?range=30d')).json().buckets.reduce((n: number, b: ReadingBucket) => n + b.count, 0);
    expect(total).toBe((await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, room.id))).length);
  });

  it('a chosen range: from and to, buckets sized to it, from moved back to its bucket', async () => {
    const room = await sensorRoom(Date.now());
    const to = Date.now() - DAY;
    const from = to - 2 * DAY - 7 * MIN;
    const body = (await series(room.id, sp, `?from=${iso(from)}&to=${iso(to)}`)).json();
    expect(body).toMatchObject({ bucket_minutes: 10, source: 'readings', to: new Date(to).toISOString() });
    expect(new Date(body.from).getTime() % (10 * MIN)).toBe(0);
    expect(body.buckets).toEqual(await expected(room.id, from, to, 10));
  });

  it('a typed reading updates the hourly rollup in its transaction', async () => {
    const room = await createRoom(t.database.db, place);
    const hour = Math.floor((Date.now() - 3 * HOUR) / HOUR) * HOUR;
    for (const [m, c, h] of [[5, 4, 90], [20, 7.5, null], [40, 3, 70]] as const) {
      const payload = { temperature_c: c, humidity_pct: h, measured_at: new Date(hour + m * MIN).toISOString() };
      expect((await t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${room.id}/readings/`, headers: sp.headers, payload })).statusCode).toBe(201);
    }
    const [rollup] = await t.database.db.select().from(roomReadingHours).where(eq(roomReadingHours.coolingUnitId, room.id));
    expect(rollup).toMatchObject({ hour: new Date(hour), readings: 3, temperatureMin: 3, temperatureMax: 7.5, temperatureSum: 14.5, humidityReadings: 2, humidityMin: 70, humidityMax: 90, humiditySum: 160 });
  });

  it('carries the room’s limits and the alerts that overlap the range, not the others', async () => {
    const room = await createRoom(t.database.db, place);
    const rule = { lower_c: 2, upper_c: 8, delay_min: 30, clear_band_c: 0.5, critical_delta_c: 3, critical_after_min: 120, no_data_min: 60, humidity_lower_pct: 60, humidity_upper_pct: 95 };
    expect((await t.app.inject({ method: 'PUT', url: `/api/storage/v1/cooling-units/${room.id}/alert-rule/`, headers: sp.headers, payload: rule })).statusCode).toBe(200);
    const now = Date.now();
    const alert = (startedAgo: number, closedAgo: number | null, kind: 'temperature' | 'no_data' = 'temperature') => ({
      companyId: home.company.id,
      coolingUnitId: room.id,
      kind,
      startedAt: new Date(now - startedAgo),
      openedAt: new Date(now - startedAgo + 30 * MIN),
      closedAt: closedAgo === null ? null : new Date(now - closedAgo),
      criticalAt: kind === 'temperature' ? new Date(now - startedAgo + HOUR) : null,
      peakValue: kind === 'temperature' ? 11.5 : null,
      peakAt: kind === 'temperature' ? new Date(now - startedAgo + 40 * MIN) : null,
      direction: kind === 'temperature' ? ('high' as const) : null,
    });
    await t.database.db.insert(roomAlerts).values([alert(3 * DAY, 3 * DAY - 2 * HOUR), alert(26 * HOUR, 20 * HOUR), alert(2 * HOUR, null, 'no_data')]);
    const body = (await series(room.id, sp, '?range=24h')).json();
    expect(body.limits).toEqual({ lower_c: 2, upper_c: 8, humidity_lower_pct: 60, humidity_upper_pct: 95 });
    expect(body.buckets).toEqual([]);
    expect(body.alerts).toHaveLength(2);
    expect(body.alerts[0]).toMatchObject({ kind: 'temperature', critical: true, peak_value: 11.5, direction: 'high', started_at: new Date(now - 26 * HOUR).toISOString() });
    expect(body.alerts[1]).toMatchObject({ kind: 'no_data', closed_at: null, critical: false, peak_value: null });
    expect((await series(room.id, sp, '?range=7d')).json().alerts).toHaveLength(3);
  });

  it('bounds the request and names the field', async () => {
    const room = await createRoom(t.database.db, place);
    const cases: [string, Record<string, string>][] = [
      ['?range=1y', { range: 'invalid' }],
      ['?from=2026-01-01T00:00:00Z', { to: 'both_or_neither' }],
      ['?to=2026-01-01T00:00:00Z', { from: 'both_or_neither' }],
      ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', { from: 'from_after_to' }],
      ['?from=2025-01-01T00:00:00Z&to=2026-01-02T00:00:01Z', { from: 'range_too_long' }],
      ['?from=yesterday&to=2026-01-01T00:00:00Z', { from: 'invalid' }],
    ];
    for (const [query, fields] of cases) {
      const response = await series(room.id, sp, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_input', fields });
    }
    const year = await series(room.id, sp, '?from=2025-01-01T00:00:00Z&to=2026-01-02T00:00:00Z');
    expect(year.statusCode).toBe(200);
    expect(year.json()).toMatchObject({ bucket_minutes: 2880, source: 'hourly' });
  });

  it('staff of the company only: farmers 403, anonymous 401, another company’s room 404', async () => {
    const room = await createRoom(t.database.db, place);
    expect((await series(room.id, op)).statusCode).toBe(200);
    expect((await series(room.id, farmer)).statusCode).toBe(403);
    expect((await series(room.id, null)).statusCode).toBe(401);
    expect((await series(room.id, otherSp)).statusCode).toBe(404);
    const theirs = await createRoom(t.database.db, await createLocation(t.database.db, other.company.id));
    expect((await series(theirs.id, sp)).statusCode).toBe(404);
  });
});

describe('the migration’s backfill of the rollups', () => {
  it('builds from the raw rows exactly the rollups the app kept on every insert (before any retention)', async () => {
    const file = new URL('../../db/migrations/20261127204947_room_reading_hours.sql', import.meta.url);
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    const all = (db: DbOrTx) =>
      db.select().from(roomReadingHours).orderBy(asc(roomReadingHours.coolingUnitId), asc(roomReadingHours.hour));
    const kept = await all(t.database.db);
    expect(kept.length).toBeGreaterThan(100);
    // Rebuilt in a transaction that is rolled back: the table stays as the app kept it.
    let rebuilt: typeof kept = [];
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from room_reading_hours`);
        await tx.execute(sql.raw(backfill));
        rebuilt = await all(tx);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(rebuilt).toHaveLength(kept.length);
    rebuilt.forEach((row, i) => {
      const k = kept[i]!;
      expect({ ...row, temperatureSum: row.temperatureSum.toFixed(6), humiditySum: row.humiditySum.toFixed(6) }).toEqual({
        ...k,
        temperatureSum: k.temperatureSum.toFixed(6),
        humiditySum: k.humiditySum.toFixed(6),
      });
    });
  });
});

describe('retention of raw readings', () => {
  it('deletes raw rows past READINGS_RETENTION_DAYS in whole hours; the rollups keep the chart', async () => {
    const room = await createRoom(t.database.db, place);
    const now = Date.now();
    const old = Math.floor((now - (RETENTION_DAYS + 10) * DAY) / HOUR) * HOUR;
    for (const m of [0, 20, 40, 60 * 24]) {
      const payload = { temperature_c: 5 + m / 1000, measured_at: new Date(old + m * MIN).toISOString() };
      expect((await t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${room.id}/readings/`, headers: sp.headers, payload })).statusCode).toBe(201);
    }
    const recent = await createRoom(t.database.db, place);
    await t.app.inject({ method: 'POST', url: `/api/storage/v1/cooling-units/${recent.id}/readings/`, headers: sp.headers, payload: { temperature_c: 4 } });
    expect(await purgeOldReadings(t.database.db, 0, new Date(now))).toBe(0);
    expect(await purgeOldReadings(t.database.db, RETENTION_DAYS, new Date(now))).toBe(4);
    expect(await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, room.id))).toEqual([]);
    expect(await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, recent.id))).toHaveLength(1);
    // Two days there would be 10-minute buckets from raw rows; past the retention they come from the rollups.
    const body = (await series(room.id, sp, `?from=${iso(old - HOUR)}&to=${iso(old + DAY + HOUR)}`)).json();
    expect(body).toMatchObject({ source: 'hourly', bucket_minutes: 60 });
    expect(body.buckets.map((b: ReadingBucket) => [b.count, b.temperature_min, b.temperature_max])).toEqual([
      [3, 5, 5.04],
      [1, 6.44, 6.44],
    ]);
  });
});
