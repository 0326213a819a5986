import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, smsMessages, users } from '../../db/schema';
import { smsText } from '../../platform/sms/templates';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, createPerson, logIn, TEST_PASSWORD, uniquePhone, type Person } from '../../../test/factories';
import { caller, lastSmsTo, waitFor } from '../../../test/organisation-factories';
import { MAX_FAILED_ATTEMPTS } from './service';

let t: TestApp;
let call: ReturnType<typeof caller>;
let company: Awaited<ReturnType<typeof createCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  company = await createCompany(t.database.db);
});
afterAll(() => t.close());

const PARTS = { partOne: 'Your Coldroom code is', partTwo: 'It is valid for 30 minutes.' };
const requestCode = (phoneNumber: string) => call('POST', '/api/user/v1/reset-password/', null, { phoneNumber, ...PARTS });
const setPassword = (phone: string, code: string, password = 'Brand-new-pass9') => call('POST', '/api/user/v1/reset-password/', null, { phone, code, password });
const login = (person: Person, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username: person.user.phone, password, user_type: person.userType } });

/** Requests a code and reads it from the SMS outbox. */
async function codeFor(person: Person): Promise<string> {
  const before = (await lastSmsTo(t.database.db, person.user.phone!))?.id ?? 0;
  expect((await requestCode(person.user.phone!)).statusCode).toBe(200);
  const sms = await waitFor(async () => {
    const row = await lastSmsTo(t.database.db, person.user.phone!);
    return row && row.id > before && row.status === 'sent' ? row : undefined;
  });
  return /(\d{6})/.exec(sms.body)![1]!;
}

describe('requesting a reset code', () => {
  it('sends a 6-digit code by SMS, attributed to the user’s company, and stores only its hash', async () => {
    const operator = await createPerson(t.database.db, 'Operator', { company });
    const response = await requestCode(operator.user.phone!);
    expect(response.json()).toEqual({ ok: true });
    const sms = await waitFor(async () => lastSmsTo(t.database.db, operator.user.phone!));
    expect(sms.body).toMatch(/^Your Coldroom code to set a new password: \d{6}\. It works for 30 minutes\. Do not share it with anyone\.$/);
    expect(sms).toMatchObject({ kind: 'password_reset', companyId: company.id });
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.phone, operator.user.phone!));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(/(\d{6})/.exec(sms.body)![1]);
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });

  it('answers exactly the same for a phone nobody has, and for a farmer without a login, without sending anything', async () => {
    const known = await createPerson(t.database.db, 'Farmer', { company });
    const noLogin = await createPerson(t.database.db, 'Farmer', { company, canLogIn: false });
    const unknown = uniquePhone();
    const answers = await Promise.all([requestCode(known.user.phone!), requestCode(unknown), requestCode(noLogin.user.phone!)]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    await t.app.ctx.sms.idle();
    expect(await lastSmsTo(t.database.db, unknown)).toBeUndefined();
    expect(await lastSmsTo(t.database.db, noLogin.user.phone!)).toBeUndefined();
    expect(await lastSmsTo(t.database.db, known.user.phone!)).toBeDefined();
  });

  it('allows 3 requests per phone per hour, for known and unknown phones alike (429 with Retry-After)', async () => {
    const person = await createPerson(t.database.db, 'Farmer', { company });
    for (const phone of [person.user.phone!, uniquePhone()]) {
      for (let i = 0; i < 3; i += 1) expect((await requestCode(phone)).statusCode).toBe(200);
      const limited = await requestCode(phone);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    }
    const sent = await t.database.db.select().from(smsMessages).where(eq(smsMessages.toPhone, person.user.phone!));
    expect(sent).toHaveLength(3);
    // Requests older than an hour no longer count.
    await t.database.db.update(passwordResets).set({ createdAt: new Date(Date.now() - 61 * 60_000) }).where(eq(passwordResets.phone, person.user.phone!));
    expect((await requestCode(person.user.phone!)).statusCode).toBe(200);
  });

  it('writes the SMS itself, in the account’s language: the request’s own partOne and partTwo never reach the phone', async () => {
    const farmer = await createPerson(t.database.db, 'Farmer', { company });
    await t.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, farmer.user.id));
    const attack = { partOne: 'URGENT: your account is locked, call +234 803 000 9999', partTwo: 'http://evil.example/unlock' };
    const response = await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: farmer.user.phone, ...attack });
    expect(response.json()).toEqual({ ok: true });
    const sms = await waitFor(async () => lastSmsTo(t.database.db, farmer.user.phone!));
    const code = /(\d{6})/.exec(sms.body)![1]!;
    expect(sms.body).toBe(smsText('password_reset', 'hi', { code, minutes: 30 }));
    expect(sms.body).not.toContain('URGENT');
    expect(sms.body).not.toContain('evil');
    // The spec's parts are accepted, not required.
    const withoutParts = await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: uniquePhone() });
    expect(withoutParts.json()).toEqual({ ok: true });
  });

  it('refuses a number outside the server’s SMS countries (422 naming the field), known or not', async () => {
    const refused = await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: '+14155552671' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'sms_country_not_allowed', fields: { phoneNumber: 'country_not_allowed' } });
  });

  it('validates the request', async () => {
    expect((await requestCode('12345')).json().error.fields).toEqual({ phoneNumber: 'invalid_phone' });
    const tooLong = await call('POST', '/api/user/v1/reset-password/', null, { phoneNumber: uniquePhone(), partOne: 'x'.repeat(201) });
    expect(tooLong.json().error.fields).toEqual({ partOne: 'too_long' });
    expect((await call('POST', '/api/user/v1/reset-password/', null, {})).json().error.fields).toMatchObject({ phoneNumber: 'required' });
  });
});

