import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@coldroom/contract';
import { checkoutLine } from '@coldroom/domain';
import { auditLog, checkOutLines, checkOuts, crates } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createIdleOperator, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { createPerson } from '../../../test/factories';
import { farmerIdOf } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 }, kgRoom: { capacity: 100_000 } });
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

/** A check-in of tomato crates `days` days ago. */
async function storedTomatoes(roomId: number, weights: number[], days: number, farmerId = home.farmerId) {
  const response = await api.checkIn(home.sessions.op, tomatoes(farmerId, roomId, weights));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  await ageCheckIn(t.database.db, checkIn, days);
  return checkIn.lots[0].crates.map((crate: { id: number }) => crate.id) as number[];
}

const checkOut = (roomId: number, lines: { crate_id: number; weight_kg?: number }[], extra: object = {}) =>
  api.checkOut(home.sessions.op, { cooling_unit_id: roomId, farmer_id: home.farmerId, lines, payment_method: 'cash', paid: true, ...extra });

const crateRow = async (id: number) => (await t.database.db.select().from(crates).where(eq(crates.id, id)))[0]!;

describe('price preview and fees', () => {
  it('charges daily fees by calendar days, fixed fees once, and a part as due × part ÷ current weight', async () => {
    const [whole, part] = await storedTomatoes(home.crateRoom.id, [20, 20], 5);
    const preview = await api.preview(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: whole }, { crate_id: part, weight_kg: 5 }] });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.lines[0]).toMatchObject({ crate_id: whole, days: 5, fee_minor: 50_000, due_minor: 50_000, line_minor: 50_000, whole: true, weight_kg: 20, remaining_weight_kg: 0 });
    expect(body.lines[1]).toMatchObject({ crate_id: part, days: 5, due_minor: 50_000, line_minor: 12_500, whole: false, weight_kg: 5, remaining_weight_kg: 15 });
    expect(body).toMatchObject({ currency: 'NGN', subtotal_minor: 62_500, max_discount_minor: 62_500, discount_minor: 0, total_minor: 62_500 });
    // A preview writes nothing.
    expect((await crateRow(part!)).currentGrams).toBe(20_000);
  });

  it('the crates list carries what a device needs to price a check-out offline with the same domain code', async () => {
    for (const room of [home.crateRoom, home.kgRoom]) {
      const [partly, whole] = await storedTomatoes(room.id, [20, 10], 4);
      expect((await checkOut(room.id, [{ crate_id: partly!, weight_kg: 5 }])).statusCode).toBe(201);
      const listed = await api.get(home.sessions.op, `/storage/v1/crates/?cooling_unit=${room.id}&farmer=${home.farmerId}&page_size=500`);
      expect(listed.statusCode, listed.body).toBe(200);
      const known = (listed.json().items as { id: number }[]).filter((crate) => crate.id === partly || crate.id === whole) as {
        id: number; weight_kg: number; checked_in_at: string; pricing: { kind: 'fixed' | 'daily'; rate_minor: number }; metric: 'crates' | 'kg'; time_zone: string; paid_towards_minor: number;
      }[];
      expect(known).toHaveLength(2);
      const lines = [{ crate_id: partly!, weight_kg: 3 }, { crate_id: whole! }];
      const preview = (await api.preview(home.sessions.op, { cooling_unit_id: room.id, farmer_id: home.farmerId, lines })).json();
      const at = new Date(preview.at);
      const onDevice = lines.map((line) => {
        const crate = known.find((candidate) => candidate.id === line.crate_id)!;
        return checkoutLine({
          pricing: crate.pricing, metric: crate.metric, weight_grams: Math.round(crate.weight_kg * 1000), checked_in_at: crate.checked_in_at, at,
          time_zone: crate.time_zone, paid_minor: crate.paid_towards_minor, ...(line.weight_kg ? { part_grams: line.weight_kg * 1000 } : {}),
        }).line_minor;
      });
      expect(onDevice).toEqual(preview.lines.map((line: { line_minor: number }) => line.line_minor));
      expect(known[0]!.metric).toBe(room.metric);
    }
  });

  it('in a crates room, deducts what earlier parts paid; the crate costs its fee in all', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 5);
    const first = await checkOut(home.crateRoom.id, [{ crate_id: crate!, weight_kg: 5 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ subtotal_minor: 12_500, total_minor: 12_500, lines: [{ line_minor: 12_500, remaining_weight_kg: 15 }] });
    expect(await crateRow(crate!)).toMatchObject({ currentGrams: 15_000, billedMinor: 12_500 });
    const rest = (await api.preview(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate }] })).json();
    expect(rest.lines[0]).toMatchObject({ fee_minor: 50_000, due_minor: 37_500, line_minor: 37_500, weight_kg: 15 });
  });

  it('in a kg room, charges the weight still in the crate in full: earlier parts paid for weight that left', async () => {
    const [crate] = await storedTomatoes(home.kgRoom.id, [10], 3);
    // 10 kg × 3 days × 4.00 = 120.00; taking 4 kg charges 48.00
    const first = await checkOut(home.kgRoom.id, [{ crate_id: crate!, weight_kg: 4 }]);
    expect(first.json().lines[0]).toMatchObject({ fee_minor: 12_000, due_minor: 12_000, line_minor: 4_800 });
    const rest = (await api.preview(home.sessions.op, { cooling_unit_id: home.kgRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate }] })).json();
    expect(rest.lines[0]).toMatchObject({ fee_minor: 7_200, due_minor: 7_200, line_minor: 7_200 });
    expect(4_800 + rest.lines[0].line_minor).toBe(12_000);
  });

  it('charges one day for a crate in and out on the same day', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 0);
    expect((await checkOut(home.crateRoom.id, [{ crate_id: crate! }])).json().lines[0]).toMatchObject({ days: 1, line_minor: 10_000 });
  });
});

