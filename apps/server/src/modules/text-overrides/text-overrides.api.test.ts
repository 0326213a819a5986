import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@coldroom/domain';
import { auditLog, smsMessages, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ageCheckIn, createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';
import { rateChangeText } from '../rate-cards/rate-change-text';

// docs/text-overrides.md: a company's own SMS texts and crop advice, checked, audited and used.

let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;

const BASE = '/operation/v1/text-overrides/';
const FR_TEXT = '{company} : nouveau tarif le {date} pour {lots} ({room}). Total maintenant : {amount}. Merci !';

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  [home, other] = [await createOperationsCompany(t.app, t.database.db, { crateRoom: { capacity: 500 } }), await createOperationsCompany(t.app, t.database.db)];
});
afterAll(async () => t?.close());

const put = (session: OperationsCompany['sessions']['sp'], path: string, text: unknown) => api.call('PUT', `${BASE}${path}`, session, { text });

describe('who may change texts', () => {
  it('a service provider writes, reads and removes; operators and farmers get 403', async () => {
    const written = await put(home.sessions.sp, 'sms/import_welcome/en/', 'Hello from {company}! Your code: {code}.');
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ kind: 'sms', key: 'import_welcome', language: 'en', text: 'Hello from {company}! Your code: {code}.' });
    expect(written.json().updated_by.id).toBe(home.serviceProvider.user.id);
    for (const session of [home.sessions.op, home.sessions.farmer]) {
      expect((await put(session, 'sms/import_welcome/en/', 'Hi {company} {code}')).statusCode).toBe(403);
      expect((await api.get(session, BASE)).statusCode).toBe(403);
      expect((await api.call('DELETE', `${BASE}sms/import_welcome/en/`, session)).statusCode).toBe(403);
      expect((await api.get(session, `${BASE}templates/`)).statusCode).toBe(403);
    }
    const listed = await api.get(home.sessions.sp, BASE);
    expect(listed.json().items.map((item: { key: string }) => item.key)).toEqual(['import_welcome']);
  });

  it("another company neither sees nor removes the company's text (404), and has its own", async () => {
    expect((await api.get(other.sessions.sp, BASE)).json().items).toEqual([]);
    const removed = await api.call('DELETE', `${BASE}sms/import_welcome/en/`, other.sessions.sp);
    expect(removed.statusCode).toBe(404);
    expect((await api.get(home.sessions.sp, BASE)).json().items).toHaveLength(1);
  });

  it('every change is in the audit log with the text before and after', async () => {
    expect((await put(home.sessions.sp, 'sms/import_welcome/en/', 'Welcome, {company} member. Code {code}.')).statusCode).toBe(200);
    expect((await api.call('DELETE', `${BASE}sms/import_welcome/en/`, home.sessions.sp)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.companyId, home.company.id), eq(auditLog.entityType, 'text_override'))).orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['text_override.update', 'text_override.update', 'text_override.delete']);
    expect(rows[1]!.details).toMatchObject({ kind: 'sms', key: 'import_welcome', language: 'en', before: { text: 'Hello from {company}! Your code: {code}.' }, after: { text: 'Welcome, {company} member. Code {code}.' } });
    expect(rows[2]!.details).toMatchObject({ after: { text: null } });
    expect((await api.get(home.sessions.sp, BASE)).json().items).toEqual([]);
  });
});

describe('bad input answers 400 naming the field', () => {
  it.each([
    ['an unknown kind', 'email/import_welcome/en/', 'Hi {company} {code}', { kind: 'unknown' }],
    ['an unknown template', 'sms/birthday/en/', 'Hi {company} {code}', { key: 'unknown' }],
    ['an unknown crop', 'crop_advice/dragonfruit-x/en/', 'Keep it cool.', { key: 'unknown' }],
    ['a language we do not have', 'sms/import_welcome/de/', 'Hallo {company} {code}', { language: 'unknown' }],
    ['an empty text', 'sms/import_welcome/en/', '   ', { text: 'required' }],
    ['an SMS text over 480 characters', 'sms/import_welcome/en/', `{company} {code} ${'a'.repeat(470)}`, { text: 'too_long' }],
    ['advice over 2,000 characters', 'crop_advice/tomato/en/', 'a'.repeat(2001), { text: 'too_long' }],
    ['a placeholder the template does not know', 'sms/import_welcome/en/', '{company}: your code is {code}, {foo}.', { text: 'unknown_placeholder' }],
    ['a required placeholder dropped', 'sms/import_welcome/en/', 'Welcome to {company}.', { text: 'missing_placeholder' }],
    ['the company dropped from the reminder', 'sms/balance_reminder/fr/', 'Vous devez {amount}.', { text: 'missing_placeholder' }],
    ['unbalanced braces', 'sms/import_welcome/en/', 'Welcome to {company. Code {code}.', { text: 'unbalanced_braces' }],
    ['a closing brace alone', 'sms/import_welcome/en/', 'Welcome to {company}} Code {code}.', { text: 'unbalanced_braces' }],
  ])('%s', async (_name, path, text, fields) => {
    const response = await put(home.sessions.sp, path, text);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_input', fields });
  });

  it('a text that is not a string names the text', async () => {
    const response = await put(home.sessions.sp, 'sms/import_welcome/en/', 42);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields ?? {})).toContain('text');
  });

  it('a refused text leaves nothing behind', async () => {
    expect((await api.get(home.sessions.sp, BASE)).json().items).toEqual([]);
  });
});

