/**
 * The weight in store when the period starts and the kg-days and occupancy that follow from it (issue 30's
 * faster statement works the opening weight out without reading the lines before the period: what is in store
 * now of the crates that came in before it, plus every line since it started, less what has left the crates
 * that came in since). A hand-built history whose answers are worked out here; the filters narrow the opening
 * weight too.
 *
 * Company C (UTC), period 2025-01 (31 days), one farmer F (female, served before: returning), rooms created in
 * 2024. Kg room: 1000 kg of 25-kg standard crates = 40 units. Crate room: 10 crates.
 * Kg room, tomato:
 * - K1 20 kg in on 2024-12-01; 5 kg out on 2024-12-21 (before the period); 10 kg out on 2025-01-11; 5 kg stay.
 *   In the period: 15 kg × 10 d (Jan 1 → 11) + 5 kg × 21 d (→ Feb 1) = 150 + 105 = 255 kg-days.
 * - K2 10 kg in on 2024-12-10, out whole on 2025-01-21: 10 × 20 = 200 kg-days.
 * - K3 8 kg in on 2025-01-26, stays: 8 × 6 = 48 kg-days.
 * - K4 4 kg in on 2025-01-06, out whole on 2025-01-16: 4 × 10 = 40 kg-days.
 * - K5 6 kg in on 2025-01-29; 2 kg out on 2025-02-10 (after the period): 6 × 3 = 18 kg-days.
 *   K4 and K5 came in during the period and lost weight since: what left them is not part of the opening weight.
 *   The room: 561 kg-days; 561 / 25 = 22.44 unit-days of 40 × 31 = 1240 → 1.8 %.
 * Crate room:
 * - C1 onion 12 kg in on 2024-12-05, stays: 12 × 31 = 372 kg-days, 31 crate-days.
 * - C2 tomato 6 kg in on 2024-12-05; 2 kg out on 2025-01-16 (a part: the crate stays): 6 × 15 + 4 × 16 = 154
 *   kg-days, 31 crate-days.
 *   The room: 526 kg-days; 62 crate-days of 10 × 31 = 310 → 20.0 %.
 * Totals: 1087 kg-days; occupancy (22.44 + 62) / (1240 + 310) = 5.4 %; crates in 3 (K3, K4, K5), 18 kg; kg out
 * 10 + 2 + 4 + 10 = 26 (K5's February 2 kg is after the period); 4 check-outs; farmers 1 (returning). Tomato
 * 561 + 154 = 715 kg-days, onion 372.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { checkOutLines, checkOuts, companies, coolingUnits, crates, movements, users } from '../../db/schema';

let t: TestApp;
let c: OperationsCompany;

const at = (iso: string) => new Date(iso);
const BASE = '/api/operation/v1/analysis/impact/';

async function checkIn(roomId: number, crop: string, kg: number, time: string): Promise<number> {
  const response = await operationsApi(t.app).checkIn(c.sessions.op, {
    farmer_id: c.farmerId,
    cooling_unit_id: roomId,
    lots: [{ crop_id: crop, harvest: 'today', crates: [{ weight_kg: kg, planned_days: 3 }] }],
  });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await t.database.db.update(movements).set({ time: at(time) }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(crates).set({ checkedInAt: at(time) }).where(eq(crates.checkInId, made.id));
  return made.lots[0].crates[0].id as number;
}

/** Takes `kg` out of the crate (its whole remaining weight when null). */
async function checkOut(roomId: number, crateId: number, kg: number | null, time: string): Promise<void> {
  const response = await operationsApi(t.app).checkOut(c.sessions.op, {
    cooling_unit_id: roomId,
    farmer_id: c.farmerId,
    lines: [kg === null ? { crate_id: crateId } : { crate_id: crateId, weight_kg: kg }],
    payment_method: 'cash',
    paid: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await t.database.db.update(movements).set({ time: at(time) }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time: at(time) }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time: at(time) }).where(eq(checkOutLines.checkOutId, made.id));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  c = await createOperationsCompany(t.app, db);
  await db.update(companies).set({ timeZone: 'UTC', currency: 'NGN' }).where(eq(companies.id, c.company.id));
  await db.update(coolingUnits).set({ createdAt: at('2024-01-01T00:00:00Z'), capacity: 1000, crateWeightGrams: 25_000 }).where(eq(coolingUnits.id, c.kgRoom.id));
  await db.update(coolingUnits).set({ createdAt: at('2024-01-01T00:00:00Z'), capacity: 10 }).where(eq(coolingUnits.id, c.crateRoom.id));
  await db.update(users).set({ gender: 'female' }).where(eq(users.id, c.farmer.user.id));

  const k1 = await checkIn(c.kgRoom.id, 'tomato', 20, '2024-12-01T00:00:00Z');
  const c1 = await checkIn(c.crateRoom.id, 'onion', 12, '2024-12-05T00:00:00Z');
  const c2 = await checkIn(c.crateRoom.id, 'tomato', 6, '2024-12-05T00:00:00Z');
  const k2 = await checkIn(c.kgRoom.id, 'tomato', 10, '2024-12-10T00:00:00Z');
  await checkOut(c.kgRoom.id, k1, 5, '2024-12-21T00:00:00Z');
  const k4 = await checkIn(c.kgRoom.id, 'tomato', 4, '2025-01-06T00:00:00Z');
  await checkOut(c.kgRoom.id, k1, 10, '2025-01-11T00:00:00Z');
  await checkOut(c.crateRoom.id, c2, 2, '2025-01-16T00:00:00Z');
  await checkOut(c.kgRoom.id, k4, null, '2025-01-16T00:00:00Z');
  await checkOut(c.kgRoom.id, k2, null, '2025-01-21T00:00:00Z');
  await checkIn(c.kgRoom.id, 'tomato', 8, '2025-01-26T00:00:00Z');
  const k5 = await checkIn(c.kgRoom.id, 'tomato', 6, '2025-01-29T00:00:00Z');
  await checkOut(c.kgRoom.id, k5, 2, '2025-02-10T00:00:00Z');
  // The history is as described: C1 untouched, K1 5 kg left, C2 4 kg, K5 4 kg; K2 and K4 empty.
  const left = async (id: number) => (await db.select({ grams: crates.currentGrams }).from(crates).where(and(eq(crates.id, id), eq(crates.companyId, c.company.id))))[0]?.grams;
  expect([await left(k1), await left(c1), await left(c2), await left(k2), await left(k4), await left(k5)]).toEqual([5000, 12_000, 4000, 0, 0, 4000]);
}, 120_000);
afterAll(async () => t?.close());