describe('setting the password with the code', () => {
  it('sets the password, ends every session, and the code works once', async () => {
    const person = await createPerson(t.database.db, 'Farmer', { company });
    const session = await logIn(t.app, person);
    const code = await codeFor(person);
    expect((await setPassword(person.user.phone!, code)).json()).toEqual({ ok: true });
    expect((await login(person, 'Brand-new-pass9')).statusCode).toBe(200);
    expect((await login(person, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: session.refresh } })).statusCode).toBe(401);
    const reused = await setPassword(person.user.phone!, code, 'Another-pass9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'reset_code_invalid', fields: { code: 'invalid_code' } });
    expect((await login(person, 'Another-pass9')).statusCode).toBe(401);
  });

  it('refuses a wrong code, an expired code, and another phone’s code', async () => {
    const person = await createPerson(t.database.db, 'Operator', { company });
    const someoneElse = await createPerson(t.database.db, 'Operator', { company });
    const code = await codeFor(person);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await setPassword(person.user.phone!, wrong)).json().error.code).toBe('reset_code_invalid');
    expect((await setPassword(someoneElse.user.phone!, code)).json().error.code).toBe('reset_code_invalid');
    expect((await login(someoneElse, 'Brand-new-pass9')).statusCode).toBe(401);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.phone, person.user.phone!));
    expect((await setPassword(person.user.phone!, code)).json().error.code).toBe('reset_code_invalid');
    expect((await login(person, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it(`kills the codes of a phone after ${MAX_FAILED_ATTEMPTS} wrong tries`, async () => {
    const person = await createPerson(t.database.db, 'Farmer', { company });
    const code = await codeFor(person);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i += 1) expect((await setPassword(person.user.phone!, wrong)).statusCode).toBe(400);
    expect((await setPassword(person.user.phone!, code)).json().error.code).toBe('reset_code_invalid');
  });

  it('validates the new password, the code’s form and the phone', async () => {
    const weak = await setPassword(uniquePhone(), '123456', 'weak');
    expect(weak.json().error.fields).toEqual({ password: 'password_too_short' });
    expect((await setPassword(uniquePhone(), '12ab', 'Brand-new-pass9')).json().error.fields).toEqual({ code: 'invalid_code' });
    expect((await setPassword('not a phone', '123456')).json().error.fields).toEqual({ phone: 'invalid_phone' });
  });
});

describe('changing one’s own password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const person = await createPerson(t.database.db, 'Service Provider', { company });
    const here = await logIn(t.app, person);
    const elsewhere = await logIn(t.app, person);
    const wrong = await call('POST', '/api/user/v1/change-password/', here, { current_password: 'Not-it-1', new_password: 'Changed-pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ current_password: 'incorrect' });
    const weak = await call('POST', '/api/user/v1/change-password/', here, { current_password: TEST_PASSWORD, new_password: 'weak' });
    expect(weak.json().error.fields).toEqual({ new_password: 'password_too_short' });
    const ok = await call('POST', '/api/user/v1/change-password/', here, { current_password: TEST_PASSWORD, new_password: 'Changed-pass1' });
    expect(ok.json()).toEqual({ ok: true });
    expect((await login(person, 'Changed-pass1')).statusCode).toBe(200);
    expect((await call('GET', `/api/user/v1/users/${person.user.id}/`, here)).statusCode).toBe(200);
    expect((await call('GET', `/api/user/v1/users/${person.user.id}/`, elsewhere)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/v1/change-password/', null, { current_password: 'x', new_password: 'Changed-pass1' })).statusCode).toBe(401);
  });
});
