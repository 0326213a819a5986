import { and, eq } from 'drizzle-orm';
import type { Role } from '@coldroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, createPerson, logIn, uniquePhone, type Person, type Session } from '../../../test/factories';
import { createLocation, createRoom } from '../../../test/site-factories';
import { AdminCommandError, createAdministrator, listAdministrators } from '../../tools/admin';
import { admitMessage } from '../../platform/sms/admission';
import { DEFAULT_SMS_BUDGETS } from '../../platform/sms/budgets';

let t: TestApp;
let admin: Session;
let adminPerson: Person;
const PASSWORD = 'Admin-pass1';

beforeAll(async () => {
  t = await createTestApp();
  const phone = uniquePhone();
  const created = await createAdministrator(t.database.db, { phone, password: PASSWORD });
  adminPerson = { user: { id: created.id, phone } as Person['user'], role: 'Administrator' as Role, userType: 'admin', password: PASSWORD };
  admin = await logIn(t.app, adminPerson);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, session?: Session | null, payload?: object) =>
  t.app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
const companyUrl = (id: number) => `/api/admin/v1/companies/${id}/`;

describe('the admin command', () => {
  it('creates an administrator without a company, who logs in with the user type admin', async () => {
    expect(admin.login.role).toBe('Administrator');
    expect(admin.login.company).toBeNull();
    expect((await listAdministrators(t.database.db)).map((a) => a.id)).toContain(adminPerson.user.id);
    const asSp = await call('POST', '/api/user/v1/login/', null, { username: adminPerson.user.phone, password: PASSWORD, user_type: 'sp' });
    expect(asSp.statusCode).toBe(401);
  });

  it('refuses a phone that belongs to a company person or an administrator, and a weak password', async () => {
    const { serviceProvider } = await createCompanyWithStaff(t.database.db);
    await expect(createAdministrator(t.database.db, { phone: serviceProvider.user.phone!, password: PASSWORD })).rejects.toThrow(/service provider/);
    await expect(createAdministrator(t.database.db, { phone: adminPerson.user.phone!, password: PASSWORD })).rejects.toThrow(/already an administrator/);
    await expect(createAdministrator(t.database.db, { phone: uniquePhone(), password: 'short' })).rejects.toBeInstanceOf(AdminCommandError);
    await expect(createAdministrator(t.database.db, { phone: '0803', password: PASSWORD })).rejects.toBeInstanceOf(AdminCommandError);
  });

  it('keeps the administrator out of company endpoints (403) but lets them read their own account and log out', async () => {
    for (const url of ['/api/user/v1/companies/', '/api/operation/v1/surveys/market/pending/', '/api/user/v1/farmers/', '/api/operation/v1/movements/']) {
      const response = await call('GET', url, admin);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect((await call('GET', `/api/user/v1/users/${adminPerson.user.id}/`, admin)).statusCode).toBe(200);
  });
});

describe('companies as the administrator sees them', () => {
  it('lists companies with rooms, people by role, SMS sent and last activity; searches by name', async () => {
    const staff = await createCompanyWithStaff(t.database.db);
    await t.database.db.update(companies).set({ name: 'Zebra Frost Ltd' }).where(eq(companies.id, staff.company.id));
    const place = await createLocation(t.database.db, staff.company.id);
    await createRoom(t.database.db, place);
    await createRoom(t.database.db, place);
    await createPerson(t.database.db, 'Operator', { company: staff.company });
    const sms = (status: 'sent' | 'refused') => ({ companyId: staff.company.id, toPhone: uniquePhone(), body: 'x', kind: 'receipt' as const, provider: 'outbox', status, ...(status === 'refused' ? { refusedReason: 'company_day' as const } : {}) });
    await t.database.db.insert(smsMessages).values([sms('sent'), sms('sent'), sms('refused')]);
    await logIn(t.app, staff.operator);

    const list = await call('GET', '/api/admin/v1/companies/?search=zebra%20frost', admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(1);
    const [row] = list.json().items;
    expect(row).toMatchObject({
      id: staff.company.id,
      name: 'Zebra Frost Ltd',
      currency: 'NGN',
      rooms: 2,
      users: { service_providers: 1, operators: 2, farmers: 1 },
      sms: { sent_this_month: 2, sent_total: 2, refused_this_month: 1 },
      sms_day_limit: null,
      suspended_at: null,
      flags: { ml4Market: false, ml4Quality: false, ml4Farmers: false, digital_twin: true },
    });
    expect(Date.now() - Date.parse(row.last_activity)).toBeLessThan(60_000);
    expect((await call('GET', '/api/admin/v1/companies/?search=no-such-company-name', admin)).json()).toMatchObject({ items: [], total: 0 });
    const paged = (await call('GET', '/api/admin/v1/companies/?page_size=1&page=2', admin)).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', companyUrl(999_999), admin)).statusCode).toBe(404);
  });

  it('switches a flag and writes the before and after to the audit log', async () => {
    const { company } = await createCompanyWithStaff(t.database.db);
    const response = await call('PATCH', `${companyUrl(company.id)}flags/`, admin, { ml4Market: true, ml4Quality: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().flags).toEqual({ ml4Market: true, ml4Quality: true, ml4Farmers: false, digital_twin: true });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.company.flags'), eq(auditLog.entityId, String(company.id))));
    expect(audit).toMatchObject({ companyId: company.id, actorUserId: adminPerson.user.id, details: { before: { ml4Market: false, ml4Quality: false }, after: { ml4Market: true, ml4Quality: true } } });
    const empty = await call('PATCH', `${companyUrl(company.id)}flags/`, admin, {});
    expect(empty.statusCode).toBe(400);
    expect((await call('PATCH', `${companyUrl(company.id)}flags/`, admin, { ml4Market: 'yes' })).statusCode).toBe(400);
  });

  it('sets and removes the daily SMS cap, naming the field when it is not valid', async () => {
    const { company } = await createCompanyWithStaff(t.database.db);
    const set = await call('PATCH', `${companyUrl(company.id)}sms-budget/`, admin, { sms_day_limit: 250 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().sms_day_limit).toBe(250);
    const bad = await call('PATCH', `${companyUrl(company.id)}sms-budget/`, admin, { sms_day_limit: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toContain('sms_day_limit');
    expect((await call('PATCH', `${companyUrl(company.id)}sms-budget/`, admin, { sms_day_limit: null })).json().sms_day_limit).toBeNull();
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'admin.company.sms_budget'), eq(auditLog.companyId, company.id)));
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([{ before: { sms_day_limit: null }, after: { sms_day_limit: 250 } }, { before: { sms_day_limit: 250 }, after: { sms_day_limit: null } }]),
    );
  });
});

describe('the daily SMS cap', () => {
  it('refuses the company’s SMS beyond the cap the administrator set, whatever their kind', async () => {
    const { company } = await createCompanyWithStaff(t.database.db);
    await call('PATCH', `${companyUrl(company.id)}sms-budget/`, admin, { sms_day_limit: 2 });
    const allowance = { budgets: DEFAULT_SMS_BUDGETS, countries: ['NG'] };
    const admit = (kind: 'receipt' | 'invitation') =>
      t.database.db.transaction((tx) => admitMessage(tx, allowance, { companyId: company.id, to: uniquePhone(), text: 'x', kind }));
    expect(await admit('receipt')).toBeNull();
    expect(await admit('invitation')).toBeNull();
    expect(await admit('receipt')).toMatchObject({ reason: 'company_day', limit: 2 });
  });
});

describe('suspension', () => {
  it('refuses the company’s live requests, logins and refreshes with company_suspended until it is lifted; its farmers are not affected', async () => {
    const staff = await createCompanyWithStaff(t.database.db);
    const sp = await logIn(t.app, staff.serviceProvider);
    const farmer = await logIn(t.app, staff.farmer);
    expect((await call('GET', '/api/user/v1/companies/', sp)).statusCode).toBe(200);

    const reasonless = await call('POST', `${companyUrl(staff.company.id)}suspension/`, admin, { reason: ' ' });
    expect(reasonless.statusCode).toBe(400);
    const suspended = await call('POST', `${companyUrl(staff.company.id)}suspension/`, admin, { reason: 'Unpaid invoices' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspended_reason: 'Unpaid invoices' });
    expect(suspended.json().suspended_at).toEqual(expect.any(String));

    const live = await call('GET', '/api/user/v1/companies/', sp);
    expect(live.statusCode).toBe(403);
    expect(live.json().error.code).toBe('company_suspended');
    const login = await call('POST', '/api/user/v1/login/', null, { username: staff.operator.user.phone, password: staff.operator.password, user_type: 'op' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('company_suspended');
    const refresh = await call('POST', '/api/user/token/refresh/', null, { refresh: sp.refresh });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().error.code).toBe('company_suspended');
    // A wrong password still reads as wrong credentials: suspension is told only to who knows the password.
    const wrong = await call('POST', '/api/user/v1/login/', null, { username: staff.operator.user.phone, password: 'Wrong-pass1', user_type: 'op' });
    expect(wrong.json().error.code).toBe('invalid_credentials');
    expect((await call('GET', '/api/user/v1/companies/', farmer)).statusCode).toBe(200);

    const lifted = await call('DELETE', `${companyUrl(staff.company.id)}suspension/`, admin);
    expect(lifted.json()).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect((await call('GET', '/api/user/v1/companies/', sp)).statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.companyId, staff.company.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['admin.company.suspend', 'admin.company.unsuspend']));
  });
});

describe('market features (spec §6)', () => {
  it('refuses the market survey endpoints with market_features_off while the company’s ml4Market is off', async () => {
    const staff = await createCompanyWithStaff(t.database.db);
    const sessions = [await logIn(t.app, staff.serviceProvider), await logIn(t.app, staff.operator)];
    const urls = ['/api/operation/v1/surveys/market/pending/', '/api/operation/v1/surveys/market/check-outs/1/'];
    for (const session of sessions) {
      for (const url of urls) {
        const response = await call('GET', url, session);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe('market_features_off');
      }
      const post = await call('POST', '/api/operation/v1/surveys/market/', session, {});
      expect(post.json().error.code).toBe('market_features_off');
    }
    await call('PATCH', `${companyUrl(staff.company.id)}flags/`, admin, { ml4Market: true });
    for (const session of sessions) expect((await call('GET', urls[0]!, session)).statusCode).toBe(200);
    await call('PATCH', `${companyUrl(staff.company.id)}flags/`, admin, { ml4Market: false });
    expect((await call('GET', urls[0]!, sessions[0])).json().error.code).toBe('market_features_off');
  });
});
