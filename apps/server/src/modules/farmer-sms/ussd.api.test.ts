import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, USSD_SCREEN_MAX, type Language } from '@coldroom/contract';
import { buildApp } from '../../app';
import { checkOutLines, checkOuts, companyFarmers, movements, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { ageCheckIn, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { replyText, smsMoney } from './texts';
import { USSD_LANGUAGES, ussdText } from './ussd-texts';

// The USSD menu as Africa's Talking drives it (docs/sms-and-ussd.md §4): one form POST per screen, `text` the
// session's choices joined by `*`, answered text/plain `CON …` or `END …`.
const KEY = 'test-webhook-key-ussd-0123456789';
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

const post = (fields: Record<string, string>, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ussd/africastalking${key === null ? '' : `?key=${encodeURIComponent(key)}`}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** One screen of a session; checks what every screen must be (200, text/plain, CON/END, ≤ 182 characters). */
async function screen(phone: string, text: string): Promise<string> {
  const response = await post({ sessionId: `ATUid_${randomUUID()}`, serviceCode: '*384*1234#', phoneNumber: phone, networkCode: '62130', text });
  expect(response.statusCode, `${text}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  const body = response.body;
  expect(body, text).toMatch(/^(CON|END) /);
  expect(body.length, `${text}: ${body}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
  return body;
}

async function newFarmer(company: OperationsCompany, language: Language = 'en') {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company, canLogIn: false });
  await t.database.db.update(users).set({ language }).where(eq(users.id, person.user.id));
  return { userId: person.user.id, id: await farmerIdOf(t.database.db, person.user), phone: person.user.phone! };
}

const setLanguage = (userId: number, language: Language) => t.database.db.update(users).set({ language }).where(eq(users.id, userId));

/** A check-in of tomato crates (one lot) for the farmer, `days` old. */
async function store(company: OperationsCompany, farmerId: number, weights: number[], days = 2) {
  const response = await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, weights, { planned_days: 4 }));
  expect(response.statusCode, response.body).toBe(201);
  const checkIn = response.json();
  await ageCheckIn(t.database.db, checkIn, days);
  return checkIn;
}

/** An unpaid check-out of the check-in's first crate, moved 10 days into the past. */
async function owe(company: OperationsCompany, farmerId: number) {
  const checkIn = await store(company, farmerId, [20], 3);
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: false });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json<{ id: number; total_minor: number; currency: string; movement: { id: number; code: string } }>();
  const time = new Date(Date.now() - 10 * 86_400_000);
  await t.database.db.update(movements).set({ time }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, made.id));
  return made;
}

