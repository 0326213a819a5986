import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@coldroom/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { rowsOf } from '../occupancy/queries';
import { buildHistory, type History } from './analysis-fixture';
import { rebuildUsageDays } from './usage-days';

let t: TestApp;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
});
afterAll(async () => t?.close());

interface CropDay {
  cooling_unit_id: number;
  day: string;
  crop: string;
  crates_in: number;
  grams_in: number;
  crates_out: number;
  grams_out: number;
}

async function usageDays(companyId: number) {
  const db = t.database.db;
  const crops = rowsOf<CropDay>(
    await db.execute(sql`
      select d.cooling_unit_id::int as cooling_unit_id, d.day::text as day, c.code as crop, d.crates_in, d.grams_in::int as grams_in, d.crates_out, d.grams_out::int as grams_out
      from usage_crop_days d join crops c on c.id = d.crop_id where d.company_id = ${companyId} order by 1, 2, 3`),
  );
  const rooms = rowsOf<{ cooling_unit_id: number; day: string; check_ins: number; check_outs: number; crates_in: number; grams_in: number; crates_out: number; grams_out: number }>(
    await db.execute(sql`
      select cooling_unit_id::int as cooling_unit_id, day::text as day, check_ins, check_outs, crates_in, grams_in::int as grams_in, crates_out, grams_out::int as grams_out
      from usage_room_days where company_id = ${companyId} order by 1, 2`),
  );
  return { crops, rooms };
}

/** What summing the rows again gives: the kept totals must equal it. */
async function rebuilt(companyId: number) {
  await rebuildUsageDays(t.database.db, companyId);
  return usageDays(companyId);
}

describe('daily usage totals', () => {
  let home: OperationsCompany;
  beforeAll(async () => {
    home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { editableCheckins: true } });
  });

  it('grow with each check-in and check-out on the local date of the company', async () => {
    const checkIn = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10, 12.5]));
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const [whole, part] = checkIn.json().lots[0].crates as { id: number }[];
    const checkOut = await api.checkOut(home.sessions.op, {
      cooling_unit_id: home.crateRoom.id,
      farmer_id: home.farmerId,
      lines: [{ crate_id: whole!.id }, { crate_id: part!.id, weight_kg: 2.5 }],
      payment_method: 'cash',
      paid: true,
    });
    expect(checkOut.statusCode, checkOut.body).toBe(201);

    const [company] = rowsOf<{ time_zone: string }>(await t.database.db.execute(sql`select time_zone from companies where id = ${home.company.id}`));
    const today = calendarDateIn(new Date(checkIn.json().movement.time), company!.time_zone);
    const kept = await usageDays(home.company.id);
    expect(kept.crops).toEqual([
      { cooling_unit_id: home.crateRoom.id, day: today, crop: 'tomato', crates_in: 2, grams_in: 22_500, crates_out: 1, grams_out: 12_500 },
    ]);
    expect(kept.rooms).toEqual([
      { cooling_unit_id: home.crateRoom.id, day: today, check_ins: 1, check_outs: 1, crates_in: 2, grams_in: 22_500, crates_out: 1, grams_out: 12_500 },
    ]);
    expect(await rebuilt(home.company.id)).toEqual(kept);
  });

  it('follow a corrected crop (same day) to the new crop', async () => {
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [7]))).json();
    const corrected = await api.call('PUT', `/operation/v1/check-ins/${checkIn.id}/`, home.sessions.op, { lots: [{ id: checkIn.lots[0].id, crop_id: 'onion' }] });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const kept = await usageDays(home.company.id);
    expect(kept.crops.find((row) => row.crop === 'onion')).toMatchObject({ crates_in: 1, grams_in: 7_000 });
    expect(kept.crops.find((row) => row.crop === 'tomato')).toMatchObject({ crates_in: 2, grams_in: 22_500 });
    expect(kept.rooms[0]).toMatchObject({ check_ins: 2, check_outs: 1, crates_in: 3, grams_in: 29_500 });
    expect(await rebuilt(home.company.id)).toEqual(kept);
  });
});

describe('a change of time zone', () => {
  let h: History;
  beforeAll(async () => {
    h = await buildHistory(t);
  });

  it('moves every movement to its local date in the new zone, in the totals and in the usage figures', async () => {
    const before = await usageDays(h.home.company.id);
    // Kiritimati is UTC+14: movements late in the evening in Kolkata fall on the next date there.
    const zone = 'Pacific/Kiritimati';
    const changed = await api.call('PUT', `/user/v1/companies/${h.home.company.id}/`, h.home.sessions.sp, { time_zone: zone });
    expect(changed.statusCode, changed.body).toBe(200);

    const after = await usageDays(h.home.company.id);
    expect(after).not.toEqual(before);
    const expected = new Map<string, { in: number; out: number }>();
    const at = (day: string) => expected.get(day) ?? (expected.set(day, { in: 0, out: 0 }), expected.get(day)!);
    for (const event of h.checkIns) at(calendarDateIn(event.at, zone)).in += 1;
    for (const event of h.checkOuts) at(calendarDateIn(event.at, zone)).out += 1;
    const days = new Map<string, { in: number; out: number }>();
    for (const row of after.rooms) {
      const day = days.get(row.day) ?? { in: 0, out: 0 };
      days.set(row.day, { in: day.in + row.check_ins, out: day.out + row.check_outs });
    }
    expect(days).toEqual(expected);
    // At least one movement changed its date, or the test would prove nothing.
    expect([...h.checkIns, ...h.checkOuts].some((event) => calendarDateIn(event.at, zone) !== event.localDate)).toBe(true);

    const usage = await api.get(h.home.sessions.sp, '/operation/v1/analysis/usage/?from=2024-03-01&to=2024-03-31');
    expect(usage.statusCode, usage.body).toBe(200);
    const perDay = new Map<string, { in: number; out: number }>();
    for (const point of usage.json().over_time as { period: string; check_ins: number; check_outs: number }[]) {
      if (point.check_ins || point.check_outs) perDay.set(point.period, { in: point.check_ins, out: point.check_outs });
    }
    expect(perDay).toEqual(expected);
    expect(await rebuilt(h.home.company.id)).toEqual(after);
  });
});

describe('the migration that added the totals', () => {
  it('sums the history already there exactly as the running code keeps it (every company)', async () => {
    const db = t.database.db;
    const all = async () => ({
      crops: rowsOf(await db.execute(sql`select company_id, cooling_unit_id, day::text, crop_id, crates_in, grams_in::text, crates_out, grams_out::text from usage_crop_days order by 1, 2, 3, 4`)),
      rooms: rowsOf(
        await db.execute(sql`select company_id, cooling_unit_id, day::text, check_ins, check_outs, crates_in, grams_in::text, crates_out, grams_out::text from usage_room_days order by 1, 2, 3`),
      ),
    });
    const kept = await all();
    expect(kept.crops.length).toBeGreaterThan(2);
    const folder = join(import.meta.dirname, '../../db/migrations');
    const file = readdirSync(folder).find((name) => name.endsWith('_usage_days.sql'))!;
    const backfill = readFileSync(join(folder, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT INTO/i.test(statement));
    expect(backfill).toHaveLength(2);
    await db.execute(sql`delete from usage_crop_days`);
    await db.execute(sql`delete from usage_room_days`);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    expect(await all()).toEqual(kept);
  });
});
