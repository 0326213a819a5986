import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, type Person } from '../../../test/factories';

let t: TestApp;
let operator: Person;

beforeAll(async () => {
  t = await createTestApp();
  operator = (await createCompanyWithStaff(t.database.db)).operator;
});
afterAll(() => t.close());

/** Logs in through the form path and returns what a browser would hold: cookies and tokens. */
async function browserLogin() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/v1/login/',
    payload: { username: operator.user.phone, password: operator.password, user_type: 'op' },
  });
  expect(response.statusCode).toBe(200);
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', cookies, headers: { 'x-csrftoken': response.json().csrf_token }, payload: { refresh: response.json().refresh } });
  expect(refreshed.statusCode).toBe(200);
  return { cookies, csrf: response.json().csrf_token as string, access: refreshed.json().access as string, refresh: refreshed.json().refresh as string };
}

describe('security headers', () => {
  it.each([
    ['an API answer', { method: 'GET' as const, url: '/api/user/version/' }],
    ['an API error', { method: 'POST' as const, url: '/api/user/v1/login/', payload: {} }],
    ['an unknown route', { method: 'GET' as const, url: '/api/nothing' }],
    ['the web app root', { method: 'GET' as const, url: '/' }],
  ])('are on %s', async (_label, request) => {
    const response = await t.app.inject(request);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
  });
});

/** Every header the security middleware sets (and the one it must not), as a browser reads them. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-powered-by',
  'x-xss-protection',
] as const;

/** The headers as the server sent them on 2026-11-29 (the test app's map tiles, no web build). */
const EXPECTED_SECURITY_HEADERS: Record<(typeof SECURITY_HEADERS)[number], string | undefined> = {
  'content-security-policy':
    "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-embedder-policy': undefined,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-powered-by': undefined,
  'x-xss-protection': '0',
};

function securityHeadersOf(response: { headers: Record<string, unknown> }) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, response.headers[name] === undefined ? undefined : String(response.headers[name])]));
}

describe('the same security headers on every request', () => {
  it.each([
    ['an API answer', { method: 'GET' as const, url: '/api/user/version/' }],
    ['an API error', { method: 'POST' as const, url: '/api/user/v1/login/', payload: {} }],
    ['an unknown route', { method: 'GET' as const, url: '/api/nothing' }],
    ['the web app root', { method: 'GET' as const, url: '/', headers: { accept: 'text/html' } }],
    ['a public certificate page', { method: 'GET' as const, url: '/api/public/certificates/no-such-token' }],
    ['the API documentation page', { method: 'GET' as const, url: '/api/docs/' }],
    ['a preflight', { method: 'OPTIONS' as const, url: '/api/user/version/', headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' } }],
  ])('on %s, twice', async (_label, request) => {
    const first = await t.app.inject(request);
    const second = await t.app.inject(request);
    expect(securityHeadersOf(first)).toEqual(EXPECTED_SECURITY_HEADERS);
    expect(securityHeadersOf(second)).toEqual(EXPECTED_SECURITY_HEADERS);
  });

  it('are on the access check’s answers too (a request without its token, or with a bad one)', async () => {
    // The headers' hook comes before the access check's (app.ts): until 2026-11-29 its 401s went without them.
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/user/v1/companies/', headers });
      expect(response.statusCode).toBe(401);
      expect(securityHeadersOf(response)).toEqual(EXPECTED_SECURITY_HEADERS);
    }
  });
});

describe('Cache-Control: no-store on authenticated answers', () => {
  it('is on every answer to a request with a bearer token, errors included', async () => {
    const browser = await browserLogin();
    const auth = { authorization: `Bearer ${browser.access}` };
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${operator.user.id}/`, headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/user/v1/users/9007199254740991/', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/user/v1/users/abc/', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/user/v1/sms-outbox/', headers: auth }),
      await t.app.inject({ method: 'PUT', url: `/api/user/v1/users/${operator.user.id}/`, headers: auth, payload: { gender: 'robot' } }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/route/', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/user/v1/users/%E0%A4%A/', headers: auth }),
      await t.app.inject({ method: 'GET', url: '/api/user/v1/companies/', headers: { authorization: 'Bearer not-a-token' } }),
      await t.app.inject({ method: 'GET', url: '/api/user/version/', headers: auth }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 404, 403, 400, 404, 400, 401, 200]);
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toBe('no-store');
  });

  it('is on the answers that carry tokens (login, refresh) and on other API answers', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username: operator.user.phone, password: operator.password, user_type: 'op' } });
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: login.json().refresh } });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/storage/v1/map-config/' })).headers['cache-control']).toBe('no-store');
  });
});

describe('CSRF on cookie-carrying requests', () => {
  it('refuses an unsafe request that carries our cookies without the header', async () => {
    const browser = await browserLogin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      cookies: browser.cookies,
      headers: { authorization: `Bearer ${browser.access}` },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
  });

  it('refuses a header that does not match the cookie', async () => {
    const browser = await browserLogin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      cookies: browser.cookies,
      headers: { authorization: `Bearer ${browser.access}`, 'x-csrftoken': 'forged-token' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_invalid');
  });

  it('accepts the matching header', async () => {
    const browser = await browserLogin();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      cookies: browser.cookies,
      headers: { authorization: `Bearer ${browser.access}`, 'X-CSRFToken': browser.csrf },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  });

  it('exempts bearer-only requests (the native shell) and safe methods', async () => {
    const browser = await browserLogin();
    const bearerOnly = await t.app.inject({ method: 'POST', url: '/api/user/v1/logout/', headers: { authorization: `Bearer ${browser.access}` }, payload: {} });
    expect(bearerOnly.statusCode).toBe(200);
    const safe = await t.app.inject({ method: 'GET', url: '/api/user/version/', cookies: browser.cookies });
    expect(safe.statusCode).toBe(200);
  });

  it('re-issues the readable token on a read when only the secret cookie is left', async () => {
    const browser = await browserLogin();
    const read = await t.app.inject({ method: 'GET', url: '/api/user/version/', cookies: { _csrf: browser.cookies._csrf! } });
    const token = read.cookies.find((c) => c.name === 'csrftoken')?.value;
    expect(token).toEqual(expect.any(String));
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/user/v1/logout/',
      cookies: { _csrf: browser.cookies._csrf!, csrftoken: token! },
      headers: { authorization: `Bearer ${browser.access}`, 'x-csrftoken': token! },
      payload: {},
    });
    expect(write.statusCode).toBe(200);
  });
});

describe('paths', () => {
  it('accept the spec’s trailing slash, no trailing slash, and duplicate slashes', async () => {
    for (const url of ['/api/user/version/', '/api/user/version', '//api//user///version/', '/api/storage/version-code/android/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('serve the OpenAPI document generated from the schemas, and its UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/user/v1/login/', '/api/user/token/refresh/', '/api/user/v1/users/{id}/']));
    expect(doc.json().paths['/api/user/v1/login/'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password', 'user_type']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
