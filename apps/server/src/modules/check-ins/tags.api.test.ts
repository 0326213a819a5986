import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { rowsOf } from '../occupancy/queries';
import { takenTagsSql } from './tags';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

const body = (roomId: number, tags: (string | null)[]) => ({
  farmer_id: home.farmerId,
  cooling_unit_id: roomId,
  lots: [{ crop_id: 'tomato', harvest: 'today', crates: tags.map((tag) => ({ weight_kg: 20, tag })) }],
});

describe('crate tags (defect 2)', () => {
  it('refuses a tag a stored crate of the room carries, naming the crate row, until that crate leaves', async () => {
    const first = await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['UX-001', 'UX-002', 'UX-003']));
    expect(first.statusCode, first.body).toBe(201);
    const again = await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['UX-004', null, ' ux-002 ']));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'duplicate', fields: { 'lots.0.crates.2.tag': 'duplicate_tag' } });
    // Another room may use the tag.
    expect((await api.checkIn(home.sessions.op, body(home.kgRoom.id, ['UX-002']))).statusCode).toBe(201);
    // Once the crate has left, its tag is free again.
    const crate = first.json().lots[0].crates[1];
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: crate.id }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    expect((await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['UX-002']))).statusCode).toBe(201);
  });

  it('refuses a tag in use before a full room, and a full room with free tags', async () => {
    const fresh = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 2 } });
    expect((await api.checkIn(fresh.sessions.op, { ...body(fresh.crateRoom.id, ['F-1', 'F-2']), farmer_id: fresh.farmerId })).statusCode).toBe(201);
    const both = await api.checkIn(fresh.sessions.op, { ...body(fresh.crateRoom.id, ['F-3', 'f-2']), farmer_id: fresh.farmerId });
    expect(both.statusCode, both.body).toBe(409);
    expect(both.json().error).toMatchObject({ code: 'duplicate', fields: { 'lots.0.crates.1.tag': 'duplicate_tag' } });
    expect(both.json().error.message).toContain('F-2');
    const full = await api.checkIn(fresh.sessions.op, { ...body(fresh.crateRoom.id, ['F-3']), farmer_id: fresh.farmerId });
    expect(full.json().error.code).toBe('room_full');
  });

  it('names every tag in use, in order, and writes nothing', async () => {
    const made = await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['ORD-2', 'ORD-1']));
    expect(made.statusCode, made.body).toBe(201);
    const [movementsBefore] = rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from movements`));
    const again = await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['ord-2', 'ORD-3', 'ORD-1']));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error).toMatchObject({ fields: { 'lots.0.crates.0.tag': 'duplicate_tag', 'lots.0.crates.2.tag': 'duplicate_tag' } });
    expect(again.json().error.fields['lots.0.crates.1.tag']).toBeUndefined();
    expect(again.json().error.message).toBe('A crate in this cooling unit already carries the tag ORD-1, ORD-2.');
    const [movementsAfter] = rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from movements`));
    expect(movementsAfter).toEqual(movementsBefore);
  });

  it('refuses a tag given twice in one check-in and creates nothing', async () => {
    const response = await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['B-1', 'B-2', 'b-1', null, null]));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_input', fields: { 'lots.0.crates.2.tag': 'duplicate_tag' } });
    expect((await api.checkIn(home.sessions.op, body(home.crateRoom.id, ['B-1', 'B-2']))).statusCode).toBe(201);
  });
});

describe('the duplicate-tag check in a full room (issue 25)', () => {
  it("looks up the request's own tags through the room's tag index, not every stored crate", async () => {
    const made = await api.checkIn(home.sessions.op, body(home.kgRoom.id, ['FULL-0']));
    expect(made.statusCode, made.body).toBe(201);
    const crateId = made.json().lots[0].crates[0].id as number;
    // 10,000 more stored crates in the room, copies of that one with their own tags.
    const columns = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select column_name as name from information_schema.columns where table_name = 'crates' and column_name not in ('id', 'tag') order by ordinal_position`),
    ).map((row) => sql.identifier(row.name));
    const list = sql.join(columns, sql`, `);
    await t.database.db.execute(sql`insert into crates (${list}, tag) select ${list}, 'FULL-' || n from crates, generate_series(1, 10000) n where id = ${crateId}`);
    await t.database.db.execute(sql`analyze crates`);
    const plan = JSON.stringify(rowsOf(await t.database.db.execute(sql`explain (format json) ${takenTagsSql(home.kgRoom.id, ['FULL-77', 'NEW-1'])}`)));
    expect(plan).toContain('crates_room_tag_stored_idx');
    // And the check still refuses a tag in use, accepts a free one.
    expect((await api.checkIn(home.sessions.op, body(home.kgRoom.id, [' full-9999 ']))).statusCode).toBe(409);
    expect((await api.checkIn(home.sessions.op, body(home.kgRoom.id, ['FULL-10001']))).statusCode).toBe(201);
  });
});
