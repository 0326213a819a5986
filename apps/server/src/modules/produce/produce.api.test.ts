import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropById, timeToPickup } from '@coldroom/domain';
import { companyFarmers, roomReadings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
  // The home farmer also stores with the other company.
  await t.database.db.insert(companyFarmers).values({ companyId: other.company.id, farmerId: home.farmerId });
});
afterAll(async () => t?.close());

async function stored(company: OperationsCompany, farmerId: number, weights: number[], days: number, planned = 3) {
  const response = await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, weights, { planned_days: planned, harvest: 'yesterday' }));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  await ageCheckIn(t.database.db, checkIn, days);
  return checkIn;
}

const lotIn = (list: { items: { id: number }[] }, id: number) => list.items.find((item) => item.id === id) as Record<string, unknown> | undefined;

describe('produce in storage', () => {
  it('shows each lot with crates and kg left, days stored, planned days, fees due now and planned cost', async () => {
    const checkIn = await stored(home, home.farmerId, [20, 22.5, 25], 4, 6);
    const [first] = checkIn.lots[0].crates;
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: first.id }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    const list = (await api.get(home.sessions.op, `/storage/v1/produce/?cooling_unit=${home.crateRoom.id}`)).json();
    expect(lotIn(list, checkIn.lots[0].id)).toMatchObject({
      check_in_id: checkIn.id,
      movement_code: checkIn.movement.code,
      crop_id: 'tomato',
      crates: 2,
      weight_kg: 47.5,
      initial_crates: 3,
      initial_weight_kg: 67.5,
      days_stored: 4,
      planned_days: 6,
      currency: 'NGN',
      fee_due_minor: 2 * 4 * 10_000,
      planned_fee_minor: 2 * 6 * 10_000,
      time_to_pickup_days: null,
      pickup_urgency: 'unknown',
    });
    const crates = (await api.get(home.sessions.op, `/storage/v1/crates/?cooling_unit=${home.crateRoom.id}&farmer=${home.farmerId}&lot=${checkIn.lots[0].id}`)).json();
    expect(crates.items.map((c: { weight_kg: number; fee_due_minor: number; days_charged: number }) => [c.weight_kg, c.fee_due_minor, c.days_charged])).toEqual([
      [22.5, 40_000, 4],
      [25, 40_000, 4],
    ]);
    const room = (await api.get(home.sessions.sp, `/storage/v1/cooling-units/${home.crateRoom.id}/`)).json();
    expect(room.occupancy.crates).toBeGreaterThanOrEqual(2);
  });

  it('estimates the time to pick up from the room’s readings, and says unknown without them', async () => {
    const checkIn = await stored(home, home.farmerId, [20], 3);
    const now = Date.now();
    const readings = Array.from({ length: 4 * 24 }, (_, i) => ({ at: new Date(now - HOUR / 2 - i * HOUR), temperature_c: 8 + (i % 5) }));
    await t.database.db.insert(roomReadings).values(
      readings.map((r) => ({ companyId: home.company.id, coolingUnitId: home.crateRoom.id, measuredAt: r.at, temperatureC: r.temperature_c, source: 'manual' as const })),
    );
    const item = lotIn((await api.get(home.sessions.op, `/storage/v1/produce/?cooling_unit=${home.crateRoom.id}&page_size=200`)).json(), checkIn.lots[0].id)!;
    const crop = cropById('tomato')!;
    const expected = timeToPickup({ kinetics: crop.kinetics, initial_quality: checkIn.lots[0].initial_quality, checked_in_at: new Date(now - 3 * 86_400_000), now, readings });
    expect(expected).not.toBeNull();
    expect(item.time_to_pickup_days as number).toBeCloseTo(expected!.days_left, 1);
    expect(item.quality as number).toBeCloseTo(expected!.quality, 0);
    const detail = (await api.get(home.sessions.op, `/storage/v1/produce/${checkIn.lots[0].id}/`)).json();
    expect(detail.room_temperature_c).toBeCloseTo(expected!.room_temperature_c, 5);
    expect(detail.pickup_threshold).toBeCloseTo(expected!.threshold, 5);
    // The kg room has no readings: unknown, never a guess.
    const kg = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.kgRoom.id, [10]))).json();
    const unknown = lotIn((await api.get(home.sessions.op, `/storage/v1/produce/?cooling_unit=${home.kgRoom.id}`)).json(), kg.lots[0].id)!;
    expect(unknown).toMatchObject({ time_to_pickup_days: null, pickup_urgency: 'unknown', quality: null });
  });

  it('shows one lot with all its crates, the ones that left too, and its movements', async () => {
    const checkIn = await stored(home, home.farmerId, [20, 20], 2);
    const [a] = checkIn.lots[0].crates;
    const out = (await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: a.id }], payment_method: 'card', paid: false })).json();
    const detail = (await api.get(home.sessions.farmer, `/storage/v1/produce/${checkIn.lots[0].id}/`)).json();
    expect(detail.in_storage).toBe(true);
    expect(detail.crate_list.map((c: { in_storage: boolean; billed_minor: number }) => [c.in_storage, c.billed_minor])).toEqual([[false, 20_000], [true, 0]]);
    expect(detail.movements.map((m: { code: string }) => m.code)).toEqual([checkIn.movement.code, out.movement.code]);
    expect((await api.get(other.sessions.sp, `/storage/v1/produce/${checkIn.lots[0].id}/`)).statusCode).toBe(404);
  });
});

