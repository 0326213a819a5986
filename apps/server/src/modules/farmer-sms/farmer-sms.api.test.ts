import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { balanceReminders, checkOutLines, checkOuts, companyFarmers, farmers, movements, smsInbound, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { ageCheckIn, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { calendarDateIn } from '@coldroom/domain';
import { sweepReminders } from '../accounts/reminders';
import { smsMoney } from './texts';

// Farmers' SMS from the gateways, as their documentation shapes them, answered by the `sms-answer` job
// (docs/sms-and-ussd.md). The gateways are outside: their callbacks are played here as they post them.
const KEY = 'test-webhook-key-0123456789abcdef';
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

/** Infobip's inbound JSON for one message from `from` (Infobip writes numbers without "+"). */
const infobip = (from: string, text: string, messageId: string = randomUUID()) => ({
  results: [{ messageId, from: from.replace(/^\+/, ''), to: '2348000000000', text, cleanText: text, keyword: text.split(' ')[0], receivedAt: new Date().toISOString(), smsCount: 1 }],
  messageCount: 1,
  pendingMessageCount: 0,
});

const postInfobip = (body: object, key: string | null = KEY, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/sms/inbound/infobip${key === null ? '' : `?key=${encodeURIComponent(key)}`}`, payload: body, headers });

const postAfricasTalking = (fields: Record<string, string>, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sms/inbound/africastalking${key === null ? '' : `?key=${key}`}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** Waits (bounded) until the message is answered; the reply's outbox row, or null when none was sent. */
async function answerOf(provider: 'infobip' | 'africastalking', messageId: string) {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await t.database.db.select().from(smsInbound).where(and(eq(smsInbound.provider, provider), eq(smsInbound.providerMessageId, messageId)));
    if (row?.status === 'answered') {
      if (row.replySmsId === null) return null;
      const [reply] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, row.replySmsId));
      return reply!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`message ${messageId} was not answered in 10 s`);
}

async function ask(phone: string, text: string) {
  const id = randomUUID();
  const response = await postInfobip(infobip(phone, text, id));
  expect(response.statusCode, response.body).toBe(200);
  return answerOf('infobip', id);
}

async function newFarmer(company: OperationsCompany, language: 'en' | 'hi' = 'en') {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company, canLogIn: false });
  await t.database.db.update(users).set({ language }).where(eq(users.id, person.user.id));
  return { person, id: await farmerIdOf(t.database.db, person.user), phone: person.user.phone! };
}

/** An unpaid check-out of one tomato crate stored 3 days (100.00 NGN a day), moved 20 days into the past. */
async function owe(company: OperationsCompany, farmerId: number) {
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20]))).json();
  await ageCheckIn(t.database.db, checkIn, 3);
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: false });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json<{ id: number; total_minor: number; movement: { id: number; code: string } }>();
  const time = new Date(Date.now() - 20 * 86_400_000);
  await t.database.db.update(movements).set({ time }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, made.id));
  return made;
}

describe('the gateways\' callbacks are keyed', () => {
  it('refuses a missing or wrong key (nothing stored), takes ?key= and Infobip\'s Basic auth', async () => {
    const { phone } = await newFarmer(home);
    for (const key of [null, 'wrong-key-0123456789abcdefghij']) {
      const id = randomUUID();
      const response = await postInfobip(infobip(phone, 'BAL', id), key);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_authenticated');
      expect(await t.database.db.select().from(smsInbound).where(eq(smsInbound.providerMessageId, id))).toEqual([]);
      expect((await postAfricasTalking({ id, from: phone, to: '12345', text: 'BAL', date: '2026-11-28 10:00:00', linkId: 'x' }, key)).statusCode).toBe(401);
    }
    // A body that is not the gateway's shape, without the key: still 401, nothing about the shape.
    expect((await postInfobip({ nonsense: true }, null)).statusCode).toBe(401);
    const basic = `Basic ${Buffer.from(`coldroom:${KEY}`).toString('base64')}`;
    const id = randomUUID();
    expect((await postInfobip(infobip(phone, 'HELP', id), null, { authorization: basic })).statusCode).toBe(200);
    expect((await answerOf('infobip', id))?.body).toContain('STOCK');
  });

  it('answers 404 when the server has no SMS_WEBHOOK_KEY', async () => {
    const bare = await buildApp({ ...t.config, sms: { ...t.config.sms, webhookKey: null } }, t.database, { logger: false, periodicJobs: false });
    await bare.ready();
    try {
      const response = await bare.inject({ method: 'POST', url: `/api/sms/inbound/infobip?key=${KEY}`, payload: infobip('+2348031111111', 'BAL') });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('route_not_found');
    } finally {
      await bare.close();
    }
  });

  it('refuses a malformed body with 400 naming the field, and a form body on the JSON endpoint', async () => {
    const response = await postInfobip({ results: [{ messageId: '', from: '234' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {}).join(' ')).toContain('messageId');
    expect((await postAfricasTalking({ from: '+2348031111111', text: 'BAL' })).statusCode).toBe(400);
    const form = await t.app.inject({ method: 'POST', url: `/api/sms/inbound/infobip?key=${KEY}`, payload: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBeGreaterThanOrEqual(400);
    expect(form.statusCode).toBeLessThan(500);
  });
});

describe('keywords answered', () => {
  it('BAL: what the farmer owes, equal to their account, and the last payment; the same message twice is answered once', async () => {
    const farmer = await newFarmer(home);
    const atHome = await owe(home, farmer.id);
    await owe(home, farmer.id);
    const paid = await api.call('POST', `/operation/v1/farmers/${farmer.id}/payments/`, home.sessions.sp, { payment_method: 'cash', paid_on: calendarDateIn(new Date(), home.company.timeZone), amount_minor: 5000, check_out_ids: [atHome.id] }, { 'idempotency-key': randomUUID() });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = randomUUID();
    expect((await postInfobip(infobip(farmer.phone, ' bal. ', id))).json()).toEqual({ accepted: 1, duplicates: 0 });
    expect((await postInfobip(infobip(farmer.phone, ' bal. ', id))).json()).toEqual({ accepted: 0, duplicates: 1 });
    const reply = (await answerOf('infobip', id))!;
    expect(reply).toMatchObject({ kind: 'reply', toPhone: farmer.phone, companyId: home.company.id });
    const account = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    const owed = account.companies.find((c: { company: { id: number } }) => c.company.id === home.company.id).owed_minor;
    expect(owed).toBe(2 * atHome.total_minor - 5000);
    expect(reply.body).toContain(`${home.company.name}: you owe ${smsMoney(owed, 'NGN', 'en')}.`);
    expect(reply.body).toContain(`Last payment ${smsMoney(5000, 'NGN', 'en')} on `);
    expect(reply.body).not.toContain(other.company.name);
    expect(await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, farmer.phone), eq(smsMessages.kind, 'reply')))).toHaveLength(1);
  });

  it('STOCK lists each stored lot\'s crop and crates; CODE tells one of the farmer\'s movements, never another farmer\'s', async () => {
    const farmer = await newFarmer(home);
    const stored = (await api.checkIn(home.sessions.op, tomatoes(farmer.id, home.crateRoom.id, [20, 21, 22]))).json();
    const stock = (await ask(farmer.phone, 'stock'))!;
    expect(stock.body).toContain(`${home.company.name}: Tomato 3 crates, ${home.crateRoom.name}`);
    const code = (await ask(farmer.phone, `code ${stored.movement.code.toLowerCase()}`))!;
    expect(code.body).toContain(`${stored.movement.code} `);
    expect(code.body).toContain('Tomato 3 crates');
    const stranger = await newFarmer(home);
    const notTheirs = (await ask(stranger.phone, `CODE ${stored.movement.code}`))!;
    expect(notTheirs.body).toBe(`None of your receipts has the code ${stored.movement.code}.`);
    expect(notTheirs.body).not.toContain(home.crateRoom.name);
    const empty = (await ask(stranger.phone, 'STOCK'))!;
    expect(empty.body).toBe('You have no produce in storage.');
  });

  it('STOP: the next reminder is not sent, a receipt is; START: reminders again', async () => {
    const farmer = await newFarmer(home);
    await owe(home, farmer.id);
    expect((await ask(farmer.phone, 'STOP'))!.body).toContain('No more reminders');
    const [row] = await t.database.db.select().from(farmers).where(eq(farmers.id, farmer.id));
    expect(row!.smsStoppedAt).not.toBeNull();
    await sweepReminders(t.database.db, t.app.ctx.sms);
    expect(await t.database.db.select().from(balanceReminders).where(eq(balanceReminders.farmerId, farmer.id))).toEqual([]);
    const byHand = await api.call('POST', `/operation/v1/farmers/${farmer.id}/reminder/`, home.sessions.sp);
    expect(byHand.statusCode).toBe(422);
    expect(byHand.json().error.code).toBe('sms_stopped');
    // A receipt still goes.
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(farmer.id, home.crateRoom.id, [20]))).json();
    const receipt = await api.call('POST', `/operation/v1/movements/${checkIn.movement.id}/receipt/sms/`, home.sessions.op);
    expect(receipt.statusCode, receipt.body).toBeLessThan(300);
    expect(await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, farmer.phone), eq(smsMessages.kind, 'receipt')))).toHaveLength(1);

    expect((await ask(farmer.phone, 'start'))!.body).toContain('on again');
    await sweepReminders(t.database.db, t.app.ctx.sms);
    expect(await t.database.db.select().from(balanceReminders).where(eq(balanceReminders.farmerId, farmer.id))).toHaveLength(1);
  });

  it('LANG hi: the next answers are in Hindi; a word of the farmer\'s language works; nonsense gets the help', async () => {
    const farmer = await newFarmer(home);
    expect((await ask(farmer.phone, 'LANG hindi'))!.body).toBe('अब आपके SMS हिन्दी में आएँगे।');
    expect((await ask(farmer.phone, 'बकाया'))!.body).toBe('आपका कोई बकाया नहीं है।');
    expect((await ask(farmer.phone, 'MADAD'))!.body).toContain('STOCK');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, farmer.person.user.id));
    expect(user!.language).toBe('hi');
    const confused = (await ask(farmer.phone, 'what is this'))!;
    expect(confused.body.startsWith('समझ नहीं आया।')).toBe(true);
  });

  it('a farmer served by two companies: STOCK and BAL tell each company apart, and nothing of a third', async () => {
    const farmer = await newFarmer(home);
    // Registered with the other company too, as its service provider would link them.
    await t.database.db.insert(companyFarmers).values({ companyId: other.company.id, farmerId: farmer.id });
    const third = await createOperationsCompany(t.app, t.database.db);
    const homeDebt = await owe(home, farmer.id);
    const otherDebt = await owe(other, farmer.id);
    await owe(other, farmer.id);
    await api.checkIn(home.sessions.op, tomatoes(farmer.id, home.crateRoom.id, [20, 21]));
    await api.checkIn(other.sessions.op, tomatoes(farmer.id, other.crateRoom.id, [20, 21, 22, 23]));
    const stock = (await ask(farmer.phone, 'STOCK'))!;
    expect(stock.body).toContain(`${home.company.name}: Tomato 2 crates, ${home.crateRoom.name}`);
    expect(stock.body).toContain(`${other.company.name}: Tomato 4 crates, ${other.crateRoom.name}`);
    expect(stock.body).not.toContain(third.company.name);
    const bal = (await ask(farmer.phone, 'BAL'))!;
    const account = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmer.id}/account/`)).json();
    // The home company's service provider sees only its own part of the account; the answer carries both.
    expect(account.companies.map((c: { company: { id: number } }) => c.company.id)).toEqual([home.company.id]);
    expect(account.companies[0].owed_minor).toBe(homeDebt.total_minor);
    expect(bal.body).toContain(`${home.company.name}: you owe ${smsMoney(homeDebt.total_minor, 'NGN', 'en')}.`);
    expect(bal.body).toContain(`${other.company.name}: you owe ${smsMoney(2 * otherDebt.total_minor, 'NGN', 'en')}.`);
    expect(bal.body).not.toContain(third.company.name);
  });

  it('Africa\'s Talking\'s form: answered the same way', async () => {
    const farmer = await newFarmer(home);
    const id = `ATXid_${randomUUID()}`;
    const response = await postAfricasTalking({ id, from: farmer.phone, to: '12345', text: 'HELP', date: '2026-11-28 10:00:00', linkId: 'SampleLinkId123' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await answerOf('africastalking', id))!.body).toContain('BAL');
  });

  it('a number of no farmer: one short answer that day, then none; never anything about anyone', async () => {
    const stranger = '+2348039990001';
    const first = (await ask(stranger, 'BAL'))!;
    expect(first.body).toBe('This number is not registered with a cold room. Ask your cold room to add it.');
    const second = await ask(stranger, 'STOCK');
    // Refused by the reply budget (shown in the outbox as refused), not sent.
    expect(second === null || second.status === 'refused').toBe(true);
    const sent = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, stranger), eq(smsMessages.kind, 'reply')));
    expect(sent.filter((m) => m.status !== 'refused')).toHaveLength(1);
  });
});
