import { and, eq } from 'drizzle-orm';
import { calendarDateIn } from '@coldroom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkOutLines, checkOuts, companies, farmers, movements, notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn } from '../../../test/factories';
import { ageCheckIn, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } });
  other = await createOperationsCompany(t.app, t.database.db);
  // The market survey is a market feature (spec §6): on for both companies here (admin.api.test.ts: off).
  await t.database.db.update(companies).set({ ml4Market: true });
});
afterAll(async () => t?.close());

/** Checks in tomatoes (and onions) of `farmerId`, checks all of it out; returns the check-out id. */
async function checkedOut(farmerId = home.farmerId, daysAgo = 0, withOnions = false): Promise<number> {
  const body = tomatoes(farmerId, home.crateRoom.id, [20, 10]);
  if (withOnions) body.lots.push({ crop_id: 'onion', harvest: 'today', crates: [{ weight_kg: 15, tag: 'O1', planned_days: 3 }] });
  const checkIn = await api.checkIn(home.sessions.op, body);
  expect(checkIn.statusCode, checkIn.body).toBe(201);
  const crateIds = checkIn.json().lots.flatMap((lot: { crates: { id: number }[] }) => lot.crates.map((c) => c.id));
  await ageCheckIn(t.database.db, checkIn.json(), daysAgo + 1);
  const out = await api.checkOut(home.sessions.op, { cooling_unit_id: home.crateRoom.id, farmer_id: farmerId, lines: crateIds.map((crate_id: number) => ({ crate_id })), payment_method: 'cash', paid: true });
  expect(out.statusCode, out.body).toBe(201);
  const id = out.json().id as number;
  if (daysAgo > 0) {
    // The check-out's time is kept on the movement and copied onto the check-out and its lines: move all three.
    const time = new Date(Date.now() - daysAgo * DAY);
    const [row] = await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, id)).returning({ movementId: checkOuts.movementId });
    await t.database.db.update(movements).set({ time }).where(eq(movements.id, row!.movementId));
    await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, id));
  }
  return id;
}

/** Today in the test company's zone (Africa/Lagos): the server checks selling dates by its local day. */
const today = () => calendarDateIn(new Date(), 'Africa/Lagos');
const survey = (checkOutId: number, extra: object = {}) => ({
  check_out_id: checkOutId, crop_id: 'tomato', where_sold: 'local_market', price_minor: 500_000, unit: 'crates', kg_per_unit: 25, selling_date: today(), lost_kg: 3, loss_reason: 'spoilage', ...extra,
});
const post = (session: typeof home.sessions.op, body: object) => api.call('POST', '/operation/v1/surveys/market/', session, body);
const historyRow = async (session: typeof home.sessions.op, checkOutId: number) =>
  (await api.get(session, '/operation/v1/movements/?type=check_out&page_size=200')).json().items.find((m: { check_out_id: number }) => m.check_out_id === checkOutId);

