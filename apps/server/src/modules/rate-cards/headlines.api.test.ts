import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, dayRangeIn } from '@coldroom/domain';
import { crops, roomCropRates } from '../../db/schema';
import { JOB } from '../../platform/jobs/definitions';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { bringHeadlinesInForce } from './headlines';

// docs/rent-rules.md §6: a version that takes effect later becomes the room's price on its date.

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } });
});
afterAll(async () => t?.close());

const ZONE = 'Africa/Lagos';

const roomPrices = async () => {
  const response = await api.get(home.sessions.sp, `/storage/v1/cooling-units/${home.crateRoom.id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return Object.fromEntries((response.json().crops as { crop: string; pricing: string; rate: number }[]).map((c) => [c.crop, { pricing: c.pricing, rate: c.rate }]));
};

const addCard = (crop: string, effectiveFrom: string, card: object) =>
  api.call('POST', `/operation/v1/cooling-units/${home.crateRoom.id}/rate-cards/`, home.sessions.sp, { crop_id: crop, effective_from: effectiveFrom, card });

describe("the room's price follows the card in force", () => {
  it('a version effective tomorrow: today the room shows the old price; tomorrow (the job run with the clock moved) the new headline', async () => {
    const now = new Date();
    const today = calendarDateIn(now, ZONE);
    const tomorrow = addDays(today, 1);
    // In the morning of tomorrow, Lagos time.
    const tomorrowMorning = new Date(dayRangeIn(tomorrow, ZONE).start.getTime() + 2 * 3_600_000);
    expect(await roomPrices()).toEqual({ tomato: { pricing: 'daily', rate: 10_000 }, onion: { pricing: 'fixed', rate: 30_000 } });

    // Tomato: tiers from tomorrow (headline: daily at the first tier's rate); onion: once, dearer, from tomorrow.
    const tiered = await addCard('tomato', tomorrow, { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 12_000 }, { from_day: 8, rate_minor: 15_000 }] });
    expect(tiered.statusCode, tiered.body).toBe(201);
    const once = await addCard('onion', tomorrow, { basis: 'crate', period: 'once', rate_minor: 35_000 });
    expect(once.statusCode, once.body).toBe(201);

    // Today: nothing changes, whether the job runs or not.
    expect(await roomPrices()).toEqual({ tomato: { pricing: 'daily', rate: 10_000 }, onion: { pricing: 'fixed', rate: 30_000 } });
    expect(await bringHeadlinesInForce(t.database.db, now)).toBe(0);
    expect(await roomPrices()).toEqual({ tomato: { pricing: 'daily', rate: 10_000 }, onion: { pricing: 'fixed', rate: 30_000 } });

    // Tomorrow: the job sets both headlines, once.
    expect(await bringHeadlinesInForce(t.database.db, tomorrowMorning)).toBe(2);
    expect(await roomPrices()).toEqual({ tomato: { pricing: 'daily', rate: 12_000 }, onion: { pricing: 'fixed', rate: 35_000 } });
    expect(await bringHeadlinesInForce(t.database.db, tomorrowMorning)).toBe(0);

    // The rate history (what an offline check-in done after midnight is priced by) changes at tomorrow's local midnight.
    const [tomato] = await t.database.db.select({ id: crops.id }).from(crops).where(eq(crops.code, 'tomato'));
    const history = await t.database.db
      .select({ pricing: roomCropRates.pricing, rate: roomCropRates.rateMinor, from: roomCropRates.validFrom })
      .from(roomCropRates)
      .where(and(eq(roomCropRates.coolingUnitId, home.crateRoom.id), eq(roomCropRates.cropId, tomato!.id)))
      .orderBy(roomCropRates.validFrom);
    expect(history.at(-1)).toEqual({ pricing: 'daily', rate: 12_000, from: dayRangeIn(tomorrow, ZONE).start });
    expect(history.at(-2)).toMatchObject({ pricing: 'daily', rate: 10_000 });
  });

  it('a later price set through the room wins over a version dated before it, as the card in force does', async () => {
    const today = calendarDateIn(new Date(), ZONE);
    const inTwoDays = addDays(today, 2);
    expect((await addCard('tomato', inTwoDays, { basis: 'crate', period: 'day', rate_minor: 20_000 })).statusCode).toBe(201);
    // The room's price edited afterwards: a version from today, numbered after the one in two days.
    const put = await api.call('PUT', `/storage/v1/cooling-units/${home.crateRoom.id}/`, home.sessions.sp, {
      crops: [{ crop: 'tomato', pricing: 'daily', rate: 11_000 }, { crop: 'onion', pricing: 'fixed', rate: 35_000 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const later = new Date(dayRangeIn(inTwoDays, ZONE).start.getTime() + 3_600_000);
    expect(await bringHeadlinesInForce(t.database.db, later)).toBe(0);
    expect((await roomPrices()).tomato).toEqual({ pricing: 'daily', rate: 11_000 });
  });

  it('runs as a periodic job of the queue', async () => {
    expect(await t.app.ctx.jobs.send(JOB.rateCardHeadlines, {})).toEqual(expect.any(String));
  });
});