describe('the templates and their defaults', () => {
  it('lists each template with the blanks of its English default and a default in every language', async () => {
    const response = await api.get(home.sessions.sp, `${BASE}templates/`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sms_max).toBe(480);
    const byKey = Object.fromEntries(body.items.map((item: { key: string }) => [item.key, item]));
    expect(Object.keys(byKey).sort()).toEqual(['balance_reminder', 'import_welcome', 'pickup_notice', 'rate_change']);
    expect(byKey.import_welcome.required).toEqual(['company', 'code']);
    expect(byKey.rate_change.required.sort()).toEqual(['amount', 'company', 'date', 'lots', 'room']);
    expect(byKey.import_welcome.defaults.fr).toContain('{code}');
    expect(byKey.pickup_notice.defaults.hi).toContain('{company}');
  });
});

describe('a company text in a real SMS', () => {
  let lastDue = 0;
  async function applyNewVersion(rateMinor: number): Promise<string> {
    const today = calendarDateIn(new Date(), 'Africa/Lagos');
    const created = await api.call('POST', `/operation/v1/cooling-units/${home.crateRoom.id}/rate-cards/`, home.sessions.sp, {
      crop_id: 'tomato',
      effective_from: today,
      card: { basis: 'crate', period: 'day', rate_minor: rateMinor },
    });
    expect(created.statusCode, created.body).toBe(201);
    const applied = await api.call('POST', `/operation/v1/rate-cards/${created.json().id}/apply/`, home.sessions.sp, { confirm: true });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().sms_queued).toBe(1);
    lastDue = applied.json().after_minor;
    const [sms] = await t.database.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'rate_change'), eq(smsMessages.toPhone, home.farmer.user.phone!)))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return sms!.body;
  }
  const setLanguage = (language: 'fr' | 'en') => t.database.db.update(users).set({ language }).where(eq(users.id, home.farmer.user.id));
  const expected = (language: 'fr' | 'en', _rateMinor: number, template?: string) =>
    rateChangeText(language, { company: home.company.name, room: home.crateRoom.name, lots: 1, from: calendarDateIn(new Date(), 'Africa/Lagos'), dueMinor: lastDue, currency: 'NGN' }, template);

  it("is sent in the farmer's language; a farmer of another language gets the default; removing it brings the default back", async () => {
    const checkIn = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [20]));
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    await ageCheckIn(t.database.db, checkIn.json(), 2);
    expect((await put(home.sessions.sp, 'sms/rate_change/fr/', FR_TEXT)).statusCode).toBe(200);

    await setLanguage('fr');
    const own = await applyNewVersion(10_000);
    expect(own).toBe(expected('fr', 10_000, FR_TEXT));
    expect(own).toMatch(new RegExp(`^${home.company.name} : nouveau tarif le .* pour votre lot \\(${home.crateRoom.name}\\)\\. Total maintenant : .*Merci !$`));

    await setLanguage('en');
    const english = await applyNewVersion(11_000);
    expect(english).toBe(expected('en', 11_000));
    expect(english).not.toContain('Merci');

    expect((await api.call('DELETE', `${BASE}sms/rate_change/fr/`, home.sessions.sp)).statusCode).toBe(204);
    await setLanguage('fr');
    const back = await applyNewVersion(12_000);
    expect(back).toBe(expected('fr', 12_000));
    expect(back).not.toContain('Merci');
  });

  it("another company's text is not used for this company's farmers", async () => {
    expect((await put(other.sessions.sp, 'sms/rate_change/fr/', `Autre ${FR_TEXT}`)).statusCode).toBe(200);
    const body = await applyNewVersion(13_000);
    expect(body).toBe(expected('fr', 13_000));
  });
});

describe('crop advice', () => {
  it("is read by the company's people and farmers, not by another company's", async () => {
    const advice = 'Keep tomatoes at 12 °C; cooler than 10 °C spoils their taste. Sort out soft ones each morning.';
    const written = await put(home.sessions.sp, 'crop_advice/tomato/en/', advice);
    expect(written.statusCode, written.body).toBe(200);
    expect((await put(home.sessions.sp, 'crop_advice/onion/hi/', 'प्याज़ को हवादार जगह पर रखें।')).statusCode).toBe(200);

    for (const session of [home.sessions.farmer, home.sessions.op, home.sessions.sp]) {
      const read = await api.get(session, '/operation/v1/crop-advice/?crop=tomato');
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().items).toEqual([{ company_id: home.company.id, company_name: home.company.name, crop_id: 'tomato', language: 'en', text: advice }]);
    }
    const all = await api.get(home.sessions.farmer, '/operation/v1/crop-advice/');
    expect(all.json().items.map((item: { crop_id: string; language: string }) => `${item.crop_id}/${item.language}`).sort()).toEqual(['onion/hi', 'tomato/en']);

    for (const session of [other.sessions.farmer, other.sessions.sp]) {
      expect((await api.get(session, '/operation/v1/crop-advice/')).json().items).toEqual([]);
    }
    const bad = await api.get(home.sessions.farmer, '/operation/v1/crop-advice/?crop=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ crop: 'unknown' });
  });
});