describe('market survey', () => {
  it('marks the check-out pending until each crop has its survey; the operator fills it for the farmer', async () => {
    const id = await checkedOut(home.farmerId, 0, true);
    expect((await historyRow(home.sessions.op, id)).market_survey_pending).toBe(true);
    expect((await historyRow(home.sessions.farmer, id)).market_survey_pending).toBe(true);
    const pending = (await api.get(home.sessions.op, '/operation/v1/surveys/market/pending/')).json();
    expect(pending.items.map((i: { check_out_id: number }) => i.check_out_id)).toContain(id);

    const first = await post(home.sessions.op, survey(id));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ crop_id: 'tomato', price_minor: 500_000, currency: 'NGN', lost_kg: 3, kg_per_unit: 25 });
    // onions still open
    expect((await historyRow(home.sessions.op, id)).market_survey_pending).toBe(true);
    const onion = await post(home.sessions.farmer, survey(id, { crop_id: 'onion', lost_kg: 0, loss_reason: null }));
    expect(onion.statusCode, onion.body).toBe(201);
    expect((await historyRow(home.sessions.op, id)).market_survey_pending).toBe(false);
    const view = (await api.get(home.sessions.farmer, `/operation/v1/surveys/market/check-outs/${id}/`)).json();
    expect(view.crops.map((c: { crop_id: string; kg: number }) => [c.crop_id, c.kg])).toEqual([['onion', 15], ['tomato', 30]]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'market_survey.create'));
    expect(audits.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a second survey of a crop (409), a crop not in the check-out (400) and more loss than left (400)', async () => {
    const id = await checkedOut();
    expect((await post(home.sessions.op, survey(id))).statusCode).toBe(201);
    const again = await post(home.sessions.farmer, survey(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ crop_id: 'already_surveyed' });
    const id2 = await checkedOut();
    const wrongCrop = await post(home.sessions.op, survey(id2, { crop_id: 'mango' }));
    expect(wrongCrop.statusCode).toBe(400);
    expect(wrongCrop.json().error.fields).toEqual({ crop_id: 'not_in_check_out' });
    const tooMuch = await post(home.sessions.op, survey(id2, { lost_kg: 30.001 }));
    expect(tooMuch.json().error.fields).toEqual({ lost_kg: 'exceeds_checked_out' });
    const noReason = await post(home.sessions.op, survey(id2, { loss_reason: null }));
    expect(noReason.json().error.fields).toEqual({ loss_reason: 'required' });
    const badDate = await post(home.sessions.op, survey(id2, { selling_date: '2001-01-01' }));
    expect(badDate.json().error.fields).toEqual({ selling_date: 'out_of_range' });
  });

  it('closes 21 days after the check-out date (422) and stops marking it', async () => {
    const open = await checkedOut(home.farmerId, 20);
    const closed = await checkedOut(home.farmerId, 23);
    expect((await historyRow(home.sessions.op, open)).market_survey_pending).toBe(true);
    expect((await historyRow(home.sessions.op, closed)).market_survey_pending).toBe(false);
    const refused = await post(home.sessions.op, survey(closed, { selling_date: calendarDateIn(Date.now() - 22 * DAY, 'Africa/Lagos') }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('survey_window_closed');
  });

  it("hides another company's check-out (404) and another farmer's (404)", async () => {
    const id = await checkedOut();
    expect((await post(other.sessions.op, survey(id))).statusCode).toBe(404);
    expect((await post(other.sessions.farmer, survey(id))).statusCode).toBe(404);
    expect((await api.get(other.sessions.sp, `/operation/v1/surveys/market/check-outs/${id}/`)).statusCode).toBe(404);
    const pending = (await api.get(other.sessions.sp, '/operation/v1/surveys/market/pending/')).json();
    expect(pending.items).toEqual([]);
  });

  it('notifies the farmer with a login, else the operator who checked out', async () => {
    const id = await checkedOut();
    const [mine] = await t.database.db.select().from(notifications).where(and(eq(notifications.checkOutId, id), eq(notifications.kind, 'market_survey_due')));
    expect(mine!.userId).toBe(home.farmer.user.id);
    const list = (await api.get(home.sessions.farmer, '/operation/v1/notifications/')).json();
    expect(list.items.find((n: { check_out_id: number | null }) => n.check_out_id === id)).toMatchObject({ kind: 'market_survey_due' });
    const noPhone = await createPerson(t.database.db, 'Farmer', { company: home.company, canLogIn: false });
    const id2 = await checkedOut(await farmerIdOf(t.database.db, noPhone.user));
    const [theirs] = await t.database.db.select().from(notifications).where(eq(notifications.checkOutId, id2));
    expect(theirs!.userId).toBe(home.operator.user.id);
  });
});

const baseline = (extra: object = {}, commodity: object = {}) => ({
  kind: 'farmer', cold_room_experience: true, experience_months: 6, currency: 'NGN',
  commodities: [{ crop_id: 'tomato', unit: 'crates', kg_per_unit: 25, total_kg: 1000, self_consumed_kg: 100, sold_kg: 800, sold_below_market_kg: 200, average_price_minor: 400_000, season_months: 4, main_loss_reason: 'spoilage', ...commodity }],
  ...extra,
});
const put = (session: typeof home.sessions.op, body: object) => api.call('PUT', '/operation/v1/surveys/farmer/', session, body);

