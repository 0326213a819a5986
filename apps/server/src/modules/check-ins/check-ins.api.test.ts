import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInSchema } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import { auditLog, checkIns, crates, movements } from '../../db/schema';
import { rowsOf } from '../occupancy/queries';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createIdleOperator, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

const countRows = async () => ({
  movements: (await t.database.db.select().from(movements)).length,
  checkIns: (await t.database.db.select().from(checkIns)).length,
  crates: (await t.database.db.select().from(crates)).length,
});

describe('check-in', () => {
  it('creates movement, check-in, lots, crates and an audit row in one go, with a 6-character code', async () => {
    const response = await api.checkIn(home.sessions.op, {
      farmer_id: home.farmerId,
      cooling_unit_id: home.crateRoom.id,
      lots: [
        { crop_id: 'tomato', harvest: 'yesterday', notes: 'ripe', crates: [{ weight_kg: 25.5, tag: 'A1', planned_days: 3 }, { weight_kg: 20 }] },
        { crop_id: 'onion', harvest: 'today', crates: [{ weight_kg: 30.125 }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.movement.code).toMatch(/^[0-9A-Z]{6}$/);
    expect(body).toMatchObject({ crates: 3, weight_kg: 75.625, farmer: { id: home.farmerId }, cooling_unit: { id: home.crateRoom.id }, currency: 'NGN' });
    expect(body.lots[0]).toMatchObject({ crop_id: 'tomato', harvest: 'yesterday', notes: 'ripe', pricing: 'daily', rate_minor: 10_000 });
    expect(body.lots[0].initial_quality).toBeGreaterThan(0);
    expect(body.lots[0].crates[0]).toMatchObject({ tag: 'A1', weight_kg: 25.5, current_weight_kg: 25.5, planned_days: 3 });
    // planned: 3 days × 100.00 + 1 day × 100.00 (not planned) + onion fixed 300.00
    expect(body.planned_fee_minor).toBe(30_000 + 10_000 + 30_000);
    const rows = await t.database.db.select().from(crates).where(eq(crates.checkInId, body.id));
    expect(rows.map((r) => [r.initialGrams, r.currentGrams])).toEqual([[25_500, 25_500], [20_000, 20_000], [30_125, 30_125]]);
    const [movement] = await t.database.db.select().from(movements).where(eq(movements.id, body.movement.id));
    expect(Math.abs(movement!.time.getTime() - Date.now())).toBeLessThan(60_000);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(body.id)));
    const created = audit.find((row) => row.action === 'check_in.create');
    expect(created?.details).toEqual({ code: body.movement.code, cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, crates: 3, kg: 75.625 });
    // The answer is built from what was written, not read back: it must say what a later read says.
    const read = await api.get(home.sessions.op, `/operation/v1/check-ins/${body.id}/`);
    expect(read.json()).toEqual(body);
    const room = (await api.get(home.sessions.sp, `/storage/v1/cooling-units/${home.crateRoom.id}/`)).json();
    expect(room.occupancy).toMatchObject({ crates: 3, kg: 75.625, used: 3 });
  });

  it('takes the walk-in customer', async () => {
    const response = await api.checkIn(home.sessions.op, { walk_in: true, cooling_unit_id: home.kgRoom.id, lots: tomatoes(0, 0, [10]).lots });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().farmer).toMatchObject({ id: home.walkInFarmerId, is_walk_in: true });
  });

  it('needs exactly one of farmer and walk-in, a farmer of the company, and valid weights and days', async () => {
    const both = await api.checkIn(home.sessions.op, { ...tomatoes(home.farmerId, home.crateRoom.id, [10]), walk_in: true });
    expect(both.json().error.fields).toMatchObject({ farmer_id: 'both_or_neither' });
    const foreign = await api.checkIn(home.sessions.op, tomatoes(other.farmerId, home.crateRoom.id, [10]));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ farmer_id: 'unknown_farmer' });
    const bad = await api.checkIn(home.sessions.op, {
      farmer_id: home.farmerId,
      cooling_unit_id: home.crateRoom.id,
      lots: [{ crop_id: 'tomato', harvest: 'last_week', crates: [{ weight_kg: 0 }, { weight_kg: 500.001 }, { weight_kg: 0.0004 }, { weight_kg: 12, planned_days: 366 }] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'lots.0.harvest': 'invalid',
      'lots.0.crates.0.weight_kg': 'out_of_range',
      'lots.0.crates.1.weight_kg': 'out_of_range',
      'lots.0.crates.2.weight_kg': 'out_of_range',
      'lots.0.crates.3.planned_days': 'out_of_range',
    });
    const heaviest = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.kgRoom.id, [500], { planned_days: 365 }));
    expect(heaviest.statusCode, heaviest.body).toBe(201);
  });

  it('takes at most 500 crates', async () => {
    const lots = [0, 1].map(() => ({ crop_id: 'tomato', harvest: 'today', crates: Array.from({ length: 250 }, () => ({ weight_kg: 1 })) }));
    const tooMany = await api.checkIn(home.sessions.op, { farmer_id: home.farmerId, cooling_unit_id: home.crateRoom.id, lots: [...lots, { crop_id: 'tomato', harvest: 'today', crates: [{ weight_kg: 1 }] }] });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields).toMatchObject({ lots: 'too_many_crates' });
  });

  it('refuses a crop the room does not accept, naming the lot, and a crop outside the catalogue', async () => {
    const body = {
      farmer_id: home.farmerId,
      cooling_unit_id: home.kgRoom.id,
      lots: [
        { crop_id: 'tomato', harvest: 'today', crates: [{ weight_kg: 5 }] },
        { crop_id: 'onion', harvest: 'today', crates: [{ weight_kg: 5 }] },
      ],
    };
    const before = await countRows();
    const refused = await api.checkIn(home.sessions.op, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'crop_not_accepted', fields: { 'lots.1.crop_id': 'crop_not_accepted' } });
    const unknown = await api.checkIn(home.sessions.op, { ...body, lots: [{ ...body.lots[0]!, crop_id: 'moon-rock' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ 'lots.0.crop_id': 'unknown_crop' });
    expect(await countRows()).toEqual(before);
  });
});

