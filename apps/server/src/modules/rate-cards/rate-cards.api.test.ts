import { readFileSync, readdirSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, crateCharge, type RateCard } from '@coldroom/domain';
import { migrationsFolder } from '../../db/migrate';
import { auditLog, crops, produceLots, rateCards, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

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

const ZONE = 'Africa/Lagos';
const today = () => calendarDateIn(new Date(), ZONE);

/** A check-in of tomato crates aged `days` days; its lot id, crate ids and check-in date. */
async function stored(roomId: number, weights: number[], days: number) {
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, roomId, weights));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  await ageCheckIn(t.database.db, checkIn, days);
  const at = new Date(new Date(checkIn.movement.time).getTime() - days * 86_400_000);
  return { lotId: checkIn.lots[0].id as number, crateIds: checkIn.lots[0].crates.map((crate: { id: number }) => crate.id) as number[], on: calendarDateIn(at, ZONE) };
}

const preview = async (roomId: number, crateIds: number[]) => {
  const response = await api.preview(home.sessions.op, { cooling_unit_id: roomId, farmer_id: home.farmerId, lines: crateIds.map((crate_id) => ({ crate_id })) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total_minor as number;
};

const addCard = (roomId: number, card: object, extra: object = {}, session = home.sessions.sp) =>
  api.call('POST', `/operation/v1/cooling-units/${roomId}/rate-cards/`, session, { crop_id: 'tomato', effective_from: today(), card, ...extra });

const cardCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(rateCards))[0]!.n;

/** The fee the domain gives a lot of these weights (kg) under the card. */
const domainFee = (card: RateCard, on: string, days: number, weights: number[]) =>
  weights.reduce((sum, kg) => sum + crateCharge(card, { checked_in_on: on, days }, kg * 1000, weights.length).fee_minor, 0);

describe('migration to version 1', () => {
  it('writes version 1 of every room crop from its price, and every existing lot keeps its fee', async () => {
    const crateLot = await stored(home.crateRoom.id, [20, 20], 5);
    const kgLot = await stored(home.kgRoom.id, [12.5], 3);
    const before = [await preview(home.crateRoom.id, crateLot.crateIds), await preview(home.kgRoom.id, kgLot.crateIds)];
    // The migration's own statement, run again over the rooms made after the database was migrated.
    const file = readdirSync(migrationsFolder()).find((name) => name.endsWith('_rate_cards.sql'))!;
    const statement = readFileSync(`${migrationsFolder()}/${file}`, 'utf8').split('--> statement-breakpoint').find((part) => part.includes('INSERT INTO "rate_cards"'))!;
    await t.database.db.execute(sql.raw(statement));
    const first = await t.database.db
      .select({ room: rateCards.coolingUnitId, crop: crops.code, version: rateCards.version, card: rateCards.card, from: rateCards.effectiveFrom })
      .from(rateCards)
      .innerJoin(crops, eq(crops.id, rateCards.cropId))
      .where(sql`${rateCards.coolingUnitId} in (${home.crateRoom.id}, ${home.kgRoom.id})`);
    expect(first).toEqual(
      expect.arrayContaining([
        { room: home.crateRoom.id, crop: 'tomato', version: 1, card: { basis: 'crate', period: 'day', rate_minor: 10_000 }, from: '2000-01-01' },
        { room: home.crateRoom.id, crop: 'onion', version: 1, card: { basis: 'crate', period: 'once', rate_minor: 30_000 }, from: '2000-01-01' },
        { room: home.kgRoom.id, crop: 'tomato', version: 1, card: { basis: 'kg', period: 'day', rate_minor: 400 }, from: '2000-01-01' },
      ]),
    );
    expect(first).toHaveLength(3);
    expect([await preview(home.crateRoom.id, crateLot.crateIds), await preview(home.kgRoom.id, kgLot.crateIds)]).toEqual(before);
    // 2 crates × 5 days × 100.00; 12.5 kg × 3 days × 4.00
    expect(before).toEqual([100_000, 15_000]);
    // A lot checked in now is billed by version 1: the same fee as its pricing.
    const fresh = await stored(home.crateRoom.id, [20], 4);
    const [lot] = await t.database.db.select().from(produceLots).where(eq(produceLots.id, fresh.lotId));
    expect(lot!.rateCard).toEqual({ basis: 'crate', period: 'day', rate_minor: 10_000 });
    expect(await preview(home.crateRoom.id, fresh.crateIds)).toBe(40_000);
  });
});

describe('pricing lots by their card', () => {
  const cases: { name: string; room: () => number; card: RateCard; weights: number[]; days: number; hand?: number }[] = [
    {
      name: 'seasonal per quintal',
      room: () => home.kgRoom.id,
      card: { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } },
      weights: [50, 80],
      days: 45,
    },
    // docs/rent-rules.md §5 example 6: 8 days at ₦50.00 then ₦80.00 = ₦430.00 a crate
    { name: 'tiered', room: () => home.crateRoom.id, card: { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }, { from_day: 31, rate_minor: 15_000 }] }, weights: [20, 20], days: 8, hand: 86_000 },
    // example 7: ₦300.00 for the first 7 days, then ₦60.00 a day; 12 days = ₦600.00
    { name: 'first period', room: () => home.crateRoom.id, card: { basis: 'crate', period: 'day', rate_minor: 6_000, first_period: { days: 7, amount_minor: 30_000 } }, weights: [20], days: 12, hand: 60_000 },
    // example 8: ₦40.00 a day, 2 grace days, minimum ₦150.00; 3 days = ₦150.00
    { name: 'grace and minimum', room: () => home.crateRoom.id, card: { basis: 'crate', period: 'day', rate_minor: 4_000, grace_days: 2, minimum: { per: 'crate', amount_minor: 15_000 } }, weights: [20, 20, 20], days: 3, hand: 45_000 },
    // example 12: ₦20.00 a day, minimum ₦500.00 a lot; 3 crates, 2 days = ₦500.01
    { name: 'minimum per lot', room: () => home.crateRoom.id, card: { basis: 'crate', period: 'day', rate_minor: 2_000, minimum: { per: 'lot', amount_minor: 50_000 } }, weights: [20, 20, 20], days: 2, hand: 50_001 },
  ];
  for (const c of cases) {
    it(`prices a lot under a ${c.name} card as the domain does, at check-out too`, async () => {
      const created = await addCard(c.room(), c.card);
      expect(created.statusCode, created.body).toBe(201);
      const lot = await stored(c.room(), c.weights, c.days);
      const [row] = await t.database.db.select().from(produceLots).where(eq(produceLots.id, lot.lotId));
      expect(row!.rateCardId).toBe(created.json().id);
      const expected = domainFee(c.card, lot.on, Math.max(1, c.days), c.weights);
      if (c.hand !== undefined) expect(expected).toBe(c.hand);
      expect(await preview(c.room(), lot.crateIds)).toBe(expected);
      const out = await api.checkOut(home.sessions.op, { cooling_unit_id: c.room(), farmer_id: home.farmerId, lines: lot.crateIds.map((crate_id) => ({ crate_id })), payment_method: 'cash', paid: true });
      expect(out.statusCode, out.body).toBe(201);
      expect(out.json().total_minor).toBe(expected);
      // The editor's example gives the same figure.
      const example = await api.call('POST', `/operation/v1/rate-cards/${created.json().id}/price/`, home.sessions.sp, { crates: c.weights.length, weight_kg: c.weights[0], days: c.days, checked_in_on: lot.on });
      expect(example.statusCode, example.body).toBe(200);
      if (c.weights.every((w) => w === c.weights[0])) expect(example.json().fee_minor).toBe(expected);
    });
  }
});

