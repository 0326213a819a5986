import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { checkOutLines, checkOuts, movements, smsInbound, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson, logIn } from '../../../test/factories';
import { ageCheckIn, createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { smsMoney } from './texts';

// The phone simulator (docs/sms-and-ussd.md §6): a service provider plays one of the company's farmers, by SMS
// and by USSD, through the same handlers as the gateways, with SMS_PROVIDER=outbox only.
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

type Session = OperationsCompany['sessions']['sp'] | null;
const sendSms = (session: Session, body: object) => api.call('POST', '/user/v1/sms-simulator/sms/', session, body);
const sendUssd = (session: Session, body: object) => api.call('POST', '/user/v1/sms-simulator/ussd/', session, body);

async function newFarmer(company: OperationsCompany, phone?: string | null) {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company, canLogIn: false, ...(phone === undefined ? {} : { phone }) });
  return { person, id: await farmerIdOf(t.database.db, person.user), phone: person.user.phone };
}

/** An unpaid check-out of one tomato crate stored 3 days, moved 20 days into the past. */
async function owe(company: OperationsCompany, farmerId: number) {
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20]))).json();
  await ageCheckIn(t.database.db, checkIn, 3);
  const response = await api.checkOut(company.sessions.op, { cooling_unit_id: company.crateRoom.id, farmer_id: farmerId, lines: [{ crate_id: checkIn.lots[0].crates[0].id }], payment_method: 'cash', paid: false });
  expect(response.statusCode, response.body).toBe(201);
  const made = response.json<{ id: number; movement: { id: number } }>();
  const time = new Date(Date.now() - 20 * 86_400_000);
  await t.database.db.update(movements).set({ time }).where(eq(movements.id, made.movement.id));
  await t.database.db.update(checkOuts).set({ time }).where(eq(checkOuts.id, made.id));
  await t.database.db.update(checkOutLines).set({ time }).where(eq(checkOutLines.checkOutId, made.id));
}

async function owedAtHome(farmerId: number): Promise<number> {
  const account = (await api.get(home.sessions.sp, `/operation/v1/farmers/${farmerId}/account/`)).json();
  return account.companies.find((c: { company: { id: number } }) => c.company.id === home.company.id).owed_minor;
}

describe('the phone simulator, by SMS', () => {
  it('answers BAL with what the farmer owes, through the inbound SMS and the outbox', async () => {
    const farmer = await newFarmer(home);
    await owe(home, farmer.id);
    await owe(home, farmer.id);
    const owed = await owedAtHome(farmer.id);
    expect(owed).toBeGreaterThan(0);

    const response = await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, text: ' bal ' });
    expect(response.statusCode, response.body).toBe(200);
    const { reply, sms_id } = response.json<{ reply: string; sms_id: number }>();
    expect(reply).toContain(`${home.company.name}: you owe ${smsMoney(owed, 'NGN', 'en')}.`);
    // The same path as a gateway's message: saved as an inbound SMS (provider `simulator`), answered, the reply in the outbox.
    const [inbound] = await t.database.db.select().from(smsInbound).where(eq(smsInbound.replySmsId, sms_id));
    expect(inbound).toMatchObject({ provider: 'simulator', fromPhone: farmer.phone, status: 'answered', keyword: 'BAL', farmerId: farmer.id });
    const [outbox] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, sms_id));
    expect(outbox).toMatchObject({ kind: 'reply', toPhone: farmer.phone, companyId: home.company.id, body: reply, provider: 'outbox' });
  });

  it('answers HELP to anything else, and in the farmer\'s language after LANG', async () => {
    const farmer = await newFarmer(home);
    const confused = (await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, text: 'what is this' })).json();
    expect(confused.reply).toContain('STOCK');
    expect((await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, text: 'LANG hi' })).json().reply).toBe('अब आपके SMS हिन्दी में आएँगे।');
    expect((await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, text: 'BAL' })).json().reply).toBe('आपका कोई बकाया नहीं है।');
  });

  it('is for the company\'s service providers: another company\'s farmer 404, an operator or a farmer 403, nobody 401', async () => {
    const farmer = await newFarmer(home);
    const stranger = await newFarmer(other);
    const before = (await t.database.db.select().from(smsInbound)).length;
    const foreign = await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: stranger.id, text: 'BAL' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    expect(foreign.body).not.toContain(stranger.phone!);
    // Another company named in the body: 404 too, as for the outbox.
    expect((await sendSms(home.sessions.sp, { company: other.company.id, farmer_id: farmer.id, text: 'BAL' })).statusCode).toBe(404);
    expect((await sendSms(other.sessions.sp, { company: other.company.id, farmer_id: farmer.id, text: 'BAL' })).statusCode).toBe(404);
    expect((await sendUssd(other.sessions.sp, { company: other.company.id, farmer_id: farmer.id, session_id: 's1', text: '' })).statusCode).toBe(404);
    const operator = await sendSms(home.sessions.op, { company: home.company.id, farmer_id: farmer.id, text: 'BAL' });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error.code).toBe('forbidden');
    expect((await sendUssd(home.sessions.op, { company: home.company.id, farmer_id: farmer.id, session_id: 's1', text: '' })).statusCode).toBe(403);
    expect((await api.get(home.sessions.op, '/user/v1/sms-simulator/')).statusCode).toBe(403);
    expect((await sendSms(home.sessions.farmer, { company: home.company.id, farmer_id: farmer.id, text: 'BAL' })).statusCode).toBe(403);
    expect((await sendSms(null, { company: home.company.id, farmer_id: farmer.id, text: 'BAL' })).statusCode).toBe(401);
    // Nothing was saved for any of them.
    expect(await t.database.db.select().from(smsInbound)).toHaveLength(before);
  });

  it('refuses a farmer without a phone (422 on farmer_id) and malformed input (400 naming the field)', async () => {
    const phoneless = await newFarmer(home, null);
    const response = await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: phoneless.id, text: 'BAL' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'no_phone', fields: { farmer_id: 'no_phone' } });
    // The walk-in customer is nobody's phone.
    expect((await sendSms(home.sessions.sp, { company: home.company.id, farmer_id: home.walkInFarmerId, text: 'BAL' })).statusCode).toBe(422);
    const farmer = await newFarmer(home);
    for (const [body, field] of [
      [{ company: home.company.id, farmer_id: farmer.id, text: '' }, 'text'],
      [{ company: home.company.id, farmer_id: farmer.id, text: 'x'.repeat(481) }, 'text'],
      [{ company: home.company.id, farmer_id: 'one', text: 'BAL' }, 'farmer_id'],
      [{ farmer_id: farmer.id, text: 'BAL' }, 'company'],
    ] as const) {
      const bad = await sendSms(home.sessions.sp, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().error.fields ?? {})).toContain(field);
    }
    const long = await sendUssd(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, session_id: 's1', text: '1'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields ?? {})).toContain('text');
  });
});

