import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, companyFarmers, farmers, serviceProviders, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uniqueEmail, uniquePhone } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
function body(overrides: { user?: object; company?: object } = {}) {
  n += 1;
  return {
    user: { first_name: 'Adaeze', last_name: 'Okafor', gender: 'female', phone: uniquePhone(), email: uniqueEmail(), password: 'Strong-pass1', ...overrides.user },
    company: { name: `Sunny Cold Rooms ${n}`, country: 'NG', language: 'hi', ...overrides.company },
  };
}
const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/v1/service-provider-signup/', payload });

describe('service-provider sign-up', () => {
  it('creates the company, its first service provider and its walk-in customer, with the defaults', async () => {
    const payload = body();
    const response = await signUp(payload);
    expect(response.statusCode, response.body).toBe(201);
    const { company, user } = response.json();
    expect(company).toMatchObject({
      name: payload.company.name,
      country: 'NG',
      currency: 'NGN',
      digital_twin: true,
      ml4Market: true,
      ml4Quality: false,
      ml4Farmers: false,
      time_zone: 'Africa/Lagos',
      crop: [],
      logo: null,
      account_name: null,
    });
    expect(user).toMatchObject({ role: 'Service Provider', company: company.id, phone: payload.user.phone, language: 'hi' });
    const [sp] = await t.database.db.select().from(serviceProviders).where(eq(serviceProviders.userId, user.id));
    expect(sp?.companyId).toBe(company.id);
    const walkIns = await t.database.db
      .select()
      .from(farmers)
      .innerJoin(companyFarmers, eq(companyFarmers.farmerId, farmers.id))
      .where(and(eq(companyFarmers.companyId, company.id), eq(farmers.isWalkIn, true)));
    expect(walkIns).toHaveLength(1);
    expect(walkIns[0]?.farmers.userCode).toMatch(/^[0-9A-Z]{8}$/);
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.signup'), eq(auditLog.companyId, company.id)));
    expect(audits).toHaveLength(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/login/',
      payload: { username: payload.user.phone, password: 'Strong-pass1', user_type: 'sp' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'Service Provider', company: company.id });
  });

  it('sets the time zone and ml4Market from the country, and takes a currency and crop list', async () => {
    const india = await signUp(body({ company: { country: 'in', currency: 'inr', crop: ['tomato', 'onion', 'tomato'] } }));
    expect(india.statusCode, india.body).toBe(201);
    expect(india.json().company).toMatchObject({ country: 'IN', currency: 'INR', time_zone: 'Asia/Kolkata', ml4Market: true, crop: ['tomato', 'onion'] });
    const ghana = await signUp(body({ company: { country: 'GH' } }));
    expect(ghana.json().company).toMatchObject({ country: 'GH', currency: 'NGN', time_zone: 'Africa/Accra', ml4Market: false });
  });

  it('refuses a company name that exists in another case (409 naming the field) and changes nothing', async () => {
    const first = body();
    expect((await signUp(first)).statusCode).toBe(201);
    const again = body({ company: { name: first.company.name.toUpperCase() } });
    const response = await signUp(again);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'duplicate', fields: { 'company.name': 'taken' } });
    const [user] = await t.database.db.select().from(users).where(eq(users.phone, again.user.phone));
    expect(user).toBeUndefined();
  });

  it('refuses a phone or an email someone has', async () => {
    const first = body();
    await signUp(first);
    const phone = await signUp(body({ user: { phone: first.user.phone } }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.fields).toEqual({ 'user.phone': 'taken' });
    const email = await signUp(body({ user: { email: first.user.email.toUpperCase() } }));
    expect(email.statusCode).toBe(409);
    expect(email.json().error.fields).toEqual({ 'user.email': 'taken' });
    const companyRows = await t.database.db.select().from(companies);
    expect(new Set(companyRows.map((c) => c.name.toLowerCase())).size).toBe(companyRows.length);
  });

  it('names every invalid field', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ user: { phone: '0803 000 0001' } }, { 'user.phone': 'invalid_phone' }],
      [{ user: { phone: '+234 12' } }, { 'user.phone': 'invalid_phone' }],
      [{ user: { email: `${'a'.repeat(65)}@example.com` } }, { 'user.email': 'invalid_email' }],
      [{ user: { password: 'short1A' } }, { 'user.password': 'password_too_short' }],
      [{ user: { password: 'nouppercase1' } }, { 'user.password': 'password_needs_uppercase' }],
      [{ user: { password: 'NoDigitsHere' } }, { 'user.password': 'password_needs_digit' }],
      [{ user: { first_name: '' } }, { 'user.first_name': 'required' }],
      [{ company: { country: 'XX' } }, { 'company.country': 'unknown_country' }],
      [{ company: { country: 'Nigeria' } }, { 'company.country': 'unknown_country' }],
      [{ company: { currency: 'ABC' } }, { 'company.currency': 'invalid_currency' }],
      [{ company: { crop: ['tomato', 'moon-rock'] } }, { 'company.crop.1': 'unknown_crop' }],
      [{ company: { time_zone: 'Mars/Olympus' } }, { 'company.time_zone': 'invalid_time_zone' }],
      [{ company: { name: '   ' } }, { 'company.name': 'required' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await signUp(body(overrides as { user?: object; company?: object }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.code).toBe('invalid_input');
      expect(response.json().error.fields, JSON.stringify(overrides)).toMatchObject(fields);
    }
    const missing = await signUp({ user: { first_name: 'A' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ company: 'required', 'user.phone': 'required', 'user.password': 'required' });
  });
});
