import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coolingUnitOperators, invitations, operators, serviceProviders, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, uniquePhone, type Session } from '../../../test/factories';
import { caller, createInvitation, lastSmsTo, MESSAGE, waitFor } from '../../../test/organisation-factories';
import { roomsOfBoth, twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;
let rooms: number[];
let foreignRoom: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
  ({ rooms, foreignRoom } = await roomsOfBoth(t.database.db, org));
});
afterAll(() => t.close());

const inviteOperator = (session: Session, body: object) => call('POST', '/api/user/v1/operator-invite/', session, { ...MESSAGE, ...body });
const signUp = (kind: 'operator' | 'service-provider', body: object) =>
  call('POST', `/api/user/v1/${kind}-invite-signup/`, null, { first_name: 'Sadiq', last_name: 'Bello', password: 'Invited-pass1', ...body });

describe('inviting', () => {
  it('invites an operator with rooms: an 8-character code, 24 hours, an SMS with the link, sent after commit', async () => {
    const phone = uniquePhone();
    const before = Date.now();
    const response = await inviteOperator(org.sp, { phone, first_name: 'Sadiq', cooling_units: rooms, user_id: org.home.serviceProvider.user.id, urlTwo: 'http://localhost:8080/store' });
    expect(response.statusCode, response.body).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ role: 'Operator', phone, first_name: 'Sadiq', cooling_units: rooms, company: org.home.company.id, status: 'pending' });
    expect(invitation.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const hours = (Date.parse(invitation.expires_at) - before) / 3600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    const sms = await waitFor(async () => {
      const row = await lastSmsTo(t.database.db, phone);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sms).toMatchObject({ id: invitation.sms_message_id, companyId: org.home.company.id, kind: 'invitation', provider: 'outbox', attempts: 1 });
    expect(sms.body).toBe(
      `${MESSAGE.partOne} ${MESSAGE.urlOne}?code=${invitation.code}&phone=${encodeURIComponent(phone)} ${MESSAGE.partTwo} http://localhost:8080/store`,
    );
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'invitation.create'), eq(auditLog.entityId, String(invitation.id))));
    expect(audits).toHaveLength(1);
  });

  it('refuses links that do not point at the app or its store pages (400 naming the field)', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ urlOne: 'https://evil.example/auth' }, { urlOne: 'link_not_allowed' }],
      [{ urlOne: 'http://localhost:8080.evil.example/' }, { urlOne: 'invalid_url' }],
      [{ urlOne: 'http://localhost.evil.example:8080/auth' }, { urlOne: 'link_not_allowed' }],
      [{ urlOne: 'https://localhost:8080/auth' }, { urlOne: 'link_not_allowed' }],
      [{ urlOne: 'http://user@localhost:8080/auth' }, { urlOne: 'link_not_allowed' }],
      [{ urlOne: 'javascript:alert(1)' }, { urlOne: 'invalid_url' }],
      [{ urlOne: 'not a url' }, { urlOne: 'invalid_url' }],
      [{ urlTwo: 'https://play.google.com/store/apps/details?id=evil' }, { urlTwo: 'link_not_allowed' }],
    ];
    for (const [overrides, fields] of cases) {
      const response = await inviteOperator(org.sp, { phone: uniquePhone(), ...overrides });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error.fields).toEqual(fields);
    }
  });

  it('says when the app is open at an address other than APP_PUBLIC_URL (400 app_address_mismatch, both addresses)', async () => {
    const response = await inviteOperator(org.sp, { phone: uniquePhone(), urlOne: 'http://127.0.0.1:8080/auth' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('app_address_mismatch');
    expect(error.fields).toEqual({ urlOne: 'link_not_allowed' });
    expect(error.details).toEqual({ app_public_url: 'http://localhost:8080', link_address: 'http://127.0.0.1:8080' });
    expect(error.message).toContain('APP_PUBLIC_URL');
    // A malformed link is still a plain invalid field.
    expect((await inviteOperator(org.sp, { phone: uniquePhone(), urlOne: 'not a url' })).json().error.code).toBe('invalid_input');
  });

  it('accepts links to the configured store pages', async () => {
    const store = await createTestApp({ env: { ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=org.coldroom' } });
    try {
      const company = await createCompanyWithStaff(store.database.db);
      const session = await logIn(store.app, company.serviceProvider);
      const response = await caller(store.app)('POST', '/api/user/v1/operator-invite/', session, {
        ...MESSAGE,
        phone: uniquePhone(),
        urlTwo: 'https://play.google.com/store/apps/details?id=org.coldroom',
      });
      expect(response.statusCode, response.body).toBe(201);
    } finally {
      await store.close();
    }
  });

  it('names every other invalid field', async () => {
    const response = await inviteOperator(org.sp, { phone: '0803', cooling_units: [rooms[0], foreignRoom], user_id: org.home.operator.user.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ phone: 'invalid_phone', cooling_units: 'unknown_cooling_unit', user_id: 'must_be_caller' });
    const shape = await inviteOperator(org.sp, { phone: uniquePhone(), partOne: 'x'.repeat(301), email: 'bad' });
    expect(shape.json().error.fields).toMatchObject({ partOne: 'too_long', email: 'invalid_email' });
    expect((await call('POST', '/api/user/v1/operator-invite/', org.sp, { phone: uniquePhone() })).json().error.fields).toMatchObject({
      partOne: 'required',
      urlOne: 'required',
    });
  });

  it('refuses a phone someone already has (409)', async () => {
    const response = await inviteOperator(org.sp, { phone: org.other.farmer.user.phone });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ phone: 'taken' });
  });

  it('a new invitation to the same phone replaces the old one, whose code stops working', async () => {
    const phone = uniquePhone();
    const first = (await inviteOperator(org.sp, { phone })).json();
    const second = (await inviteOperator(org.sp, { phone })).json();
    expect(second.code).not.toBe(first.code);
    const [old] = await t.database.db.select().from(invitations).where(eq(invitations.id, first.id));
    expect(old?.replacedAt).not.toBeNull();
    expect((await call('GET', `/api/user/v1/operator-invite/?code=${first.code}`)).statusCode).toBe(404);
    expect((await signUp('operator', { phone, code: first.code })).json().error.code).toBe('invitation_invalid');
    const list = (await call('GET', `/api/user/v1/operator-invite/?company=${org.home.company.id}`, org.sp)).json();
    expect(list.filter((i: { phone: string }) => i.phone === phone).map((i: { id: number }) => i.id)).toEqual([second.id]);
  });

  it('only service providers invite (403)', async () => {
    expect((await inviteOperator(org.op, { phone: uniquePhone() })).statusCode).toBe(403);
    expect((await call('POST', '/api/user/v1/service-provider-invite/', org.op, { ...MESSAGE, phone: uniquePhone() })).statusCode).toBe(403);
    expect((await call('POST', '/api/user/v1/operator-invite/', null, { ...MESSAGE, phone: uniquePhone() })).statusCode).toBe(401);
  });
});

describe('listing, previewing and cancelling', () => {
  it('lists open invitations of the caller’s company per role; another company’s is 404, operators 403', async () => {
    const spInvite = (await call('POST', '/api/user/v1/service-provider-invite/', org.sp, { ...MESSAGE, phone: uniquePhone(), cooling_units: [1] })).json();
    expect(spInvite).toMatchObject({ role: 'Service Provider', cooling_units: [] });
    const sps = (await call('GET', '/api/user/v1/service-provider-invite/', org.sp)).json();
    expect(sps.map((i: { id: number }) => i.id)).toContain(spInvite.id);
    const ops = (await call('GET', `/api/user/v1/operator-invite/?company=${org.home.company.id}`, org.sp)).json();
    expect(ops.every((i: { role: string }) => i.role === 'Operator')).toBe(true);
    expect((await call('GET', `/api/user/v1/operator-invite/?company=${org.home.company.id}`, org.otherSp)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/v1/operator-invite/?company=${org.home.company.id}`, org.op)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/v1/operator-invite/')).statusCode).toBe(401);
    expect((await call('GET', '/api/user/v1/service-provider-invite/', org.otherSp)).json().map((i: { id: number }) => i.id)).not.toContain(spInvite.id);
  });

  it('previews a code publicly (for the sign-up form) without other company details', async () => {
    const phone = uniquePhone();
    const invitation = (await inviteOperator(org.sp, { phone, first_name: 'Preview' })).json();
    const response = await call('GET', `/api/user/v1/operator-invite/?code=${invitation.code.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: invitation.code,
      role: 'Operator',
      phone,
      first_name: 'Preview',
      last_name: null,
      email: null,
      company_name: org.home.company.name,
      expires_at: invitation.expires_at,
    });
    expect((await call('GET', '/api/user/v1/operator-invite/?code=NOPE')).json().error.code).toBe('invitation_invalid');
  });

  it('cancels an open invitation of the company; another company’s is 404; a used one 409', async () => {
    const invitation = (await inviteOperator(org.sp, { phone: uniquePhone() })).json();
    expect((await call('DELETE', `/api/user/v1/invitations/${invitation.id}/`, org.otherSp)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/v1/invitations/${invitation.id}/`, org.op)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/user/v1/invitations/${invitation.id}/`, org.sp)).statusCode).toBe(204);
    expect((await call('GET', `/api/user/v1/operator-invite/?code=${invitation.code}`)).json().error.code).toBe('invitation_invalid');
    const used = await createInvitation(t.database.db, org.home.company, { code: 'USED0001', phone: uniquePhone(), usedAt: new Date() });
    expect((await call('DELETE', `/api/user/v1/invitations/${used.id}/`, org.sp)).statusCode).toBe(409);
  });
});

describe('signing up with an invitation', () => {
  it('an operator signs up, joins the inviter’s company with the invited rooms, and logs in; the code works once', async () => {
    const phone = uniquePhone();
    const invitation = (await inviteOperator(org.sp, { phone, cooling_units: rooms })).json();
    const response = await signUp('operator', { phone: phone.replace('+234', '+234 '), code: invitation.code, gender: 'male' });
    expect(response.statusCode, response.body).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ role: 'Operator', company: org.home.company.id, phone, first_name: 'Sadiq', gender: 'male' });
    const [operator] = await t.database.db.select().from(operators).where(eq(operators.userId, user.id));
    const assigned = await t.database.db.select().from(coolingUnitOperators).where(eq(coolingUnitOperators.operatorId, operator!.id));
    expect(assigned.map((a) => a.coolingUnitId).sort()).toEqual([...rooms].sort());
    const login = await t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username: phone, password: 'Invited-pass1', user_type: 'op' } });
    expect(login.statusCode).toBe(200);
    const again = await signUp('operator', { phone, code: invitation.code });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('invitation_used');
    expect((await call('GET', `/api/user/v1/operator-invite/?code=${invitation.code}`)).json().error.code).toBe('invitation_used');
  });

  it('a service provider signs up into the inviter’s company', async () => {
    const phone = uniquePhone();
    const invitation = (await call('POST', '/api/user/v1/service-provider-invite/', org.sp, { ...MESSAGE, phone })).json();
    const response = await signUp('service-provider', { phone, code: invitation.code, email: 'new.sp@example.com' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await t.database.db.select().from(serviceProviders).where(eq(serviceProviders.userId, response.json().id));
    expect(row?.companyId).toBe(org.home.company.id);
  });

  it('checks the type: an operator code does not make a service provider', async () => {
    const phone = uniquePhone();
    const invitation = (await inviteOperator(org.sp, { phone })).json();
    const response = await signUp('service-provider', { phone, code: invitation.code });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('invitation_invalid');
  });

  it('refuses an expired invitation (422) and a phone other than the invited one', async () => {
    const phone = uniquePhone();
    await createInvitation(t.database.db, org.home.company, { code: 'EXP1RED1', phone, expiresAt: new Date(Date.now() - 1000) });
    const expired = await signUp('operator', { phone, code: 'EXP1RED1' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.code).toBe('invitation_expired');
    await createInvitation(t.database.db, org.home.company, { code: 'JVSTNEW1', phone, expiresAt: new Date(Date.now() + 60_000) });
    const mismatch = await signUp('operator', { phone: uniquePhone(), code: 'JVSTNEW1' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error).toMatchObject({ code: 'invitation_phone_mismatch', fields: { phone: 'phone_mismatch' } });
  });

  it('refuses when the phone was taken since the invitation (409), and validates the form', async () => {
    const phone = uniquePhone();
    const invitation = (await inviteOperator(org.sp, { phone })).json();
    await t.database.db.update(users).set({ phone }).where(eq(users.id, org.other.farmer.user.id));
    const taken = await signUp('operator', { phone, code: invitation.code });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ phone: 'taken' });
    const bad = await signUp('operator', { phone: 'x', code: '12', password: 'weak', first_name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ code: 'invalid_code', password: 'password_too_short', first_name: 'required' });
    const [unused] = await t.database.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(unused?.usedAt).toBeNull();
    const sms = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, invitation.sms_message_id));
    expect(sms).toHaveLength(1);
  });
});
