import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, dayRangeIn } from '@coldroom/domain';
import { checkIns, checkOutLines, crates, crops, movements, notifications, produceLots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { createPerson, uniqueEmail } from '../../../test/factories';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  // Kiritimati is UTC+14: the local day starts on the previous UTC date, so a UTC-based rule would fail here.
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { editableCheckins: true } });
  await t.database.db.execute(`update companies set time_zone = 'Pacific/Kiritimati' where id = ${home.company.id}`);
});
afterAll(async () => t?.close());

const correct = (id: number, body: object, session = home.sessions.op) => api.call('PUT', `/operation/v1/check-ins/${id}/`, session, body);

async function freshCheckIn(roomId = home.crateRoom.id) {
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, roomId, [10, 12]));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function moveTime(checkIn: { id: number; movement: { id: number } }, time: Date) {
  await t.database.db.update(movements).set({ time }).where(eq(movements.id, checkIn.movement.id));
  await t.database.db.update(crates).set({ checkedInAt: time }).where(eq(crates.checkInId, checkIn.id));
}

describe('correcting a check-in', () => {
  it('changes farmer, crop and planned days on the same local day, and tells the service providers', async () => {
    const second = await createPerson(t.database.db, 'Service Provider', { company: home.company, email: uniqueEmail() });
    const checkIn = await freshCheckIn();
    expect(checkIn.editable).toBe(true);
    const response = await correct(checkIn.id, {
      walk_in: true,
      lots: [{ id: checkIn.lots[0].id, crop_id: 'onion' }],
      crates: [{ id: checkIn.lots[0].crates[1].id, planned_days: 9 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ farmer: { id: home.walkInFarmerId }, movement: checkIn.movement });
    expect(body.lots[0]).toMatchObject({ crop_id: 'onion', pricing: 'fixed', rate_minor: 30_000 });
    expect(body.lots[0].crates.map((c: { planned_days: number }) => c.planned_days)).toEqual([3, 9]);
    expect(body.corrected_at).not.toBeNull();
    const rows = await t.database.db.select().from(crates).where(eq(crates.checkInId, checkIn.id));
    expect(rows.every((row) => row.farmerId === home.walkInFarmerId)).toBe(true);
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.checkInId, checkIn.id));
    expect(notices.map((n) => n.userId).sort()).toEqual([home.serviceProvider.user.id, second.user.id].sort());
    const listed = (await api.get(home.sessions.sp, '/operation/v1/notifications/?unread=true')).json();
    expect(listed.items.find((n: { check_in_id: number }) => n.check_in_id === checkIn.id)).toMatchObject({ kind: 'check_in_corrected', movement_code: checkIn.movement.code });
  });

  it('uses the company’s local day: allowed from local midnight, refused a moment before', async () => {
    const zone = 'Pacific/Kiritimati';
    const checkIn = await freshCheckIn();
    const startOfToday = dayRangeIn(calendarDateIn(new Date(), zone), zone).start;
    await moveTime(checkIn, startOfToday);
    expect((await correct(checkIn.id, { crates: [{ id: checkIn.lots[0].crates[0].id, planned_days: 1 }] })).statusCode).toBe(200);
    await moveTime(checkIn, new Date(startOfToday.getTime() - 1));
    const late = await correct(checkIn.id, { crates: [{ id: checkIn.lots[0].crates[0].id, planned_days: 2 }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toMatchObject({ code: 'correction_not_allowed', fields: { reason: 'not_same_day' } });
    expect((await api.get(home.sessions.op, `/operation/v1/check-ins/${checkIn.id}/`)).json().editable).toBe(false);
  });

  it('is refused in a room without editable check-ins, and once a crate has left', async () => {
    const locked = await freshCheckIn(home.kgRoom.id);
    const refused = await correct(locked.id, { crates: [{ id: locked.lots[0].crates[0].id, planned_days: 1 }] });
    expect(refused.json().error).toMatchObject({ code: 'correction_not_allowed', fields: { reason: 'room_not_editable' } });

    const checkIn = await freshCheckIn();
    const out = await api.checkOut(home.sessions.op, {
      cooling_unit_id: home.crateRoom.id,
      farmer_id: home.farmerId,
      lines: [{ crate_id: checkIn.lots[0].crates[0].id, weight_kg: 1 }],
      payment_method: 'cash',
      paid: true,
    });
    expect(out.statusCode, out.body).toBe(201);
    const left = await correct(checkIn.id, { crates: [{ id: checkIn.lots[0].crates[1].id, planned_days: 1 }] });
    expect(left.json().error).toMatchObject({ code: 'correction_not_allowed', fields: { reason: 'crates_left' } });
  });

  it('refuses a crop the room does not take, parts of other check-ins, and anyone but an operator of the room', async () => {
    const checkIn = await freshCheckIn();
    const crop = await correct(checkIn.id, { lots: [{ id: checkIn.lots[0].id, crop_id: 'mango' }] });
    expect(crop.json().error).toMatchObject({ code: 'crop_not_accepted', fields: { 'lots.0.crop_id': 'crop_not_accepted' } });
    const strange = await correct(checkIn.id, { crates: [{ id: 999_999, planned_days: 1 }] });
    expect(strange.json().error.fields).toEqual({ 'crates.0.id': 'invalid' });
    expect((await correct(checkIn.id, { crates: [] }, home.sessions.sp)).statusCode).toBe(403);
    const other = await createOperationsCompany(t.app, t.database.db);
    expect((await correct(checkIn.id, { crates: [] }, other.sessions.op)).statusCode).toBe(404);
    const [lot] = await t.database.db.select().from(produceLots).where(eq(produceLots.id, checkIn.lots[0].id));
    expect(lot!.pricing).toBe('daily');
  });

  it('keeps the crop copied onto the crates (and later check-out lines) in step with the corrected lot', async () => {
    const db = t.database.db;
    const cropId = async (code: string) => (await db.select({ id: crops.id }).from(crops).where(eq(crops.code, code)))[0]!.id;
    const [tomato, onion] = [await cropId('tomato'), await cropId('onion')];
    const copied = async (checkInId: number) => (await db.select({ cropId: crates.cropId }).from(crates).where(eq(crates.checkInId, checkInId))).map((row) => row.cropId);
    const checkIn = await freshCheckIn();
    expect(await copied(checkIn.id)).toEqual([tomato, tomato]);
    const response = await correct(checkIn.id, { lots: [{ id: checkIn.lots[0].id, crop_id: 'onion' }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(await copied(checkIn.id)).toEqual([onion, onion]);

    const crateId = checkIn.lots[0].crates[0].id;
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crateId }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    const [line] = await db.select({ cropId: checkOutLines.cropId, time: checkOutLines.time, room: checkOutLines.coolingUnitId }).from(checkOutLines).where(eq(checkOutLines.crateId, crateId));
    const [movement] = await db.select({ time: movements.time }).from(movements).where(eq(movements.id, out.json().movement.id));
    expect(line).toEqual({ cropId: onion, time: movement!.time, room: home.crateRoom.id });
  });
});

describe('checking in again with a check-out code', () => {
  it('takes the crates of the check-out into another room, once', async () => {
    const checkIn = await freshCheckIn();
    const [a, b] = checkIn.lots[0].crates;
    const out = (
      await api.checkOut(home.sessions.op, {
        cooling_unit_id: home.crateRoom.id,
        farmer_id: home.farmerId,
        lines: [{ crate_id: a.id }, { crate_id: b.id, weight_kg: 2.5 }],
        payment_method: 'mobile_money',
        paid: true,
      })
    ).json();
    const again = await api.checkInByCode(home.sessions.op, { code: out.movement.code.toLowerCase(), cooling_unit_id: home.kgRoom.id, planned_days: 4 });
    expect(again.statusCode, again.body).toBe(201);
    const body = again.json();
    expect(body).toMatchObject({ source_check_out_code: out.movement.code, farmer: { id: home.farmerId }, cooling_unit: { id: home.kgRoom.id }, crates: 2, weight_kg: 12.5 });
    expect(body.lots[0]).toMatchObject({ crop_id: 'tomato', pricing: 'daily', rate_minor: 400 });
    expect(body.lots[0].crates.map((c: { weight_kg: number; planned_days: number }) => [c.weight_kg, c.planned_days])).toEqual([[10, 4], [2.5, 4]]);
    const [source] = await t.database.db.select().from(checkIns).where(eq(checkIns.id, body.id));
    expect(source!.sourceCheckOutId).toBe(out.id);
    expect((await api.get(home.sessions.op, `/operation/v1/check-ins/${body.id}/`)).json()).toEqual(body);
    expect((await api.get(home.sessions.op, `/operation/v1/check-outs/${out.id}/`)).json().code_used).toBe(true);

    const twice = await api.checkInByCode(home.sessions.op, { code: out.movement.code, cooling_unit_id: home.kgRoom.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('code_already_used');
  });

  it('refuses the room the produce left, unknown codes and codes of check-ins or of another company', async () => {
    const checkIn = await freshCheckIn();
    const out = (
      await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: false })
    ).json();
    const same = await api.checkInByCode(home.sessions.op, { code: out.movement.code, cooling_unit_id: home.crateRoom.id });
    expect(same.json().error.code).toBe('same_room');
    expect((await api.checkInByCode(home.sessions.op, { code: checkIn.movement.code, cooling_unit_id: home.kgRoom.id })).statusCode).toBe(404);
    expect((await api.checkInByCode(home.sessions.op, { code: 'ZZZZZZ', cooling_unit_id: home.kgRoom.id })).statusCode).toBe(404);
    expect((await api.checkInByCode(home.sessions.op, { code: 'Z!', cooling_unit_id: home.kgRoom.id })).statusCode).toBe(400);
    const other = await createOperationsCompany(t.app, t.database.db);
    expect((await api.checkInByCode(other.sessions.op, { code: out.movement.code, cooling_unit_id: other.kgRoom.id })).statusCode).toBe(404);
    // The code is still unused: another room of the company takes it.
    expect((await api.checkInByCode(home.sessions.op, { code: out.movement.code, cooling_unit_id: home.kgRoom.id })).statusCode).toBe(201);
  });
});
