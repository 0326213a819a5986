import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../test/factories';

const dataDir = tempDir('coldroom-odd-');
let t: TestApp;
let sp: Session;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
  const home = await createCompanyWithStaff(t.database.db);
  companyId = home.company.id;
  sp = await logIn(t.app, home.serviceProvider);
});
afterAll(async () => {
  await t.close();
  dataDir.remove();
});

describe('odd requests to the organisation endpoints', () => {
  it('never answer 500', async () => {
    const cases: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: string | object; type?: string }[] = [
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: 'name=x', type: 'application/x-www-form-urlencoded' },
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: 'garbage without boundary', type: 'multipart/form-data' },
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nHalf', type: 'multipart/form-data; boundary=x' },
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: '[1,2]', type: 'application/json' },
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: '"text"', type: 'application/json' },
      { method: 'PUT', url: `/api/user/v1/companies/${companyId}/`, payload: { crop: 'tomato', remove_logo: 'yes' } },
      { method: 'PUT', url: '/api/user/v1/companies/99999999999999999999/', payload: {} },
      { method: 'POST', url: '/api/user/v1/reset-password/', payload: { phoneNumber: 5, partOne: [], partTwo: {} } },
      { method: 'POST', url: '/api/user/v1/reset-password/', payload: { code: 123456, password: 1, phone: null } },
      { method: 'POST', url: '/api/user/v1/reset-password/', payload: '[]', type: 'application/json' },
      { method: 'POST', url: '/api/user/v1/farmers/', payload: { user: 'me' } },
      { method: 'POST', url: '/api/user/v1/farmers/', payload: { user: { first_name: 'A', phone: '+'.repeat(30) }, createUser: 'yes' } },
      { method: 'GET', url: '/api/user/v1/farmers/?operator=-1&page=0' },
      { method: 'GET', url: '/api/user/v1/operators?user_id=1e400' },
      { method: 'GET', url: `/api/user/v1/operator-invite/?code=${'%C3%84'.repeat(10)}` },
      { method: 'GET', url: '/api/user/v1/operator-invite/?company=abc' },
      { method: 'POST', url: '/api/user/v1/operator-invite/', payload: { phone: '+2348031999999', cooling_units: ['a'], partOne: 1 } },
      { method: 'POST', url: '/api/user/v1/operator-invite-signup/', payload: { code: null } },
      { method: 'DELETE', url: '/api/user/v1/invitations/0/' },
      { method: 'GET', url: '/api/files/logos/%00.png' },
      { method: 'GET', url: '/api/user/v1/sms-outbox/?page_size=100000' },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...sp.headers, ...(c.type ? { 'content-type': c.type } : {}) },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      expect(response.statusCode, `${c.method} ${c.url} ${response.body}`).toBeLessThan(500);
      expect(response.statusCode, `${c.method} ${c.url}`).toBeGreaterThanOrEqual(400);
      expect(response.json().error.code, c.url).toEqual(expect.any(String));
    }
  });

  it('treats LIKE wildcards in a search as plain characters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/v1/farmers/?search=%25%5F%5C', headers: sp.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([]);
    const all = await t.app.inject({ method: 'GET', url: '/api/user/v1/farmers/?search=%25', headers: sp.headers });
    expect(all.json().total).toBe(0);
  });

  it('brakes repeated public sign-ups from one address (429)', async () => {
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await t.app.inject({ method: 'POST', url: '/api/user/v1/operator-invite-signup/', payload: {} })).statusCode;
    }
    expect(last).toBe(429);
  });
});