describe('check-out', () => {
  it('writes movement, check-out, lines, weights and an audit row; takes any payment method; paid or not', async () => {
    for (const method of PAYMENT_METHODS) {
      const [crate] = await storedTomatoes(home.crateRoom.id, [20], 2);
      const response = await checkOut(home.crateRoom.id, [{ crate_id: crate! }], { payment_method: method, paid: method !== 'ussd', discount_minor: 500 });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ payment_method: method, paid: method !== 'ussd', subtotal_minor: 20_000, discount_minor: 500, total_minor: 19_500, crates: 1, weight_kg: 20 });
      expect(body.movement.code).toMatch(/^[0-9A-Z]{6}$/);
      expect((await crateRow(crate!)).currentGrams).toBe(0);
      const lines = await t.database.db.select().from(checkOutLines).where(eq(checkOutLines.checkOutId, body.id));
      expect(lines).toHaveLength(1);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(body.id)));
      expect(audit.map((a) => a.action)).toContain('check_out.create');
    }
    const bad = await checkOut(home.crateRoom.id, [{ crate_id: 1 }], { payment_method: 'cheque' });
    expect(bad.json().error.fields).toMatchObject({ payment_method: 'invalid' });
  });

  it('allows 0 ≤ discount ≤ total due, and says the largest allowed', async () => {
    const [a, b] = await storedTomatoes(home.crateRoom.id, [20, 20], 3);
    const tooMuch = await checkOut(home.crateRoom.id, [{ crate_id: a! }], { discount_minor: 30_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'discount_too_large', fields: { discount_minor: 'discount_too_large', max_discount_minor: '30000' } });
    const previewed = await api.preview(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: a }], discount_minor: 30_001 });
    expect(previewed.json().error.code).toBe('discount_too_large');
    expect((await checkOut(home.crateRoom.id, [{ crate_id: a! }], { discount_minor: -1 })).statusCode).toBe(400);
    expect((await checkOut(home.crateRoom.id, [{ crate_id: a! }], { discount_minor: 1.5 })).statusCode).toBe(400);
    expect((await crateRow(a!)).currentGrams).toBe(20_000);
    const free = await checkOut(home.crateRoom.id, [{ crate_id: a! }, { crate_id: b! }], { discount_minor: 60_000 });
    expect(free.json()).toMatchObject({ subtotal_minor: 60_000, discount_minor: 60_000, total_minor: 0 });
  });

  it('takes crates of one farmer in the room only, each once, known to the company', async () => {
    const [mine] = await storedTomatoes(home.crateRoom.id, [20], 1);
    const [elsewhere] = await storedTomatoes(home.kgRoom.id, [20], 1);
    const neighbour = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const [theirs] = await storedTomatoes(home.crateRoom.id, [20], 1, await farmerIdOf(t.database.db, neighbour.user));
    const mixed = await checkOut(home.crateRoom.id, [{ crate_id: mine! }, { crate_id: elsewhere! }, { crate_id: theirs! }]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error).toMatchObject({ code: 'crates_not_eligible', fields: { 'lines.1.crate_id': 'other_room', 'lines.2.crate_id': 'other_owner' } });
    const twice = await checkOut(home.crateRoom.id, [{ crate_id: mine! }, { crate_id: mine!, weight_kg: 1 }]);
    expect(twice.json().error.fields).toEqual({ 'lines.1.crate_id': 'duplicate_crate' });
    const [foreign] = (await t.database.db.select().from(crates).where(eq(crates.companyId, other.company.id))).map((c) => c.id);
    const unknownIds = [999_999_999, ...(foreign ? [foreign] : [])];
    const unknown = await checkOut(home.crateRoom.id, unknownIds.map((id) => ({ crate_id: id })));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toMatchObject({ 'lines.0.crate_id': 'unknown_crate' });
  });

  it('refuses a part heavier than what is left, and a crate that has left, with 409 and no change', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 1);
    const heavy = await checkOut(home.crateRoom.id, [{ crate_id: crate!, weight_kg: 20.001 }]);
    expect(heavy.statusCode).toBe(409);
    expect(heavy.json().error).toMatchObject({ code: 'crate_unavailable', fields: { 'lines.0.weight_kg': 'weight_exceeds_remaining' } });
    expect((await checkOut(home.crateRoom.id, [{ crate_id: crate! }])).statusCode).toBe(201);
    const gone = await checkOut(home.crateRoom.id, [{ crate_id: crate! }]);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toMatchObject({ code: 'crate_unavailable', fields: { 'lines.0.crate_id': 'crate_unavailable' } });
  });

  it('answers a replayed key with the first check-out and takes nothing more', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 1);
    const body = { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate!, weight_kg: 5 }], payment_method: 'cash' as const, paid: true };
    const first = await api.checkOut(home.sessions.op, body, 'check-out-key-0001');
    const replay = await api.checkOut(home.sessions.op, body, 'check-out-key-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect((await crateRow(crate!)).currentGrams).toBe(15_000);
    expect((await t.database.db.select().from(checkOutLines).where(eq(checkOutLines.crateId, crate!))).length).toBe(1);
  });

  it('lets exactly one of 50 parallel check-outs of a crate win; the rest get 409 and the weights stay whole', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 2);
    const results = await Promise.all(Array.from({ length: 50 }, () => checkOut(home.crateRoom.id, [{ crate_id: crate! }])));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'crate_unavailable')).toBe(true);
    const lines = await t.database.db.select().from(checkOutLines).where(eq(checkOutLines.crateId, crate!));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.grams).toBe(20_000);
    expect(await crateRow(crate!)).toMatchObject({ currentGrams: 0, initialGrams: 20_000, billedMinor: 20_000 });
  });
});

