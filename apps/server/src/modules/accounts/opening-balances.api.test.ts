/**
 * Opening balances in the farmer's account (docs/import-rules.md § "Opening balances", docs/accounts-rules.md):
 * imported from a spreadsheet, then counted in the account, the balance, the farmer's dashboard, BAL and USSD;
 * a line of statements (before, inside and after the range, JSON and PDF); settled by payments oldest first
 * with check-outs, and owed again after a reversal.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@coldroom/domain';
import type { Import } from '@coldroom/contract';
import { checkOutLines, checkOuts, movements, openingBalances, smsInbound, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn } from '../../../test/factories';
import { multipart, waitFor } from '../../../test/organisation-factories';
import { ageCheckIn, createIdleOperator, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { smsMoney } from '../farmer-sms/texts';

const KEY = 'test-webhook-key-opening-0123456789';
const ZONE = 'Africa/Lagos';
const DAY_MS = 86_400_000;
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_WEBHOOK_KEY: KEY } });
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

type Session = OperationsCompany['sessions']['sp'];
const day = (ago: number) => calendarDateIn(new Date(Date.now() - ago * DAY_MS), ZONE);
const today = () => day(0);

async function newFarmer(company: OperationsCompany) {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company });
  return { person, id: await farmerIdOf(t.database.db, person.user), phone: person.user.phone!, session: await logIn(t.app, person) };
}

/** Opening balances imported as a service provider does it: a CSV of `phone,amount,date,note`, then the import job (unless nothing is new). */
async function importBalances(company: OperationsCompany, rows: string[], expected: { valid: number; unchanged: number } = { valid: rows.length, unchanged: 0 }): Promise<void> {
  const data = Buffer.from(['phone,amount,date,note', ...rows].join('\r\n') + '\r\n', 'utf8');
  const form = multipart([['kind', 'balances']], [{ field: 'file', filename: 'balances.csv', contentType: 'text/csv', data }]);
  const sp = company.sessions.sp;
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/operation/v1/imports/', headers: { ...sp.headers, ...form.headers }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const imp = uploaded.json<Import>();
  expect(imp).toMatchObject({ ...expected, rejected: 0 });
  if (expected.valid === 0) return;
  const started = await t.app.inject({ method: 'POST', url: `/api/operation/v1/imports/${imp.id}/start/`, headers: sp.headers, payload: {} });
  expect(started.statusCode, started.body).toBe(202);
  await waitFor(async () => (await t.app.inject({ method: 'GET', url: `/api/operation/v1/imports/${imp.id}/`, headers: sp.headers })).json<Import>().status === 'done', 30_000);
}

/** An unpaid check-out of one 20 kg tomato crate stored `storedDays` days (100.00 NGN a day), moved `ageDays` days into the past. */
async function owe(company: OperationsCompany, farmerId: number, storedDays: number, ageDays: number) {
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20]))).json();
  await ageCheckIn(t.database.db, checkIn, storedDays);
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: false });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json<{ id: number; total_minor: number; movement: { id: number; code: string } }>();
  const time = new Date(Date.now() - ageDays * DAY_MS);
  await t.database.db.update(movements).set({ time }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, made.id));
  return made;
}

const pay = (session: Session, farmerId: number, body: object) =>
  api.call('POST', `/operation/v1/farmers/${farmerId}/payments/`, session, { payment_method: 'cash', paid_on: today(), ...body }, { 'idempotency-key': randomUUID() });
const accountOf = async (session: Session, farmerId: number) => {
  const response = await api.get(session, `/operation/v1/farmers/${farmerId}/account/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const statementOf = async (session: Session, farmerId: number, from: string, to: string) => {
  const response = await api.get(session, `/operation/v1/farmers/${farmerId}/statement/?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The farmer's SMS as Infobip posts it; the answer the `sms-answer` job sent back. */
async function askBal(phone: string): Promise<string> {
  const messageId = randomUUID();
  const body = { results: [{ messageId, from: phone.replace(/^\+/, ''), to: '2348000000000', text: 'BAL', cleanText: 'BAL', keyword: 'BAL', receivedAt: new Date().toISOString(), smsCount: 1 }], messageCount: 1, pendingMessageCount: 0 };
  const posted = await t.app.inject({ method: 'POST', url: `/api/sms/inbound/infobip?key=${KEY}`, payload: body });
  expect(posted.statusCode, posted.body).toBe(200);
  const replyId = await waitFor(async () => {
    const [row] = await t.database.db.select().from(smsInbound).where(and(eq(smsInbound.provider, 'infobip'), eq(smsInbound.providerMessageId, messageId)));
    return row?.status === 'answered' ? row.replySmsId : undefined;
  }, 10_000);
  const [reply] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, replyId!));
  return reply!.body;
}

