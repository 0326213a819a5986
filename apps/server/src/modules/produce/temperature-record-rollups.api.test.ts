import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, lt, eq } from 'drizzle-orm';
import { cropById } from '@coldroom/domain';
import { roomAlertRules, roomReadings } from '../../db/schema';
import { addToHourlyRollups } from '../readings/rollups';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, type OperationsCompany } from '../../../test/operation-factories';
import { lotStayReadings } from './stay-readings';
import { lotTemperatureRecords, lotTemperatureRecordsFromRollups, readingsOverStays, type LotStay } from './temperature-record';

// The lot record read from the hourly rollups (and the raw rows of the hours that matter) must equal the one read
// from every raw reading, on a long irregular history: excursions across hour boundaries, gaps, bursts, duplicates.
let t: TestApp;
let home: OperationsCompany;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const now = new Date(Math.floor(Date.now() / HOUR) * HOUR + 41 * MIN + 17_000);
const start = now.getTime() - 21 * DAY + 7 * MIN + 13_000;

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = { measuredAt: Date; temperatureC: number; source: 'manual' | 'sensor' };

/** Three weeks of mostly 5-minute readings inside 8–13 °C, with excursions, gaps, bursts and typed duplicates. */
function history(): Row[] {
  const next = random(26);
  const rows: Row[] = [];
  let at = start;
  let excursion = 0;
  let level = 10;
  while (at < now.getTime() + 2 * HOUR) {
    if (excursion === 0 && next() < 0.006) {
      excursion = 1 + Math.floor(next() * 30);
      level = next() < 0.5 ? 13.1 + next() * 3 : 5 + next() * 2.9;
    }
    const inside = [8, 13, 9.5, 10, 11, 12.5][Math.floor(next() * 6)]!;
    const value = excursion > 0 ? level : inside;
    if (excursion > 0) excursion -= 1;
    rows.push({ measuredAt: new Date(at), temperatureC: value, source: 'sensor' });
    if (next() < 0.01) rows.push({ measuredAt: new Date(at), temperatureC: next() < 0.5 ? 12 : 14, source: 'manual' });
    const roll = next();
    if (roll < 0.02) at += Math.floor((10 + next() * 240) * MIN);
    else if (roll < 0.03) at += 20_000;
    else at += 5 * MIN + Math.floor((next() - 0.5) * 40_000);
  }
  return rows;
}

/** Three calm days at 10 °C, every 5 minutes but for a 70-minute and a 200-minute silence across hours. */
function calm(): Row[] {
  const rows: Row[] = [];
  for (let at = start; at < start + 3 * DAY; at += 5 * MIN) {
    const offset = at - start;
    if ((offset > DAY && offset < DAY + 70 * MIN) || (offset > 2 * DAY && offset < 2 * DAY + 200 * MIN)) continue;
    rows.push({ measuredAt: new Date(at), temperatureC: 10, source: 'sensor' });
  }
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  home = await createOperationsCompany(t.app, t.database.db);
  await store(home.crateRoom.id, history());
  await store(home.kgRoom.id, calm());
});
afterAll(async () => t?.close());

async function store(room: number, rows: Row[]) {
  await t.database.db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 1000) {
      const batch = rows.slice(i, i + 1000);
      await tx.insert(roomReadings).values(batch.map((r) => ({ ...r, companyId: home.company.id, coolingUnitId: room })));
      await addToHourlyRollups(tx, home.company.id, room, batch.map((r) => ({ measuredAt: r.measuredAt, temperatureC: r.temperatureC, humidityPct: null })));
    }
  });
}

/** Stays of the crate room: long ones, ones starting on a reading, an hour or inside a gap, one without a range. */
function stays(): LotStay[] {
  const stay = (lotId: number, cropCode: string, from: number, to: number | null): LotStay => ({
    lotId,
    roomId: home.crateRoom.id,
    companyId: home.company.id,
    cropCode,
    from: new Date(from),
    to: to === null ? null : new Date(to),
    timeZone: home.company.timeZone,
  });
  const hour = Math.floor(start / HOUR) * HOUR;
  return [
    stay(1, 'tomato', start + HOUR + 3 * MIN, null),
    stay(2, 'tomato', start + 5 * MIN, start + 9 * DAY + 31 * MIN),
    stay(3, 'tomato', hour + 2 * DAY, hour + 12 * DAY),
    stay(4, 'bitter-leaf', start - HOUR, null),
    stay(5, 'onion', start + 3 * DAY + 17 * MIN + 500, now.getTime() - 7 * MIN),
    stay(6, 'tomato', now.getTime() - 50 * MIN, null),
    stay(7, 'tomato', start + 4 * DAY + 10 * MIN, start + 4 * DAY + 40 * MIN),
    { ...stay(8, 'tomato', start + 2 * MIN, start + 3 * DAY - HOUR), roomId: home.kgRoom.id },
  ];
}

async function reference(list: LotStay[]) {
  return lotTemperatureRecords(t.database.db, list, await readingsOverStays(t.database.db, list, now), now);
}

async function setCap(noDataMin: number) {
  const rule = { coolingUnitId: home.crateRoom.id, companyId: home.company.id, lowerC: null, upperC: null, delayMin: 30, clearBandC: 0.5, criticalDeltaC: 3, criticalAfterMin: 120, noDataMin };
  await t.database.db.insert(roomAlertRules).values(rule).onConflictDoUpdate({ target: roomAlertRules.coolingUnitId, set: { noDataMin } });
}

describe('the lot record from the hourly rollups', () => {
  it('equals the record from every raw reading, for each no-data time, stays alone and together', async () => {
    expect(cropById('bitter-leaf')?.temperature_c).toBeNull();
    const kinds = new Set<string>();
    for (const cap of [15, 60, 180]) {
      await setCap(cap);
      const all = stays();
      expect(await lotTemperatureRecordsFromRollups(t.database.db, all, now)).toEqual(await reference(all));
      for (const one of all) {
        const fast = await lotTemperatureRecordsFromRollups(t.database.db, [one], now);
        expect(fast, `lot ${one.lotId}, no data after ${cap} min`).toEqual(await reference([one]));
        kinds.add(fast.get(one.lotId)!.kind);
      }
    }
    // Every kind of record but "no record" was told, and the long stays were read mostly from rollups.
    expect([...kinds].sort()).toEqual(['gaps', 'no_range', 'out_of_range', 'throughout']);
    const [long] = stays();
    const read = await lotStayReadings(t.database.db, [{ lotId: 1, roomId: long!.roomId, from: long!.from.getTime(), to: now.getTime(), range: { min: 8, max: 13 }, capMin: 180, inclusive: true }]);
    const raw = (await readingsOverStays(t.database.db, [long!], now)).get(long!.roomId)!;
    expect(read.get(1)!.length).toBeLessThan(raw.length / 2);
  });

  it('still equals it once old raw readings are deleted and their rollups kept', async () => {
    await setCap(60);
    await t.database.db.delete(roomReadings).where(and(eq(roomReadings.coolingUnitId, home.crateRoom.id), lt(roomReadings.measuredAt, new Date(start + 2 * DAY + 30 * MIN))));
    const all = stays();
    expect(await lotTemperatureRecordsFromRollups(t.database.db, all, now)).toEqual(await reference(all));
    for (const one of all) expect(await lotTemperatureRecordsFromRollups(t.database.db, [one], now)).toEqual(await reference([one]));
  });
});