describe('capacity', () => {
  it('refuses crates past a crates room’s capacity, saying how many are free', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 5 }, kgRoom: { capacity: 100 } });
    expect((await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [10, 10, 10]))).statusCode).toBe(201);
    const full = await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [1, 1, 1]));
    expect(full.statusCode).toBe(422);
    expect(full.json().error).toMatchObject({ code: 'room_full', fields: { free: '2', unit: 'crates' } });
    expect(full.json().error.message).toContain('2');
    expect((await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [1, 1]))).statusCode).toBe(201);

    // kg rooms count kilograms: 60.5 + 39.5 = 100 fits exactly, one gram more does not
    expect((await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.kgRoom.id, [60.5]))).statusCode).toBe(201);
    const over = await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.kgRoom.id, [39.501]));
    expect(over.json().error).toMatchObject({ code: 'room_full', fields: { free: '39.5', unit: 'kg' } });
    expect((await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.kgRoom.id, [39.5]))).statusCode).toBe(201);
  });

  it('counts parallel check-ins one after the other: the room never goes past its capacity', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 10 } });
    const results = await Promise.all(Array.from({ length: 8 }, () => api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [5, 5]))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(3);
    const stored = await t.database.db.select().from(crates).where(eq(crates.coolingUnitId, fresh.crateRoom.id));
    expect(stored).toHaveLength(10);
  });
});

