import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_REPLAY_HEADER, OFFLINE_CODE_BLOCK_SIZE } from '@coldroom/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, assignRoom, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { createPerson, logIn, uniquePhone, type Session } from '../../../test/factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { coolingUnitCrops, coolingUnits, crates, crops, deviceCodes, farmers, movements, notifications, operatorRoomPeriods, operators, produceLots, roomReadings } from '../../db/schema';
import { insertMovement } from '../movements/codes';
import { replaceRoomCrops } from '../cooling-units/room-lists';
import { assignOperatorRooms } from '../cooling-units/assignments';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

const MINUTE = 60_000;
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DEVICE = 'device-home-A1';

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } });
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

async function reserve(session: Session, deviceId = DEVICE): Promise<string[]> {
  const response = await api.call('POST', '/operation/v1/device-codes/', session, { device_id: deviceId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().codes;
}

const offlineCheckIn = (session: Session, body: object, offline: object, key?: string) => api.checkIn(session, { ...body, offline }, key);

const movementByCode = async (companyId: number, code: string) =>
  (await t.database.db.select().from(movements).where(and(eq(movements.companyId, companyId), eq(movements.code, code))))[0];

/** Crates of tomatoes checked in online `days` ago; their ids. */
/**
 * Crates checked in `days` days before now, less `before`: a check-out done `before` ago is then
 * exactly `days` days after its check-in, so its fee holds at any hour, just after midnight too.
 */
async function stored(weights: number[], days: number, roomId = home.crateRoom.id, before = 0): Promise<number[]> {
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, roomId, weights));
  expect(response.statusCode, response.body).toBe(201);
  await ageCheckIn(t.database.db, response.json(), days, before);
  return response.json().lots[0].crates.map((crate: { id: number }) => crate.id);
}

describe('code blocks', () => {
  it('reserves 50 distinct codes, none a movement code of the company, lapsing in 30 days', async () => {
    await stored([10], 1);
    const codes = await reserve(home.sessions.op);
    expect(codes).toHaveLength(OFFLINE_CODE_BLOCK_SIZE);
    expect(new Set(codes).size).toBe(OFFLINE_CODE_BLOCK_SIZE);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    const taken = await t.database.db.select({ code: movements.code }).from(movements).where(eq(movements.companyId, home.company.id));
    expect(taken.length).toBeGreaterThan(0);
    expect(codes.filter((code) => taken.some((row) => row.code === code))).toEqual([]);
    const rows = await t.database.db.select().from(deviceCodes).where(and(eq(deviceCodes.userId, home.operator.user.id), eq(deviceCodes.deviceId, DEVICE)));
    expect(rows.filter((row) => codes.includes(row.code))).toHaveLength(50);
    const lapse = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(lapse - 30 * DAY)).toBeLessThan(MINUTE);
  });

  it('keeps online movements off reserved codes', async () => {
    const [reserved] = await reserve(home.sessions.sp, 'sp-device-0001');
    const drawn = [reserved!, 'ZZZZZ1'];
    const movement = await t.database.db.transaction((tx) =>
      insertMovement(
        tx,
        { companyId: home.company.id, type: 'check_in', coolingUnitId: home.crateRoom.id, farmerId: home.farmerId, operatorUserId: home.operator.user.id, time: new Date() },
        () => drawn.shift()!,
      ),
    );
    expect(movement.code).toBe('ZZZZZ1');
    expect(await movementByCode(home.company.id, reserved!)).toBeUndefined();
  });

  it('refuses codes of another user, device or company, lapsed codes, and codes lapsed at logout; a used code is 409', async () => {
    const body = tomatoes(home.farmerId, home.crateRoom.id, [10]);
    const offline = (code: string, device = DEVICE) => ({ device_id: device, done_at: ago(MINUTE), code });
    const [spCode] = await reserve(home.sessions.sp, 'sp-device-0002');
    const [otherDeviceCode] = await reserve(home.sessions.op, 'device-home-B2');
    const [foreignCode] = await reserve(other.sessions.op, DEVICE);
    const [lapsing, loggedOut, used] = await reserve(home.sessions.op);
    await t.database.db.update(deviceCodes).set({ expiresAt: new Date(Date.now() - MINUTE) }).where(and(eq(deviceCodes.companyId, home.company.id), eq(deviceCodes.code, lapsing!)));
    for (const code of [spCode!, otherDeviceCode!, foreignCode!, lapsing!]) {
      const response = await offlineCheckIn(home.sessions.op, body, offline(code));
      expect(response.statusCode, code).toBe(422);
      expect(response.json().error).toMatchObject({ code: 'code_not_reserved', fields: { 'offline.code': 'code_not_reserved' } });
    }
    expect((await api.call('DELETE', `/operation/v1/device-codes/${DEVICE}/`, home.sessions.op)).statusCode).toBe(204);
    expect((await offlineCheckIn(home.sessions.op, body, offline(loggedOut!))).json().error.code).toBe('code_not_reserved');
    // The other device's block is not touched by this device's logout.
    const [fresh] = await reserve(home.sessions.op);
    expect((await offlineCheckIn(home.sessions.op, body, offline(fresh!))).statusCode).toBe(201);
    const again = await offlineCheckIn(home.sessions.op, body, offline(fresh!));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('code_already_used');
    expect(used).toBeDefined();
    expect((await offlineCheckIn(home.sessions.op, body, offline(otherDeviceCode!, 'device-home-B2'))).statusCode).toBe(201);
  });

  it('needs a code for offline check-ins and check-outs and an expected total for check-outs', async () => {
    const checkIn = await offlineCheckIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10]), { device_id: DEVICE, done_at: ago(MINUTE) });
    expect(checkIn.statusCode).toBe(400);
    expect(checkIn.json().error.fields).toMatchObject({ 'offline.code': 'required' });
    const checkOut = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: 1 }], payment_method: 'cash', paid: true, offline: { device_id: DEVICE, done_at: ago(MINUTE), code: 'ABCDEF' } });
    expect(checkOut.statusCode).toBe(400);
    expect(checkOut.json().error.fields).toMatchObject({ 'offline.expected_total_minor': 'required' });
  });
});

