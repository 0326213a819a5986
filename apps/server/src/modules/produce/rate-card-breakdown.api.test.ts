import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, crateCharge, formatMoney, rateCardSummary, type RateCard } from '@coldroom/domain';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// docs/rent-rules.md §8: every answer that shows a fee carries the lot's card and a crate's breakdown.

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 }, kgRoom: { capacity: 100_000 } });
});
afterAll(async () => t?.close());

const ZONE = 'Africa/Lagos';
const today = () => calendarDateIn(new Date(), ZONE);

/** Rabi (worked example 4): ₹240.00 a quintal for 1 February–31 October, ₹4.00 a quintal a day outside it. */
const SEASONAL: RateCard = { basis: 'quintal', period: 'day', rate_minor: 400, season: { name: 'Rabi', start: '02-01', end: '10-31', rate_minor: 24_000 } };
/** Worked example 6: ₦50.00 days 1–7, ₦80.00 days 8–30, ₦150.00 from day 31, per crate. */
const TIERED: RateCard = { basis: 'crate', period: 'day', rate_minor: 0, tiers: [{ from_day: 1, rate_minor: 5_000 }, { from_day: 8, rate_minor: 8_000 }, { from_day: 31, rate_minor: 15_000 }] };

async function addCard(roomId: number, card: RateCard): Promise<number> {
  const response = await api.call('POST', `/operation/v1/cooling-units/${roomId}/rate-cards/`, home.sessions.sp, { crop_id: 'tomato', effective_from: today(), card });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** Tomatoes checked in under the room's card in force and aged `days` days; the check-in's answer, its lot and crates and its date. */
async function stored(roomId: number, weights: number[], days: number, planned = 3) {
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, roomId, weights, { planned_days: planned }));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  await ageCheckIn(t.database.db, checkIn, days);
  const at = new Date(new Date(checkIn.movement.time).getTime() - days * 86_400_000);
  return { checkIn, lotId: checkIn.lots[0].id as number, crateIds: checkIn.lots[0].crates.map((crate: { id: number }) => crate.id) as number[], on: calendarDateIn(at, ZONE) };
}

const flat = (text: string) => text.replace(/\s+/g, ' ');
const money = (minor: number) => formatMoney(minor, 'NGN', 'en', 'narrowSymbol').replace(/\s/g, ' ');