describe('who sees which produce', () => {
  it('shows staff their company’s lots and a farmer their own across companies', async () => {
    const mine = await stored(home, home.farmerId, [10], 1);
    const elsewhere = await stored(other, home.farmerId, [10], 1);
    const neighbours = await stored(other, other.farmerId, [10], 1);
    const farmerView = (await api.get(home.sessions.farmer, '/storage/v1/produce/?page_size=200')).json();
    expect(lotIn(farmerView, mine.lots[0].id)).toBeDefined();
    expect(lotIn(farmerView, elsewhere.lots[0].id)).toMatchObject({ company: { id: other.company.id } });
    expect(lotIn(farmerView, neighbours.lots[0].id)).toBeUndefined();
    const homeStaff = (await api.get(home.sessions.sp, '/storage/v1/produce/?page_size=200')).json();
    expect(lotIn(homeStaff, elsewhere.lots[0].id)).toBeUndefined();
    expect(homeStaff.items.every((item: { company: { id: number } }) => item.company.id === home.company.id)).toBe(true);
    const crates = (await api.get(home.sessions.farmer, '/storage/v1/crates/?page_size=500')).json();
    expect(crates.items.every((c: { farmer_id: number }) => c.farmer_id === home.farmerId)).toBe(true);
    const otherFarmer = (await api.get(other.sessions.farmer, `/storage/v1/produce/${mine.lots[0].id}/`)).statusCode;
    expect(otherFarmer).toBe(404);
    expect((await api.get(null, '/storage/v1/produce/')).statusCode).toBe(401);
    // A farmer sees the (non-public) rooms they stored in, with the public view only.
    const room = await api.get(home.sessions.farmer, `/storage/v1/cooling-units/${home.crateRoom.id}/`);
    expect(room.statusCode).toBe(200);
    expect(room.json().view).toBe('public');
    expect((await api.get(other.sessions.farmer, `/storage/v1/cooling-units/${home.crateRoom.id}/`)).statusCode).toBe(404);
  });

  it('searches by crop, farmer name, code and tag', async () => {
    const checkIn = await stored(home, home.farmerId, [10], 1);
    const byCode = (await api.get(home.sessions.op, `/storage/v1/produce/?search=${checkIn.movement.code}`)).json();
    expect(byCode.items.map((i: { id: number }) => i.id)).toEqual([checkIn.lots[0].id]);
    const byName = (await api.get(home.sessions.op, `/storage/v1/produce/?search=${encodeURIComponent(home.farmer.user.firstName)}&page_size=200`)).json();
    expect(lotIn(byName, checkIn.lots[0].id)).toBeDefined();
    const byCrop = (await api.get(home.sessions.op, '/storage/v1/produce/?crop=onion')).json();
    expect(byCrop.items.every((i: { crop_id: string }) => i.crop_id === 'onion')).toBe(true);
  });
});