describe('outstanding balance', () => {
  it('sums the unpaid check-outs of the farmer, per company; staff see their company only', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db);
    const freshApi = (lines: number[], paid: boolean) =>
      api.checkOut(fresh.sessions.op, { cooling_unit_id: fresh.crateRoom.id, farmer_id: fresh.farmerId, lines: lines.map((id) => ({ crate_id: id })), payment_method: 'cash', paid });
    const checkIn = (await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [10, 10, 10]))).json();
    const ids = checkIn.lots[0].crates.map((c: { id: number }) => c.id);
    await freshApi([ids[0]], false);
    await freshApi([ids[1]], false);
    await freshApi([ids[2]], true);
    const url = `/operation/v1/farmers/${fresh.farmerId}/balance/`;
    const balance = (await api.get(fresh.sessions.sp, url)).json();
    expect(balance).toEqual({ farmer_id: fresh.farmerId, items: [{ company: { id: fresh.company.id, name: fresh.company.name }, currency: 'NGN', outstanding_minor: 20_000, opening_balance_minor: 0, unpaid_check_outs: 2 }] });
    expect((await api.get(fresh.sessions.farmer, url)).json()).toEqual(balance);
    expect((await api.get(home.sessions.sp, url)).statusCode).toBe(404);
    expect((await api.get(home.sessions.farmer, url)).statusCode).toBe(404);
    const unpaid = (await api.get(fresh.sessions.sp, '/operation/v1/check-outs/?paid=false')).json();
    expect(unpaid.total).toBe(2);
  });
});

describe('roles and company scope', () => {
  it('lets only an operator of the room preview and check out; reads stay in the company or with the farmer', async () => {
    const [crate] = await storedTomatoes(home.crateRoom.id, [20], 1);
    const body = { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate }], payment_method: 'cash', paid: true };
    for (const session of [home.sessions.sp, home.sessions.farmer, await createIdleOperator(t.app, t.database.db, home.company)]) {
      expect((await api.preview(session, body)).statusCode).toBe(403);
      expect((await api.checkOut(session, body)).statusCode).toBe(403);
    }
    expect((await api.preview(other.sessions.op, body)).statusCode).toBe(404);
    expect((await api.checkOut(other.sessions.op, body)).statusCode).toBe(404);
    expect((await api.preview(null, body)).statusCode).toBe(401);
    const done = (await checkOut(home.crateRoom.id, [{ crate_id: crate! }])).json();
    expect((await api.get(home.sessions.sp, `/operation/v1/check-outs/${done.id}/`)).statusCode).toBe(200);
    expect((await api.get(home.sessions.farmer, `/operation/v1/check-outs/${done.id}/`)).statusCode).toBe(200);
    expect((await api.get(other.sessions.sp, `/operation/v1/check-outs/${done.id}/`)).statusCode).toBe(404);
    expect((await api.get(other.sessions.farmer, `/operation/v1/check-outs/${done.id}/`)).statusCode).toBe(404);
    const theirs = (await api.get(other.sessions.sp, '/operation/v1/check-outs/?page_size=200')).json();
    const ids = await t.database.db.select({ id: checkOuts.id }).from(checkOuts).where(inArray(checkOuts.companyId, [other.company.id]));
    expect(theirs.total).toBe(ids.length);
  });
});
