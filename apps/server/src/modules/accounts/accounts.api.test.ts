import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from '@coldroom/domain';
import { auditLog, balanceReminders, checkOutLines, checkOuts, movements, payments, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn } from '../../../test/factories';
import { ageCheckIn, createIdleOperator, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { sweepReminders } from './reminders';

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
const ZONE = 'Africa/Lagos';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  // Reminders: two per company an hour, so a third shows the budget refusal.
  t = await createTestApp({ env: { SMS_BUDGETS: 'reminder.company_hour=2' } });
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

type Session = OperationsCompany['sessions']['op'];
interface Made {
  id: number;
  total_minor: number;
  movement: { id: number; code: string };
}

/** A new farmer of the company (with a phone), logged in. */
async function newFarmer(company: OperationsCompany) {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company });
  return { person, id: await farmerIdOf(t.database.db, person.user), session: await logIn(t.app, person) };
}

/**
 * An unpaid check-out of one 20 kg tomato crate stored `storedDays` days (100.00 NGN a day), whose movement
 * is then moved `ageDays` days into the past (check-outs are told apart by age: oldest first).
 */
async function owe(company: OperationsCompany, farmerId: number, storedDays: number, ageDays = 0, paid = false): Promise<Made> {
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20]))).json();
  await ageCheckIn(t.database.db, checkIn, storedDays);
  const response = await api.checkOut(company.sessions.op, {
    cooling_unit_id: company.crateRoom.id,
    farmer_id: farmerId,
    lines: [{ crate_id: checkIn.lots[0].crates[0].id }],
    payment_method: 'cash',
    paid,
  });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json<Made>();
  if (ageDays > 0) {
    const time = new Date(Date.now() - ageDays * DAY_MS);
    await t.database.db.update(movements).set({ time }).where(eq(movements.id, made.movement.id));
    await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, made.id));
    await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, made.id));
  }
  return made;
}

const today = () => calendarDateIn(new Date(), ZONE);
const pay = (session: Session | null, farmerId: number, body: object, key: string = randomUUID()) =>
  api.call('POST', `/operation/v1/farmers/${farmerId}/payments/`, session, { payment_method: 'cash', paid_on: today(), ...body }, { 'idempotency-key': key });
const reverse = (session: Session | null, paymentId: number, reason = 'Counted twice') =>
  api.call('POST', `/operation/v1/payments/${paymentId}/reversal/`, session, { reason });
const dueOf = async (id: number) => {
  const [row] = await t.database.db.select().from(checkOuts).where(eq(checkOuts.id, id));
  return { due: row!.totalMinor - row!.paidMinor, paid: row!.paid };
};

