/**
 * A constructed history for the analysis API tests: check-ins and check-outs made through the real
 * endpoints, then moved to chosen instants around local midnights in a non-UTC zone (Asia/Kolkata, +05:30).
 * The tests compute what they expect from `events` themselves.
 */
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { checkOutLines, checkOuts, companies, crates, farmers, movements, users } from '../../db/schema';
import { rebuildUsageDays } from './usage-days';

export const ZONE = 'Asia/Kolkata';

/** A local wall-clock time in Kolkata as an instant (the zone has no DST: always +05:30). */
export const kolkata = (local: string) => new Date(`${local}:00+05:30`);

export interface CheckOutEvent {
  kind: 'check_out';
  at: Date;
  localDate: string;
  roomId: number;
  farmerId: number;
  currency: string;
  total: number;
  subtotal: number;
  discount: number;
  paid: boolean;
  method: string;
  lines: Array<{ crop: string; grams: number; whole: boolean; days: number; amount: number }>;
}
export interface CheckInEvent {
  kind: 'check_in';
  at: Date;
  localDate: string;
  roomId: number;
  farmerId: number;
  crates: Array<{ crop: string; grams: number }>;
}

export interface History {
  home: OperationsCompany;
  other: OperationsCompany;
  api: ReturnType<typeof operationsApi>;
  checkIns: CheckInEvent[];
  checkOuts: CheckOutEvent[];
}

async function checkIn(t: TestApp, h: Omit<History, 'checkIns' | 'checkOuts'>, roomId: number, farmerId: number, lots: Array<[string, number[]]>, local: string, agedDays: number) {
  const body = { farmer_id: farmerId, cooling_unit_id: roomId, lots: lots.map(([crop_id, kgs]) => ({ crop_id, harvest: 'today', crates: kgs.map((weight_kg) => ({ weight_kg, planned_days: 3 })) })) };
  const response = await h.api.checkIn(h.home.sessions.op, body);
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await ageCheckIn(t.database.db, made, agedDays); // so the check-outs charge some days
  const crateIds: number[] = made.lots.flatMap((lot: { crates: Array<{ id: number }> }) => lot.crates.map((c) => c.id));
  const event: CheckInEvent = { kind: 'check_in', at: kolkata(local), localDate: local.slice(0, 10), roomId, farmerId, crates: lots.flatMap(([crop, kgs]) => kgs.map((kg) => ({ crop, grams: kg * 1000 }))) };
  return { made, crateIds, event };
}

async function checkOut(h: Omit<History, 'checkIns' | 'checkOuts'>, roomId: number, farmerId: number, lines: object[], extra: { discount_minor?: number; payment_method: string; paid: boolean }, local: string) {
  const response = await h.api.checkOut(h.home.sessions.op, { cooling_unit_id: roomId, farmer_id: farmerId, lines, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  const event: CheckOutEvent = {
    kind: 'check_out',
    at: kolkata(local),
    localDate: local.slice(0, 10),
    roomId,
    farmerId,
    currency: made.currency,
    total: made.total_minor,
    subtotal: made.subtotal_minor,
    discount: made.discount_minor,
    paid: made.paid,
    method: made.payment_method,
    lines: made.lines.map((l: { crop_id: string; weight_kg: number; whole: boolean; days: number; line_minor: number }) => ({ crop: l.crop_id, grams: Math.round(l.weight_kg * 1000), whole: l.whole, days: l.days, amount: l.line_minor })),
  };
  return { made, event };
}

/** Builds the history; times are moved only after every movement exists, so prices stay as the API made them. */
export async function buildHistory(t: TestApp): Promise<History> {
  const db = t.database.db;
  const api = operationsApi(t.app);
  const home = await createOperationsCompany(t.app, db);
  const other = await createOperationsCompany(t.app, db);
  await db.update(companies).set({ timeZone: ZONE }).where(eq(companies.id, home.company.id));
  const [walkInUser] = await db.select({ userId: farmers.userId }).from(farmers).where(eq(farmers.id, home.walkInFarmerId));
  await db.update(users).set({ gender: 'female' }).where(eq(users.id, home.farmer.user.id));
  await db.update(users).set({ gender: null }).where(eq(users.id, walkInUser!.userId));
  const base = { home, other, api };

  const a = await checkIn(t, base, home.crateRoom.id, home.farmerId, [['tomato', [20, 20, 10]], ['onion', [15]]], '2024-03-01T10:00', 6);
  const b = await checkIn(t, base, home.kgRoom.id, home.walkInFarmerId, [['tomato', [30, 12.5]]], '2024-03-02T09:15', 3);
  const [t1, t2, t3] = a.crateIds;
  const outs = [
    await checkOut(base, home.crateRoom.id, home.farmerId, [{ crate_id: t1 }], { discount_minor: 1_000, payment_method: 'cash', paid: true }, '2024-03-09T23:30'),
    await checkOut(base, home.crateRoom.id, home.farmerId, [{ crate_id: t2, weight_kg: 5 }], { payment_method: 'mobile_money', paid: false }, '2024-03-10T00:30'),
    await checkOut(base, home.crateRoom.id, home.farmerId, [{ crate_id: t3 }], { payment_method: 'cash', paid: true }, '2024-03-11T12:00'),
    await checkOut(base, home.kgRoom.id, home.walkInFarmerId, [{ crate_id: b.crateIds[0] }], { payment_method: 'card', paid: true }, '2024-03-12T20:00'),
  ];
  for (const { made, event } of [a, b]) {
    await db.update(movements).set({ time: event.at }).where(eq(movements.id, made.movement.id));
    await db.update(crates).set({ checkedInAt: event.at }).where(eq(crates.checkInId, made.id));
  }
  for (const { made, event } of outs) {
    // The movement time is copied onto the check-out and its lines: move them together.
    await db.update(movements).set({ time: event.at }).where(eq(movements.id, made.movement.id));
    await db.update(checkOuts).set({ time: event.at }).where(eq(checkOuts.id, made.id));
    await db.update(checkOutLines).set({ time: event.at }).where(eq(checkOutLines.checkOutId, made.id));
  }
  // The times were moved behind the API's back: recompute the usage totals as a bulk import would.
  await rebuildUsageDays(db, home.company.id);
  return { ...base, checkIns: [a.event, b.event], checkOuts: outs.map((o) => o.event) };
}

/** Gives the check-out made at that instant another currency (a company that changed currency). */
export async function setCurrency(t: TestApp, at: Date, currency: string): Promise<void> {
  const db = t.database.db;
  const ids = (await db.select({ id: movements.id }).from(movements).where(eq(movements.time, at))).map((row) => row.id);
  await db.update(checkOuts).set({ currency }).where(inArray(checkOuts.movementId, ids));
}

/** The Monday (YYYY-MM-DD) of a date's week, computed on its own here. */
export function mondayOfDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}
