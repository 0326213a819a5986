import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coolingUnits, roomReadings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createIdleOperator, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { rowsOf } from '../occupancy/queries';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
let unpaidCheckOutId: number;
const HOUR = 3_600_000;
const DASHBOARD = '/operation/v1/dashboard/';

type Money = { currency: string; amount_minor: number };
const amountOf = (figures: Money[], currency = 'NGN') => figures.find((f) => f.currency === currency)?.amount_minor ?? 0;

async function checkIn(company: OperationsCompany, roomId: number, weights: number[], days: number, harvest: 'today' | 'earlier' = 'today') {
  const response = await api.checkIn(company.sessions.op, tomatoes(company.farmerId, roomId, weights, { harvest }));
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await ageCheckIn(t.database.db, made, days);
  return made;
}

async function checkOut(company: OperationsCompany, crateId: number, extra: { paid: boolean; discount_minor?: number }) {
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: company.farmerId, lines: [{ crate_id: crateId }], payment_method: 'cash', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function scalar(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = rowsOf<{ v: number | string | null }>(await t.database.db.execute(query));
  return Number(row?.v ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
  const db = t.database.db;
  // Five crates of tomatoes; two leave today (one paid with a discount, one unpaid).
  const made = await checkIn(home, home.crateRoom.id, [20, 20, 20, 20, 20], 3);
  const [a, b] = made.lots[0].crates;
  await checkOut(home, a.id, { paid: true, discount_minor: 5_000 });
  unpaidCheckOutId = (await checkOut(home, b.id, { paid: false })).id;
  // Old tomatoes kept warm: under 2 days to pick up.
  await checkIn(home, home.crateRoom.id, [15], 12, 'earlier');
  const now = Date.now();
  await db.insert(roomReadings).values(
    Array.from({ length: 13 * 4 }, (_, i) => ({ companyId: home.company.id, coolingUnitId: home.crateRoom.id, measuredAt: new Date(now - HOUR - i * 6 * HOUR), temperatureC: 24, source: 'manual' as const })),
  );
  // The kg room has a sensor that never reported; the other company sells too.
  await db.update(coolingUnits).set({ sensor: true }).where(eq(coolingUnits.id, home.kgRoom.id));
  await checkIn(home, home.kgRoom.id, [30], 1);
  const theirs = await checkIn(other, other.crateRoom.id, [10], 2);
  await checkOut(other, theirs.lots[0].crates[0].id, { paid: false });
});
afterAll(async () => t?.close());

describe('service provider dashboard', () => {
  it('sums revenue today and this month like the revenue analysis and the check-outs themselves', async () => {
    const response = await api.get(home.sessions.sp, DASHBOARD);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.view).toBe('service_provider');
    expect(body.month_start).toBe(`${body.today.slice(0, 8)}01`);
    const analysis = (from: string) => api.get(home.sessions.sp, `/operation/v1/analysis/revenue/?from=${from}&to=${body.today}`).then((r) => r.json());
    const [day, month] = await Promise.all([analysis(body.today), analysis(body.month_start)]);
    expect(amountOf(body.revenue_today)).toBe(day.totals.revenue_minor);
    expect(amountOf(body.revenue_month)).toBe(month.totals.revenue_minor);
    // After the discount: the check-outs' totals, straight from the table.
    const raw = await scalar(sql`select sum(total_minor) as v from check_outs where company_id = ${home.company.id}`);
    const discount = await scalar(sql`select sum(discount_minor) as v from check_outs where company_id = ${home.company.id}`);
    expect(discount).toBe(5_000);
    expect(amountOf(body.revenue_today)).toBe(raw);
    expect(raw).toBeGreaterThan(0);
  });

  it('shows money owed in total and per farmer, after part payments, as the check-outs and the farmer balance say', async () => {
    const before = (await api.get(home.sessions.sp, DASHBOARD)).json();
    // A part payment of 1.00 on the unpaid check-out: what is owed drops by exactly that.
    const paidOn = before.today;
    const payment = await api.call('POST', `/operation/v1/farmers/${home.farmerId}/payments/`, home.sessions.sp, { check_out_ids: [unpaidCheckOutId], amount_minor: 100, payment_method: 'cash', paid_on: paidOn }, { 'idempotency-key': `dash-part-${unpaidCheckOutId}` });
    expect(payment.statusCode, payment.body).toBe(201);
    const body = (await api.get(home.sessions.sp, DASHBOARD)).json();
    expect(amountOf(body.owed_total)).toBe(amountOf(before.owed_total) - 100);
    const unpaid = await scalar(sql`select sum(total_minor - paid_minor) as v from check_outs where company_id = ${home.company.id} and not paid`);
    expect(unpaid).toBeGreaterThan(0);
    expect(body.owed_total).toEqual([{ currency: 'NGN', amount_minor: unpaid }]);
    const balance = (await api.get(home.sessions.sp, `/operation/v1/farmers/${home.farmerId}/balance/`)).json();
    expect(body.top_debtors).toEqual([
      { farmer: { id: home.farmerId, name: expect.any(String) }, currency: 'NGN', amount_minor: balance.items[0].outstanding_minor, check_outs: balance.items[0].unpaid_check_outs },
    ]);
  });

  it('gives each room the occupancy of its own page, its target range and alerts', async () => {
    // The latest reading is taken now, so "read today" holds at any hour, just after midnight too.
    await t.database.db.insert(roomReadings).values({ companyId: home.company.id, coolingUnitId: home.crateRoom.id, measuredAt: new Date(), temperatureC: 24, source: 'manual' });
    const body = (await api.get(home.sessions.sp, DASHBOARD)).json();
    expect(body.rooms.map((r: { id: number }) => r.id).sort()).toEqual([home.crateRoom.id, home.kgRoom.id].sort());
    for (const room of body.rooms) {
      const page = (await api.get(home.sessions.sp, `/storage/v1/cooling-units/${room.id}/`)).json();
      expect(room.occupancy).toEqual(page.occupancy);
    }
    const crates = body.rooms.find((r: { id: number }) => r.id === home.crateRoom.id);
    // Tomato: 8–13 °C (crop facts); the latest reading is 24 °C.
    expect(crates).toMatchObject({ crops: ['tomato'], target: { kind: 'range', min: 8, max: 13 }, out_of_range: true, sensor_silent: false, read_today: true });
    expect(crates.occupancy).toMatchObject({ crates: 4, free: 46 });
    const kg = body.rooms.find((r: { id: number }) => r.id === home.kgRoom.id);
    expect(kg).toMatchObject({ sensor: true, sensor_state: 'error', sensor_silent: true, latest_reading: null, read_today: false, out_of_range: false });
  });

  it('lists the lots under 2 days to pick up, as the produce list estimates them', async () => {
    const body = (await api.get(home.sessions.sp, DASHBOARD)).json();
    const produce = (await api.get(home.sessions.sp, '/storage/v1/produce/?page_size=100')).json();
    const expected = produce.items.filter((i: { time_to_pickup_days: number | null }) => i.time_to_pickup_days !== null && i.time_to_pickup_days < 2);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.due_lots_total).toBe(expected.length);
    expect(body.due_lots.map((l: { id: number }) => l.id).sort()).toEqual(expected.map((i: { id: number }) => i.id).sort());
    for (const lot of body.due_lots) expect(lot.time_to_pickup_days).toBeCloseTo(expected.find((i: { id: number }) => i.id === lot.id).time_to_pickup_days, 3);
  });

  it('never shows another company’s money, rooms or lots', async () => {
    const body = (await api.get(other.sessions.sp, DASHBOARD)).json();
    expect(body.rooms.map((r: { id: number }) => r.id).sort()).toEqual([other.crateRoom.id, other.kgRoom.id].sort());
    const theirs = await scalar(sql`select sum(total_minor) as v from check_outs where company_id = ${other.company.id}`);
    expect(body.revenue_today).toEqual([{ currency: 'NGN', amount_minor: theirs }]);
    expect(body.owed_total).toEqual([{ currency: 'NGN', amount_minor: theirs }]);
    expect(body.top_debtors.map((d: { farmer: { id: number } }) => d.farmer.id)).toEqual([other.farmerId]);
    expect(body.due_lots).toEqual([]);
  });
});

