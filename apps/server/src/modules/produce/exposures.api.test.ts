import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { cropById, qualityAt } from '@coldroom/domain';
import { crates, lotExposures, movements, roomAlertRules, roomReadings } from '../../db/schema';
import { addToHourlyRollups } from '../readings/rollups';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { refreshStoredExposures } from './exposures';
import { lotTemperatureRecords, readingsOverStays } from './temperature-record';

// A long stay's shelf-life exposure kept in lot_exposures (docs/cold-chain-rules.md §7): the lot's quality, time to
// pick up and temperature record read from it equal those summed from every reading; a late reading forgets it.
let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const STAY_DAYS = 20;

type Lot = { id: number; quality: number | null; time_to_pickup_days: number | null; temperature_record: Record<string, unknown> | null };

let lotId: number;
let since: number;

/** 5-minute readings between 8 and 13 °C (a slow wave, with a few warm hours), from `from` to `to`. */
function wave(from: number, to: number) {
  const rows: { measuredAt: Date; temperatureC: number }[] = [];
  for (let at = from; at <= to; at += 5 * MIN) {
    const hour = Math.floor(at / HOUR);
    const warm = hour % 97 === 0 ? 4 : 0;
    rows.push({ measuredAt: new Date(at), temperatureC: Math.round((10.5 + 2 * Math.sin(at / (7 * HOUR)) + warm) * 10) / 10 });
  }
  return rows;
}

async function store(rows: { measuredAt: Date; temperatureC: number }[]) {
  await t.database.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      await tx.insert(roomReadings).values(batch.map((r) => ({ ...r, companyId: home.company.id, coolingUnitId: home.crateRoom.id, source: 'sensor' as const })));
      await addToHourlyRollups(tx, home.company.id, home.crateRoom.id, batch.map((r) => ({ ...r, humidityPct: null })));
    }
  });
}

async function lot(): Promise<Lot> {
  const response = await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Lot;
}

async function kept() {
  const [row] = await t.database.db.select().from(lotExposures).where(eq(lotExposures.lotId, lotId));
  return row ?? null;
}

/** The quality summed from every reading of the room, as the model reads them. */
async function qualityFromEveryReading(now: Date) {
  const stay = { lotId, roomId: home.crateRoom.id, companyId: home.company.id, cropCode: 'tomato', from: new Date(since), to: null, timeZone: home.company.timeZone };
  const readings = (await readingsOverStays(t.database.db, [stay], now)).get(home.crateRoom.id)!;
  return qualityAt({ kinetics: cropById('tomato')!.kinetics, initial_quality: 100, checked_in_at: new Date(since), at: now, readings });
}

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20]));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  lotId = checkIn.lots[0].id;
  since = Math.floor((Date.now() - STAY_DAYS * DAY) / MIN) * MIN + 90_000;
  await t.database.db.update(movements).set({ time: new Date(since) }).where(eq(movements.id, checkIn.movement.id));
  await t.database.db.update(crates).set({ checkedInAt: new Date(since) }).where(eq(crates.checkInId, checkIn.id));
  await store(wave(since - 2 * HOUR, Date.now() - 2 * MIN));
});
afterAll(async () => t?.close());

