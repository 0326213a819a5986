import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, dayRangeIn } from '@coldroom/domain';
import { companies, movements, smsMessages, users } from '../../db/schema';
import { createTestApp, tempDir, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { createPerson } from '../../../test/factories';
import { farmerIdOf } from '../../../test/operation-factories';
import { tinyPng } from '../../../test/organisation-factories';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
let uploads: ReturnType<typeof tempDir>;
const ZONE = 'Africa/Lagos';

beforeAll(async () => {
  uploads = tempDir('coldroom-receipts-');
  t = await createTestApp({ env: { DATA_DIR: uploads.path } });
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
  uploads.remove();
});

async function cycle(company: OperationsCompany, farmerId: number, daysAgo: number, paid = true) {
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20, 21]))).json();
  await ageCheckIn(t.database.db, checkIn, daysAgo);
  const out = (
    await api.checkOut(company.sessions.op, {
      cooling_unit_id: company.crateRoom.id,
      farmer_id: farmerId,
      lines: [{ crate_id: checkIn.lots[0].crates[0].id }],
      payment_method: 'mobile_money',
      paid,
      discount_minor: 1_000,
    })
  ).json();
  return { checkIn, out };
}

describe('movements history', () => {
  it('lists check-ins and check-outs newest first with totals, filtered by type, room, farmer and local dates, in pages', async () => {
    const { checkIn, out } = await cycle(home, home.farmerId, 3);
    const list = (await api.get(home.sessions.op, '/operation/v1/movements/?page_size=2')).json();
    expect(list).toMatchObject({ page: 1, page_size: 2 });
    expect(list.items[0]).toMatchObject({
      id: out.movement.id,
      code: out.movement.code,
      type: 'check_out',
      check_out_id: out.id,
      crates: 1,
      weight_kg: 20,
      currency: 'NGN',
      subtotal_minor: 30_000,
      discount_minor: 1_000,
      total_minor: 29_000,
      payment_method: 'mobile_money',
      paid: true,
      // a check-out of today whose crop has no market survey yet (issue 6)
      market_survey_pending: true,
      editable: false,
    });
    const ins = (await api.get(home.sessions.op, '/operation/v1/movements/?type=check_in&page_size=200')).json();
    expect(ins.items.every((m: { type: string }) => m.type === 'check_in')).toBe(true);
    expect(ins.items.find((m: { id: number }) => m.id === checkIn.movement.id)).toMatchObject({ crates: 2, weight_kg: 41, subtotal_minor: null, paid: null, check_in_id: checkIn.id });
    const second = (await api.get(home.sessions.op, '/operation/v1/movements/?page=2&page_size=1')).json();
    expect(second.items[0].id).toBe(list.items[1].id);

    const day = calendarDateIn(new Date(Date.now() - 3 * 86_400_000), ZONE);
    const onDay = (await api.get(home.sessions.op, `/operation/v1/movements/?from=${day}&to=${day}&page_size=200`)).json();
    expect(onDay.items.map((m: { id: number }) => m.id)).toContain(checkIn.movement.id);
    expect(onDay.items.map((m: { id: number }) => m.id)).not.toContain(out.movement.id);
    const today = calendarDateIn(new Date(), ZONE);
    const recent = (await api.get(home.sessions.op, `/operation/v1/movements/?from=${addDays(day, 1)}&to=${today}&page_size=200`)).json();
    expect(recent.items.map((m: { id: number }) => m.id)).toContain(out.movement.id);
    expect(recent.items.map((m: { id: number }) => m.id)).not.toContain(checkIn.movement.id);
    expect((await api.get(home.sessions.op, `/operation/v1/movements/?from=${today}&to=${day}`)).json().error.fields).toEqual({ from: 'from_after_to' });
    const byRoom = (await api.get(home.sessions.op, `/operation/v1/movements/?cooling_unit=${home.kgRoom.id}`)).json();
    expect(byRoom.items.every((m: { cooling_unit: { id: number } }) => m.cooling_unit.id === home.kgRoom.id)).toBe(true);
  });

  it('reads dates in the company’s zone: a movement just after local midnight belongs to that local day', async () => {
    const { checkIn } = await cycle(home, home.farmerId, 10);
    const day = calendarDateIn(new Date(Date.now() - 10 * 86_400_000), ZONE);
    // 00:30 in Lagos is 23:30 UTC the day before.
    const justAfterMidnight = new Date(dayRangeIn(day, ZONE).start.getTime() + 30 * 60_000);
    await t.database.db.update(movements).set({ time: justAfterMidnight }).where(eq(movements.id, checkIn.movement.id));
    const onDay = (await api.get(home.sessions.sp, `/operation/v1/movements/?from=${day}&to=${day}&type=check_in`)).json();
    expect(onDay.items.map((m: { id: number }) => m.id)).toEqual([checkIn.movement.id]);
    const before = (await api.get(home.sessions.sp, `/operation/v1/movements/?to=${addDays(day, -1)}&type=check_in&page_size=200`)).json();
    expect(before.items.map((m: { id: number }) => m.id)).not.toContain(checkIn.movement.id);
    const farmerView = (await api.get(home.sessions.farmer, `/operation/v1/movements/?from=${day}&to=${day}&type=check_in`)).json();
    expect(farmerView.items.map((m: { id: number }) => m.id)).toEqual([checkIn.movement.id]);
  });

  it('keeps companies apart and shows a farmer their own movements only', async () => {
    const mine = await cycle(home, home.farmerId, 1);
    const theirs = await cycle(other, other.farmerId, 1);
    const staff = (await api.get(home.sessions.sp, '/operation/v1/movements/?page_size=200')).json();
    expect(staff.items.every((m: { company: { id: number } }) => m.company.id === home.company.id)).toBe(true);
    expect((await api.get(home.sessions.sp, `/operation/v1/movements/${theirs.out.movement.id}/`)).statusCode).toBe(404);
    const neighbour = await createPerson(t.database.db, 'Farmer', { company: home.company });
    const neighbourCycle = await cycle(home, await farmerIdOf(t.database.db, neighbour.user), 1);
    const farmer = (await api.get(home.sessions.farmer, '/operation/v1/movements/?page_size=200')).json();
    expect(farmer.items.every((m: { farmer: { id: number } }) => m.farmer.id === home.farmerId)).toBe(true);
    expect(farmer.items.map((m: { id: number }) => m.id)).toContain(mine.out.movement.id);
    expect((await api.get(home.sessions.farmer, `/operation/v1/movements/${neighbourCycle.out.movement.id}/`)).statusCode).toBe(404);
    expect((await api.get(home.sessions.farmer, `/operation/v1/movements/${mine.out.movement.id}/`)).statusCode).toBe(200);
  });
});

