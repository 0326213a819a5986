import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@coldroom/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';

// Revenue by rate basis and period (docs/rent-rules.md §9) on a hand-built set: two cards of different bases
// and a lot billed by its room's plain fixed price.

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 }, kgRoom: { capacity: 100_000 } });
  today = calendarDateIn(new Date(), 'Africa/Lagos');

  const card = async (roomId: number, body: object) => {
    const response = await api.call('POST', `/operation/v1/cooling-units/${roomId}/rate-cards/`, home.sessions.sp, { crop_id: 'tomato', effective_from: today, card: body });
    expect(response.statusCode, response.body).toBe(201);
  };
  // Card A, crates room: ₦500.00 a crate a week. Card B, kg room: ₦1,000.00 a quintal a month (30 days).
  await card(home.crateRoom.id, { basis: 'crate', period: 'week', rate_minor: 50_000 });
  await card(home.kgRoom.id, { basis: 'quintal', period: 'month', rate_minor: 100_000 });

  const checkIn = async (roomId: number, lots: [string, number[]][], days: number) => {
    const response = await api.checkIn(home.sessions.op, {
      farmer_id: home.farmerId,
      cooling_unit_id: roomId,
      lots: lots.map(([crop_id, kgs]) => ({ crop_id, harvest: 'today', crates: kgs.map((weight_kg) => ({ weight_kg, planned_days: 3 })) })),
    });
    expect(response.statusCode, response.body).toBe(201);
    await ageCheckIn(t.database.db, response.json(), days);
    return response.json().lots.map((lot: { crates: { id: number }[] }) => lot.crates.map((crate) => crate.id)) as number[][];
  };
  const checkOut = async (roomId: number, lines: object[], discount = 0) => {
    const response = await api.checkOut(home.sessions.op, { cooling_unit_id: roomId, farmer_id: home.farmerId, lines, payment_method: 'cash', paid: true, discount_minor: discount });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  // Crates room, 10 days: two 20 kg tomato crates under card A (10 days = 2 weeks: 2 × 50,000 = 100,000 each)
  // and a 15 kg onion crate under the room's fixed ₦300.00 (no card: version 1, crate / once: 30,000).
  // One check-out of the three, ₦50.00 off: lines 100,000 + 100,000 + 30,000, total 225,000.
  const [tomatoes, onions] = await checkIn(home.crateRoom.id, [['tomato', [20, 20]], ['onion', [15]]], 10);
  const first = await checkOut(home.crateRoom.id, [...tomatoes!, ...onions!].map((crate_id) => ({ crate_id })), 5_000);
  expect(first.total_minor).toBe(225_000);
  // Kg room, 45 days: one 50 kg tomato crate under card B (45 days = 2 months: 200,000 a quintal; × 0.5 =
  // 100,000). Taken in two check-outs: 20 kg (100,000 × 20 ÷ 50 = 40,000), then the 30 kg left (a kg room's
  // fee follows the weight left: 200,000 × 0.3 = 60,000).
  const [[crate]] = (await checkIn(home.kgRoom.id, [['tomato', [50]]], 45)) as [[number]];
  expect((await checkOut(home.kgRoom.id, [{ crate_id: crate, weight_kg: 20 }])).total_minor).toBe(40_000);
  expect((await checkOut(home.kgRoom.id, [{ crate_id: crate }])).total_minor).toBe(60_000);
});
afterAll(async () => t?.close());

const revenue = (query: string) => api.get(home.sessions.sp, `/operation/v1/analysis/revenue/?from=${today}&to=${today}${query}`);

describe('revenue by rate basis and period', () => {
  it('sums the line amounts by the basis and period of the card that billed each lot', async () => {
    const response = await revenue('&include=rate_basis');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.per_rate_basis).toEqual([
      // card A: the two tomato lines of the first check-out, 100,000 each
      { basis: 'crate', period: 'week', revenue_minor: 200_000, weight_kg: 40, crates: 2, check_outs: 1 },
      // card B: 40,000 + 60,000 in two check-outs of one 50 kg crate
      { basis: 'quintal', period: 'month', revenue_minor: 100_000, weight_kg: 50, crates: 2, check_outs: 2 },
      // the onion lot, billed by the room's fixed price
      { basis: 'crate', period: 'once', revenue_minor: 30_000, weight_kg: 15, crates: 1, check_outs: 1 },
    ]);
    // Line amounts are before the discount: 330,000 = the revenue 325,000 + the 5,000 off.
    expect(body.totals).toMatchObject({ revenue_minor: 325_000, discount_minor: 5_000, check_outs: 3 });
  });

  it('keeps every other figure as it was, and adds nothing unless asked', async () => {
    const plain = (await revenue('')).json();
    expect(plain).not.toHaveProperty('per_rate_basis');
    const asked = (await revenue('&include=rate_basis')).json();
    const { per_rate_basis: _, ...rest } = asked;
    expect(rest).toEqual(plain);
  });

  it('follows the filters: a room, a payment method', async () => {
    const kgOnly = (await revenue(`&include=rate_basis&cooling_units=${home.kgRoom.id}`)).json();
    expect(kgOnly.per_rate_basis).toEqual([{ basis: 'quintal', period: 'month', revenue_minor: 100_000, weight_kg: 50, crates: 2, check_outs: 2 }]);
    const byCard = (await revenue('&include=rate_basis&payment_methods=card')).json();
    expect(byCard.per_rate_basis).toEqual([]);
  });

  it('refuses an unknown include with 400 naming it', async () => {
    const response = await revenue('&include=everything');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ include: 'invalid' });
  });
});