describe('payments', () => {
  it('settles three check-outs with one payment; the balance, account and movements all show nothing owed', async () => {
    const farmer = await newFarmer(home);
    const made = [await owe(home, farmer.id, 3, 20), await owe(home, farmer.id, 2, 10), await owe(home, farmer.id, 1, 5)];
    const total = made.reduce((sum, m) => sum + m.total_minor, 0);
    const response = await pay(home.sessions.op, farmer.id, { check_out_ids: made.map((m) => m.id), amount_minor: total, payment_method: 'mobile_money', note: 'Harvest money' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'payment',
      farmer_id: farmer.id,
      company: { id: home.company.id },
      currency: 'NGN',
      amount_minor: total,
      payment_method: 'mobile_money',
      paid_on: today(),
      note: 'Harvest money',
      taken_by: { id: home.operator.user.id },
      reverses_id: null,
      reversed_by_id: null,
      allocations: made.map((m) => ({ check_out_id: m.id, code: m.movement.code, amount_minor: m.total_minor })),
    });
    for (const m of made) expect(await dueOf(m.id)).toEqual({ due: 0, paid: true });
    const balance = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/balance/`)).json();
    expect(balance.items).toEqual([]);
    const account = (await api.get(farmer.session, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    expect(account.companies).toMatchObject([{ company: { id: home.company.id }, owed_minor: 0, unpaid: [] }]);
    const list = (await api.get(home.sessions.sp, `/operation/v1/movements/?farmer=${farmer.id}&type=check_out`)).json();
    expect(list.items.map((m: { due_minor: number; paid: boolean }) => [m.due_minor, m.paid])).toEqual([[0, true], [0, true], [0, true]]);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.create'), eq(auditLog.entityId, String(response.json().id))));
    expect(audit).toMatchObject({ companyId: home.company.id, actorUserId: home.operator.user.id });
  });

  it('applies a part payment oldest first, stopping inside the check-out where the money runs out', async () => {
    const farmer = await newFarmer(home);
    const newest = await owe(home, farmer.id, 1, 1);
    const oldest = await owe(home, farmer.id, 3, 30);
    const middle = await owe(home, farmer.id, 2, 15);
    const amount = oldest.total_minor + 5_000;
    const response = await pay(home.sessions.sp, farmer.id, { check_out_ids: [newest.id, middle.id, oldest.id], amount_minor: amount });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().allocations).toEqual([
      { check_out_id: oldest.id, code: oldest.movement.code, opening_balance: false, amount_minor: oldest.total_minor },
      { check_out_id: middle.id, code: middle.movement.code, opening_balance: false, amount_minor: 5_000 },
    ]);
    expect(await dueOf(oldest.id)).toEqual({ due: 0, paid: true });
    expect(await dueOf(middle.id)).toEqual({ due: middle.total_minor - 5_000, paid: false });
    expect(await dueOf(newest.id)).toEqual({ due: newest.total_minor, paid: false });
    const owed = middle.total_minor - 5_000 + newest.total_minor;
    // balance, account and movements agree on what is still owed
    const balance = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/balance/`)).json();
    expect(balance.items).toMatchObject([{ outstanding_minor: owed, unpaid_check_outs: 2 }]);
    const account = (await api.get(home.sessions.op, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    expect(account).toMatchObject({ farmer_id: farmer.id, phone: farmer.person.user.phone, is_walk_in: false, language: 'en' });
    expect(account.companies).toHaveLength(1);
    expect(account.companies[0]).toMatchObject({ currency: 'NGN', owed_minor: owed, in_storage: { lots: 0, crates: 0, weight_kg: 0 }, last_reminder_at: null });
    expect(account.companies[0].unpaid).toMatchObject([
      { id: middle.id, code: middle.movement.code, crates: 1, weight_kg: 20, total_minor: middle.total_minor, paid_minor: 5_000, due_minor: middle.total_minor - 5_000 },
      { id: newest.id, paid_minor: 0, due_minor: newest.total_minor },
    ]);
    const figures = (await api.get(farmer.session, '/operation/v1/analysis/farmer/')).json();
    expect(figures.companies).toMatchObject([{ outstanding_minor: owed, paid_minor: oldest.total_minor + 5_000 }]);
    const unpaid = (await api.get(home.sessions.sp, `/operation/v1/movements/?farmer=${farmer.id}&paid=false`)).json();
    expect(unpaid.items.map((m: { check_out_id: number; due_minor: number }) => [m.check_out_id, m.due_minor])).toEqual([
      [newest.id, newest.total_minor],
      [middle.id, middle.total_minor - 5_000],
    ]);
    const settled = (await api.get(home.sessions.sp, `/operation/v1/movements/?farmer=${farmer.id}&paid=true`)).json();
    expect(settled.items.map((m: { check_out_id: number }) => m.check_out_id)).toEqual([oldest.id]);
    // the farmer's own list of payments; another company sees none of it
    const mine = (await api.get(farmer.session, `/operation/v1/farmers/${farmer.id}/payments/`)).json();
    expect(mine).toMatchObject({ total: 1, items: [{ id: response.json().id }] });
    expect((await api.get(other.sessions.sp, `/operation/v1/farmers/${farmer.id}/payments/`)).statusCode).toBe(404);
  });

  it('refuses more than is owed, a settled check-out, another company’s check-out, a date ahead, a farmer and an operator of other rooms', async () => {
    const farmer = await newFarmer(home);
    const a = await owe(home, farmer.id, 2, 3);
    const paidThere = await owe(home, farmer.id, 1, 2, true);
    const tooMuch = await pay(home.sessions.sp, farmer.id, { check_out_ids: [a.id], amount_minor: a.total_minor + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'payment_too_large', details: { due_minor: a.total_minor } });
    const settled = await pay(home.sessions.sp, farmer.id, { check_out_ids: [a.id, paidThere.id], amount_minor: 100 });
    expect(settled.statusCode).toBe(422);
    expect(settled.json().error).toMatchObject({ code: 'check_out_settled', details: { check_out_ids: [paidThere.id] } });
    const theirs = await owe(other, other.farmerId, 1);
    expect((await pay(home.sessions.sp, farmer.id, { check_out_ids: [theirs.id], amount_minor: 100 })).statusCode).toBe(404);
    expect((await pay(other.sessions.sp, other.farmerId, { check_out_ids: [a.id], amount_minor: 100 })).statusCode).toBe(404);
    // a check-out of another farmer of the same company
    expect((await pay(home.sessions.sp, home.farmerId, { check_out_ids: [a.id], amount_minor: 100 })).statusCode).toBe(404);
    const ahead = await pay(home.sessions.sp, farmer.id, { check_out_ids: [a.id], amount_minor: 100, paid_on: addDays(today(), 1) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.fields).toEqual({ paid_on: 'in_future' });
    expect((await pay(farmer.session, farmer.id, { check_out_ids: [a.id], amount_minor: 100 })).statusCode).toBe(403);
    const idle = await createIdleOperator(t.app, t.database.db, home.company);
    expect((await pay(idle, farmer.id, { check_out_ids: [a.id], amount_minor: 100 })).statusCode).toBe(403);
    expect(await dueOf(a.id)).toEqual({ due: a.total_minor, paid: false });
    expect(await t.database.db.select().from(payments).where(eq(payments.farmerId, farmer.id))).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first payment and pays once', async () => {
    const farmer = await newFarmer(home);
    const a = await owe(home, farmer.id, 3);
    const key = randomUUID();
    const body = { check_out_ids: [a.id], amount_minor: 1_000 };
    const first = await pay(home.sessions.op, farmer.id, body, key);
    const again = await pay(home.sessions.op, farmer.id, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await dueOf(a.id)).toEqual({ due: a.total_minor - 1_000, paid: false });
    const missing = await api.call('POST', `/operation/v1/farmers/${farmer.id}/payments/`, home.sessions.op, { ...body, payment_method: 'cash', paid_on: today() });
    expect(missing.json().error.code).toBe('idempotency_key_required');
  });

  it('never pays a check-out more than its total when two payments race', async () => {
    const farmer = await newFarmer(home);
    const a = await owe(home, farmer.id, 3);
    const answers = await Promise.all([
      pay(home.sessions.sp, farmer.id, { check_out_ids: [a.id], amount_minor: a.total_minor }),
      pay(home.sessions.op, farmer.id, { check_out_ids: [a.id], amount_minor: a.total_minor }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await dueOf(a.id)).toEqual({ due: 0, paid: true });
  });

  it('keeps "mark paid" on a check-out: it records a payment of what is still owed', async () => {
    const farmer = await newFarmer(home);
    const a = await owe(home, farmer.id, 4);
    await pay(home.sessions.sp, farmer.id, { check_out_ids: [a.id], amount_minor: 1_500 });
    const marked = await api.call('POST', `/operation/v1/check-outs/${a.id}/payment/`, home.sessions.op, { payment_method: 'upi' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ paid: true, payment_method: 'upi' });
    const list = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/payments/`)).json();
    expect(list.items.map((p: { amount_minor: number; payment_method: string }) => [p.amount_minor, p.payment_method])).toEqual([
      [a.total_minor - 1_500, 'upi'],
      [1_500, 'cash'],
    ]);
    expect((await api.call('POST', `/operation/v1/check-outs/${a.id}/payment/`, home.sessions.op, { payment_method: 'upi' })).json().error.code).toBe('already_paid');
  });
});

describe('reversals', () => {
  it('lets a service provider undo a payment: the check-outs owe again and are unpaid; once only', async () => {
    const farmer = await newFarmer(home);
    const a = await owe(home, farmer.id, 3, 9);
    const b = await owe(home, farmer.id, 2, 8);
    const payment = (await pay(home.sessions.op, farmer.id, { check_out_ids: [a.id, b.id], amount_minor: a.total_minor + 2_000 })).json();
    expect(await dueOf(a.id)).toEqual({ due: 0, paid: true });
    expect((await reverse(home.sessions.op, payment.id)).statusCode).toBe(403);
    expect((await reverse(farmer.session, payment.id)).statusCode).toBe(403);
    expect((await reverse(other.sessions.sp, payment.id)).statusCode).toBe(404);
    const response = await reverse(home.sessions.sp, payment.id, 'Money never came');
    expect(response.statusCode, response.body).toBe(201);
    const reversal = response.json();
    expect(reversal).toMatchObject({
      kind: 'reversal',
      amount_minor: payment.amount_minor,
      reverses_id: payment.id,
      note: 'Money never came',
      taken_by: { id: home.serviceProvider.user.id },
      allocations: [
        { check_out_id: a.id, amount_minor: -a.total_minor },
        { check_out_id: b.id, amount_minor: -2_000 },
      ],
    });
    expect(await dueOf(a.id)).toEqual({ due: a.total_minor, paid: false });
    expect(await dueOf(b.id)).toEqual({ due: b.total_minor, paid: false });
    const again = await reverse(home.sessions.sp, payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reversed');
    expect((await reverse(home.sessions.sp, reversal.id)).json().error.code).toBe('already_reversed');
    const list = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/payments/`)).json();
    expect(list.items.find((p: { id: number }) => p.id === payment.id).reversed_by_id).toBe(reversal.id);
    const balance = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/balance/`)).json();
    expect(balance.items[0].outstanding_minor).toBe(a.total_minor + b.total_minor);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'payment.reversal'), eq(auditLog.entityId, String(payment.id))));
    expect(audits).toHaveLength(1);
  });
});

describe('statements', () => {
  it('adds up opening, lines with their running balance and closing over a range, in JSON and as a PDF', async () => {
    const farmer = await newFarmer(home);
    // 40 days ago: a check-out; 20 days ago: one paid at check-out; 10 days ago: another; payments on days.
    const old = await owe(home, farmer.id, 2, 40);
    const paidThere = await owe(home, farmer.id, 1, 20, true);
    const recent = await owe(home, farmer.id, 3, 10);
    const day = (ago: number) => calendarDateIn(new Date(Date.now() - ago * DAY_MS), ZONE);
    const early = (await pay(home.sessions.sp, farmer.id, { check_out_ids: [old.id], amount_minor: 5_000, paid_on: day(30) })).json();
    const late = (await pay(home.sessions.sp, farmer.id, { check_out_ids: [old.id, recent.id], amount_minor: 7_000, paid_on: day(5), payment_method: 'upi' })).json();
    await reverse(home.sessions.sp, late.id);

    const from = day(25);
    const to = today();
    const response = await api.get(home.sessions.op, `/operation/v1/farmers/${farmer.id}/statement/?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json();
    const opening = old.total_minor - 5_000;
    expect(statement).toMatchObject({ farmer: { id: farmer.id, phone: farmer.person.user.phone }, company: { id: home.company.id }, currency: 'NGN', from, to, opening_minor: opening });
    expect(statement.lines).toEqual([
      { date: day(20), kind: 'check_out', code: paidThere.movement.code, crates: 1, weight_kg: 20, amount_minor: paidThere.total_minor, balance_minor: opening + paidThere.total_minor, payment_method: null, rate_cards: [expect.objectContaining({ crop_id: 'tomato' })] },
      { date: day(20), kind: 'payment', code: paidThere.movement.code, crates: null, weight_kg: null, amount_minor: -paidThere.total_minor, balance_minor: opening, payment_method: 'cash' },
      { date: day(10), kind: 'check_out', code: recent.movement.code, crates: 1, weight_kg: 20, amount_minor: recent.total_minor, balance_minor: opening + recent.total_minor, payment_method: null, rate_cards: [expect.objectContaining({ crop_id: 'tomato' })] },
      { date: day(5), kind: 'payment', code: null, crates: null, weight_kg: null, amount_minor: -7_000, balance_minor: opening + recent.total_minor - 7_000, payment_method: 'upi' },
      { date: today(), kind: 'reversal', code: null, crates: null, weight_kg: null, amount_minor: 7_000, balance_minor: opening + recent.total_minor, payment_method: 'upi' },
    ]);
    expect(statement.closing_minor).toBe(opening + recent.total_minor);
    // the closing balance is what the account says is owed
    const account = (await api.get(farmer.session, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    expect(account.companies[0].owed_minor).toBe(statement.closing_minor);
    expect(early.paid_on).toBe(day(30));

    // A range before everything opens and closes at 0; one after the first payment opens with what was left.
    const empty = (await api.get(farmer.session, `/operation/v1/farmers/${farmer.id}/statement/?from=${day(60)}&to=${day(50)}`)).json();
    expect(empty).toMatchObject({ opening_minor: 0, lines: [], closing_minor: 0 });
    expect((await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/statement/?from=${to}&to=${from}`)).json().error.fields).toEqual({ from: 'from_after_to' });
    expect((await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/statement/?from=2020-01-01&to=2022-01-01`)).json().error.fields).toEqual({ to: 'range_too_long' });
    expect((await api.get(other.sessions.sp, `/operation/v1/farmers/${farmer.id}/statement/?from=${from}&to=${to}`)).statusCode).toBe(404);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/operation/v1/farmers/${farmer.id}/statement/?from=${from}&to=${to}&format=pdf`, headers: farmer.session.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="statement-${from}-${to}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPoppler) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`${farmer.person.user.firstName} ${farmer.person.user.lastName}`);
      expect(text).toContain('Closing balance');
      expect(text).toContain(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(statement.closing_minor / 100));
    }
  });

  it('writes the PDF and the SMS in the farmer’s language', async () => {
    const farmer = await newFarmer(home);
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, farmer.person.user.id));
    await owe(home, farmer.id, 2, 3);
    const range = `from=${addDays(today(), -7)}&to=${today()}`;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/operation/v1/farmers/${farmer.id}/statement/?${range}&format=pdf`, headers: home.sessions.sp.headers });
    expect(pdf.statusCode).toBe(200);
    if (hasPoppler) expect(pdfText(pdf.rawPayload)).toContain('खाता विवरण');
    const sms = await api.call('POST', `/operation/v1/farmers/${farmer.id}/statement/sms/`, home.sessions.op, { from: addDays(today(), -7), to: today() });
    expect(sms.statusCode, sms.body).toBe(202);
    expect(sms.json()).toEqual({ status: 'queued' });
    const [message] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, farmer.person.user.phone!));
    expect(message).toMatchObject({ kind: 'receipt', companyId: home.company.id });
    expect(message!.body).toContain('खाता विवरण');
    expect((await api.call('POST', `/operation/v1/farmers/${farmer.id}/statement/sms/`, farmer.session, { from: today(), to: today() })).statusCode).toBe(403);
  });
});

