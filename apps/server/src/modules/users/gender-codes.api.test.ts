/**
 * The original app's clients send gender as `ma`, `fe` or `ot`. Every request that takes a gender takes
 * them too; the database and every answer keep the long form (`male`, `female`, `other`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { uniqueEmail, uniquePhone } from '../../../test/factories';
import { caller, MESSAGE } from '../../../test/organisation-factories';
import { twoCompanies, type TwoCompanies } from '../../../test/two-companies';

let t: TestApp;
let call: ReturnType<typeof caller>;
let org: TwoCompanies;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  org = await twoCompanies(t.app, t.database.db);
});
afterAll(() => t.close());

async function storedGender(userId: number) {
  const [row] = await t.database.db.select({ gender: users.gender }).from(users).where(eq(users.id, userId));
  return row?.gender;
}

describe('gender codes of the original app', () => {
  it('a user update takes fe, stores and answers female', async () => {
    const response = await call('PUT', `/api/user/v1/users/${org.home.serviceProvider.user.id}/`, org.sp, { gender: 'fe' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().gender).toBe('female');
    expect(await storedGender(org.home.serviceProvider.user.id)).toBe('female');
  });

  it('registering a farmer takes ma, and changing the farmer takes ot', async () => {
    const created = await call('POST', '/api/user/v1/farmers/', org.op, { user: { first_name: 'Musa', last_name: 'Ali', gender: 'ma', phone: uniquePhone() }, createUser: false });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().gender).toBe('male');
    const changed = await call('PUT', `/api/user/v1/farmers/${created.json().id}/`, org.sp, { gender: 'ot' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().gender).toBe('other');
    expect(await storedGender(created.json().userId)).toBe('other');
  });

  it('a service provider signs up with fe', async () => {
    const response = await call('POST', '/api/user/v1/service-provider-signup/', null, {
      user: { first_name: 'Ngozi', last_name: 'Eze', gender: 'fe', phone: uniquePhone(), email: uniqueEmail(), password: 'Strong-pass1' },
      company: { name: 'Gender Code Cold Rooms', country: 'NG' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.gender).toBe('female');
    expect(await storedGender(response.json().user.id)).toBe('female');
  });

  it('an invited operator signs up with ot', async () => {
    const phone = uniquePhone();
    const invitation = (await call('POST', '/api/user/v1/operator-invite/', org.sp, { ...MESSAGE, phone, gender: 'ma' })).json();
    const response = await call('POST', '/api/user/v1/operator-invite-signup/', null, { first_name: 'Sani', last_name: 'Bala', password: 'Invited-pass1', phone, code: invitation.code, gender: 'ot' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().gender).toBe('other');
    expect(await storedGender(response.json().id)).toBe('other');
  });

  it('still refuses anything else, naming the field', async () => {
    const response = await call('PUT', `/api/user/v1/users/${org.home.serviceProvider.user.id}/`, org.sp, { gender: 'm' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['gender']);
  });
});

