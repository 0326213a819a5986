import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema';
import { createTestApp, tempDir, type TestApp } from '../../../test/harness';
import { createPerson, logIn, type Session } from '../../../test/factories';
import { caller, multipart, tinyPng } from '../../../test/organisation-factories';
import { twoCompanies, type TwoCompanies } from '../../../test/two-companies';

const dataDir = tempDir('coldroom-companies-');
let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
  await t.database.db.update(companies).set({ bankAccountName: 'Home Ltd', bankAccountNumber: '0123456789', bankName: 'First Bank' }).where(eq(companies.id, org.home.company.id));
  await t.database.db.update(companies).set({ bankAccountName: 'Other Ltd' }).where(eq(companies.id, org.other.company.id));
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

const url = (id: number) => `/api/user/v1/companies/${id}/`;
const putForm = (id: number, session: Session, form: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: { ...session.headers, ...form.headers }, payload: form.payload });

describe('reading companies', () => {
  it('shows bank details only to the company’s own service providers', async () => {
    const own = await call('GET', url(org.home.company.id), org.sp);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: org.home.company.id, account_name: 'Home Ltd', account_number: '0123456789', bank_name: 'First Bank' });
    for (const session of [org.op, org.farmer]) {
      const body = (await call('GET', url(org.home.company.id), session)).json();
      expect(body.name).toBe(org.home.company.name);
      expect(body).not.toHaveProperty('account_name');
    }
    const foreign = (await call('GET', url(org.other.company.id), org.sp)).json();
    expect(foreign).toMatchObject({ id: org.other.company.id, name: org.other.company.name, currency: 'NGN' });
    expect(foreign).not.toHaveProperty('account_name');
  });

  it('lists the caller’s companies: staff their own, farmers those serving them', async () => {
    expect((await call('GET', '/api/user/v1/companies/', org.sp)).json().map((c: { id: number }) => c.id)).toEqual([org.home.company.id]);
    expect((await call('GET', '/api/user/v1/companies/', org.farmer)).json().map((c: { id: number }) => c.id)).toEqual([org.home.company.id]);
    const loner = await createPerson(t.database.db, 'Farmer');
    expect((await call('GET', '/api/user/v1/companies/', await logIn(t.app, loner))).json()).toEqual([]);
  });

  it('answers 404 for a company that does not exist and 401 without a login', async () => {
    expect((await call('GET', url(999_999), org.sp)).statusCode).toBe(404);
    expect((await call('GET', url(org.home.company.id))).statusCode).toBe(401);
  });
});