describe('a long stay’s kept exposure', () => {
  it('gives the lot the same quality, time to pick up and record as every reading, and is what is read', async () => {
    const before = await lot();
    expect(before.quality).not.toBeNull();
    expect(await kept()).toBeNull();

    expect(await refreshStoredExposures(t.database.db)).toBeGreaterThanOrEqual(1);
    const row = (await kept())!;
    expect(row.checkedInAt.getTime()).toBe(since);
    expect(row.coolingUnitId).toBe(home.crateRoom.id);
    // Up to the room's latest reading, a few minutes ago.
    expect(Date.now() - row.until.getTime()).toBeLessThan(10 * MIN);
    // Nothing to do again within the hour.
    expect(await refreshStoredExposures(t.database.db)).toBe(0);

    const after = await lot();
    expect(after.quality!).toBeCloseTo(before.quality!, 3);
    expect(after.time_to_pickup_days!).toBeCloseTo(before.time_to_pickup_days!, 3);
    // The record now comes from the hourly rollups: the same as from every raw reading.
    // the lot is still stored: its minutes stored and covered grow with the clock between the two reads
    type Timed = { minutes_stored: number; minutes_covered: number };
    const { minutes_stored: storedAfter, minutes_covered: coveredAfter, ...recordAfter } = after.temperature_record as unknown as Timed;
    const { minutes_stored: storedBefore, minutes_covered: coveredBefore, ...recordBefore } = before.temperature_record as unknown as Timed;
    expect(recordAfter).toEqual(recordBefore);
    expect(Math.abs(storedAfter - storedBefore)).toBeLessThanOrEqual(1);
    expect(Math.abs(coveredAfter - coveredBefore)).toBeLessThanOrEqual(1);
    expect(after.quality!).toBeCloseTo((await qualityFromEveryReading(new Date()))!, 3);

    expect(after.temperature_record).toMatchObject({ kind: 'out_of_range' });
    expect(row.cropCode).toBe('tomato');
    expect(row.record.totals.minutesHigh).toBeGreaterThan(0);

    // What is read is the kept pass: 100 minutes more above the range in it, 100 more on the lot's page.
    const more = { ...row.record, totals: { ...row.record.totals, minutesHigh: row.record.totals.minutesHigh + 100 } };
    await t.database.db.update(lotExposures).set({ record: more }).where(eq(lotExposures.lotId, lotId));
    const tampered = (await lot()).temperature_record as { minutes_above: number };
    expect(tampered.minutes_above).toBeCloseTo((after.temperature_record as { minutes_above: number }).minutes_above + 100, 0);
    await t.database.db.update(lotExposures).set({ record: row.record }).where(eq(lotExposures.lotId, lotId));

    // What is read is the kept sum: doubled, the lot's quality falls.
    await t.database.db.update(lotExposures).set({ exposure: row.exposure * 2 }).where(eq(lotExposures.lotId, lotId));
    const doubled = await lot();
    expect(doubled.quality!).toBeLessThan(after.quality! - 1);
    await t.database.db.update(lotExposures).set({ exposure: row.exposure }).where(eq(lotExposures.lotId, lotId));
  });

  it('is forgotten by a reading measured before its end, kept by one after it, and ignored for another stay', async () => {
    const row = (await kept())!;
    // A reading after its end (the room's next one) keeps it.
    const next = await api.call('POST', `/storage/v1/cooling-units/${home.kgRoom.id}/readings/`, home.sessions.op, { temperature_c: 9 });
    expect(next.statusCode, next.body).toBe(201);
    await store([{ measuredAt: new Date(row.until.getTime() + 30_000), temperatureC: 11 }]);
    expect(await kept()).not.toBeNull();

    // A late one, three days back and warm (as an offline phone or a vendor's backlog brings it): forgotten.
    const late = await api.call('POST', `/storage/v1/cooling-units/${home.crateRoom.id}/readings/`, home.sessions.op, {
      temperature_c: 25,
      measured_at: new Date(Date.now() - 3 * DAY + 150_000).toISOString(),
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(await kept()).toBeNull();
    const now = new Date();
    const fresh = await lot();
    expect(fresh.quality!).toBeCloseTo((await qualityFromEveryReading(now))!, 3);

    // Summed again, it includes the late reading.
    expect(await refreshStoredExposures(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await kept())!.exposure).toBeGreaterThan(row.exposure);
    expect((await lot()).quality!).toBeCloseTo(fresh.quality!, 3);

    // Another no-data time for the room: the kept pass (summed for 60 minutes) is not used, the record is the one
    // every reading gives for 15 minutes, and the job sums the pass again for 15.
    const rule = { coolingUnitId: home.crateRoom.id, companyId: home.company.id, lowerC: null, upperC: null, delayMin: 30, clearBandC: 0.5, criticalDeltaC: 3, criticalAfterMin: 120, noDataMin: 15 };
    await t.database.db.insert(roomAlertRules).values(rule).onConflictDoUpdate({ target: roomAlertRules.coolingUnitId, set: { noDataMin: 15 } });
    const at15 = new Date();
    const stay = { lotId, roomId: home.crateRoom.id, companyId: home.company.id, cropCode: 'tomato', from: new Date(since), to: null, timeZone: home.company.timeZone };
    const reference = (await lotTemperatureRecords(t.database.db, [stay], await readingsOverStays(t.database.db, [stay], at15), at15)).get(lotId)!;
    const shown = (await lot()).temperature_record as typeof reference;
    for (const key of ['kind', 'minutes_above', 'minutes_below', 'stretches', 'peak', 'longest', 'lowest_c', 'highest_c'] as const) expect(shown[key], key).toEqual(reference[key]);
    expect(await refreshStoredExposures(t.database.db)).toBeGreaterThanOrEqual(1);
    expect((await kept())!.capMin).toBe(15);
    expect(((await lot()).temperature_record as typeof reference).minutes_above).toBe(reference.minutes_above);

    // Moved to another check-in time, the lot's kept sum is no longer its own: it is not used.
    const moved = since - DAY;
    await t.database.db.execute(sql`update movements set time = ${new Date(moved).toISOString()}::timestamptz
      where id = (select c.movement_id from check_ins c join produce_lots l on l.check_in_id = c.id where l.id = ${lotId})`);
    since = moved;
    expect((await lot()).quality!).toBeCloseTo((await qualityFromEveryReading(new Date()))!, 3);
  });

  it.runIf(inject('dbKind') === 'postgres')('a reading inserted while the exposures are summed waits for them, then forgets them', async () => {
    expect(await refreshStoredExposures(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await kept()).not.toBeNull();
    // Another connection holds the room as refreshExposures does while it reads and writes.
    const holder = new pg.Client({ connectionString: t.databaseUrl! });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from cooling_units where id = $1 for share', [home.crateRoom.id]);
      let done = false;
      const insert = store([{ measuredAt: new Date(Date.now() - DAY), temperatureC: 12 }]).then(() => {
        done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(done).toBe(false);
      expect(await kept()).not.toBeNull();
      await holder.query('commit');
      await insert;
      expect(await kept()).toBeNull();
    } finally {
      await holder.end();
    }
  });
});