const preview = async (roomId: number, crateIds: number[]) => {
  const response = await api.preview(home.sessions.op, { cooling_unit_id: roomId, farmer_id: home.farmerId, lines: crateIds.map((crate_id) => ({ crate_id })) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a seasonal card per quintal', () => {
  let cardId: number;
  let lot: Awaited<ReturnType<typeof stored>>;
  const DAYS = 12;
  // The domain's result for the first crate (50 kg = half a quintal) stored DAYS days from its check-in date.
  const expected = () => crateCharge(SEASONAL, { checked_in_on: lot.on, days: DAYS }, 50_000);

  beforeAll(async () => {
    cardId = await addCard(home.kgRoom.id, SEASONAL);
    lot = await stored(home.kgRoom.id, [50, 80], DAYS);
  });

  it('the check-in answer carries the card and the estimate for the first crate’s planned days', () => {
    const card = lot.checkIn.lots[0].rate_card;
    expect(card).toMatchObject({ lot_id: lot.lotId, crop_id: 'tomato', rate_card_id: cardId, card: SEASONAL, summary: rateCardSummary(SEASONAL) });
    // planned 3 days from the check-in, as it was answered (before the test aged it)
    const checkedInOn = calendarDateIn(new Date(lot.checkIn.movement.time), ZONE);
    const estimate = crateCharge(SEASONAL, { checked_in_on: checkedInOn, days: 3 }, 50_000);
    expect(card.example).toEqual({
      crate_id: lot.crateIds[0],
      checked_in_on: checkedInOn,
      days: 3,
      charged_days: 3,
      weight_kg: 50,
      units: 0.5,
      unit_minor: estimate.unit_minor,
      lines: estimate.lines,
      fee_minor: estimate.fee_minor,
      minimum_applied: false,
    });
  });

  it('the price preview: one entry per lot, its first line’s crate broken down as the domain prices it, the same fee as the line', async () => {
    const answer = await preview(home.kgRoom.id, lot.crateIds);
    expect(answer.rate_cards).toHaveLength(1);
    const [entry] = answer.rate_cards;
    const charge = expected();
    expect(entry).toMatchObject({ lot_id: lot.lotId, rate_card_id: cardId, card: SEASONAL });
    expect(entry.summary.headline).toEqual({ kind: 'season', name: 'Rabi', start: '02-01', end: '10-31', start_month: 2, end_month: 10, rate_minor: 24_000 });
    expect(entry.example).toMatchObject({ crate_id: lot.crateIds[0], checked_in_on: lot.on, days: DAYS, units: 0.5, weight_kg: 50, lines: charge.lines, unit_minor: charge.unit_minor, fee_minor: charge.fee_minor });
    // independently of the domain: the lines add up to the unit price; half a quintal pays half of it, rounded up
    const sum = entry.example.lines.reduce((total: number, line: { amount_minor?: number }) => total + (line.amount_minor ?? 0), 0);
    expect(entry.example.unit_minor).toBe(sum);
    expect(entry.example.fee_minor).toBe(Math.ceil(sum / 2));
    expect(answer.lines[0].fee_minor).toBe(entry.example.fee_minor);
    // at most two season occurrences and an after-season part, never more days than stored
    const days = entry.example.lines.reduce((total: number, line: { days?: number }) => total + (line.days ?? 0), 0);
    expect(days).toBe(DAYS);
  });

  it('the produce list, the lot and its crates carry it; the crate list gives each crate its own breakdown', async () => {
    const detail = (await api.get(home.sessions.op, `/storage/v1/produce/${lot.lotId}/`)).json();
    expect(detail.rate_card.example.fee_minor).toBe(expected().fee_minor);
    expect(detail.rate_card.example.lines).toEqual(expected().lines);
    const second = crateCharge(SEASONAL, { checked_in_on: lot.on, days: DAYS }, 80_000);
    expect(detail.crate_list.map((crate: { rate_card: { example: { units: number; fee_minor: number } } }) => [crate.rate_card.example.units, crate.rate_card.example.fee_minor])).toEqual([
      [0.5, expected().fee_minor],
      [0.8, second.fee_minor],
    ]);
    expect(detail.crate_list.map((crate: { fee_minor: number }) => crate.fee_minor)).toEqual([expected().fee_minor, second.fee_minor]);
    // the lot's crates at check-in, which a phone needs to share a minimum per lot offline (docs/rent-rules.md §7)
    expect(detail.crate_list.map((crate: { lot_crates?: number }) => crate.lot_crates)).toEqual([2, 2]);
    const list = (await api.get(home.sessions.op, `/storage/v1/produce/?cooling_unit=${home.kgRoom.id}&page_size=100`)).json();
    expect(list.items.find((item: { id: number }) => item.id === lot.lotId).rate_card).toEqual(detail.rate_card);
    const cratesPage = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lot.lotId}`)).json();
    expect(cratesPage.items[1].rate_card.example).toMatchObject({ crate_id: lot.crateIds[1], fee_minor: second.fee_minor, lines: second.lines });
  });

  it('the check-out, its later reads and the statement keep the breakdown as charged', async () => {
    const response = await api.checkOut(home.sessions.op, { cooling_unit_id: home.kgRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: lot.crateIds[0] }], payment_method: 'cash', paid: false });
    expect(response.statusCode, response.body).toBe(201);
    const out = response.json();
    expect(out.rate_cards).toHaveLength(1);
    expect(out.rate_cards[0].example).toMatchObject({ crate_id: lot.crateIds[0], days: DAYS, weight_kg: 50, fee_minor: expected().fee_minor, lines: expected().lines });
    expect(out.lines[0].fee_minor).toBe(expected().fee_minor);
    const again = (await api.get(home.sessions.op, `/operation/v1/check-outs/${out.id}/`)).json();
    expect(again.rate_cards).toEqual(out.rate_cards);
    const statement = (await api.get(home.sessions.sp, `/operation/v1/farmers/${home.farmerId}/statement/?from=${today()}&to=${today()}`)).json();
    const line = statement.lines.find((item: { kind: string; code: string }) => item.kind === 'check_out' && item.code === out.movement.code);
    expect(line.rate_cards).toEqual(out.rate_cards);
    if (!hasPoppler) return;
    // the receipt: the card in words and the crate worked out, under the lot's line
    const receipt = await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${out.movement.id}/receipt/`, headers: home.sessions.op.headers });
    expect(receipt.statusCode).toBe(200);
    const text = flat(pdfText(receipt.rawPayload));
    const sentence = 'Tomato: ₦240.00 per quintal for the Rabi season, February–October; after Oct 31: ₦4.00 per quintal per day';
    expect(text).toContain(sentence);
    const charge = expected();
    expect(text).toContain(`One crate, 50 kg, ${DAYS} days:`);
    expect(text).toContain(`${money(charge.unit_minor)} per quintal × 0.5 = ${money(charge.fee_minor)}`);
    // the statement: the card under the check-out's line
    const pdf = await t.app.inject({ method: 'GET', url: `/api/operation/v1/farmers/${home.farmerId}/statement/?from=${today()}&to=${today()}&format=pdf`, headers: home.sessions.sp.headers });
    expect(pdf.statusCode).toBe(200);
    expect(flat(pdfText(pdf.rawPayload))).toContain(sentence);
  });
});

