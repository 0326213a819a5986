import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn, type RateCard } from '@coldroom/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// docs/rent-rules.md §3 step 5: a minimum per lot is shared among the lot's crates at check-in, on the crate
// list (GET /storage/v1/crates/) as on the lot, its crates and the check-out.

let t: TestApp;
let home: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } });
});
afterAll(async () => t?.close());

/** Worked example 12: ₦20.00 a crate a day, at least ₦500.00 a lot. */
const PER_LOT: RateCard = { basis: 'crate', period: 'day', rate_minor: 2_000, minimum: { per: 'lot', amount_minor: 50_000 } };

describe('the crate list with a minimum per lot', () => {
  it("shares the lot's minimum among its crates: the crate list's fees add up to the lot's fee, also a page at a time", async () => {
    const card = await api.call('POST', `/operation/v1/cooling-units/${home.crateRoom.id}/rate-cards/`, home.sessions.sp, {
      crop_id: 'tomato',
      effective_from: calendarDateIn(new Date(), 'Africa/Lagos'),
      card: PER_LOT,
    });
    expect(card.statusCode, card.body).toBe(201);
    const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20, 20, 20]));
    expect(response.statusCode, response.body).toBe(201);
    const checkIn = response.json();
    await ageCheckIn(t.database.db, checkIn, 2);
    const lotId = checkIn.lots[0].id as number;

    // Each crate: 2 days × 2,000 = 4,000, below its share of the minimum ceil(50,000 ÷ 3) = 16,667;
    // the lot: 3 × 16,667 = 50,001 (one kobo of rounding), not 3 × 50,000.
    const lot = (await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`)).json();
    expect(lot.fee_due_minor).toBe(50_001);
    const list = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}`)).json();
    expect(list.items.map((crate: { fee_minor: number }) => crate.fee_minor)).toEqual([16_667, 16_667, 16_667]);
    expect(list.items.reduce((sum: number, crate: { fee_due_minor: number }) => sum + crate.fee_due_minor, 0)).toBe(lot.fee_due_minor);
    expect(list.items.map((crate: { rate_card: { example: { fee_minor: number; minimum_applied: boolean } } }) => crate.rate_card.example)).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ fee_minor: 16_667, minimum_applied: true })),
    );
    // One crate a page: the share still counts the lot's three crates.
    const firstPage = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}&page_size=1`)).json();
    expect(firstPage.items[0].fee_minor).toBe(16_667);
    // The check-out preview of the three crates charges what the list shows.
    const preview = await api.preview(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: list.items.map((crate: { id: number }) => ({ crate_id: crate.id })) });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().total_minor).toBe(50_001);

    // After one crate has left, each crate still left pays its share of the lot's three (not half the minimum).
    const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: home.farmerId, lines: [{ crate_id: list.items[0].id }], payment_method: 'cash', paid: true });
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json().total_minor).toBe(16_667);
    const left = (await api.get(home.sessions.op, `/storage/v1/crates/?lot=${lotId}`)).json();
    expect(left.items.map((crate: { fee_minor: number }) => crate.fee_minor)).toEqual([16_667, 16_667]);
    const after = (await api.get(home.sessions.op, `/storage/v1/produce/${lotId}/`)).json();
    expect(left.items.reduce((sum: number, crate: { fee_due_minor: number }) => sum + crate.fee_due_minor, 0)).toBe(after.fee_due_minor);
  });
});
