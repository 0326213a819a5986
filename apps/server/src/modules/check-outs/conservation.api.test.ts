import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { createOperationsCompany, farmerIdOf, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { demoRandom } from '../../db/seed/random';
import { rebuildUsageDays } from '../analysis/usage-days';
import { rowsOf } from '../occupancy/queries';

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 10_000 }, kgRoom: { capacity: 1_000_000 } });
});
afterAll(async () => t?.close());

async function balance() {
  const [row] = rowsOf<{ kg_in: string; kg_out: string; kg_stored: string; broken: number; negative: number }>(
    await t.database.db.execute(sql`
      select (select coalesce(sum(initial_grams), 0)::text from crates) as kg_in,
        (select coalesce(sum(grams), 0)::text from check_out_lines) as kg_out,
        (select coalesce(sum(current_grams), 0)::text from crates) as kg_stored,
        (select count(*)::int from crates c where c.initial_grams <> c.current_grams + coalesce((select sum(l.grams) from check_out_lines l where l.crate_id = c.id), 0)) as broken,
        (select count(*)::int from crates where current_grams < 0 or current_grams > initial_grams) as negative`),
  );
  return row!;
}

async function roomStock(how: 'kept' | 'counted') {
  const query =
    how === 'kept'
      ? sql`select id, stored_crates as crates, stored_grams::text as grams from cooling_units where company_id = ${home.company.id} order by id`
      : sql`select r.id, count(k.id)::int as crates, coalesce(sum(k.current_grams), 0)::text as grams
            from cooling_units r left join crates k on k.cooling_unit_id = r.id and k.current_grams > 0
            where r.company_id = ${home.company.id} group by r.id order by r.id`;
  return rowsOf<{ id: string | number; crates: number; grams: string }>(await t.database.db.execute(query)).map((row) => ({ ...row, id: Number(row.id) }));
}

async function usageDays() {
  const db = t.database.db;
  return {
    crops: rowsOf<Record<string, unknown>>(await db.execute(sql`select cooling_unit_id, day::text, crop_id, crates_in, grams_in::text, crates_out, grams_out::text from usage_crop_days order by 1, 2, 3`)),
    rooms: rowsOf<Record<string, unknown>>(await db.execute(sql`select cooling_unit_id, day::text, check_ins, check_outs, crates_in, grams_in::text, crates_out, grams_out::text from usage_room_days order by 1, 2`)),
  };
}

describe('kg in = kg out + kg in storage', () => {
  it('holds for every crate and in total after a random (seeded) run of check-ins, partial and whole check-outs and check-ins by code', async () => {
    const random = demoRandom(5);
    const second = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const farmers = [home.farmerId, await farmerIdOf(t.database.db, second.user)];
    const rooms = [home.crateRoom.id, home.kgRoom.id];
    /** The expected grams in each crate, kept beside the server's. */
    const model = new Map<number, { grams: number; farmer: number; room: number }>();
    const codes: { code: string; room: number }[] = [];
    let created = 0;
    const done = { in: 0, out: 0, again: 0 };
    for (let step = 0; step < 60; step += 1) {
      const action = random.weighted([['in', 4], ['out', 5], ['again', 1]] as const);
      const farmer = random.pick(farmers);
      const room = random.pick(rooms);
      if (action === 'in') {
        const crates = Array.from({ length: random.int(1, 5) }, () => ({ weight_kg: random.int(1, 500_000) / 1000, planned_days: random.int(0, 10) }));
        const response = await api.checkIn(home.sessions.op, { farmer_id: farmer, cooling_unit_id: room, lots: [{ crop_id: 'tomato', harvest: 'today', crates }] });
        expect(response.statusCode, response.body).toBe(201);
        for (const crate of response.json().lots[0].crates) model.set(crate.id, { grams: Math.round(crate.weight_kg * 1000), farmer, room });
        created += crates.length;
        done.in += 1;
      } else if (action === 'out') {
        const candidates = [...model].filter(([, c]) => c.farmer === farmer && c.room === room && c.grams > 0);
        if (candidates.length === 0) continue;
        const chosen = candidates.filter(() => random.chance(0.6)).slice(0, 6);
        if (chosen.length === 0) chosen.push(candidates[0]!);
        const lines = chosen.map(([id, c]) => (random.chance(0.5) ? { crate_id: id, part: random.int(1, c.grams) } : { crate_id: id, part: c.grams }));
        const response = await api.checkOut(home.sessions.op, {
          cooling_unit_id: room,
          farmer_id: farmer,
          lines: lines.map((l) => ({ crate_id: l.crate_id, ...(l.part === model.get(l.crate_id)!.grams && random.chance(0.5) ? {} : { weight_kg: l.part / 1000 }) })),
          payment_method: random.pick(['cash', 'card', 'ussd'] as const),
          paid: random.chance(0.7),
        });
        expect(response.statusCode, response.body).toBe(201);
        for (const line of lines) model.get(line.crate_id)!.grams -= line.part;
        codes.push({ code: response.json().movement.code, room });
        done.out += 1;
      } else {
        const source = codes.shift();
        if (!source) continue;
        const target = rooms.find((r) => r !== source.room)!;
        const response = await api.checkInByCode(home.sessions.op, { code: source.code, cooling_unit_id: target });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        for (const lot of body.lots) for (const crate of lot.crates) model.set(crate.id, { grams: Math.round(crate.weight_kg * 1000), farmer: body.farmer.id, room: target });
        done.again += 1;
      }
      const totals = await balance();
      expect(BigInt(totals.kg_in)).toBe(BigInt(totals.kg_out) + BigInt(totals.kg_stored));
      expect(totals.broken).toBe(0);
      expect(totals.negative).toBe(0);
      // Each room's kept stock (read by the capacity check) is what counting its crates gives.
      expect(await roomStock('kept')).toEqual(await roomStock('counted'));
    }
    expect(created).toBeGreaterThan(20);
    expect(Math.min(done.in, done.out, done.again)).toBeGreaterThan(0);
    const stored = await t.database.db.execute(sql`select id, current_grams from crates`);
    for (const row of rowsOf<{ id: number | string; current_grams: number }>(stored)) expect(row.current_grams).toBe(model.get(Number(row.id))!.grams);

    // The daily usage totals each write kept in step are what summing the rows again gives.
    const kept = await usageDays();
    expect(kept.crops.length).toBeGreaterThan(0);
    expect(kept.crops.reduce((sum, row) => sum + Number(row.grams_in), 0)).toBe(Number((await balance()).kg_in));
    await rebuildUsageDays(t.database.db, home.company.id);
    expect(await usageDays()).toEqual(kept);
  });
});
