import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropIdsByCode } from '../../src/modules/crops/queries';
import { rowsOf } from '../../src/modules/occupancy/queries';
import { createTestApp, type TestApp } from '../../test/harness';
import { assignRoom, createOperationsCompany, operationsApi, type OperationsCompany } from '../../test/operation-factories';
import { createLocation, createRoom } from '../../test/site-factories';
import { plainCheckIn, type PlainCheckInData } from './checkin-sql';
import { BENCH_CROP } from './fixtures';
import { checkInBody } from './requests';

/**
 * The check-in benchmark compares the endpoint's CPU with plain SQL transactions "writing the same rows"
 * (docs/benchmarks.md). From 2026-11-22 to 2026-11-29 they did not: the endpoint had begun to keep the room's
 * stock and its day's usage totals, and the plain side was not told. This test keeps them in step: one
 * check-in through the endpoint and one plain transaction, each into a room of its own, change the same
 * tables by the same number of rows, and the rooms' stock and day totals by the same amounts.
 */
let t: TestApp;
let home: OperationsCompany;
let plainRoomId: number;
let client: pg.Client;

beforeAll(async () => {
  t = await createTestApp();
  home = await createOperationsCompany(t.app, t.database.db);
  const place = await createLocation(t.database.db, home.company.id);
  const plainRoom = await createRoom(t.database.db, place, { capacity: 50, crops: [[BENCH_CROP, 'daily', 10_000]] });
  await assignRoom(t.database.db, plainRoom, home.operator.user);
  plainRoomId = plainRoom.id;
  client = new pg.Client({ connectionString: t.databaseUrl! });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
  await t?.close();
});

/** Rows of every table of the app's schema, and what a room keeps about its stock and its days. */
async function footprint(roomId: number) {
  const tables = rowsOf<{ name: string }>(
    await t.database.db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  ).map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: string }>(await t.database.db.execute(sql`select count(*) as n from ${sql.identifier(name)}`));
    counts[name] = Number(row!.n);
  }
  const [room] = rowsOf<Record<string, string | number | null>>(
    await t.database.db.execute(sql`
      select u.stored_crates, u.stored_grams,
        (select coalesce(sum(check_ins), 0) from usage_room_days where cooling_unit_id = u.id) as day_check_ins,
        (select coalesce(sum(crates_in), 0) from usage_room_days where cooling_unit_id = u.id) as day_crates_in,
        (select coalesce(sum(grams_in), 0) from usage_room_days where cooling_unit_id = u.id) as day_grams_in,
        (select coalesce(sum(crates_in), 0) from usage_crop_days where cooling_unit_id = u.id) as crop_day_crates_in,
        (select coalesce(sum(grams_in), 0) from usage_crop_days where cooling_unit_id = u.id) as crop_day_grams_in
      from cooling_units u where u.id = ${roomId}`),
  );
  return { counts, room: Object.fromEntries(Object.entries(room!).map(([key, value]) => [key, Number(value)])) };
}

type Footprint = Awaited<ReturnType<typeof footprint>>;

/** What changed: tables whose row count moved (by how much), and the room's kept figures. */
function change(before: Footprint, after: Footprint) {
  const rows = Object.fromEntries(
    Object.keys(after.counts)
      .map((name) => [name, after.counts[name]! - (before.counts[name] ?? 0)] as const)
      .filter(([, delta]) => delta !== 0),
  );
  const room = Object.fromEntries(Object.keys(after.room).map((key) => [key, after.room[key]! - before.room[key]!]));
  return { rows, room };
}

describe('the check-in benchmark\'s plain SQL side', () => {
  it('writes the rows, stock and day totals that a check-in through the endpoint writes', async () => {
    const api = operationsApi(t.app);
    const before = await footprint(home.crateRoom.id);
    const made = await api.checkIn(home.sessions.op, checkInBody(home.farmerId, home.crateRoom.id));
    expect(made.statusCode, made.body).toBe(201);
    const endpoint = change(before, await footprint(home.crateRoom.id));

    const data: PlainCheckInData = {
      fixture: {
        companyId: home.company.id,
        timeZone: home.company.timeZone,
        operatorUserId: home.operator.user.id,
        loadFarmerId: home.farmerId,
        cropId: (await cropIdsByCode(t.database.db)).get(BENCH_CROP)!,
        rateMinor: 10_000,
      },
      responseJson: made.body,
    };
    const beforePlain = await footprint(plainRoomId);
    await plainCheckIn(client, data, plainRoomId, Number.parseInt(randomUUID().slice(0, 6), 16));
    const plain = change(beforePlain, await footprint(plainRoomId));

    // Something was written (the comparison below is not of two empty changes), the day's totals among it.
    expect(endpoint.rows.crates).toBe(5);
    expect(endpoint.room.day_check_ins).toBe(1);
    expect(plain).toEqual(endpoint);
  });
});
