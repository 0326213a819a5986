import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS } from '../../modules/auth/login-throttle';
import { FARMER_SIGNUPS_PER_ADDRESS_HOUR } from '../../modules/farmers/signup';
import { DEFAULT_SMS_BUDGETS } from '../sms/budgets';
import { createTestApp, secondApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, uniquePhone, type Session } from '../../../test/factories';
import { MESSAGE } from '../../../test/organisation-factories';

// Two server apps on one database, as two server processes behind a load balancer: every limit is
// counted once for both (and so also survives a restart of either).
let t: TestApp;
let other: Awaited<ReturnType<typeof secondApp>>;
let apps: [FastifyInstance, FastifyInstance];
let staff: Awaited<ReturnType<typeof createCompanyWithStaff>>;
let sp: Session;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondApp(t);
  apps = [t.app, other.app];
  staff = await createCompanyWithStaff(t.database.db);
  sp = await logIn(t.app, staff.serviceProvider);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The i-th request goes to one app or the other, in turn. */
const either = (i: number) => apps[i % 2]!;

describe('limits shared by several server processes', () => {
  it('log-in throttling: failures on one app make the address wait on the other', async () => {
    const login = (app: FastifyInstance, password: string) =>
      app.inject({ method: 'POST', url: '/api/user/v1/login/', remoteAddress: '10.7.0.1', payload: { username: staff.operator.user.phone, password, user_type: 'op' } });
    for (let i = 0; i <= DEFAULT_LOGIN_LIMITS.pair.free; i += 1) expect((await login(either(i), 'Wrong-password1')).statusCode).toBe(401);
    expect((await login(t.app, 'Wrong-password1')).statusCode).toBe(429);
    expect((await login(other.app, staff.operator.password)).statusCode).toBe(429);
  });

  it('route limits (@fastify/rate-limit): 30 company sign-ups an hour per address, across both apps', async () => {
    const signUp = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/user/v1/service-provider-signup/', remoteAddress: '10.7.0.2', payload: {} });
    for (let i = 0; i < 30; i += 1) expect((await signUp(either(i))).statusCode).toBe(400);
    const limited = await signUp(other.app);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect((await signUp(t.app)).statusCode).toBe(429);
  });

  it('SMS budgets: the company’s invitations per hour, across both apps', async () => {
    const budget = DEFAULT_SMS_BUDGETS.invitation.company_hour!;
    const invite = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/user/v1/operator-invite/', headers: sp.headers, payload: { ...MESSAGE, phone: uniquePhone() } });
    const answers = await Promise.all(Array.from({ length: budget + 10 }, (_, i) => invite(either(i))));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(budget);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(10);
  });

  it(`anonymous farmer sign-ups: ${FARMER_SIGNUPS_PER_ADDRESS_HOUR} an hour per address, across both apps`, async () => {
    const signUp = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/user/v1/farmers/',
        remoteAddress: '10.7.0.3',
        payload: { user: { first_name: 'Ada', phone: uniquePhone(), password: 'Farmer-pass1' }, createUser: true },
      });
    for (let i = 0; i < FARMER_SIGNUPS_PER_ADDRESS_HOUR; i += 1) expect((await signUp(either(i))).statusCode).toBe(202);
    expect((await signUp(t.app)).statusCode).toBe(429);
    expect((await signUp(other.app)).statusCode).toBe(429);
  });

  it('verification codes: the wait between two codes for a number, across both apps', async () => {
    const phone = uniquePhone();
    const resend = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/user/v1/farmers/verify/resend/', remoteAddress: '10.7.0.4', payload: { phone } });
    expect((await resend(t.app)).statusCode).toBe(202);
    expect((await resend(other.app)).statusCode).toBe(429);
  });

  it('password resets: the address’s SMS budget, across both apps', async () => {
    const budget = DEFAULT_SMS_BUDGETS.password_reset.address_hour!;
    const reset = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/user/v1/reset-password/', remoteAddress: '10.7.0.5', payload: { phoneNumber: uniquePhone() } });
    for (let i = 0; i < budget; i += 1) expect((await reset(either(i))).statusCode).toBe(200);
    const refused = await reset(other.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('sms_budget_exceeded');
  });
});