describe('changing the company', () => {
  it('changes the given fields from JSON, and audits', async () => {
    const response = await call('PUT', url(org.home.company.id), org.sp, {
      name: 'Home Cold Rooms Renamed',
      currency: 'ghs',
      crop: ['tomato', 'yam'],
      account_number: '999',
      time_zone: 'Africa/Accra',
      ml4Quality: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Home Cold Rooms Renamed', currency: 'GHS', crop: ['tomato', 'yam'], account_number: '999', time_zone: 'Africa/Accra', ml4Quality: false });
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'company.update'), eq(auditLog.entityId, String(org.home.company.id))));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('takes the multipart form with repeated crop fields and uploads a PNG logo it then serves', async () => {
    const png = tinyPng();
    const form = multipart(
      [['name', 'Home With Logo'], ['crop', 'onion'], ['crop', 'okra'], ['bank_name', ''], ['ml4Market', 'false']],
      [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: png }],
    );
    const response = await putForm(org.home.company.id, org.sp, form);
    expect(response.statusCode, response.body).toBe(200);
    const company = response.json();
    expect(company).toMatchObject({ name: 'Home With Logo', crop: ['onion', 'okra'], bank_name: null, ml4Market: false });
    expect(company.logo).toMatch(/^\/api\/files\/logos\/[0-9a-f]{64}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: company.logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(existsSync(join(dataDir.path, 'uploads', company.logo.replace('/api/files/', '')))).toBe(true);

    const removed = await putForm(org.home.company.id, org.sp, multipart([['remove_logo', 'true']]));
    expect(removed.json().logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: company.logo })).statusCode).toBe(404);
  });

  it('judges the logo by its content: a text file named .png is refused, so is a GIF', async () => {
    const fake = multipart([], [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: Buffer.from('this is not an image at all') }]);
    const response = await putForm(org.home.company.id, org.sp, fake);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'file_type_not_allowed', fields: { logo: 'file_type_not_allowed' } });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]);
    const gifForm = multipart([], [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: gif }]);
    expect((await putForm(org.home.company.id, org.sp, gifForm)).json().error.code).toBe('file_type_not_allowed');
  });

  it('accepts a logo of 1.5 MB (above the JSON body limit), and refuses one over 2 MB (413) leaving the company as it was', async () => {
    const fits = Buffer.concat([tinyPng(), Buffer.alloc(1.5 * 1024 * 1024)]);
    const accepted = await putForm(org.home.company.id, org.sp, multipart([], [{ field: 'logo', filename: 'ok.png', contentType: 'image/png', data: fits }]));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().logo).toMatch(/\.png$/);
    const before = (await call('GET', url(org.home.company.id), org.sp)).json();
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const form = multipart([['name', 'Should Not Change']], [{ field: 'logo', filename: 'big.png', contentType: 'image/png', data: big }]);
    const response = await putForm(org.home.company.id, org.sp, form);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'file_too_large', fields: { logo: 'file_too_large' } });
    expect((await call('GET', url(org.home.company.id), org.sp)).json().name).toBe(before.name);
  });

  it('names invalid fields, from JSON and from a form', async () => {
    const json = await call('PUT', url(org.home.company.id), org.sp, { country: 'ZZ', currency: 'XYZ', crop: ['apple', 'pebbles'], time_zone: 'Nowhere' });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.fields).toMatchObject({ currency: 'invalid_currency', 'crop.1': 'unknown_crop' });
    const zone = await call('PUT', url(org.home.company.id), org.sp, { country: 'ZZ', time_zone: 'Nowhere/Town' });
    expect(zone.json().error.fields).toEqual({ country: 'unknown_country', time_zone: 'invalid_time_zone' });
    const form = await putForm(org.home.company.id, org.sp, multipart([['name', ''], ['crop', 'tomato,gold']]));
    expect(form.statusCode).toBe(400);
    expect(form.json().error.fields).toMatchObject({ name: 'required', 'crop.1': 'unknown_crop' });
    const extraFile = multipart([], [{ field: 'picture', filename: 'a.png', contentType: 'image/png', data: tinyPng() }]);
    expect((await putForm(org.home.company.id, org.sp, extraFile)).json().error.fields).toEqual({ picture: 'unexpected_file' });
  });

  it('refuses NUL and lone surrogates in form fields and JSON alike, naming the field, and changes nothing', async () => {
    const before = (await call('GET', url(org.home.company.id), org.sp)).json().name;
    const form = await putForm(org.home.company.id, org.sp, multipart([['name', 'Cold\u0000Rooms'], ['crop', 'tomato'], ['crop', 'onion\u0000'], ['ignored', '\u0000']]));
    expect(form.statusCode).toBe(400);
    expect(form.json().error.fields).toEqual({ name: 'nul_character', 'crop.1': 'nul_character', ignored: 'nul_character' });
    const json = await call('PUT', url(org.home.company.id), org.sp, { name: 'Cold\u0000Rooms', bank_name: 'x\uDC00' });
    expect(json.json().error.fields).toEqual({ name: 'nul_character', bank_name: 'lone_surrogate' });
    expect((await call('GET', url(org.home.company.id), org.sp)).json().name).toBe(before);
  });

  it('refuses a name another company has (409)', async () => {
    const response = await call('PUT', url(org.home.company.id), org.sp, { name: org.other.company.name.toLowerCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields).toEqual({ name: 'taken' });
  });

  it('lets only service providers change it (403), and only their own company (404)', async () => {
    expect((await call('PUT', url(org.home.company.id), org.op, { name: 'Operator Was Here' })).statusCode).toBe(403);
    expect((await call('PUT', url(org.home.company.id), org.farmer, { name: 'Farmer Was Here' })).statusCode).toBe(403);
    const foreign = await call('PUT', url(org.other.company.id), org.sp, { name: 'Hijacked' });
    expect(foreign.statusCode).toBe(404);
    const foreignLogo = await putForm(org.other.company.id, org.sp, multipart([], [{ field: 'logo', filename: 'l.png', contentType: 'image/png', data: tinyPng() }]));
    expect(foreignLogo.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, org.other.company.id));
    expect(row).toMatchObject({ name: org.other.company.name, logoPath: null });
  });

  it('serves no file for a key that is not a logo name', async () => {
    for (const name of ['..%2F..%2Fjwt-secret', 'abc.png', `${'a'.repeat(64)}.svg`, `${'a'.repeat(64)}.png`]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/files/logos/${name}` })).statusCode, name).toBe(404);
    }
  });
});