describe('operator and farmer dashboards', () => {
  it('shows an operator only the rooms they run, with no money', async () => {
    const body = (await api.get(home.sessions.op, DASHBOARD)).json();
    expect(body.view).toBe('operator');
    expect(body).not.toHaveProperty('revenue_today');
    expect(body.rooms).toHaveLength(2);
    expect(body.due_lots_total).toBeGreaterThan(0);
    const idle = (await api.get(await createIdleOperator(t.app, t.database.db, home.company), DASHBOARD)).json();
    expect(idle).toMatchObject({ view: 'operator', rooms: [], due_lots: [], due_lots_total: 0 });
  });

  it('shows a farmer their produce and debts, as their balance says', async () => {
    const body = (await api.get(home.sessions.farmer, DASHBOARD)).json();
    expect(body.view).toBe('farmer');
    const balance = (await api.get(home.sessions.farmer, `/operation/v1/farmers/${home.farmerId}/balance/`)).json();
    expect(body.owed).toEqual(balance.items.map((i: { company: unknown; currency: string; outstanding_minor: number; unpaid_check_outs: number }) => ({ company: i.company, currency: i.currency, amount_minor: i.outstanding_minor, check_outs: i.unpaid_check_outs })));
    const produce = (await api.get(home.sessions.farmer, '/storage/v1/produce/?page_size=100')).json();
    expect(body.produce).toEqual([
      { company: { id: home.company.id, name: home.company.name }, lots: produce.total, crates: produce.items.reduce((n: number, i: { crates: number }) => n + i.crates, 0), weight_kg: 3 * 20 + 15 + 30 },
    ]);
    expect(body.surveys_due).toBeGreaterThanOrEqual(0);
    expect(body.due_lots.length).toBeGreaterThan(0);
  });

  it('answers 401 without a session', async () => {
    expect((await api.get(null, DASHBOARD)).statusCode).toBe(401);
  });
});