describe('time', () => {
  it('refuses done_at more than 5 minutes ahead or more than 7 days old; keeps done_at and the arrival time', async () => {
    const body = tomatoes(home.farmerId, home.crateRoom.id, [10, 12]);
    const [code] = await reserve(home.sessions.op);
    const ahead = await offlineCheckIn(home.sessions.op, body, { device_id: DEVICE, done_at: ago(-6 * MINUTE), code });
    expect(ahead.statusCode).toBe(422);
    expect(ahead.json().error).toEqual({ code: 'device_clock_wrong', message: "The device's clock is wrong.", fields: { 'offline.done_at': 'in_future' } });
    const old = await offlineCheckIn(home.sessions.op, body, { device_id: DEVICE, done_at: ago(8 * DAY), code });
    expect(old.statusCode).toBe(422);
    expect(old.json().error).toEqual({ code: 'done_at_too_old', message: 'Too old: enter it again.', fields: { 'offline.done_at': 'too_old' } });

    const doneAt = ago(6 * DAY);
    const before = Date.now();
    const response = await offlineCheckIn(home.sessions.op, body, { device_id: DEVICE, done_at: doneAt, code });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().movement).toMatchObject({ code, time: doneAt });
    const movement = (await movementByCode(home.company.id, code!))!;
    expect(movement.time.toISOString()).toBe(doneAt);
    expect(movement.deviceId).toBe(DEVICE);
    expect(movement.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(movement.receivedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const rows = await t.database.db.select().from(crates).where(eq(crates.checkInId, response.json().id));
    expect(rows.map((row) => row.checkedInAt.toISOString())).toEqual([doneAt, doneAt]);
  });
});

describe('prices at done_at', () => {
  it('locks the rate valid when the check-in was done, not a later one', async () => {
    const db = t.database.db;
    const place = await createLocation(db, home.company.id);
    const room = await createRoom(db, place, { capacity: 100, crops: [['tomato', 'daily', 10_000]] });
    await assignRoom(db, room, home.operator.user);
    // The room took tomatoes at 100.00 from 10 days ago; the rate becomes 200.00 now.
    await db.update(coolingUnitCrops).set({ createdAt: new Date(Date.now() - 10 * DAY) }).where(eq(coolingUnitCrops.coolingUnitId, room.id));
    const [tomato] = await db.select({ id: crops.id }).from(crops).where(eq(crops.code, 'tomato'));
    await db.transaction((tx) => replaceRoomCrops(tx, room, 'NGN', [{ crop: 'tomato', pricing: 'daily', rate: 20_000 }], new Map([['tomato', tomato!.id]])));

    const [code] = await reserve(home.sessions.op);
    const offline = await offlineCheckIn(home.sessions.op, tomatoes(home.farmerId, room.id, [10]), { device_id: DEVICE, done_at: ago(2 * DAY), code });
    expect(offline.statusCode, offline.body).toBe(201);
    const online = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, room.id, [10]));
    const rateOf = async (checkInId: number) => (await db.select({ rate: produceLots.rateMinor }).from(produceLots).where(eq(produceLots.checkInId, checkInId)))[0]!.rate;
    expect(await rateOf(offline.json().id)).toBe(10_000);
    expect(await rateOf(online.json().id)).toBe(20_000);
  });
});