async function ussdOwe(phone: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/ussd/africastalking?key=${KEY}`,
    payload: new URLSearchParams({ sessionId: `ATUid_${randomUUID()}`, serviceCode: '*384*1234#', phoneNumber: phone, networkCode: '62130', text: '2' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

describe('an opening balance in the account', () => {
  it('is owed with the check-outs: account, balance, dashboard, BAL and USSD say the same; statements list it by its date; payments settle it oldest first; a reversal owes it again', async () => {
    const farmer = await newFarmer(home);
    // 30 days ago: 10,000.00 NGN owed from before; then check-outs 20 and 5 days ago.
    await importBalances(home, [`${farmer.phone},10000.00,${day(30)},notebook page 4`]);
    const older = await owe(home, farmer.id, 3, 20);
    const newer = await owe(home, farmer.id, 1, 5);
    const OPENING = 1_000_000;
    const checkOutsDue = older.total_minor + newer.total_minor;
    expect(older.total_minor).toBeGreaterThan(0);

    // ── what is owed ──
    const account = await accountOf(home.sessions.sp, farmer.id);
    expect(account.companies).toHaveLength(1);
    expect(account.companies[0]).toMatchObject({
      company: { id: home.company.id },
      currency: 'NGN',
      owed_minor: OPENING + checkOutsDue,
      opening_balance: { owed_on: day(30), amount_minor: OPENING, paid_minor: 0, due_minor: OPENING, note: 'notebook page 4' },
    });
    expect(account.companies[0].unpaid.map((row: { id: number }) => row.id)).toEqual([older.id, newer.id]);
    // the farmer's own account, balance and dashboard: the same sum
    expect((await accountOf(farmer.session, farmer.id)).companies[0].owed_minor).toBe(OPENING + checkOutsDue);
    const balance = (await api.get(farmer.session, `/operation/v1/farmers/${farmer.id}/balance/`)).json();
    expect(balance.items).toEqual([{ company: { id: home.company.id, name: home.company.name }, currency: 'NGN', outstanding_minor: OPENING + checkOutsDue, unpaid_check_outs: 2, opening_balance_minor: OPENING }]);
    const dashboard = (await api.get(farmer.session, '/operation/v1/dashboard/')).json();
    expect(dashboard.owed).toEqual([expect.objectContaining({ currency: 'NGN', amount_minor: OPENING + checkOutsDue, check_outs: 2 })]);
    // another company sees nothing of it
    expect((await api.get(other.sessions.sp, `/operation/v1/farmers/${farmer.id}/account/`)).statusCode).toBe(404);

    // ── statements: inside the range it is a line, first; before the range it is in the opening; after, nowhere ──
    const whole = await statementOf(home.sessions.sp, farmer.id, day(40), today());
    expect(whole.opening_minor).toBe(0);
    expect(whole.lines.map((line: { kind: string; date: string; amount_minor: number; balance_minor: number }) => [line.kind, line.date, line.amount_minor, line.balance_minor])).toEqual([
      ['opening_balance', day(30), OPENING, OPENING],
      ['check_out', day(20), older.total_minor, OPENING + older.total_minor],
      ['check_out', day(5), newer.total_minor, OPENING + checkOutsDue],
    ]);
    expect(whole.closing_minor).toBe(OPENING + checkOutsDue);
    const later = await statementOf(home.sessions.sp, farmer.id, day(25), today());
    expect(later.opening_minor).toBe(OPENING);
    expect(later.lines.map((line: { kind: string }) => line.kind)).toEqual(['check_out', 'check_out']);
    expect(later.closing_minor).toBe(OPENING + checkOutsDue);
    const before = await statementOf(home.sessions.sp, farmer.id, day(45), day(35));
    expect(before).toMatchObject({ opening_minor: 0, lines: [], closing_minor: 0 });
    // on its own day it comes first, whatever else happened that day
    const sameDay = await statementOf(home.sessions.sp, farmer.id, day(30), day(30));
    expect(sameDay.lines[0]).toMatchObject({ kind: 'opening_balance', code: null, amount_minor: OPENING, payment_method: null });

    // ── a part payment: the opening balance is older than both check-outs, so it takes the money first ──
    const tooMuch = await pay(home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [older.id], amount_minor: OPENING + older.total_minor + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'payment_too_large', details: { due_minor: OPENING + older.total_minor } });
    const part = await pay(home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [older.id], amount_minor: 400_000 });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().allocations).toEqual([{ check_out_id: null, code: null, opening_balance: true, amount_minor: 400_000 }]);
    expect((await accountOf(home.sessions.sp, farmer.id)).companies[0]).toMatchObject({
      owed_minor: OPENING - 400_000 + checkOutsDue,
      opening_balance: { paid_minor: 400_000, due_minor: 600_000 },
    });
    // the same file again changes nothing: the row is unchanged and what was paid stays paid
    await importBalances(home, [`${farmer.phone},10000.00,${day(30)},notebook page 4`], { valid: 0, unchanged: 1 });
    expect((await accountOf(home.sessions.sp, farmer.id)).companies[0].opening_balance).toMatchObject({ paid_minor: 400_000, due_minor: 600_000 });

    // an operator who runs no room may take money towards it alone (it belongs to no room)
    const idle = await createIdleOperator(t.app, t.database.db, home.company);
    const atDesk = await pay(idle, farmer.id, { opening_balance: true, check_out_ids: [], amount_minor: 100_000 });
    expect(atDesk.statusCode, atDesk.body).toBe(201);
    expect(atDesk.json().allocations).toEqual([{ check_out_id: null, code: null, opening_balance: true, amount_minor: 100_000 }]);

    // the rest of it and part of the older check-out: the opening balance is settled
    const rest = await pay(home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [newer.id, older.id], amount_minor: 500_000 + 1_000 });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().allocations).toEqual([
      { check_out_id: null, code: null, opening_balance: true, amount_minor: 500_000 },
      { check_out_id: older.id, code: older.movement.code, opening_balance: false, amount_minor: 1_000 },
    ]);
    const settled = (await accountOf(home.sessions.sp, farmer.id)).companies[0];
    expect(settled.opening_balance).toBeNull();
    expect(settled.owed_minor).toBe(checkOutsDue - 1_000);
    const [row] = await t.database.db.select().from(openingBalances).where(eq(openingBalances.farmerId, farmer.id));
    expect(row).toMatchObject({ amountMinor: OPENING, paidMinor: OPENING });
    const again = await pay(home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [], amount_minor: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('opening_balance_settled');

    // the statement: the payments are lines on their day, and closing = what the account owes
    const paidStatement = await statementOf(home.sessions.sp, farmer.id, day(40), today());
    expect(paidStatement.lines.map((line: { kind: string; amount_minor: number }) => [line.kind, line.amount_minor])).toEqual([
      ['opening_balance', OPENING],
      ['check_out', older.total_minor],
      ['check_out', newer.total_minor],
      ['payment', -400_000],
      ['payment', -100_000],
      ['payment', -501_000],
    ]);
    expect(paidStatement.closing_minor).toBe(settled.owed_minor);

    // ── a reversal: the opening balance and the check-out owe that money again ──
    const reversal = await api.call('POST', `/operation/v1/payments/${rest.json().id}/reversal/`, home.sessions.sp, { reason: 'Counted twice' });
    expect(reversal.statusCode, reversal.body).toBe(201);
    expect(reversal.json().allocations).toEqual([
      { check_out_id: null, code: null, opening_balance: true, amount_minor: -500_000 },
      { check_out_id: older.id, code: older.movement.code, opening_balance: false, amount_minor: -1_000 },
    ]);
    const reopened = (await accountOf(home.sessions.sp, farmer.id)).companies[0];
    expect(reopened.opening_balance).toMatchObject({ paid_minor: 500_000, due_minor: 500_000 });
    expect(reopened.owed_minor).toBe(500_000 + checkOutsDue);
    const afterReversal = await statementOf(home.sessions.sp, farmer.id, day(40), today());
    expect(afterReversal.lines.at(-1)).toMatchObject({ kind: 'reversal', amount_minor: 501_000 });
    expect(afterReversal.closing_minor).toBe(reopened.owed_minor);

    // ── BAL and USSD read the same account ──
    const bal = await askBal(farmer.phone);
    expect(bal).toContain(`${home.company.name}: you owe ${smsMoney(reopened.owed_minor, 'NGN', 'en')}.`);
    const ussd = await ussdOwe(farmer.phone);
    expect(ussd).toContain(smsMoney(reopened.owed_minor, 'NGN', 'en'));
    expect(ussd).toContain(`Earlier balance: ${smsMoney(500_000, 'NGN', 'en')}`);
    expect(ussd).toContain(`${older.movement.code}: ${smsMoney(older.total_minor, 'NGN', 'en')}`);

    // ── the PDF: the earlier balance's line with its amount, the payments, the closing balance ──
    const pdf = await t.app.inject({ method: 'GET', url: `/api/operation/v1/farmers/${farmer.id}/statement/?from=${day(40)}&to=${today()}&format=pdf`, headers: farmer.session.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPoppler) {
      const text = pdfText(pdf.rawPayload);
      const money = (minor: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(minor / 100);
      expect(text).toMatch(new RegExp(`Earlier balance\\s+\\S*${money(OPENING).replace('.', '\\.')}`));
      expect(text).toContain('Payment reversed');
      expect(text).toContain(money(afterReversal.closing_minor));
      await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, farmer.person.user.id));
      const hindi = await t.app.inject({ method: 'GET', url: `/api/operation/v1/farmers/${farmer.id}/statement/?from=${day(40)}&to=${today()}&format=pdf`, headers: home.sessions.sp.headers });
      expect(pdfText(hindi.rawPayload)).toContain('पिछला बकाया');
    }
  });

  it('a farmer whose only debt is an opening balance: the account lists the company, a reminder goes, and the statement by SMS counts it as charged', async () => {
    const farmer = await newFarmer(home);
    await importBalances(home, [`${farmer.phone},250.00,${day(10)},`]);
    const mine = await accountOf(farmer.session, farmer.id);
    expect(mine.companies).toEqual([expect.objectContaining({ company: { id: home.company.id, name: home.company.name }, owed_minor: 25_000, unpaid: [] })]);
    // owed for more than 7 days: a reminder goes, with that amount
    const reminder = await api.call('POST', `/operation/v1/farmers/${farmer.id}/reminder/`, home.sessions.sp);
    expect(reminder.statusCode, reminder.body).toBe(202);
    const sent = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, farmer.phone), eq(smsMessages.kind, 'reminder')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.replace(/\s/g, ' ')).toMatch(/250(\.00)?/);
    const sms = await api.call('POST', `/operation/v1/farmers/${farmer.id}/statement/sms/`, home.sessions.sp, { from: day(20), to: today() });
    expect(sms.statusCode, sms.body).toBe(202);
    const [statement] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, farmer.phone), eq(smsMessages.kind, 'receipt')));
    expect(statement!.body).toMatch(/Opening NGN 0\.00, charged NGN 250\.00, paid NGN 0\.00, closing NGN 250\.00/);
  });

  it('six payments of the whole of it at once: one is recorded, the others are told it is settled; it is never paid twice', async () => {
    const farmer = await newFarmer(home);
    await importBalances(home, [`${farmer.phone},80.00,${day(3)},`]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => pay(i % 2 ? home.sessions.op : home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [], amount_minor: 8_000 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((r) => r.statusCode === 422)) expect(refused.json().error.code).toBe('opening_balance_settled');
    const [row] = await t.database.db.select().from(openingBalances).where(eq(openingBalances.farmerId, farmer.id));
    expect(row!.paidMinor).toBe(8_000);
  });

  it('refuses a payment of nothing, and one for an opening balance the farmer does not have', async () => {
    const farmer = await newFarmer(home);
    const empty = await pay(home.sessions.sp, farmer.id, { check_out_ids: [], amount_minor: 100 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ check_out_ids: 'required' });
    const none = await pay(home.sessions.sp, farmer.id, { opening_balance: true, check_out_ids: [], amount_minor: 100 });
    expect(none.statusCode).toBe(404);
    expect((await pay(farmer.session, farmer.id, { opening_balance: true, check_out_ids: [], amount_minor: 100 })).statusCode).toBe(403);
  });
});