describe('reminders', () => {
  const remind = (session: Session, farmerId: number) => api.call('POST', `/operation/v1/farmers/${farmerId}/reminder/`, session);

  it('sends one only while money has been owed for over a week, at most once a week, in the budgets', async () => {
    const company = await createOperationsCompany(t.app, t.database.db);
    const farmer = await newFarmer(company);
    await owe(company, farmer.id, 2, 3);
    const early = await remind(company.sessions.op, farmer.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('nothing_owed');
    await owe(company, farmer.id, 2, 9);
    const sent = await remind(company.sessions.op, farmer.id);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().status).toBe('queued');
    const [sms] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, farmer.person.user.phone!), eq(smsMessages.kind, 'reminder')));
    expect(sms!.body).toContain(company.company.name);
    const tooSoon = await remind(company.sessions.sp, farmer.id);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error).toMatchObject({ code: 'reminder_too_soon', details: { next_at: sent.json().next_at } });
    const account = (await api.get(company.sessions.sp, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    expect(account.companies[0].next_reminder_at).toBe(sent.json().next_at);
    expect(account.companies[0].last_reminder_at).not.toBeNull();
    expect((await remind(farmer.session, farmer.id)).statusCode).toBe(403);
    expect((await remind(other.sessions.sp, farmer.id)).statusCode).toBe(404);

    // The company's reminder budget (two an hour in this file): the third farmer's is refused and not recorded.
    const second = await newFarmer(company);
    await owe(company, second.id, 2, 9);
    expect((await remind(company.sessions.op, second.id)).statusCode).toBe(202);
    const third = await newFarmer(company);
    await owe(company, third.id, 2, 9);
    const refused = await remind(company.sessions.op, third.id);
    expect(refused.statusCode).toBe(429);
    expect(await t.database.db.select().from(balanceReminders).where(eq(balanceReminders.farmerId, third.id))).toEqual([]);
  });

  it('goes out weekly by itself unless the company turned it off', async () => {
    const company = await createOperationsCompany(t.app, t.database.db);
    const farmer = await newFarmer(company);
    await owe(company, farmer.id, 2, 10);
    const put = (balance_reminders: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/user/v1/companies/${company.company.id}/`, headers: company.sessions.sp.headers, payload: { balance_reminders } });
    const off = await put(false);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().balance_reminders).toBe(false);
    const seenByOperator = (await t.app.inject({ method: 'GET', url: `/api/user/v1/companies/${company.company.id}/`, headers: company.sessions.op.headers })).json();
    expect(seenByOperator.balance_reminders).toBeUndefined();
    const reminded = async () => t.database.db.select().from(balanceReminders).where(eq(balanceReminders.farmerId, farmer.id));
    await sweepReminders(t.database.db, t.app.ctx.sms);
    expect(await reminded()).toEqual([]);
    expect((await put(true)).json().balance_reminders).toBe(true);
    await sweepReminders(t.database.db, t.app.ctx.sms);
    const [row] = await reminded();
    expect(row).toMatchObject({ companyId: company.company.id, sentByUserId: null });
    const [sms] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.id, row!.smsId!)));
    expect(sms).toMatchObject({ kind: 'reminder', toPhone: farmer.person.user.phone });
    // once a week: the next run sends nothing; a week later it sends again
    await sweepReminders(t.database.db, t.app.ctx.sms);
    expect(await reminded()).toHaveLength(1);
    await sweepReminders(t.database.db, t.app.ctx.sms, new Date(Date.now() + 7 * DAY_MS + 60_000));
    expect(await reminded()).toHaveLength(2);
  });
});

describe('movement filters', () => {
  it('finds check-outs that still owe money and movements by part of their code, ignoring case', async () => {
    const farmer = await newFarmer(home);
    const owing = await owe(home, farmer.id, 2);
    const settled = await owe(home, farmer.id, 1, 0, true);
    const unpaid = (await api.get(home.sessions.op, `/operation/v1/movements/?farmer=${farmer.id}&paid=false`)).json();
    expect(unpaid.items.map((m: { id: number }) => m.id)).toEqual([owing.movement.id]);
    expect(unpaid.items[0].due_minor).toBe(owing.total_minor);
    const code = settled.movement.code.slice(1, 5).toLowerCase();
    const found = (await api.get(home.sessions.op, `/operation/v1/movements/?farmer=${farmer.id}&code=${code}`)).json();
    expect(found.items.map((m: { id: number }) => m.id)).toContain(settled.movement.id);
    expect(found.items.every((m: { code: string }) => m.code.includes(code.toUpperCase()))).toBe(true);
    expect((await api.get(home.sessions.op, `/operation/v1/movements/?farmer=${farmer.id}&code=%25`)).json().items).toEqual([]);
    const ids = [owing.id, settled.id];
    const rows = await t.database.db.select({ id: checkOuts.id, paidMinor: checkOuts.paidMinor, atCheckOut: checkOuts.paidAtCheckOut }).from(checkOuts).where(inArray(checkOuts.id, ids));
    expect(rows.find((r) => r.id === settled.id)).toMatchObject({ paidMinor: settled.total_minor, atCheckOut: true });
  });
});