describe('capacity', () => {
  it('keeps an offline check-in past capacity and tells the service providers; online is still refused', async () => {
    const db = t.database.db;
    const room = await createRoom(db, await createLocation(db, home.company.id), { capacity: 2, crops: [['tomato', 'daily', 10_000]] });
    await assignRoom(db, room, home.operator.user);
    const online = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, room.id, [10, 10, 10]));
    expect(online.statusCode).toBe(422);
    expect(online.json().error.code).toBe('room_full');

    const [code] = await reserve(home.sessions.op);
    const response = await offlineCheckIn(home.sessions.op, tomatoes(home.farmerId, room.id, [10, 10, 10]), { device_id: DEVICE, done_at: ago(MINUTE), code });
    expect(response.statusCode, response.body).toBe(201);
    const [stock] = await db.select({ crates: coolingUnits.storedCrates }).from(coolingUnits).where(eq(coolingUnits.id, room.id));
    expect(stock!.crates).toBe(3);
    const notices = await db.select().from(notifications).where(and(eq(notifications.kind, 'room_over_capacity'), eq(notifications.checkInId, response.json().id)));
    expect(notices.map((notice) => notice.userId)).toEqual([home.serviceProvider.user.id]);
    const listed = (await api.get(home.sessions.sp, '/operation/v1/notifications/')).json();
    expect(listed.items.find((item: { kind: string }) => item.kind === 'room_over_capacity')).toMatchObject({ check_in_id: response.json().id, movement_code: code, cooling_unit: { id: room.id } });
  });
});

