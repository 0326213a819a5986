import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, addDays, sevenDayPlanner } from '@coldroom/domain';
import type { LocationRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, createCompanyWithStaff, logIn, type Session } from '../../../test/factories';
import { createLocation, createRoom, installTestCrates, type TestCrate } from '../../../test/site-factories';
import { sevenDayPlan, storedTotals } from './queries';

let t: TestApp;
let home: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;
let op: Session;
let place: LocationRow;
let crates: Awaited<ReturnType<typeof installTestCrates>>;

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  home = await createCompanyWithStaff(t.database.db);
  [sp, op] = await Promise.all([logIn(t.app, home.serviceProvider), logIn(t.app, home.operator)]);
  place = await createLocation(t.database.db, home.company.id);
  crates = await installTestCrates(t.database.db);
});
afterAll(async () => {
  crates.unregister();
  await t.close();
});

const get = (url: string, session: Session) => t.app.inject({ method: 'GET', url: `/api/storage/v1/cooling-units/${url}`, headers: session.headers });

describe('occupancy now', () => {
  it('is zero of capacity for an empty room', async () => {
    const room = await createRoom(t.database.db, place, { capacity: 40 });
    expect((await get(`${room.id}/`, sp)).json().occupancy).toEqual({ metric: 'crates', used: 0, capacity: 40, fraction: 0, free: 40, crates: 0, kg: 0 });
  });

  it('counts crates in a crates room and kilograms in a kg room, in the list and the detail', async () => {
    const now = Date.now();
    const byCrate = await createRoom(t.database.db, place, { capacity: 10, name: 'By crate' });
    const byKg = await createRoom(t.database.db, place, { capacity: 100, metric: 'kg', name: 'By kg' });
    await crates.add(
      ...[1, 2, 3].map((i) => ({ room: byCrate.id, grams: 20_000 + i, checkedInAt: new Date(now - i * DAY) })),
      { room: byKg.id, grams: 30_500, checkedInAt: new Date(now) },
      { room: byKg.id, grams: 20_250, checkedInAt: new Date(now) },
    );
    expect((await get(`${byCrate.id}/`, op)).json().occupancy).toEqual({ metric: 'crates', used: 3, capacity: 10, fraction: 0.3, free: 7, crates: 3, kg: 60.006 });
    expect((await get(`${byKg.id}/`, sp)).json().occupancy).toEqual({ metric: 'kg', used: 50.75, capacity: 100, fraction: 0.5075, free: 49.25, crates: 2, kg: 50.75 });
    const list = (await get(`?location=${place.id}&search=By`, sp)).json();
    expect(list.items.map((r: { occupancy: { used: number } }) => r.occupancy.used)).toEqual([3, 50.75]);
    await crates.clear();
  });

  it('reports a room filled past a lowered capacity as above 1 with nothing free', async () => {
    const room = await createRoom(t.database.db, place, { capacity: 2 });
    await crates.add(...[0, 1, 2].map(() => ({ room: room.id, grams: 10_000, checkedInAt: new Date() })));
    expect((await get(`${room.id}/`, sp)).json().occupancy).toMatchObject({ used: 3, fraction: 1.5, free: 0 });
    expect((await storedTotals(t.database.db, [room.id, 999_999])).get(999_999)).toBeUndefined();
    await crates.clear();
  });
});

describe('the 7-day planner', () => {
  it('counts a crate on day d while planned days − days stored > d, like the domain reference', async () => {
    const room = await createRoom(t.database.db, place, { capacity: 10 });
    const now = Date.now();
    const built: TestCrate[] = [
      { room: room.id, grams: 20_000, plannedDays: 3, checkedInAt: new Date(now) },
      { room: room.id, grams: 21_000, plannedDays: null, checkedInAt: new Date(now) },
      { room: room.id, grams: 22_000, plannedDays: 5, checkedInAt: new Date(now - 2 * DAY) },
      { room: room.id, grams: 23_000, plannedDays: 2, checkedInAt: new Date(now - 4 * DAY) },
      { room: room.id, grams: 24_000, plannedDays: 10, checkedInAt: new Date(now - 1 * DAY) },
      { room: room.id, grams: 25_000, plannedDays: 0, checkedInAt: new Date(now) },
    ];
    await crates.add(...built);
    const response = await get(`${room.id}/planner/`, op);
    expect(response.statusCode, response.body).toBe(200);
    const planner = response.json();
    expect(planner).toMatchObject({ cooling_unit: room.id, metric: 'crates', capacity: 10 });
    expect(planner.days.map((d: { crates: number }) => d.crates)).toEqual([4, 3, 3, 1, 1, 1, 1]);
    expect(planner.days[0]).toMatchObject({ day: 0, used: 4, fraction: 0.4, kg: 87 });
    const today = calendarDateIn(new Date(), 'Africa/Lagos');
    expect(planner.days.map((d: { date: string }) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)));
    const reference = sevenDayPlanner(
      { metric: 'crates', capacity: 10 },
      built.map((c) => ({ weight_grams: c.grams, planned_days: c.plannedDays, days_stored: Math.round((now - c.checkedInAt.getTime()) / DAY) })),
    );
    expect(planner.days.map((d: { crates: number; kg: number }) => [d.crates, d.kg])).toEqual(reference.map((d) => [d.crates, d.grams / 1000]));
    // Occupancy now counts every crate in storage, overdue ones and those planned for 0 days too.
    expect((await get(`${room.id}/`, sp)).json().occupancy.crates).toBe(6);
    await crates.clear();
  });

  it('uses kilograms in a kg room and counts days in the company’s time zone', async () => {
    const company = await createCompany(t.database.db, { timeZone: 'Asia/Kolkata', currency: 'INR', country: 'IN' });
    const location = await createLocation(t.database.db, company.id);
    const room = await createRoom(t.database.db, location, { metric: 'kg', capacity: 200 });
    // 23:30 in Kolkata on 1 March, asked at 00:30 on 2 March: one day stored there (zero in UTC).
    await crates.add({ room: room.id, grams: 50_000, plannedDays: 2, checkedInAt: new Date('2026-03-01T18:00:00Z') });
    const plan = await sevenDayPlan(t.database.db, { id: room.id, metric: 'kg', capacity: 200, timeZone: 'Asia/Kolkata' }, new Date('2026-03-01T19:00:00Z'));
    expect(plan.days.map((d) => d.used)).toEqual([50, 0, 0, 0, 0, 0, 0]);
    expect(plan.days[0]).toMatchObject({ date: '2026-03-02', fraction: 0.25, crates: 1 });
    const utc = await sevenDayPlan(t.database.db, { id: room.id, metric: 'kg', capacity: 200, timeZone: 'UTC' }, new Date('2026-03-01T19:00:00Z'));
    expect(utc.days.map((d) => d.used)).toEqual([50, 50, 0, 0, 0, 0, 0]);
    await crates.clear();
  });

  it('is all zeros for an empty room, and only for staff of the company', async () => {
    const room = await createRoom(t.database.db, place, { capacity: 5 });
    const planner = (await get(`${room.id}/planner/`, sp)).json();
    expect(planner.days).toHaveLength(7);
    expect(planner.days.every((d: { crates: number; used: number; fraction: number }) => d.crates === 0 && d.used === 0 && d.fraction === 0)).toBe(true);
    const stranger = await createCompanyWithStaff(t.database.db);
    expect((await get(`${room.id}/planner/`, await logIn(t.app, stranger.serviceProvider))).statusCode).toBe(404);
  });
});