const figuresOf = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `${BASE}?from=2025-01&to=2025-01${query}`, headers: c.sessions.sp.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const roomOf = (figures: { per_room: Array<{ key: string }> }, id: number) => figures.per_room.find((room) => room.key === String(id)) as Record<string, unknown>;

describe('the weight in store when the period starts', () => {
  it('carries crates checked in before the period, partly taken out before and during it, into kg-days and occupancy', async () => {
    const figures = await figuresOf();
    expect(figures.totals).toMatchObject({ crates_in: 3, kg_in: 18, kg_out: 26, kg_days: 1087, occupancy_percent: 5.4 });
    expect(figures.totals.farmers).toMatchObject({ total: 1, new: 0, returning: 1 });
    expect(figures.coverage.check_outs).toBe(4);
    expect(roomOf(figures, c.kgRoom.id)).toMatchObject({ kg_days: 561, occupancy_percent: 1.8 });
    expect(roomOf(figures, c.crateRoom.id)).toMatchObject({ kg_days: 526, occupancy_percent: 20 });
    expect(figures.per_crop.map((crop: { key: string; kg_days: number }) => [crop.key, crop.kg_days])).toEqual([
      ['tomato', 715],
      ['onion', 372],
    ]);
    expect(figures.per_month.map((month: { key: string; kg_days: number }) => [month.key, month.kg_days])).toEqual([['2025-01', 1087]]);
  });

  it('narrows the opening weight with the filters: a room, a crop, a gender', async () => {
    expect((await figuresOf(`&cooling_unit=${c.kgRoom.id}`)).totals).toMatchObject({ kg_days: 561, kg_out: 24, occupancy_percent: 1.8 });
    const onion = await figuresOf('&crop=onion');
    expect(onion.totals).toMatchObject({ kg_days: 372, kg_in: 0, kg_out: 0 });
    expect(roomOf(onion, c.crateRoom.id)).toMatchObject({ kg_days: 372, occupancy_percent: 10 });
    expect((await figuresOf('&gender=female')).totals).toMatchObject({ kg_days: 1087, kg_out: 26 });
    const male = await figuresOf('&gender=male');
    expect(male.totals).toMatchObject({ kg_days: 0, kg_in: 0, kg_out: 0, occupancy_percent: 0 });
    expect(male.totals.farmers.total).toBe(0);
  });
});