describe('new versions and applying them', () => {
  it('a new version leaves stored lots unchanged; applying it changes exactly the chosen lots, audited, with an SMS', async () => {
    const daily: RateCard = { basis: 'crate', period: 'day', rate_minor: 10_000 };
    expect((await addCard(home.crateRoom.id, daily)).statusCode).toBe(201);
    const a = await stored(home.crateRoom.id, [20], 5);
    const b = await stored(home.crateRoom.id, [20, 20], 5);
    const before = [await preview(home.crateRoom.id, a.crateIds), await preview(home.crateRoom.id, b.crateIds)];
    expect(before).toEqual([50_000, 100_000]);
    const dearer = await addCard(home.crateRoom.id, { basis: 'crate', period: 'day', rate_minor: 12_000 });
    expect(dearer.statusCode, dearer.body).toBe(201);
    const id = dearer.json().id as number;
    expect([await preview(home.crateRoom.id, a.crateIds), await preview(home.crateRoom.id, b.crateIds)]).toEqual(before);
    // Effective today: the room's price shows it.
    const room = (await api.get(home.sessions.sp, `/storage/v1/cooling-units/${home.crateRoom.id}/`)).json();
    expect(room.crops).toEqual(expect.arrayContaining([{ crop: 'tomato', pricing: 'daily', rate: 12_000 }]));

    const shown = await api.get(home.sessions.sp, `/operation/v1/rate-cards/${id}/apply/`);
    expect(shown.statusCode, shown.body).toBe(200);
    const mine = shown.json().items.filter((item: { lot_id: number }) => item.lot_id === a.lotId || item.lot_id === b.lotId);
    expect(mine).toEqual([
      { lot_id: a.lotId, farmer_id: home.farmerId, before_minor: 50_000, after_minor: 60_000 },
      { lot_id: b.lotId, farmer_id: home.farmerId, before_minor: 100_000, after_minor: 120_000 },
    ]);
    expect(shown.json().farmers).toBe(1);

    const refused = await api.call('POST', `/operation/v1/rate-cards/${id}/apply/`, home.sessions.sp, { lot_ids: [a.lotId] });
    expect(refused.statusCode).toBe(400);
    const applied = await api.call('POST', `/operation/v1/rate-cards/${id}/apply/`, home.sessions.sp, { confirm: true, lot_ids: [a.lotId] });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ lots: 1, farmers: 1, before_minor: 50_000, after_minor: 60_000, change_minor: 10_000, sms_queued: 1 });
    expect([await preview(home.crateRoom.id, a.crateIds), await preview(home.crateRoom.id, b.crateIds)]).toEqual([60_000, 100_000]);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'rate_card.apply'), eq(auditLog.entityId, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ lot_ids: [a.lotId], change_minor: 10_000, currency: 'NGN' });
    const sms = await t.database.db.select().from(smsMessages).where(eq(smsMessages.kind, 'rate_change'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.toPhone).toBe(home.farmer.user.phone);
    // Applied lots are not offered again.
    const again = (await api.get(home.sessions.sp, `/operation/v1/rate-cards/${id}/apply/`)).json();
    expect(again.items.map((item: { lot_id: number }) => item.lot_id)).not.toContain(a.lotId);
  });

  it('changing a room crop price through the room API adds a version from today', async () => {
    const history = async () => (await api.get(home.sessions.sp, `/operation/v1/cooling-units/${home.crateRoom.id}/rate-cards/?crop=onion`)).json().items;
    const was = await history();
    const put = await api.call('PUT', `/storage/v1/cooling-units/${home.crateRoom.id}/`, home.sessions.sp, {
      crops: [{ crop: 'tomato', pricing: 'daily', rate: 12_000 }, { crop: 'onion', pricing: 'fixed', rate: 35_000 }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const now = await history();
    expect(now).toHaveLength(was.length + 1);
    expect(now[0]).toMatchObject({ version: was[0].version + 1, effective_from: today(), card: { basis: 'crate', period: 'once', rate_minor: 35_000 } });
  });
});

describe('refusals', () => {
  const bad: [string, object, string][] = [
    ['overlapping tiers', { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 1 }, { from_day: 5, rate_minor: 2 }, { from_day: 5, rate_minor: 3 }] }, 'card.tiers.2.from_day'],
    ['tiers not from day 1 (a gap)', { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 2, rate_minor: 1 }] }, 'card.tiers.0.from_day'],
    ['a season ending before it starts', { basis: 'quintal', period: 'day', rate_minor: 1, season: { name: 'Rabi', start: '10-01', end: '02-01', rate_minor: 5 } }, 'card.season.end'],
    ['a negative rate', { basis: 'crate', period: 'day', rate_minor: -1 }, 'card.rate_minor'],
    ['a bag weight of 0', { basis: 'bag', bag_grams: 0, period: 'month', rate_minor: 100 }, 'card.bag_grams'],
  ];
  it.each(bad)('refuses %s with 400 naming the field, saving nothing', async (_name, card, field) => {
    const count = await cardCount();
    const response = await addCard(home.crateRoom.id, card);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(await cardCount()).toBe(count);
  });

  it('refuses a date before today, an operator (403) and another company (404)', async () => {
    const card = { basis: 'crate', period: 'day', rate_minor: 1 };
    expect((await addCard(home.crateRoom.id, card, { effective_from: '2020-01-01' })).json().error.fields).toMatchObject({ effective_from: 'before_today' });
    expect((await addCard(home.crateRoom.id, card, {}, home.sessions.op)).statusCode).toBe(403);
    expect((await addCard(other.crateRoom.id, card)).statusCode).toBe(404);
    const [version] = await t.database.db.select().from(rateCards).where(eq(rateCards.coolingUnitId, home.crateRoom.id)).limit(1);
    expect((await api.get(other.sessions.sp, `/operation/v1/rate-cards/${version!.id}/apply/`)).statusCode).toBe(404);
    expect((await api.get(home.sessions.op, `/operation/v1/rate-cards/${version!.id}/apply/`)).statusCode).toBe(403);
  });
});