describe('pending market surveys', () => {
  it('pages like the other lists: newest first, a total, and at most page_size per page', async () => {
    const farmer = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const session = await logIn(t.app, farmer);
    const farmerId = await farmerIdOf(t.database.db, farmer.user);
    const ids = [await checkedOut(farmerId, 3), await checkedOut(farmerId, 1), await checkedOut(farmerId, 2)];
    const newestFirst = [ids[1], ids[2], ids[0]];
    const first = (await api.get(session, '/operation/v1/surveys/market/pending/?page=1&page_size=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items.map((i: { check_out_id: number }) => i.check_out_id)).toEqual(newestFirst.slice(0, 2));
    const second = (await api.get(session, '/operation/v1/surveys/market/pending/?page=2&page_size=2')).json();
    expect(second.items.map((i: { check_out_id: number }) => i.check_out_id)).toEqual(newestFirst.slice(2));
    expect(second.total).toBe(3);
    // Answering every crop of one takes it off the list and out of the total.
    expect((await post(session, survey(ids[1]!, { selling_date: today() }))).statusCode).toBe(201);
    const after = (await api.get(session, '/operation/v1/surveys/market/pending/')).json();
    expect(after).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(after.items.map((i: { check_out_id: number }) => i.check_out_id)).toEqual([ids[2], ids[0]]);
    expect((await api.get(session, '/operation/v1/surveys/market/pending/?page_size=201')).statusCode).toBe(400);
  });
});

describe('farmer survey', () => {
  it('is one per farmer, saved by the farmer and edited by staff', async () => {
    const empty = (await api.get(home.sessions.farmer, '/operation/v1/surveys/farmer/')).json();
    expect(empty.survey).toBeNull();
    expect((await put(home.sessions.farmer, baseline())).statusCode).toBe(200);
    const edited = await put(home.sessions.op, baseline({ farmer_id: home.farmerId, kind: 'trader' }, { total_kg: 900 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const read = (await api.get(home.sessions.farmer, '/operation/v1/surveys/farmer/')).json();
    expect(read.survey).toMatchObject({ kind: 'trader', commodities: [{ crop_id: 'tomato', total_kg: 900, sold_kg: 800 }] });
    expect(read.survey.updated_by).toContain(home.operator.user.firstName);
  });

  it('never lets the parts exceed the total and names the field', async () => {
    const over = await put(home.sessions.farmer, baseline({}, { sold_kg: 950 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({ 'commodities.0.sold_kg': 'exceeds_total' });
    const below = await put(home.sessions.farmer, baseline({}, { sold_below_market_kg: 801 }));
    expect(below.json().error.fields).toEqual({ 'commodities.0.sold_below_market_kg': 'exceeds_sold' });
    const months = await put(home.sessions.farmer, baseline({ experience_months: null }));
    expect(months.json().error.fields).toEqual({ experience_months: 'required' });
    const crop = await put(home.sessions.farmer, baseline({}, { crop_id: 'moon_rock' }));
    expect(crop.json().error.fields).toEqual({ 'commodities.0.crop_id': 'unknown_crop' });
  });

  it('keeps the currency chosen in the form, one ISO 4217 code the product knows, and tells the farmer country', async () => {
    const farmer = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const session = await logIn(t.app, farmer);
    const farmerId = await farmerIdOf(t.database.db, farmer.user);
    await t.database.db.update(farmers).set({ country: 'GH' }).where(eq(farmers.id, farmerId));
    const empty = (await api.get(session, '/operation/v1/surveys/farmer/')).json();
    expect(empty).toEqual({ farmer: { id: farmerId, name: expect.any(String), country: 'GH' }, survey: null });
    expect((await put(session, baseline({ currency: 'GHS' }))).statusCode).toBe(200);
    expect((await api.get(home.sessions.op, `/operation/v1/surveys/farmer/?farmer=${farmerId}`)).json().survey.currency).toBe('GHS');
    for (const code of ['XXX', 'ghs', 'GH', 'ANG']) {
      const refused = await put(session, baseline({ currency: code }));
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().error.fields).toEqual({ currency: 'invalid' });
    }
    expect((await api.get(session, '/operation/v1/surveys/farmer/')).json().survey.currency).toBe('GHS');
  });

  it("answers 404 for another company's farmer and 400 without a farmer for staff", async () => {
    expect((await put(other.sessions.op, baseline({ farmer_id: home.farmerId }))).statusCode).toBe(404);
    expect((await api.get(other.sessions.sp, `/operation/v1/surveys/farmer/?farmer=${home.farmerId}`)).statusCode).toBe(404);
    expect((await put(home.sessions.sp, baseline())).json().error.fields).toEqual({ farmer_id: 'required' });
  });
});

describe('farmer figures', () => {
  it("compares the farmer's price and loss per kg before and after, from their own surveys", async () => {
    const farmer = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const session = await logIn(t.app, farmer);
    const farmerId = await farmerIdOf(t.database.db, farmer.user);
    const before = (await api.get(session, '/operation/v1/analysis/farmer/')).json();
    expect(before).toMatchObject({ companies: [], has_baseline: false, market_surveys: 0, crops: [] });
    // baseline: 200.00 per 20 kg crate = 10.00/kg; loss (1000 − 100 − 700) / 1000 = 0.2
    await put(session, baseline({}, { kg_per_unit: 20, average_price_minor: 20_000, sold_kg: 700, sold_below_market_kg: 0 }));
    const id = await checkedOut(farmerId, 2);
    // after: 600.00 per 25 kg = 24.00/kg; 3 of 30 kg lost = 0.1
    expect((await post(session, survey(id, { price_minor: 60_000, selling_date: calendarDateIn(Date.now() - DAY, 'Africa/Lagos') }))).statusCode).toBe(201);
    const figures = (await api.get(session, '/operation/v1/analysis/farmer/')).json();
    expect(figures.has_baseline).toBe(true);
    expect(figures.crops).toEqual([{ crop_id: 'tomato', currency: 'NGN', before: { price_per_kg_minor: 1_000, lost_share: 0.2 }, after: { price_per_kg_minor: 2_400, lost_share: 0.1, surveys: 1 } }]);
    expect(figures.companies).toHaveLength(1);
    expect(figures.companies[0]).toMatchObject({ company: { id: home.company.id }, check_outs: 1, crates_out: 2, kg_out: 30, outstanding_minor: 0 });
    expect((await api.get(home.sessions.op, '/operation/v1/analysis/farmer/')).statusCode).toBe(403);
  });
});