describe('a tiered card per crate', () => {
  it('10 days: days 1–7 at ₦50.00 and 8–10 at ₦80.00, ₦590.00 a crate, in the preview and the check-out', async () => {
    const cardId = await addCard(home.crateRoom.id, TIERED);
    const lot = await stored(home.crateRoom.id, [20, 21], 10);
    const answer = await preview(home.crateRoom.id, lot.crateIds);
    const [entry] = answer.rate_cards;
    expect(entry.rate_card_id).toBe(cardId);
    expect(entry.summary.parts).toEqual([
      { kind: 'tier', from_day: 1, to_day: 7, rate_minor: 5_000 },
      { kind: 'tier', from_day: 8, to_day: 30, rate_minor: 8_000 },
      { kind: 'tier', from_day: 31, to_day: null, rate_minor: 15_000 },
    ]);
    // worked out by hand: 7 × 5,000 + 3 × 8,000 = 59,000
    expect(entry.example).toMatchObject({
      days: 10,
      charged_days: 10,
      units: 1,
      unit_minor: 59_000,
      fee_minor: 59_000,
      lines: [
        { kind: 'rate', period: 'day', from_day: 1, to_day: 7, periods: 7, rate_minor: 5_000, amount_minor: 35_000 },
        { kind: 'rate', period: 'day', from_day: 8, to_day: 10, periods: 3, rate_minor: 8_000, amount_minor: 24_000 },
      ],
    });
    expect(entry.example.lines).toEqual(crateCharge(TIERED, { checked_in_on: lot.on, days: 10 }, 20_000).lines);
    expect(answer.total_minor).toBe(2 * 59_000);
    const out = (await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: lot.crateIds.map((crate_id) => ({ crate_id })), payment_method: 'cash', paid: true })).json();
    expect(out.rate_cards).toEqual(answer.rate_cards);
  });

  it('a lot without a card of its own shows its pricing as a card (version 1), with the fee it is charged', async () => {
    // onion has no version in this room (made after the migration): its lots are billed by their pricing
    const onion = await api.checkIn(home.sessions.op, { farmer_id: home.farmerId, cooling_unit_id: home.crateRoom.id, lots: [{ crop_id: 'onion', harvest: 'today', crates: [{ weight_kg: 30 }] }] });
    expect(onion.statusCode, onion.body).toBe(201);
    const card = onion.json().lots[0].rate_card;
    // onion: ₦300.00 a crate, fixed (the room's price as version 1)
    expect(card.rate_card_id).toBeNull();
    expect(card.card).toEqual({ basis: 'crate', period: 'once', rate_minor: 30_000 });
    expect(card.summary.headline).toEqual({ kind: 'once', amount_minor: 30_000 });
    expect(card.example).toMatchObject({ units: 1, unit_minor: 30_000, fee_minor: 30_000, lines: [{ kind: 'once', amount_minor: 30_000 }] });
  });
});