describe('idempotency', () => {
  it('needs a key, answers a replay with the first answer and creates nothing more', async () => {
    const body = tomatoes(home.farmerId, home.crateRoom.id, [12]);
    const keyless = await t.app.inject({ method: 'POST', url: '/api/operation/v1/check-ins/', headers: home.sessions.op.headers, payload: body });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error.code).toBe('idempotency_key_required');
    const first = await api.checkIn(home.sessions.op, body, 'check-in-key-0001');
    const before = await countRows();
    const replay = await api.checkIn(home.sessions.op, body, 'check-in-key-0001');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await countRows()).toEqual(before);
    const changed = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [13]), 'check-in-key-0001');
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe('idempotency_key_conflict');
    expect(await countRows()).toEqual(before);
  });

  it('answers a replay before judging the room again (the key is looked up by the check-in\'s first statement)', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 2 } });
    const body = tomatoes(fresh.farmerId, fresh.crateRoom.id, [10, 10]);
    const first = await api.checkIn(fresh.sessions.op, body, 'check-in-key-full-1');
    expect(first.statusCode, first.body).toBe(201);
    // The room is full now: the same body under a new key is refused, its replay still answered.
    expect((await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [10, 10]), 'check-in-key-full-2')).json().error.code).toBe('room_full');
    const before = await countRows();
    const replay = await api.checkIn(fresh.sessions.op, body, 'check-in-key-full-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const changed = await api.checkIn(fresh.sessions.op, tomatoes(fresh.farmerId, fresh.crateRoom.id, [1]), 'check-in-key-full-1');
    expect(changed.json().error.code).toBe('idempotency_key_conflict');
    expect(await countRows()).toEqual(before);
  });

  it('creates once when the same check-in is sent twice at once', async () => {
    // Untagged crates: with tags, the second would meet the first's tags (409) before its key's row.
    const body = { farmer_id: home.farmerId, cooling_unit_id: home.kgRoom.id, lots: [{ crop_id: 'tomato', harvest: 'today', crates: [{ weight_kg: 11 }, { weight_kg: 12 }] }] };
    const before = await countRows();
    const [a, b] = await Promise.all([api.checkIn(home.sessions.op, body, 'check-in-key-race-1'), api.checkIn(home.sessions.op, body, 'check-in-key-race-1')]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await countRows()).toEqual({ movements: before.movements + 1, checkIns: before.checkIns + 1, crates: before.crates + 2 });
  });
});

describe('the answer stored for the key', () => {
  /** The key's stored answer as PostgreSQL holds it, and the reply's bytes read as the same jsonb. */
  const storedAndSent = async (key: string, sent: string) =>
    rowsOf<{ stored: string; sent: string; status: number }>(
      await t.database.db.execute(sql`select response::text as stored, ${sent}::jsonb::text as sent, status_code as status from idempotency_keys where key = ${key}`),
    )[0];

  it('is what the reply sends (same JSON, status and content type), online and offline; a replay sends the same bytes', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 }, kgRoom: { capacity: 100_000 } });
    // A card with every part (grace, tiers, a minimum per lot), so that the lots' rate cards and breakdowns are in the answer.
    const card = { basis: 'crate', period: 'day', rate_minor: 0, grace_days: 2, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }], minimum: { per: 'lot', amount_minor: 20_000 } };
    const added = await api.call('POST', `/operation/v1/cooling-units/${fresh.crateRoom.id}/rate-cards/`, fresh.sessions.sp, { crop_id: 'tomato', effective_from: calendarDateIn(new Date(), 'Africa/Lagos'), card });
    expect(added.statusCode, added.body).toBe(201);
    const reserved = await api.call('POST', '/operation/v1/device-codes/', fresh.sessions.op, { device_id: 'device-stored-answer' });
    expect(reserved.statusCode, reserved.body).toBe(201);
    const cases: [string, object][] = [
      [
        'online, a rate card, tags, notes and planned days',
        {
          farmer_id: fresh.farmerId,
          cooling_unit_id: fresh.crateRoom.id,
          lots: [
            { crop_id: 'tomato', harvest: 'yesterday', notes: 'ripe « très » 🍅', crates: [{ weight_kg: 25.5, tag: 'SA-1', planned_days: 9 }, { weight_kg: 20, tag: null }] },
            { crop_id: 'onion', harvest: 'today', crates: [{ weight_kg: 30.125, planned_days: 0 }] },
          ],
        },
      ],
      ['online, the walk-in customer by weight', { walk_in: true, cooling_unit_id: fresh.kgRoom.id, lots: tomatoes(0, 0, [10.5, 0.25]).lots }],
      [
        'offline',
        { ...tomatoes(fresh.farmerId, fresh.crateRoom.id, [15]), offline: { device_id: 'device-stored-answer', done_at: new Date(Date.now() - 3_600_000).toISOString(), code: reserved.json().codes[0] } },
      ],
    ];
    for (const [label, body] of cases) {
      const key = `stored-answer-${randomKey()}`;
      const response = await api.checkIn(fresh.sessions.op, body, key);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(201);
      expect(response.headers['content-type'], label).toBe('application/json; charset=utf-8');
      // The reply is the answer as its schema gives it.
      expect(response.body, label).toBe(JSON.stringify(checkInSchema.parse(JSON.parse(response.body))));
      const row = await storedAndSent(key, response.body);
      expect(row?.status, label).toBe(201);
      expect(row?.stored, label).toBe(row?.sent);
      const replay = await api.checkIn(fresh.sessions.op, body, key);
      expect(replay.headers['idempotent-replayed'], label).toBe('true');
      expect([replay.statusCode, replay.headers['content-type'], replay.body], label).toEqual([201, response.headers['content-type'], response.body]);
    }
  });
});