describe('the phone simulator, by USSD', () => {
  it('dials the menu (CON …), walks to "What I owe" with the same amount, and exits (END …)', async () => {
    const farmer = await newFarmer(home);
    await owe(home, farmer.id);
    const owed = await owedAtHome(farmer.id);
    const screen = async (text: string) => {
      const response = await sendUssd(home.sessions.sp, { company: home.company.id, farmer_id: farmer.id, session_id: 'ATUid_1', text });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ screen: string }>().screen;
    };
    const first = await screen('');
    expect(first.startsWith('CON ')).toBe(true);
    expect(first).toContain('2 What I owe');
    const owes = await screen('2');
    expect(owes.startsWith('CON ')).toBe(true);
    expect(owes).toContain(smsMoney(owed, 'NGN', 'en'));
    expect((await screen('0')).startsWith('END ')).toBe(true);
  });
});

describe('only with SMS_PROVIDER=outbox', () => {
  it('answers 404 with a gateway configured (the SMS would reach the real phone), and says so to the web', async () => {
    expect((await api.get(home.sessions.sp, '/user/v1/sms-simulator/')).json()).toEqual({ available: true });
    const gateway = await buildApp(
      { ...t.config, sms: { ...t.config.sms, provider: 'infobip', infobip: { ...t.config.sms.infobip, apiKey: 'test-infobip-key' } } },
      t.database,
      { logger: false, periodicJobs: false },
    );
    await gateway.ready();
    try {
      const session = await logIn(gateway, home.serviceProvider);
      const farmer = await newFarmer(home);
      const before = (await t.database.db.select().from(smsInbound)).length;
      for (const [url, payload] of [
        ['/api/user/v1/sms-simulator/sms/', { company: home.company.id, farmer_id: farmer.id, text: 'BAL' }],
        ['/api/user/v1/sms-simulator/ussd/', { company: home.company.id, farmer_id: farmer.id, session_id: 's1', text: '' }],
        // Whatever is sent: the route is not there.
        ['/api/user/v1/sms-simulator/sms/', { nonsense: true }],
      ] as const) {
        const response = await gateway.inject({ method: 'POST', url, headers: session.headers, payload });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().error.code).toBe('route_not_found');
      }
      expect((await gateway.inject({ method: 'GET', url: '/api/user/v1/sms-simulator/', headers: session.headers })).json()).toEqual({ available: false });
      expect(await t.database.db.select().from(smsInbound)).toHaveLength(before);
    } finally {
      await gateway.close();
    }
  });
});