describe('receipts', () => {
  it('gives a PDF of any movement with the code in it, named after the code', async () => {
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, home.farmer.user.id));
    const png = tinyPng();
    await t.app.ctx.files.put('logos/receipt-test.png', png);
    await t.database.db.update(companies).set({ logoPath: 'logos/receipt-test.png' }).where(eq(companies.id, home.company.id));
    const { checkIn, out } = await cycle(home, home.farmerId, 2, false);
    for (const [movement, title] of [[out.movement, 'Reçu de sortie'], [checkIn.movement, 'Reçu d’entrée']] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${movement.id}/receipt/`, headers: home.sessions.op.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${movement.code}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (hasPoppler) {
        const text = pdfText(response.rawPayload);
        expect(text).toContain(movement.code);
        expect(text).toContain(title);
      }
    }
    const farmerCopy = await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${out.movement.id}/receipt/`, headers: home.sessions.farmer.headers });
    expect(farmerCopy.statusCode).toBe(200);
    expect(farmerCopy.rawPayload.toString('latin1')).toContain('/Subtype /Image'); // the company logo
    if (hasPoppler) expect(pdfText(farmerCopy.rawPayload)).toContain('Non payé');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/operation/v1/movements/${out.movement.id}/receipt/`, headers: other.sessions.sp.headers });
    expect(foreign.statusCode).toBe(404);
  });

  it('sends an SMS receipt on request to the farmer’s phone, in their language', async () => {
    const { out } = await cycle(home, home.farmerId, 1);
    const response = await api.call('POST', `/operation/v1/movements/${out.movement.id}/receipt/sms/`, home.sessions.op);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toMatchObject({ to: home.farmer.user.phone });
    expect(body.text).toContain(out.movement.code);
    const [sms] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, body.sms_id));
    expect(sms).toMatchObject({ toPhone: home.farmer.user.phone, kind: 'receipt', companyId: home.company.id });
    expect((await api.call('POST', `/operation/v1/movements/${out.movement.id}/receipt/sms/`, home.sessions.farmer)).statusCode).toBe(403);
    expect((await api.call('POST', `/operation/v1/movements/${out.movement.id}/receipt/sms/`, other.sessions.sp)).statusCode).toBe(404);
    const walkIn = (await api.checkIn(home.sessions.op, { ...tomatoes(0, home.crateRoom.id, [5]), farmer_id: undefined, walk_in: true })).json();
    const noPhone = await api.call('POST', `/operation/v1/movements/${walkIn.movement.id}/receipt/sms/`, home.sessions.op);
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().error.code).toBe('no_phone');
  });
});
