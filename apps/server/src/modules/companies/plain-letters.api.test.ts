import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsPlainLetters } from '@coldroom/domain';
import { smsMessages, users } from '../../db/schema';
import { smsSize } from '../../platform/pdf';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createPerson } from '../../../test/factories';
import { createOperationsCompany, farmerIdOf, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// "SMS without tone marks" (docs/translations.md): a company setting; its SMS are written in plain letters
// as they are queued, so a Yoruba or Hausa receipt is one GSM-7 text instead of a longer UCS-2 one.
let t: TestApp;
let company: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  company = await createOperationsCompany(t.app, t.database.db);
});
afterAll(async () => t?.close());

const put = (body: Record<string, unknown>, session = company.sessions.sp) =>
  t.app.inject({ method: 'PUT', url: `/api/user/v1/companies/${company.company.id}/`, headers: session.headers, payload: body });

/** A farmer reading `language`, one crate checked in, and the receipt SMS sent: the outbox row. */
async function receiptSms(language: 'yo' | 'ha') {
  const person = await createPerson(t.database.db, 'Farmer', { company: company.company, canLogIn: false });
  await t.database.db.update(users).set({ language }).where(eq(users.id, person.user.id));
  const farmerId = await farmerIdOf(t.database.db, person.user);
  const checkIn = (await api.checkIn(company.sessions.op, tomatoes(farmerId, company.crateRoom.id, [20]))).json();
  const sent = await api.call('POST', `/operation/v1/movements/${checkIn.movement.id}/receipt/sms/`, company.sessions.op);
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const [row] = await t.database.db.select().from(smsMessages).where(and(eq(smsMessages.toPhone, person.user.phone!), eq(smsMessages.kind, 'receipt')));
  return row!;
}

describe('SMS without tone marks', () => {
  it('is off by default: a Yoruba receipt keeps its marks (UCS-2)', async () => {
    const company_ = (await t.app.inject({ method: 'GET', url: `/api/user/v1/companies/${company.company.id}/`, headers: company.sessions.sp.headers })).json();
    expect(company_.sms_plain_letters).toBe(false);
    const row = await receiptSms('yo');
    expect(row.body).toMatch(/[ẹọṣ]|[\u0300-\u036f]/u);
    expect(smsSize(row.body).encoding).toBe('ucs2');
  });

  it('turned on by a service provider, writes Yoruba and Hausa receipts in plain letters (GSM-7, fewer parts)', async () => {
    const on = await put({ sms_plain_letters: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().sms_plain_letters).toBe(true);
    for (const language of ['yo', 'ha'] as const) {
      const row = await receiptSms(language);
      expect(row.body, language).toBe(smsPlainLetters(row.body));
      expect(row.body, language).not.toMatch(/[ẹọṣɓɗƙƴ]|[\u0300-\u036f]/u);
      const size = smsSize(row.body);
      expect(size.encoding, `${language}: ${row.body}`).toBe('gsm7');
    }
    expect((await put({ sms_plain_letters: false })).json().sms_plain_letters).toBe(false);
  });

  it('is a service provider\'s setting: an operator cannot change it, a bad value names the field', async () => {
    expect((await put({ sms_plain_letters: true }, company.sessions.op)).statusCode).toBe(403);
    const bad = await put({ sms_plain_letters: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toContain('sms_plain_letters');
  });
});