let keys = 0;
const randomKey = () => `${Date.now()}-${(keys += 1)}`;

describe('roles and company scope', () => {
  it('lets only an operator of the room check in', async () => {
    const body = tomatoes(home.farmerId, home.crateRoom.id, [10]);
    expect((await api.checkIn(home.sessions.sp, body)).statusCode).toBe(403);
    expect((await api.checkIn(home.sessions.farmer, body)).statusCode).toBe(403);
    expect((await api.checkIn(null, body)).statusCode).toBe(401);
    const idle = await createIdleOperator(t.app, t.database.db, home.company);
    expect((await api.checkIn(idle, body)).statusCode).toBe(403);
    const foreignRoom = await api.checkIn(other.sessions.op, tomatoes(other.farmerId, home.crateRoom.id, [10]));
    expect(foreignRoom.statusCode).toBe(404);
  });

  it('lists and reads check-ins of the own company only; a farmer sees their own', async () => {
    const mine = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [7]))).json();
    const theirs = (await api.checkIn(other.sessions.op, tomatoes(other.farmerId, other.crateRoom.id, [7]))).json();
    const walkIn = (await api.checkIn(home.sessions.op, { ...tomatoes(0, home.crateRoom.id, [7]), farmer_id: undefined, walk_in: true })).json();
    const list = (await api.get(home.sessions.sp, '/operation/v1/check-ins/?page_size=200')).json();
    const ids = list.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.total).toBe(list.items.length);
    expect((await api.get(home.sessions.op, `/operation/v1/check-ins/${theirs.id}/`)).statusCode).toBe(404);
    expect((await api.get(home.sessions.op, `/operation/v1/check-ins/${mine.id}/`)).json()).toMatchObject({ id: mine.id, movement: mine.movement });
    const farmerList = (await api.get(home.sessions.farmer, '/operation/v1/check-ins/?page_size=200')).json();
    expect(farmerList.items.every((item: { farmer: { id: number } }) => item.farmer.id === home.farmerId)).toBe(true);
    expect(farmerList.items.map((item: { id: number }) => item.id)).toContain(mine.id);
    expect((await api.get(home.sessions.farmer, `/operation/v1/check-ins/${walkIn.id}/`)).statusCode).toBe(404);
    const byRoom = (await api.get(home.sessions.sp, `/operation/v1/check-ins/?cooling_unit=${home.kgRoom.id}&page_size=200`)).json();
    expect(byRoom.items.every((item: { cooling_unit: { id: number } }) => item.cooling_unit.id === home.kgRoom.id)).toBe(true);
  });
});
