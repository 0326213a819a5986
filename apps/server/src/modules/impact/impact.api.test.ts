/**
 * The impact figures (docs/impact-methodology.md) on a hand-built history whose answers are worked out
 * below, the company scope (a service provider sees their company, the administrator every company or one,
 * operators and farmers 403), the filters' bounds, and the report made by its job (PDF text in English and
 * Hindi, the workbook's sheets).
 *
 * Company A (UTC), period 2025-01 … 2025-02 (59 days: January 31, February 28), rooms created in 2024:
 * - crate room, capacity 50 crates; kg room, capacity 1000 kg of 25-kg standard crates = 40 units (no produce).
 * - F1 (female): checked in 10 kg of tomato on 2024-12-01, out whole on 2024-12-15 (before the period: she is
 *   *returning*, and that crate adds nothing). On 2025-01-01 she checks in tomato crates t1 20 kg, t2 20 kg,
 *   t3 10 kg; t1 leaves whole on 2025-01-21.
 * - F2 (male): checks in one onion crate of 30 kg on 2025-01-11 (his first: *new*), out whole on 2025-02-01.
 * Farmers served: 2 (female 1, male 1, new 1, returning 1); January both, February F2 only (his check-out).
 * Crates stored 4, kg stored 80 (tomato 50, onion 30); kg out 50 (tomato 20, onion 30).
 * Kg-days: t1 20 kg × 20 d = 400; t2 20 × 59 = 1180 (Jan 620, Feb 560); t3 10 × 59 = 590 (Jan 310, Feb 280);
 *   onion 30 × 21 d (Jan 11 → Feb 1) = 630. Total 2800 (Jan 1960, Feb 840; tomato 2170, onion 630).
 * Occupancy: crate-days t1 20 + t2 59 + t3 59 + onion 21 = 159; capacity 50 × 59 + 40 × 59 = 5310 → 2.99 % → 3.0;
 *   the crate room alone 159 / 2950 = 5.4 %; January 103 / (90 × 31) = 3.7 %.
 * Surveys (baseline: F1 tomato 1000 kg, 100 eaten, 600 sold, 2000 per 20-kg crate; F2 onion 500 kg, 0 eaten,
 *   400 sold, 5000 per 50-kg bag. Market: t1's check-out tomato 3000 per 20-kg crate, 2 kg lost; F2's onion
 *   6000 per 50-kg bag, 3 kg lost):
 * - loss share before: tomato (1000 − 100 − 600) / 1000 = 0.30; onion (500 − 0 − 400) / 500 = 0.20.
 * - loss share after: tomato 2 / 20 = 0.10; onion 3 / 30 = 0.10.
 * - food loss avoided: tomato 50 kg × (0.30 − 0.10) = 10 kg; onion 30 × (0.20 − 0.10) = 3 kg; total 13 kg.
 * - price per kg: tomato before 2000 × 1000 / 20000 = 100, after 3000 × 1000 / 20000 = 150: +50 (+50 %);
 *   onion before 5000 × 1000 / 50000 = 100, after 6000 × 1000 / 50000 = 120: +20 (+20 %).
 * - income change: tomato 20 kg out × (0.9 × 150 − 0.7 × 100) = 20 × 65 = 1300; onion 30 × (0.9 × 120 − 0.8 × 100)
 *   = 30 × 28 = 840; total 2140 (NGN minor units).
 * SMS: 3 sent in January, 1 refused (not counted). Company B: one farmer (male, new) checks in 40 kg of tomato
 * on 2025-01-15, and 1 SMS: the administrator sees 3 farmers, 120 kg, 4 SMS across both.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn, type Person, type Session } from '../../../test/factories';
import { createOperationsCompany, operationsApi, type OperationsCompany } from '../../../test/operation-factories';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { checkOutLines, checkOuts, companies, coolingUnits, crates, farmerSurveyCommodities, farmerSurveys, marketSurveys, movements, smsMessages, users } from '../../db/schema';
import { createAdministrator } from '../../tools/admin';
import { figuresOf } from './figures';
import { impactScope } from './scope';
import { farmerIdOf } from '../../../test/operation-factories';
import type { Role } from '@coldroom/contract';

let t: TestApp;
let a: OperationsCompany;
let b: OperationsCompany;
let admin: Session;
let f2: Person;
const revenue = { total: 0, jan: 0 };

const at = (iso: string) => new Date(iso);
const BASE = '/api/operation/v1/analysis/impact/';
const ADMIN_BASE = '/api/admin/v1/impact/';
const get = (url: string, session: Session | { headers: Record<string, string> }) => t.app.inject({ method: 'GET', url, headers: session.headers });

async function checkIn(company: OperationsCompany, farmerId: number, roomId: number, crop: string, kgs: number[], time: string) {
  const api = operationsApi(t.app);
  const body = { farmer_id: farmerId, cooling_unit_id: roomId, lots: [{ crop_id: crop, harvest: 'today', crates: kgs.map((weight_kg) => ({ weight_kg, planned_days: 3 })) }] };
  const response = await api.checkIn(company.sessions.op, body);
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await t.database.db.update(movements).set({ time: at(time) }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(crates).set({ checkedInAt: at(time) }).where(eq(crates.checkInId, made.id));
  return made.lots.flatMap((lot: { crates: Array<{ id: number }> }) => lot.crates.map((c) => c.id)) as number[];
}

async function checkOut(company: OperationsCompany, farmerId: number, roomId: number, crateIds: number[], time: string) {
  const api = operationsApi(t.app);
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: roomId, farmer_id: farmerId, lines: crateIds.map((crate_id) => ({ crate_id })), payment_method: 'cash', paid: true });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json();
  await t.database.db.update(movements).set({ time: at(time) }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time: at(time) }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time: at(time) }).where(eq(checkOutLines.checkOutId, made.id));
  return made as { id: number; total_minor: number };
}

async function baseline(farmerId: number, by: number, crop: string, kg: { total: number; eaten: number; sold: number }, price: number, unitKg: number) {
  const [survey] = await t.database.db
    .insert(farmerSurveys)
    .values({ farmerId, companyId: a.company.id, kind: 'farmer', coldRoomExperience: false, currency: 'NGN', updatedBy: by })
    .returning();
  await t.database.db.insert(farmerSurveyCommodities).values({
    surveyId: survey!.id,
    cropCode: crop,
    unit: 'crates',
    gramsPerUnit: unitKg * 1000,
    totalGrams: kg.total * 1000,
    selfConsumedGrams: kg.eaten * 1000,
    soldGrams: kg.sold * 1000,
    soldBelowMarketGrams: 0,
    averagePriceMinor: price,
    seasonMonths: 3,
    mainLossReason: 'spoilage',
    position: 0,
  });
}

async function market(checkOutId: number, farmerId: number, crop: string, price: number, unitKg: number, lostKg: number, by: number) {
  await t.database.db.insert(marketSurveys).values({
    companyId: a.company.id,
    checkOutId,
    farmerId,
    cropCode: crop,
    whereSold: 'local_market',
    priceMinor: price,
    currency: 'NGN',
    unit: 'bags',
    gramsPerUnit: unitKg * 1000,
    sellingDate: '2025-02-02',
    lostGrams: lostKg * 1000,
    filledBy: by,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  a = await createOperationsCompany(t.app, db);
  b = await createOperationsCompany(t.app, db);
  await db.update(companies).set({ timeZone: 'UTC', currency: 'NGN' }).where(eq(companies.id, a.company.id));
  await db.update(coolingUnits).set({ createdAt: at('2024-01-01T00:00:00Z') }).where(inArray(coolingUnits.companyId, [a.company.id, b.company.id]));
  f2 = await createPerson(db, 'Farmer', { company: a.company, gender: 'male' });
  const f2Id = await farmerIdOf(db, f2.user);
  await db.update(users).set({ gender: 'female' }).where(eq(users.id, a.farmer.user.id));
  await db.update(users).set({ gender: 'male' }).where(eq(users.id, b.farmer.user.id));

  const [old] = await checkIn(a, a.farmerId, a.crateRoom.id, 'tomato', [10], '2024-12-01T00:00:00Z');
  await checkOut(a, a.farmerId, a.crateRoom.id, [old!], '2024-12-15T00:00:00Z');
  const [t1, t2, t3] = await checkIn(a, a.farmerId, a.crateRoom.id, 'tomato', [20, 20, 10], '2025-01-01T00:00:00Z');
  expect(t2 && t3).toBeTruthy();
  const [onion] = await checkIn(a, f2Id, a.crateRoom.id, 'onion', [30], '2025-01-11T00:00:00Z');
  const out1 = await checkOut(a, a.farmerId, a.crateRoom.id, [t1!], '2025-01-21T00:00:00Z');
  const out2 = await checkOut(a, f2Id, a.crateRoom.id, [onion!], '2025-02-01T00:00:00Z');
  revenue.total = out1.total_minor + out2.total_minor;
  revenue.jan = out1.total_minor;
  await checkIn(b, b.farmerId, b.crateRoom.id, 'tomato', [40], '2025-01-15T00:00:00Z');

  const by = a.serviceProvider.user.id;
  await baseline(a.farmerId, by, 'tomato', { total: 1000, eaten: 100, sold: 600 }, 2000, 20);
  await baseline(f2Id, by, 'onion', { total: 500, eaten: 0, sold: 400 }, 5000, 50);
  await market(out1.id, a.farmerId, 'tomato', 3000, 20, 2, by);
  await market(out2.id, f2Id, 'onion', 6000, 50, 3, by);

  const sms = (companyId: number, status: 'sent' | 'refused', createdAt: string) => ({
    companyId,
    toPhone: '+2348000000000',
    body: 'x',
    kind: 'receipt' as const,
    provider: 'test',
    status,
    createdAt: at(createdAt),
    refusedReason: status === 'refused' ? ('company_day' as const) : null,
  });
  await db.insert(smsMessages).values([sms(a.company.id, 'sent', '2025-01-05T10:00:00Z'), sms(a.company.id, 'sent', '2025-01-06T10:00:00Z'), sms(a.company.id, 'sent', '2025-01-07T10:00:00Z'), sms(a.company.id, 'refused', '2025-01-07T11:00:00Z'), sms(b.company.id, 'sent', '2025-01-20T10:00:00Z')]);

  const phone = `+23480${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  const created = await createAdministrator(db, { phone, password: 'Admin-pass1' });
  admin = await logIn(t.app, { user: { id: created.id, phone } as Person['user'], role: 'Administrator' as Role, userType: 'admin', password: 'Admin-pass1' });
}, 120_000);
afterAll(async () => t?.close());

const PERIOD = 'from=2025-01&to=2025-02';

describe('impact figures of one company (a service provider)', () => {
  it('counts farmers by gender, new and returning, crates, kg, kg-days, occupancy, revenue and SMS', async () => {
    const response = await get(`${BASE}?${PERIOD}`, a.sessions.sp);
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json();
    expect(figures.company).toEqual({ id: a.company.id, name: a.company.name });
    expect(figures.totals.farmers).toEqual({ total: 2, female: 1, male: 1, other: 0, new: 1, returning: 1 });
    expect(figures.totals).toMatchObject({ crates_in: 4, kg_in: 80, kg_out: 50, kg_days: 2800, occupancy_percent: 3 });
    expect(figures.totals.revenue).toEqual([{ currency: 'NGN', amount_minor: revenue.total }]);
    expect(figures.sms.sent).toBe(3);
    expect(figures.per_month.map((m: { key: string; kg_days: number; farmers: { total: number }; sms_sent: number }) => [m.key, m.kg_days, m.farmers.total, m.sms_sent])).toEqual([
      ['2025-01', 1960, 2, 3],
      ['2025-02', 840, 1, 0],
    ]);
    expect(figures.per_month[0].occupancy_percent).toBe(3.7);
    expect(figures.per_month[0].revenue).toEqual([{ currency: 'NGN', amount_minor: revenue.jan }]);
    const room = figures.per_room.find((r: { key: string }) => r.key === String(a.crateRoom.id));
    expect(room).toMatchObject({ label: a.crateRoom.name, kg_in: 80, occupancy_percent: 5.4 });
    expect(figures.per_crop.map((c: { key: string; kg_in: number; kg_days: number; occupancy_percent: null }) => [c.key, c.kg_in, c.kg_days, c.occupancy_percent])).toEqual([
      ['tomato', 50, 2170, null],
      ['onion', 30, 630, null],
    ]);
    expect(figures.per_company).toHaveLength(1);
  });

  it('counts each month\'s farmers over five years (a farmer\'s months are bits 1…60 of one number; December 2024 is bit 58)', async () => {
    const figures = (await get(`${BASE}?from=2020-03&to=2025-02`, a.sessions.sp)).json();
    // F1's check-in and check-out of December 2024 are in this period: both farmers are new.
    expect(figures.totals.farmers).toEqual({ total: 2, female: 1, male: 1, other: 0, new: 2, returning: 0 });
    expect(figures.per_month).toHaveLength(60);
    const served = figures.per_month
      .filter((m: { farmers: { total: number } }) => m.farmers.total > 0)
      .map((m: { key: string; farmers: { total: number; female: number; male: number } }) => [m.key, m.farmers.total, m.farmers.female, m.farmers.male]);
    expect(served).toEqual([
      ['2024-12', 1, 1, 0],
      ['2025-01', 2, 1, 1],
      ['2025-02', 1, 0, 1],
    ]);
    expect(figures.per_company.map((c: { farmers: { total: number } }) => c.farmers.total)).toEqual([2]);
    // Both rooms are in one location: its farmers come from the group of farmers with the same rooms.
    expect(figures.per_location.map((l: { farmers: { total: number } }) => l.farmers.total)).toEqual([2]);
  });

  it('works out food loss avoided, the change in price and in income from the surveys, with their coverage', async () => {
    const figures = (await get(`${BASE}?${PERIOD}`, a.sessions.sp)).json();
    expect(figures.totals.loss_avoided_kg).toBeCloseTo(13, 6);
    const crop = (code: string) => figures.per_crop.find((c: { key: string }) => c.key === code);
    expect(crop('tomato').loss_avoided_kg).toBeCloseTo(10, 6);
    expect(crop('onion').loss_avoided_kg).toBeCloseTo(3, 6);
    expect(crop('tomato').income_change).toEqual([{ currency: 'NGN', amount_minor: 1300 }]);
    expect(crop('onion').income_change).toEqual([{ currency: 'NGN', amount_minor: 840 }]);
    expect(figures.totals.income_change).toEqual([{ currency: 'NGN', amount_minor: 2140 }]);
    expect(figures.crop_surveys).toEqual([
      expect.objectContaining({ crop_id: 'onion', currency: 'NGN', baseline_answers: 1, market_surveys: 1, loss_share_before: 0.2, loss_share_after: 0.1, price_before_per_kg_minor: 100, price_after_per_kg_minor: 120, price_change_per_kg_minor: 20, price_change_percent: 20 }),
      expect.objectContaining({ crop_id: 'tomato', currency: 'NGN', baseline_answers: 1, market_surveys: 1, loss_share_before: 0.3, loss_share_after: 0.1, price_before_per_kg_minor: 100, price_after_per_kg_minor: 150, price_change_per_kg_minor: 50, price_change_percent: 50 }),
    ]);
    expect(figures.coverage).toEqual({ farmers_served: 2, farmers_with_baseline: 2, market_surveys: 2, market_farmers: 2, check_outs: 2, check_outs_surveyed: 2, kg_share_with_surveys: 1 });
  });

  it('narrows by gender, crop and room; another company\'s room is 404', async () => {
    const women = (await get(`${BASE}?${PERIOD}&gender=female`, a.sessions.sp)).json();
    expect(women.totals.farmers).toEqual({ total: 1, female: 1, male: 0, other: 0, new: 0, returning: 1 });
    expect(women.totals.kg_in).toBe(50);
    expect(women.totals.loss_avoided_kg).toBeCloseTo(10, 6);
    const onion = (await get(`${BASE}?${PERIOD}&crop=onion`, a.sessions.sp)).json();
    expect(onion.totals).toMatchObject({ kg_in: 30, kg_days: 630 });
    expect(onion.totals.farmers.total).toBe(1);
    const kgRoom = (await get(`${BASE}?${PERIOD}&cooling_unit=${a.kgRoom.id}`, a.sessions.sp)).json();
    expect(kgRoom.totals).toMatchObject({ kg_in: 0, occupancy_percent: 0 });
    expect((await get(`${BASE}?${PERIOD}&cooling_unit=${b.crateRoom.id}`, a.sessions.sp)).statusCode).toBe(404);
  });

  it('refuses operators and farmers, and bad filters naming the field', async () => {
    expect((await get(`${BASE}?${PERIOD}`, a.sessions.op)).statusCode).toBe(403);
    expect((await get(`${BASE}?${PERIOD}`, a.sessions.farmer)).statusCode).toBe(403);
    expect((await get(`${ADMIN_BASE}?${PERIOD}`, a.sessions.sp)).statusCode).toBe(403);
    for (const [query, field, code] of [
      ['from=2025-02&to=2025-01', 'from', 'from_after_to'],
      ['from=2020-01&to=2025-02', 'to', 'range_too_long'],
      ['from=2025-13&to=2025-14', 'from', 'invalid'],
      [`${PERIOD}&gender=x`, 'gender', 'invalid'],
      [`${PERIOD}&crop=nosuchcrop`, 'crop', 'unknown_crop'],
    ] as const) {
      const response = await get(`${BASE}?${query}`, a.sessions.sp);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatchObject({ code: 'invalid_input', fields: { [field]: code } });
    }
  });
});

describe('impact figures across companies (the administrator)', () => {
  it('sees every company, and one with the company filter', async () => {
    const all = (await get(`${ADMIN_BASE}?${PERIOD}`, admin)).json();
    expect(all.company).toBeNull();
    expect(all.totals.farmers.total).toBeGreaterThanOrEqual(3);
    const mine = all.per_company.filter((c: { key: string }) => [String(a.company.id), String(b.company.id)].includes(c.key));
    expect(mine.map((c: { key: string; kg_in: number; farmers: { total: number } }) => [c.key, c.kg_in, c.farmers.total]).sort()).toEqual(
      [[String(a.company.id), 80, 2], [String(b.company.id), 40, 1]].sort(),
    );
    // Across companies the new/returning mark is worked out from one read of the earlier check-ins (not a probe
    // per farmer): F1 returning and F2 new in A, B's farmer new.
    expect(mine.map((c: { key: string; farmers: { new: number; returning: number } }) => [c.key, c.farmers.new, c.farmers.returning]).sort()).toEqual(
      [[String(a.company.id), 1, 1], [String(b.company.id), 1, 0]].sort(),
    );
    const onlyB = (await get(`${ADMIN_BASE}?${PERIOD}&company=${b.company.id}`, admin)).json();
    expect(onlyB.company).toEqual({ id: b.company.id, name: b.company.name });
    expect(onlyB.totals).toMatchObject({ kg_in: 40, crates_in: 1 });
    expect(onlyB.totals.farmers).toMatchObject({ total: 1, male: 1, new: 1 });
    expect(onlyB.sms.sent).toBe(1);
    // A service provider of B sees the same figures for B, and nothing of A.
    const bSp = (await get(`${BASE}?${PERIOD}`, b.sessions.sp)).json();
    expect(bSp.totals.kg_in).toBe(40);
    expect(bSp.per_company.map((c: { key: string }) => c.key)).toEqual([String(b.company.id)]);
  });
});

describe('the figures read side by side (PostgreSQL) or as one statement', () => {
  it('give the same answer both ways, for one company and across companies', async () => {
    const db = t.database.db;
    // The rest's part finds the surveyed farmers served on its own (the period's crates, and check-outs with a
    // line): in January F2 is served by his check-in alone, in February by his check-out alone, so each month
    // needs one of its two ways, and both months together need either.
    const periods = [
      { from: '2025-01', to: '2025-02', baseline: 2 },
      { from: '2025-01', to: '2025-01', baseline: 2 },
      { from: '2025-02', to: '2025-02', baseline: 1 },
    ];
    for (const period of periods) {
      for (const company of [a.company.id, null]) {
        const scope = await impactScope(db, { userId: 0, role: 'Administrator', companyId: null, sessionId: 'test' }, { from: period.from, to: period.to, company: company ?? undefined });
        // Outside a transaction PostgreSQL runs the two statements side by side; inside one (and on PGlite) the
        // single statement that holds both runs. The rows are sorted the same way before they are compared.
        const apart = await figuresOf(db, scope, new Date('2026-01-01T00:00:00Z'));
        const together = await db.transaction(async (tx) => figuresOf(tx, scope, new Date('2026-01-01T00:00:00Z')));
        expect(apart.totals.farmers.total).toBeGreaterThan(0);
        expect(apart.coverage.farmers_with_baseline, `${period.from}…${period.to}`).toBe(period.baseline);
        expect(apart).toEqual(together);
      }
    }
  });
});

async function waitDone(url: string, session: Session) {
  for (let i = 0; i < 150; i++) {
    const report = (await get(url, session)).json();
    if (report.status === 'done' || report.status === 'failed') return report;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the report was not made in time');
}

describe('the impact report, made by a background job', () => {
  it('is made with progress, downloadable again, in the company language (English and Hindi)', async () => {
    const asked = await t.app.inject({ method: 'POST', url: `${BASE}reports/`, headers: a.sessions.sp.headers, payload: { from: '2025-01', to: '2025-02' } });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'queued', progress: 0, company: { id: a.company.id } });
    const report = await waitDone(`${BASE}reports/${asked.json().id}/`, a.sessions.sp);
    expect(report).toMatchObject({ status: 'done', progress: 100, error: null });
    const list = (await get(`${BASE}reports/`, a.sessions.sp)).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(report.id);
    // Another company's service provider and the administrator's list do not see it.
    expect((await get(`${BASE}reports/${report.id}/`, b.sessions.sp)).statusCode).toBe(404);
    expect((await get(`${ADMIN_BASE}reports/${report.id}/`, admin)).statusCode).toBe(404);

    const xlsx = await get(`${BASE}reports/${report.id}/xlsx/`, a.sessions.sp);
    expect(xlsx.statusCode).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['totals', 'per_location', 'per_room', 'per_crop', 'per_month', 'crop_surveys', 'coverage']);

    const pdf = await get(`${BASE}reports/${report.id}/pdf/`, a.sessions.sp);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    if (hasPoppler) {
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('Impact report');
      expect(text).toContain(a.company.name);
      expect(text).toContain('Food loss avoided (kg)');
      expect(text).toContain('13 kg');
      expect(text).toContain('2,800'); // kg-days
      expect(text).toContain('Survey coverage');
    }

    // The company's language is its service provider's: Hindi.
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, a.serviceProvider.user.id));
    const hindi = await t.app.inject({ method: 'POST', url: `${BASE}reports/`, headers: a.sessions.sp.headers, payload: { from: '2025-01', to: '2025-02' } });
    const done = await waitDone(`${BASE}reports/${hindi.json().id}/`, a.sessions.sp);
    expect(done.language).toBe('hi');
    const hindiPdf = await get(`${BASE}reports/${done.id}/pdf/`, a.sessions.sp);
    if (hasPoppler) {
      const text = pdfText(hindiPdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain('प्रभाव रिपोर्ट');
      expect(text).toContain('बचाया गया खाद्य नुकसान');
      expect(text).toContain('2,800');
    }
    await t.database.db.update(users).set({ language: 'en' }).where(eq(users.id, a.serviceProvider.user.id));
  }, 120_000);

  it('lets the administrator ask for a report across companies; operators are refused', async () => {
    const asked = await t.app.inject({ method: 'POST', url: `${ADMIN_BASE}reports/`, headers: admin.headers, payload: { from: '2025-01', to: '2025-01', company: b.company.id } });
    expect(asked.statusCode, asked.body).toBe(202);
    const report = await waitDone(`${ADMIN_BASE}reports/${asked.json().id}/`, admin);
    expect(report).toMatchObject({ status: 'done', company: { id: b.company.id } });
    expect((await get(`${ADMIN_BASE}reports/${report.id}/pdf/`, admin)).statusCode).toBe(200);
    expect((await get(`${BASE}reports/${report.id}/`, b.sessions.sp)).statusCode).toBe(404);
    const refused = await t.app.inject({ method: 'POST', url: `${BASE}reports/`, headers: a.sessions.op.headers, payload: { from: '2025-01', to: '2025-01' } });
    expect(refused.statusCode).toBe(403);
  }, 120_000);
});