describe('the USSD callback is keyed and reads any text politely', () => {
  it('refuses a missing or wrong key (401), answers 404 without SMS_WEBHOOK_KEY, 400 naming a missing field', async () => {
    const fields = { sessionId: 'ATUid_1', serviceCode: '*384#', phoneNumber: '+2348031111111', text: '' };
    for (const key of [null, 'wrong-key-0123456789abcdefghij']) {
      const response = await post(fields, key);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('not_authenticated');
    }
    const bare = await buildApp({ ...t.config, sms: { ...t.config.sms, webhookKey: null } }, t.database, { logger: false, periodicJobs: false });
    await bare.ready();
    try {
      const response = await bare.inject({ method: 'POST', url: `/api/ussd/africastalking?key=${KEY}`, payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
    const missing = await post({ sessionId: 'ATUid_2', text: '' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields ?? {})).toContain('phoneNumber');
  });

  it('tells a number of no farmer how to register', async () => {
    const body = await screen('+2348099999999', '');
    expect(body).toBe(`END ${replyText('en', 'unregistered')}`);
  });

  it('answers a text it cannot read with a polite END in the farmer\'s language, never a 5xx', async () => {
    const farmer = await newFarmer(home, 'hi');
    for (const text of ['9*9*9', 'abc', '1*x', '1**2', '*', '5', '1*5', `4*${USSD_LANGUAGES.length + 1}`, '4*1*1', '0*1', '99', 'x'.repeat(300), '1'.repeat(900)]) {
      expect(await screen(farmer.phone, text), text).toBe(`END ${ussdText('hi', 'badChoice')}`);
    }
  });
});

describe('the menu of a farmer of one company', () => {
  it('walks every path in every language, each screen fitting and saying what it should', async () => {
    const farmer = await newFarmer(home);
    const checkIn = await store(home, farmer.id, [20, 22, 25]);
    const debt = await owe(home, farmer.id);
    expect(checkIn.lots[0].crates).toHaveLength(3);
    for (const language of LANGUAGES) {
      await setLanguage(farmer.userId, language);
      const main = await screen(farmer.phone, '');
      expect(main.startsWith('CON ')).toBe(true);
      expect(main).toContain(home.company.name.slice(0, 20));
      for (const key of ['produce', 'owe', 'soon', 'language', 'exit'] as const) expect(main, `${language} ${key}`).toContain(ussdText(language, key));
      expect(main).not.toContain(other.company.name);

      const produce = await screen(farmer.phone, '1');
      expect(produce).toMatch(/^CON /);
      expect(produce).toContain(home.crateRoom.name.slice(0, 10));
      expect(produce).toContain(`0 ${ussdText(language, 'back')}`);

      const owed = await screen(farmer.phone, '2');
      expect(owed, language).toContain(smsMoney(debt.total_minor, debt.currency, language));
      expect(owed).toContain(debt.movement.code);

      const soon = await screen(farmer.phone, '3');
      expect(soon).toMatch(/^CON /);
      expect(soon).toContain(ussdText(language, 'soon'));

      const languages = await screen(farmer.phone, '4');
      for (const entry of USSD_LANGUAGES) expect(languages).toContain(entry.name);

      // Back from each list to the main menu, then on to another list.
      for (const path of ['1*0', '2*0', '3*0', '4*0']) expect(await screen(farmer.phone, path), path).toBe(main);
      expect(await screen(farmer.phone, '1*0*2')).toBe(owed);
      expect(await screen(farmer.phone, '0')).toBe(`END ${ussdText(language, 'goodbye')}`);
      expect(await screen(farmer.phone, '2*0*0')).toBe(`END ${ussdText(language, 'goodbye')}`);
    }
    // Choosing a language sets the account's (as LANG does) and says so in it.
    for (const [n, entry] of USSD_LANGUAGES.entries()) {
      expect(await screen(farmer.phone, `4*${n + 1}`)).toBe(`END ${replyText(entry.language, 'language')}`);
      const [row] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, farmer.userId));
      expect(row!.language).toBe(entry.language);
    }
  });

  it('says so when nothing is stored, owed or due, and pages a long list with 99 More', async () => {
    const idle = await newFarmer(home);
    expect(await screen(idle.phone, '1')).toContain(ussdText('en', 'produceNone'));
    expect(await screen(idle.phone, '2')).toContain(replyText('en', 'owesNothing'));
    expect(await screen(idle.phone, '3')).toContain(ussdText('en', 'soonNone'));

    const busy = await newFarmer(home, 'or');
    for (let i = 0; i < 9; i += 1) await store(home, busy.id, [10 + i], i);
    const lines: string[] = [];
    let path = '1';
    for (let page = 0; page < 20; page += 1) {
      const body = await screen(busy.phone, path);
      expect(body).toMatch(/^CON /);
      const rows = body.slice(4).split('\n');
      expect(rows[0]).toBe(ussdText('or', 'produce'));
      const more = rows.includes(`99 ${ussdText('or', 'more')}`);
      lines.push(...rows.slice(1).filter((row) => !row.startsWith('99 ') && !row.startsWith('0 ')));
      if (!more) break;
      path += '*99';
    }
    expect(path.split('*99').length - 1, 'the list took more than one screen').toBeGreaterThan(0);
    expect(lines).toHaveLength(9);
    // Past the last page: a polite END.
    expect(await screen(busy.phone, `${path}*99`)).toBe(`END ${ussdText('or', 'badChoice')}`);
  });
});

describe('a farmer served by two companies', () => {
  it('first picks the company, then sees only that company\'s produce and debts', async () => {
    const farmer = await newFarmer(home);
    // Registered with the other company too (as its service provider links a farmer of another company).
    await t.database.db.insert(companyFarmers).values({ companyId: other.company.id, farmerId: farmer.id });
    const homeDebt = await owe(home, farmer.id);
    const otherDebt = await owe(other, farmer.id);
    await store(other, farmer.id, [31, 32]);
    await store(home, farmer.id, [33]);
    const [first, second] = [home, other].sort((a, b) => a.company.name.localeCompare(b.company.name) || a.company.id - b.company.id) as [OperationsCompany, OperationsCompany];
    for (const language of LANGUAGES) {
      await setLanguage(farmer.userId, language);
      const pick = await screen(farmer.phone, '');
      expect(pick).toMatch(/^CON /);
      expect(pick).toContain(ussdText(language, 'chooseCompany'));
      expect(pick.indexOf(`1 ${first.company.name.slice(0, 20)}`)).toBeGreaterThan(0);
      expect(pick.indexOf(`2 ${second.company.name.slice(0, 20)}`)).toBeGreaterThan(0);
      expect(pick).toContain(`0 ${ussdText(language, 'exit')}`);
      for (const [n, company] of [first, second].entries()) {
        const menu = await screen(farmer.phone, `${n + 1}`);
        expect(menu).toContain(company.company.name.slice(0, 20));
        const owed = await screen(farmer.phone, `${n + 1}*2`);
        const [mine, theirs] = company === home ? [homeDebt, otherDebt] : [otherDebt, homeDebt];
        expect(owed).toContain(mine.movement.code);
        expect(owed).not.toContain(theirs.movement.code);
        const produce = await screen(farmer.phone, `${n + 1}*1`);
        expect(produce).toContain(company.crateRoom.name.slice(0, 10));
        for (const path of ['3', '4', '4*0', '1*0', '3*0*2', '0']) await screen(farmer.phone, `${n + 1}*${path}`);
      }
      expect(await screen(farmer.phone, '0')).toBe(`END ${ussdText(language, 'goodbye')}`);
      expect(await screen(farmer.phone, '3')).toBe(`END ${ussdText(language, 'badChoice')}`);
    }
  });
});
