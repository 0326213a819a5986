import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildHistory, mondayOfDate, setCurrency, ZONE, type CheckOutEvent, type History } from './analysis-fixture';

let t: TestApp;
let h: History;

beforeAll(async () => {
  t = await createTestApp();
  h = await buildHistory(t);
});
afterAll(async () => t?.close());

const get = (url: string, session = h.home.sessions.sp) => h.api.get(session, `/operation/v1/analysis/${url}`);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const inRange = (from: string, to: string) => h.checkOuts.filter((e) => e.localDate >= from && e.localDate <= to);

describe('revenue figures', () => {
  it('sums check-out totals, paid and outstanding, discounts and line days over the range', async () => {
    const response = await get('revenue/?from=2024-03-01&to=2024-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const all = h.checkOuts;
    const lines = all.flatMap((e) => e.lines);
    expect(body).toMatchObject({ currency: 'NGN', time_zone: ZONE, from: '2024-03-01', to: '2024-03-31', bucket: 'day' });
    expect(body.totals).toMatchObject({
      revenue_minor: sum(all.map((e) => e.total)),
      paid_minor: sum(all.filter((e) => e.paid).map((e) => e.total)),
      outstanding_minor: sum(all.filter((e) => !e.paid).map((e) => e.total)),
      discount_minor: sum(all.map((e) => e.discount)),
      check_outs: all.length,
    });
    expect(body.totals.outstanding_minor).toBeGreaterThan(0);
    expect(body.totals.discount_minor).toBe(1_000);
    expect(body.totals.average_days_stored).toBeCloseTo(sum(lines.map((l) => l.days)) / lines.length, 2);
    expect(body.over_time).toHaveLength(31);

    const perMethod = Object.fromEntries(body.per_payment_method.map((m: { payment_method: string; revenue_minor: number; check_outs: number }) => [m.payment_method, [m.revenue_minor, m.check_outs]]));
    for (const method of new Set(all.map((e) => e.method))) {
      const of = all.filter((e) => e.method === method);
      expect(perMethod[method]).toEqual([sum(of.map((e) => e.total)), of.length]);
    }
    for (const room of [h.home.crateRoom, h.home.kgRoom]) {
      const of = all.filter((e) => e.roomId === room.id);
      expect(body.per_room).toContainEqual({ cooling_unit: { id: room.id, name: room.name }, revenue_minor: sum(of.map((e) => e.total)), check_outs: of.length });
    }
    // Per crop: line amounts before the check-out's discount.
    for (const crop of new Set(lines.map((l) => l.crop))) {
      const of = lines.filter((l) => l.crop === crop);
      expect(body.per_crop).toContainEqual({ crop_id: crop, revenue_minor: sum(of.map((l) => l.amount)), weight_kg: sum(of.map((l) => l.grams)) / 1000 });
    }
  });

  it('puts a check-out at 23:30 and one at 00:30 local time on their local dates, not the UTC ones', async () => {
    const body = (await get('revenue/?from=2024-03-09&to=2024-03-10')).json();
    const [late, early] = [h.checkOuts[0]!, h.checkOuts[1]!];
    expect(late.at.toISOString().slice(0, 10)).toBe(early.at.toISOString().slice(0, 10)); // same UTC date
    expect(body.over_time).toEqual([
      { period: '2024-03-09', revenue_minor: late.total, paid_minor: late.total, check_outs: 1 },
      { period: '2024-03-10', revenue_minor: early.total, paid_minor: 0, check_outs: 1 },
    ]);
    const only10 = (await get('revenue/?from=2024-03-10&to=2024-03-10')).json();
    expect(only10.totals).toMatchObject({ check_outs: 1, revenue_minor: early.total, outstanding_minor: early.total });
  });

  it('groups by weeks starting on Monday, labelled by the Monday, with empty weeks as zeros', async () => {
    const body = (await get('revenue/?from=2024-03-06&to=2024-03-24&bucket=week')).json();
    expect(body.over_time.map((p: { period: string }) => p.period)).toEqual(['2024-03-04', '2024-03-11', '2024-03-18']);
    for (const period of body.over_time) {
      const of = inRange('2024-03-06', '2024-03-24').filter((e) => mondayOfDate(e.localDate) === period.period);
      expect(period).toEqual({ period: period.period, revenue_minor: sum(of.map((e) => e.total)), paid_minor: sum(of.filter((e) => e.paid).map((e) => e.total)), check_outs: of.length });
    }
    expect(body.over_time[2].check_outs).toBe(0);
  });

  it('filters by rooms and payment methods', async () => {
    const body = (await get(`revenue/?from=2024-03-01&to=2024-03-31&cooling_units=${h.home.crateRoom.id}&payment_methods=cash,card`)).json();
    const of = h.checkOuts.filter((e) => e.roomId === h.home.crateRoom.id && ['cash', 'card'].includes(e.method));
    expect(body.totals).toMatchObject({ check_outs: of.length, revenue_minor: sum(of.map((e) => e.total)) });
    expect(body.per_room.map((r: { cooling_unit: { id: number } }) => r.cooling_unit.id)).toEqual([h.home.crateRoom.id]);
  });

  it('answers null average days and zeros when nothing was checked out', async () => {
    const body = (await get('revenue/?from=2023-01-01&to=2023-01-02')).json();
    expect(body.totals).toEqual({ revenue_minor: 0, paid_minor: 0, outstanding_minor: 0, discount_minor: 0, check_outs: 0, average_days_stored: null });
    expect(body.over_time).toHaveLength(2);
  });
});

describe('check-outs table', () => {
  it('pages and sorts the selected check-outs', async () => {
    const response = await get('revenue/check-outs/?from=2024-03-01&to=2024-03-31&sort=total&order=asc&page=1&page_size=3');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const totals = h.checkOuts.map((e) => e.total).sort((a, b) => a - b);
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 3 });
    expect(body.items.map((r: { total_minor: number }) => r.total_minor)).toEqual(totals.slice(0, 3));
    const second = (await get('revenue/check-outs/?from=2024-03-01&to=2024-03-31&sort=total&order=asc&page=2&page_size=3')).json();
    expect(second.items.map((r: { total_minor: number }) => r.total_minor)).toEqual(totals.slice(3));
    const partial = body.items.concat(second.items).find((r: { check_out_id: number; crates: number; weight_kg: number }) => r.weight_kg === 5)!;
    expect(partial).toMatchObject({ crates: 1, paid: false, payment_method: 'mobile_money', crops: ['tomato'], currency: 'NGN' });
    const byTime = (await get('revenue/check-outs/?from=2024-03-01&to=2024-03-31&sort=time&order=asc')).json();
    expect(byTime.items.map((r: { time: string }) => r.time)).toEqual(h.checkOuts.map((e: CheckOutEvent) => e.at.toISOString()));
    const byDays = (await get('revenue/check-outs/?from=2024-03-01&to=2024-03-31&sort=days&order=desc')).json();
    const days = byDays.items.map((r: { days_stored: number }) => r.days_stored);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });
});

