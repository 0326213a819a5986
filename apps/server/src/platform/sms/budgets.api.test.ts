import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, smsMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { caller, MESSAGE } from '../../../test/organisation-factories';
import { DEFAULT_SMS_BUDGETS } from './budgets';

let t: TestApp;
let call: ReturnType<typeof caller>;
let api: ReturnType<typeof operationsApi>;
let home: OperationsCompany;

beforeAll(async () => {
  t = await createTestApp(); // the production budgets and country list
  call = caller(t.app);
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
});
afterAll(() => t.close());

const refusedRows = (companyId: number, kind: string) =>
  t.database.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.companyId, companyId), eq(smsMessages.kind, kind as 'invitation'), eq(smsMessages.status, 'refused')));

describe('SMS budgets', () => {
  it('300 invitations to different numbers stop at the company’s hourly budget, and the outbox shows the refusals', async () => {
    const company = await createOperationsCompany(t.app, t.database.db);
    const budget = DEFAULT_SMS_BUDGETS.invitation.company_hour!;
    const statuses: number[] = [];
    let refusal: { code: string; retryAfter: number } | undefined;
    for (let i = 0; i < 300; i += 1) {
      const phone = `+2348035${String(i).padStart(6, '0')}`;
      const response = await call('POST', '/api/user/v1/operator-invite/', company.sessions.sp, { ...MESSAGE, phone });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) refusal ??= { code: response.json().error.code, retryAfter: Number(response.headers['retry-after']) };
    }
    expect(statuses.slice(0, budget)).toEqual(Array(budget).fill(201));
    expect(statuses.slice(budget)).toEqual(Array(300 - budget).fill(429));
    expect(refusal!.code).toBe('sms_budget_exceeded');
    expect(refusal!.retryAfter).toBeGreaterThan(3000);
    expect(refusal!.retryAfter).toBeLessThanOrEqual(3600);

    // Nothing past the budget was queued or created.
    const queued = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.companyId, company.company.id), ne(smsMessages.status, 'refused')));
    expect(queued).toHaveLength(budget);
    expect(await t.database.db.select().from(invitations).where(eq(invitations.companyId, company.company.id))).toHaveLength(budget);
    // Every refusal is counted, on a bounded number of rows.
    const refused = await refusedRows(company.company.id, 'invitation');
    expect(refused.reduce((sum, row) => sum + row.attempts, 0)).toBe(300 - budget);
    expect(refused.length).toBeLessThanOrEqual(100);
    expect(new Set(refused.map((row) => row.refusedReason))).toEqual(new Set(['company_hour']));
    const outbox = (await call('GET', '/api/user/v1/sms-outbox/?status=refused&page_size=1', company.sessions.sp)).json();
    expect(outbox.items[0]).toMatchObject({ status: 'refused', kind: 'invitation', refused_reason: 'company_hour', sent_at: null });
    expect(outbox.items[0].last_error).toContain(`${budget} invitation SMS for this hour`);
  });

  it('refuses a number in a country outside the company’s list, until the company adds it (within the server’s list)', async () => {
    const ghana = '+233241234567';
    const refused = await call('POST', '/api/user/v1/operator-invite/', home.sessions.sp, { ...MESSAGE, phone: ghana });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'sms_country_not_allowed', fields: { phone: 'country_not_allowed' } });
    expect(await t.database.db.select().from(invitations).where(eq(invitations.phone, ghana))).toEqual([]);
    const [row] = await refusedRows(home.company.id, 'invitation');
    expect(row).toMatchObject({ toPhone: ghana, refusedReason: 'country_not_allowed', attempts: 1 });

    // The United States is not on the server's list: a company cannot add it.
    const us = await call('PUT', `/api/user/v1/companies/${home.company.id}/`, home.sessions.sp, { sms_countries: ['GH', 'us'] });
    expect(us.statusCode).toBe(400);
    expect(us.json().error.fields).toEqual({ 'sms_countries.1': 'country_not_allowed' });
    const updated = await call('PUT', `/api/user/v1/companies/${home.company.id}/`, home.sessions.sp, { sms_countries: ['gh'] });
    expect(updated.json()).toMatchObject({ sms_countries: ['GH'] });
    expect(updated.json().sms_countries_allowed).toContain('NG');
    expect((await call('POST', '/api/user/v1/operator-invite/', home.sessions.sp, { ...MESSAGE, phone: ghana })).statusCode).toBe(201);
    expect((await call('POST', '/api/user/v1/operator-invite/', home.sessions.sp, { ...MESSAGE, phone: '+14155552671' })).statusCode).toBe(422);
    // Only the company's own service providers see its SMS countries.
    const seenByOperator = (await call('GET', `/api/user/v1/companies/${home.company.id}/`, home.sessions.op)).json();
    expect(seenByOperator.sms_countries).toBeUndefined();
  });

  it('sends one movement’s receipt at most as often as its budget allows', async () => {
    const checkIn = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20]))).json();
    const url = `/operation/v1/movements/${checkIn.movement.id}/receipt/sms/`;
    const budget = DEFAULT_SMS_BUDGETS.receipt.subject_day!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.call('POST', url, home.sessions.op)));
    expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(budget);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(50 - budget);
    expect(refused[0]!.json().error.code).toBe('sms_recipient_limit');
    const sent = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'receipt'), ne(smsMessages.status, 'refused'), eq(smsMessages.toPhone, home.farmer.user.phone!)));
    expect(sent[0]!.n).toBe(budget);
    // Another movement of the same farmer still gets its receipt.
    const next = (await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [21]))).json();
    expect((await api.call('POST', `/operation/v1/movements/${next.movement.id}/receipt/sms/`, home.sessions.op)).statusCode).toBe(202);
  });

  it('refuses invitation texts that carry another link or a phone number, naming the field', async () => {
    const invite = (parts: object) => call('POST', '/api/user/v1/operator-invite/', home.sessions.sp, { ...MESSAGE, phone: '+2348036000001', ...parts });
    const link = await invite({ partOne: 'URGENT: your account is locked, see http://evil.example now' });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.fields).toEqual({ partOne: 'link_not_allowed' });
    expect((await invite({ partTwo: 'or visit evil.example/x' })).json().error.fields).toEqual({ partTwo: 'link_not_allowed' });
    expect((await invite({ partTwo: 'Questions? Call +234 803 000 9999.' })).json().error.fields).toEqual({ partTwo: 'phone_number_not_allowed' });
    expect((await invite({ partOne: 'x'.repeat(201) })).json().error.fields).toEqual({ partOne: 'too_long' });
    // The app's own address, and numbers that are not phone numbers, are fine.
    const fine = await invite({ partOne: 'Join us at http://localhost:8080/auth for 24 hours,', partTwo: 'room 12, 2 crates.' });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
