import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerSignups, rateLimits, smsMessages, users } from '../../db/schema';
import { smsText } from '../../platform/sms/templates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, uniquePhone, type Session } from '../../../test/factories';
import { caller, codeSentTo, lastSmsTo } from '../../../test/organisation-factories';
import { FARMER_SIGNUPS_PER_ADDRESS_HOUR, MAX_FAILED_CODES } from './signup';

let t: TestApp;
let call: ReturnType<typeof caller>;
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let operator: Session;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  staff = await createCompanyWithStaff(t.database.db);
  operator = await logIn(t.app, staff.operator);
});
afterAll(() => t.close());

let address = 0;
/** Each test its own client address, so the per-address budgets of one do not spill into the next. */
const nextAddress = () => `10.9.0.${(address += 1)}`;
const user = (phone = uniquePhone(), extra: object = {}) => ({ first_name: 'Amaka', last_name: 'Eze', phone, password: 'Farmer-pass1', language: 'fr', ...extra });
const signUp = (body: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/user/v1/farmers/', remoteAddress, payload: body });
const verify = (phone: string, code: string, remoteAddress = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/farmers/verify/', remoteAddress, payload: { phone, code } });
const resend = (phone: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/user/v1/farmers/verify/resend/', remoteAddress, payload: { phone } });
const login = (phone: string, password = 'Farmer-pass1') =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/login/', remoteAddress: '10.9.8.1', payload: { username: phone, password, user_type: 'f' } });
const smsTo = (phone: string) => t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, phone));
/** The wait between two codes for a number ends, as if a minute had passed. */
const waitPasses = (phone: string) =>
  t.database.db.update(rateLimits).set({ resetsAt: new Date(Date.now() - 120_000) }).where(eq(rateLimits.key, `verification-wait:${phone}`));
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a farmer signing up verifies the phone first', () => {
  it('sends nothing but the code until verified, and the account cannot log in before', async () => {
    const from = nextAddress();
    const phone = uniquePhone();
    const started = await signUp({ user: user(phone), createUser: true, parent_name: 'Obi' }, from);
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json()).toEqual({ phone, code_minutes: 30, resend_after_seconds: 60 });
    expect(await t.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    const code = await codeSentTo(t.database.db, phone);
    expect((await lastSmsTo(t.database.db, phone))!).toMatchObject({ kind: 'verification', companyId: null, body: smsText('verification', 'fr', { code, minutes: 30 }) });

    // Before the code comes back: no log-in, no reset code, no account staff could find or link.
    expect((await login(phone)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: phone })).json()).toEqual({ ok: true });
    expect((await call('GET', `/api/user/v1/farmers/?search=${encodeURIComponent(phone)}`, operator)).json().total).toBe(0);
    await t.app.ctx.sms.idle();
    expect((await smsTo(phone)).map((sms) => sms.kind)).toEqual(['verification']);

    const wrong = await verify(phone, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'verification_code_invalid', fields: { code: 'invalid_code' } });
    const verified = await verify(phone, code);
    expect(verified.statusCode, verified.body).toBe(201);
    expect(verified.json()).toMatchObject({ phone, firstName: 'Amaka', parentName: 'Obi', language: 'fr', companyId: null, canLogIn: true, country: 'NG' });
    expect((await login(phone)).statusCode).toBe(200);
    expect((await verify(phone, code)).statusCode).toBe(400);
    expect(await t.database.db.select().from(farmerSignups).where(eq(farmerSignups.phone, phone))).toEqual([]);
  });

  it('answers the same for a number that has an account, whose owner is told how to log in instead', async () => {
    const from = nextAddress();
    const owner = await createPerson(t.database.db, 'Farmer', { company: staff.company });
    const noLogin = await createPerson(t.database.db, 'Farmer', { company: staff.company, canLogIn: false });
    const fresh = uniquePhone();
    const answers = await Promise.all([fresh, owner.user.phone!, noLogin.user.phone!].map((phone) => signUp({ user: user(phone), createUser: true }, from)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    expect(answers.map((answer) => ({ ...answer.json(), phone: '' }))).toEqual(Array(3).fill({ phone: '', code_minutes: 30, resend_after_seconds: 60 }));
    expect((await lastSmsTo(t.database.db, owner.user.phone!))!.body).toBe(smsText('signup_existing', 'en', { url: 'http://localhost:8080/auth' }));
    expect((await lastSmsTo(t.database.db, noLogin.user.phone!))!.body).toBe(smsText('signup_no_login', 'en', {}));
    // Nothing changed for the owner: the old password works, and no code could take the account.
    expect((await login(owner.user.phone!, owner.password)).statusCode).toBe(200);
    expect((await verify(owner.user.phone!, '123456')).statusCode).toBe(400);
  });

  it('sends a new code after a visible wait, alike for any number; the old code stops working', async () => {
    const from = nextAddress();
    const phone = uniquePhone();
    await signUp({ user: user(phone), createUser: true }, from);
    const first = await codeSentTo(t.database.db, phone);
    for (const number of [phone, uniquePhone()]) {
      const early = await resend(number, from);
      if (number !== phone) expect(early.statusCode).toBe(202); // a number's first request has nothing to wait for
      else {
        expect(early.statusCode).toBe(429);
        expect(Number(early.headers['retry-after'])).toBeGreaterThan(50);
        expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
      }
    }
    await waitPasses(phone);
    expect((await resend(phone, from)).json()).toEqual({ phone, code_minutes: 30, resend_after_seconds: 60 });
    const second = await codeSentTo(t.database.db, phone);
    expect(await smsTo(phone)).toHaveLength(2);
    // (Two random codes are the same once in a million; then the first one is the new one.)
    if (first !== second) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(201);
  });

  it(`a sign-up dies after ${MAX_FAILED_CODES} wrong codes`, async () => {
    const phone = uniquePhone();
    await signUp({ user: user(phone), createUser: true }, nextAddress());
    const code = await codeSentTo(t.database.db, phone);
    for (let i = 0; i < MAX_FAILED_CODES; i += 1) expect((await verify(phone, wrongCode(code))).statusCode).toBe(400);
    expect((await verify(phone, code)).statusCode).toBe(400);
  });

  it(`limits anonymous sign-ups to ${FARMER_SIGNUPS_PER_ADDRESS_HOUR} an hour per client address`, async () => {
    const from = nextAddress();
    for (let i = 0; i < FARMER_SIGNUPS_PER_ADDRESS_HOUR; i += 1) expect((await signUp({ user: user(), createUser: true }, from)).statusCode).toBe(202);
    const refused = await signUp({ user: user(), createUser: true }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await signUp({ user: user(), createUser: true }, nextAddress())).statusCode).toBe(202);
  });

  it('sends a number at most 5 verification SMS a day, whoever asks', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await signUp({ user: user(phone), createUser: true }, nextAddress())).statusCode).toBe(202);
      await waitPasses(phone);
    }
    const refused = await resend(phone, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('sms_recipient_limit');
    await t.app.ctx.sms.idle();
    expect(await smsTo(phone)).toHaveLength(5);
  });

  it('refuses a number outside the server’s SMS countries, naming the field, and sends nothing', async () => {
    const phone = '+14155552671';
    const refused = await signUp({ user: user(phone), createUser: true }, nextAddress());
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'sms_country_not_allowed', fields: { 'user.phone': 'country_not_allowed' } });
    expect(await smsTo(phone)).toEqual([]);
    expect(await t.database.db.select().from(rateLimits).where(like(rateLimits.key, `%${phone}%`))).toEqual([]);
  });

  it('staff registering a farmer are not affected: the farmer exists at once, and no SMS goes out', async () => {
    const withoutLogin = uniquePhone();
    const registered = await call('POST', '/api/user/v1/farmers/', operator, { user: { first_name: 'Ngozi', phone: withoutLogin }, createUser: false });
    expect(registered.statusCode).toBe(201);
    const withLogin = uniquePhone();
    const account = await call('POST', '/api/user/v1/farmers/', operator, { user: user(withLogin), createUser: true });
    expect(account.statusCode).toBe(201);
    expect((await login(withLogin)).statusCode).toBe(200);
    await t.app.ctx.sms.idle();
    expect([...(await smsTo(withoutLogin)), ...(await smsTo(withLogin))]).toEqual([]);
  });

  it('validates what it is sent', async () => {
    const bad = await signUp({ user: { first_name: 'A', phone: '123', password: 'weak' }, createUser: true }, nextAddress());
    expect(bad.json().error.fields).toEqual({ 'user.phone': 'invalid_phone', 'user.password': 'password_too_short' });
    expect((await verify('nope', '123456')).json().error.fields).toEqual({ phone: 'invalid_phone' });
    expect((await verify(uniquePhone(), '12ab')).json().error.fields).toEqual({ code: 'invalid_code' });
    expect((await resend('', nextAddress())).json().error.fields).toEqual({ phone: 'required' });
  });
});