describe('check-outs', () => {
  const offlineCheckOut = (session: Session, crateIds: number[], offline: object, key?: string) =>
    api.checkOut(session, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: crateIds.map((crate_id) => ({ crate_id })), payment_method: 'cash', paid: true, offline }, key);

  it('prices at done_at and keeps done_at as the check-out time', async () => {
    const [crate] = await stored([20], 5);
    const [code] = await reserve(home.sessions.op);
    const doneAt = ago(2 * DAY);
    // Daily 100.00 a crate: 3 days at done_at (5 now).
    const response = await offlineCheckOut(home.sessions.op, [crate!], { device_id: DEVICE, done_at: doneAt, code, expected_total_minor: 30_000 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ total_minor: 30_000, lines: [{ days: 3, line_minor: 30_000 }] });
    expect((await movementByCode(home.company.id, code!))!.time.toISOString()).toBe(doneAt);
  });

  it('lets the first of two devices win a crate; the second gets already_checked_out with the winning code and changes nothing', async () => {
    const [crate] = await stored([20], 2, home.crateRoom.id, 10 * MINUTE);
    const [codeA] = await reserve(home.sessions.op, 'device-home-A9');
    const [codeB] = await reserve(home.sessions.op, 'device-home-B9');
    const first = await offlineCheckOut(home.sessions.op, [crate!], { device_id: 'device-home-A9', done_at: ago(10 * MINUTE), code: codeA, expected_total_minor: 20_000 });
    expect(first.statusCode, first.body).toBe(201);
    const second = await offlineCheckOut(home.sessions.op, [crate!], { device_id: 'device-home-B9', done_at: ago(5 * MINUTE), code: codeB, expected_total_minor: 20_000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'already_checked_out', fields: { 'lines.0.crate_id': 'already_checked_out' }, details: { code: codeA } });
    expect(await movementByCode(home.company.id, codeB!)).toBeUndefined();
    const [row] = await t.database.db.select().from(crates).where(eq(crates.id, crate!));
    expect(row).toMatchObject({ currentGrams: 0, billedMinor: 20_000 });
    // Its code is still free to use.
    const [unused] = await t.database.db.select().from(deviceCodes).where(and(eq(deviceCodes.companyId, home.company.id), eq(deviceCodes.code, codeB!)));
    expect(unused!.usedAt).toBeNull();
    // Online, a crate already gone answers as before.
    const online = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate }], payment_method: 'cash', paid: true });
    expect(online.json().error.code).toBe('crate_unavailable');
  });

  it('refuses a total other than the device showed with both amounts, changing nothing', async () => {
    const [crate] = await stored([20], 3, home.crateRoom.id, MINUTE);
    const [code] = await reserve(home.sessions.op);
    const response = await offlineCheckOut(home.sessions.op, [crate!], { device_id: DEVICE, done_at: ago(MINUTE), code, expected_total_minor: 25_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'amount_changed', details: { server_total_minor: 30_000, device_total_minor: 25_000 } });
    const [row] = await t.database.db.select().from(crates).where(eq(crates.id, crate!));
    expect(row!.currentGrams).toBe(20_000);
    expect(await movementByCode(home.company.id, code!)).toBeUndefined();
  });
});

describe('people at done_at', () => {
  it('takes an operation of an operator who ran the room then, refuses one done after the unassignment (not_assigned)', async () => {
    const db = t.database.db;
    const person = await createPerson(db, 'Operator', { company: home.company });
    const session = await logIn(t.app, person);
    const [operator] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, person.user.id));
    // Ran the crates room from 5 days ago; unassigned through the service now.
    await assignOperatorRooms(db, home.company.id, operator!.id, [home.crateRoom.id]);
    await db.update(operatorRoomPeriods).set({ startedAt: new Date(Date.now() - 5 * DAY) }).where(eq(operatorRoomPeriods.operatorId, operator!.id));
    await assignOperatorRooms(db, home.company.id, operator!.id, []);
    const [period] = await db.select().from(operatorRoomPeriods).where(eq(operatorRoomPeriods.operatorId, operator!.id));
    expect(period!.endedAt).not.toBeNull();
    await db.update(operatorRoomPeriods).set({ endedAt: new Date(Date.now() - DAY) }).where(eq(operatorRoomPeriods.operatorId, operator!.id));

    const [during, after] = await reserve(session);
    const body = tomatoes(home.farmerId, home.crateRoom.id, [10]);
    const refused = await offlineCheckIn(session, body, { device_id: DEVICE, done_at: ago(12 * 60 * MINUTE), code: after });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_assigned');
    const kept = await offlineCheckIn(session, body, { device_id: DEVICE, done_at: ago(2 * DAY), code: during });
    expect(kept.statusCode, kept.body).toBe(201);
    // Online, the unassigned operator is refused as before.
    expect((await api.checkIn(session, body)).json().error.code).toBe('forbidden');
  });

  it('lets a movement done before a farmer was removed name them, not one done after', async () => {
    const db = t.database.db;
    const registered = await api.call('POST', '/user/v1/farmers/', home.sessions.op, { user: { first_name: 'Ada', phone: uniquePhone() }, createUser: false });
    expect(registered.statusCode, registered.body).toBe(201);
    const farmerId = registered.json().id;
    expect((await api.call('DELETE', `/user/v1/farmers/${farmerId}/`, home.sessions.sp)).statusCode).toBe(204);
    // The removal happened 2 hours ago.
    await db.execute(sql`update company_farmer_removals set removed_at = now() - interval '2 hours' where farmer_id = ${farmerId}`);
    await db.execute(sql`update users set anonymised_at = now() - interval '2 hours' where id = ${registered.json().userId}`);
    const [before, after] = await reserve(home.sessions.op);
    const body = tomatoes(farmerId, home.crateRoom.id, [10]);
    const kept = await offlineCheckIn(home.sessions.op, body, { device_id: DEVICE, done_at: ago(3 * 60 * MINUTE), code: before });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().farmer.id).toBe(farmerId);
    const refused = await offlineCheckIn(home.sessions.op, body, { device_id: DEVICE, done_at: ago(60 * MINUTE), code: after });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ farmer_id: 'unknown_farmer' });
  });

  it('takes a farmer registered offline with a known phone as that farmer (200), else creates one (201)', async () => {
    const doneAt = ago(30 * MINUTE);
    const offline = { device_id: DEVICE, done_at: doneAt };
    const known = await api.call('POST', '/user/v1/farmers/', home.sessions.op, { user: { first_name: 'Same', phone: home.farmer.user.phone }, createUser: false, offline });
    expect(known.statusCode, known.body).toBe(200);
    expect(known.json()).toMatchObject({ id: home.farmerId, matched_existing: true, firstName: home.farmer.user.firstName });
    const created = await api.call('POST', '/user/v1/farmers/', home.sessions.op, { user: { first_name: 'New', phone: uniquePhone() }, createUser: false, offline }, { 'idempotency-key': 'farmer-key-0001' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ matched_existing: false, dateJoined: doneAt, canLogIn: false });
    const [row] = await t.database.db.select().from(farmers).where(eq(farmers.id, created.json().id));
    expect(row).toMatchObject({ deviceId: DEVICE, companyId: home.company.id });
    expect(row!.createdAt.toISOString()).toBe(doneAt);
    // A replay of its key answers the same and creates nothing.
    const replay = await api.call('POST', '/user/v1/farmers/', home.sessions.op, { user: { first_name: 'New', phone: created.json().phone }, createUser: false, offline }, { 'idempotency-key': 'farmer-key-0001' });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers[IDEMPOTENCY_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json().id).toBe(created.json().id);
    // Online, the answer has no matched_existing.
    const online = await api.call('POST', '/user/v1/farmers/', home.sessions.op, { user: { first_name: 'Online', phone: uniquePhone() }, createUser: false });
    expect(online.statusCode).toBe(201);
    expect(online.json().matched_existing).toBeUndefined();
  });
});