describe('access and input', () => {
  it('refuses farmers (403), anonymous callers (401) and another company’s room (404)', async () => {
    expect((await get('revenue/?from=2024-03-01&to=2024-03-31', h.home.sessions.farmer)).statusCode).toBe(403);
    expect((await get('usage/?from=2024-03-01&to=2024-03-31', h.home.sessions.farmer)).statusCode).toBe(403);
    expect((await h.api.get(null, '/operation/v1/analysis/revenue/?from=2024-03-01&to=2024-03-31')).statusCode).toBe(401);
    const foreign = await get(`revenue/?from=2024-03-01&to=2024-03-31&cooling_units=${h.home.crateRoom.id},${h.other.crateRoom.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect((await get(`usage/?from=2024-03-01&to=2024-03-31&cooling_units=${h.other.kgRoom.id}`)).statusCode).toBe(404);
  });

  it('lets operators of the company read the figures, and shows another company none of them', async () => {
    expect((await get('revenue/?from=2024-03-01&to=2024-03-31', h.home.sessions.op)).json().totals.check_outs).toBe(4);
    expect((await get('revenue/?from=2024-03-01&to=2024-03-31', h.other.sessions.sp)).json().totals.check_outs).toBe(0);
  });

  it('answers 400 naming the field for bad dates, from after to, a too long range and unknown payment methods', async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['revenue/?from=2024-02-30&to=2024-03-01', { from: 'invalid' }],
      ['revenue/?to=2024-03-01', { from: 'required' }],
      ['revenue/?from=2024-03-02&to=2024-03-01', { from: 'from_after_to' }],
      ['usage/?from=2018-01-01&to=2024-03-01', { to: 'range_too_long' }],
      ['revenue/?from=2024-03-01&to=2024-03-02&payment_methods=cash,gold', { payment_methods: 'unknown_payment_method' }],
      ['revenue/?from=2024-03-01&to=2024-03-02&bucket=month', { bucket: 'invalid' }],
      ['usage/?from=2024-03-01&to=2024-03-02&cooling_units=1,x', { cooling_units: 'invalid' }],
    ];
    for (const [url, fields] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error, url).toMatchObject({ code: 'invalid_input', fields });
    }
  });
});

// Near the end: it pays part of a check-out.
describe('part payments', () => {
  it('count as paid in the revenue figures by exactly their amount', async () => {
    const range = 'revenue/?from=2024-03-01&to=2024-03-31';
    const before = (await get(range)).json();
    const unpaid = (await h.api.get(h.home.sessions.sp, '/operation/v1/movements/?type=check_out&paid=false')).json();
    expect(unpaid.items.length).toBeGreaterThan(0);
    const owing = unpaid.items[0];
    const part = Math.min(100, owing.due_minor - 1);
    expect(part).toBeGreaterThan(0);
    const paid = await h.api.call('POST', `/operation/v1/farmers/${owing.farmer.id}/payments/`, h.home.sessions.sp, { check_out_ids: [owing.check_out_id], amount_minor: part, payment_method: 'cash', paid_on: '2024-03-20' }, { 'idempotency-key': 'revenue-part-payment' });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = (await get(range)).json();
    expect(after.totals.revenue_minor).toBe(before.totals.revenue_minor);
    expect(after.totals.paid_minor).toBe(before.totals.paid_minor + part);
    expect(after.totals.outstanding_minor).toBe(before.totals.outstanding_minor - part);
    expect(sum(after.over_time.map((p: { paid_minor: number }) => p.paid_minor))).toBe(after.totals.paid_minor);
  });
});

// Last: it changes the history (a check-out in another currency).
describe('currencies', () => {
  it('refuses to mix currencies (422 naming them) and answers one currency when asked', async () => {
    const usd = h.checkOuts[3]!;
    await setCurrency(t, usd.at, 'USD');
    const mixed = await get('revenue/?from=2024-03-01&to=2024-03-31');
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error).toMatchObject({ code: 'mixed_currencies', fields: { currency: 'NGN,USD' } });
    expect((await get('revenue/export/?from=2024-03-01&to=2024-03-31&format=csv')).statusCode).toBe(422);
    const dollars = (await get('revenue/?from=2024-03-01&to=2024-03-31&currency=usd')).json();
    expect(dollars).toMatchObject({ currency: 'USD', totals: { check_outs: 1, revenue_minor: usd.total } });
    // With two currencies in the range, lines are split by their check-out's currency.
    expect(dollars.per_crop).toEqual(usd.lines.map((l) => ({ crop_id: l.crop, revenue_minor: l.amount, weight_kg: l.grams / 1000 })));
    expect(dollars.totals.average_days_stored).toBe(usd.lines[0]!.days);
    const naira = (await get('revenue/?from=2024-03-01&to=2024-03-31&currency=NGN')).json();
    expect(naira.totals.revenue_minor).toBe(sum(h.checkOuts.slice(0, 3).map((e) => e.total)));
    // A range holding only one currency needs no choice.
    expect((await get('revenue/?from=2024-03-01&to=2024-03-11')).statusCode).toBe(200);
  });
});