describe('readings', () => {
  it('stores an offline reading at done_at with its arrival and device; a replayed key stores it once', async () => {
    const doneAt = ago(3 * 60 * MINUTE);
    const send = () =>
      api.call('POST', `/storage/v1/cooling-units/${home.kgRoom.id}/readings/`, home.sessions.op, { temperature_c: 4.5, offline: { device_id: DEVICE, done_at: doneAt } }, { 'idempotency-key': 'reading-key-0001' });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(roomReadings).where(eq(roomReadings.coolingUnitId, home.kgRoom.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.measuredAt.toISOString()).toBe(doneAt);
    expect(rows[0]!.offlineDeviceId).toBe(DEVICE);
    expect(Date.now() - rows[0]!.receivedAt.getTime()).toBeLessThan(MINUTE);
  });
});

describe('replays', () => {
  it('answers a replayed offline check-in and check-out from the store, also after the block lapsed; nothing twice', async () => {
    const [inCode, outCode] = await reserve(home.sessions.op, 'device-replay-1');
    const body = { ...tomatoes(home.farmerId, home.crateRoom.id, [15]), offline: { device_id: 'device-replay-1', done_at: ago(2 * DAY), code: inCode } };
    const first = await api.checkIn(home.sessions.op, body, 'replay-check-in-1');
    expect(first.statusCode, first.body).toBe(201);
    const crate = first.json().lots[0].crates[0].id;
    const out = {
      cooling_unit_id: home.crateRoom.id,
      farmer_id: home.farmerId,
      lines: [{ crate_id: crate }],
      payment_method: 'cash',
      paid: false,
      offline: { device_id: 'device-replay-1', done_at: ago(DAY), code: outCode, expected_total_minor: 10_000 },
    };
    const checkOut = await api.checkOut(home.sessions.op, out, 'replay-check-out-1');
    expect(checkOut.statusCode, checkOut.body).toBe(201);
    expect((await api.call('DELETE', '/operation/v1/device-codes/device-replay-1/', home.sessions.op)).statusCode).toBe(204);
    await t.database.db.update(deviceCodes).set({ expiresAt: new Date(Date.now() - DAY) }).where(eq(deviceCodes.deviceId, 'device-replay-1'));
    for (const [call, answer] of [
      [() => api.checkIn(home.sessions.op, body, 'replay-check-in-1'), first],
      [() => api.checkOut(home.sessions.op, out, 'replay-check-out-1'), checkOut],
    ] as const) {
      const replay = await call();
      expect(replay.statusCode).toBe(201);
      expect(replay.headers[IDEMPOTENCY_REPLAY_HEADER.toLowerCase()]).toBe('true');
      expect(replay.json()).toEqual(answer.json());
    }
    const count = async (code: string) => (await t.database.db.select().from(movements).where(and(eq(movements.companyId, home.company.id), eq(movements.code, code)))).length;
    expect([await count(inCode!), await count(outCode!)]).toEqual([1, 1]);
  });
});

describe('refusals log and tenancy', () => {
  it('records refused offline operations; service providers see the company’s, operators their own, never another company’s', async () => {
    const db = t.database.db;
    const second = await createPerson(db, 'Operator', { company: home.company });
    await assignRoom(db, home.crateRoom, second.user);
    const secondSession = await logIn(t.app, second);
    const stale = ago(9 * DAY);
    const refusedMine = await offlineCheckIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10]), { device_id: 'device-log-0001', done_at: stale, code: 'ABCDEF' });
    expect(refusedMine.statusCode).toBe(422);
    const refusedTheirs = await offlineCheckIn(secondSession, tomatoes(home.farmerId, home.crateRoom.id, [10]), { device_id: 'device-log-0002', done_at: ago(MINUTE), code: 'ABCDEG' });
    expect(refusedTheirs.json().error.code).toBe('code_not_reserved');
    // Another company's operator cannot use home's room (404), and that refusal is theirs.
    const [otherCode] = await reserve(other.sessions.op, 'device-log-0003');
    const foreign = await offlineCheckIn(other.sessions.op, tomatoes(other.farmerId, home.crateRoom.id, [10]), { device_id: 'device-log-0003', done_at: ago(MINUTE), code: otherCode });
    expect(foreign.statusCode).toBe(404);

    const list = async (session: Session) => (await api.get(session, '/operation/v1/offline-refusals/?page_size=200')).json();
    const mine = await list(home.sessions.op);
    expect(mine.items.every((item: { user_id: number }) => item.user_id === home.operator.user.id)).toBe(true);
    expect(mine.items[0]).toMatchObject({ device_id: 'device-log-0001', kind: 'check_in', code: 'ABCDEF', error_code: 'done_at_too_old', message: 'Too old: enter it again.', fields: { 'offline.done_at': 'too_old' }, done_at: stale });
    const company = await list(home.sessions.sp);
    expect(company.items[0]).toMatchObject({ user_id: second.user.id, device_id: 'device-log-0002', error_code: 'code_not_reserved' });
    expect(company.items.map((item: { device_id: string }) => item.device_id)).toContain('device-log-0001');
    expect(company.items.map((item: { device_id: string }) => item.device_id)).not.toContain('device-log-0003');
    expect(company.total).toBeGreaterThan(mine.total);
    const theirs = await list(other.sessions.sp);
    expect(theirs.items.map((item: { device_id: string; error_code: string }) => [item.device_id, item.error_code])).toEqual([['device-log-0003', 'not_found']]);
    // Another company's logout lapses nothing of home's.
    const [homeCode] = await reserve(home.sessions.op, 'device-log-0003');
    await api.call('DELETE', '/operation/v1/device-codes/device-log-0003/', other.sessions.op);
    const [row] = await db.select().from(deviceCodes).where(and(eq(deviceCodes.companyId, home.company.id), eq(deviceCodes.code, homeCode!)));
    expect(row!.lapsedAt).toBeNull();
    expect((await api.get(home.sessions.farmer, '/operation/v1/offline-refusals/')).statusCode).toBe(403);
  });
});

