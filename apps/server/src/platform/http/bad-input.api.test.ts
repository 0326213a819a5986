import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompanyWithStaff, logIn, type Session } from '../../../test/factories';

let t: TestApp;
let sp: Session;
let spId: number;

beforeAll(async () => {
  t = await createTestApp();
  const staff = await createCompanyWithStaff(t.database.db);
  sp = await logIn(t.app, staff.serviceProvider);
  spId = staff.serviceProvider.user.id;
});
afterAll(() => t.close());

function expectErrorBody(response: { statusCode: number; json: () => unknown; body: string }, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { error: { code: string; message: string; fields?: Record<string, string> } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  return body.error;
}

const LOGIN = '/api/user/v1/login/';

describe('bad input gets a 4xx with a catalogue code', () => {
  it('malformed JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expectErrorBody(response, 400, 'malformed_json');
  });

  it('an empty body that claims to be JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '' });
    expectErrorBody(response, 400, 'malformed_json');
  });

  it('missing fields: every one is named', async () => {
    const error = expectErrorBody(await t.app.inject({ method: 'POST', url: LOGIN, payload: {} }), 400, 'invalid_input');
    expect(error.fields).toEqual({ username: 'required', password: 'required', user_type: 'required' });
  });

  it('wrong types and values: every field is named', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 42, password: ['x'], user_type: 'root', language: 'xx' } });
    const error = expectErrorBody(response, 400, 'invalid_input');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['language', 'password', 'user_type', 'username']);
  });

  it('a body that is not an object', async () => {
    expectErrorBody(await t.app.inject({ method: 'POST', url: LOGIN, payload: '[1,2]', headers: { 'content-type': 'application/json' } }), 400, 'invalid_input');
    expectErrorBody(await t.app.inject({ method: 'POST', url: LOGIN, payload: 'null', headers: { 'content-type': 'application/json' } }), 400, 'invalid_input');
  });

  it('a content type we do not read', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'text/plain' }, payload: 'username=x' });
    expectErrorBody(response, 415, 'unsupported_media_type');
  });

  it('a body over the limit', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'x'.repeat(1_100_000), password: 'p', user_type: 'sp' } });
    expectErrorBody(response, 413, 'payload_too_large');
  });

  it('an unknown route, in and out of the API', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/api/no/such/thing/' }), 404, 'route_not_found');
    expectErrorBody(await t.app.inject({ method: 'POST', url: '/api/no/such/thing/', payload: {} }), 404, 'route_not_found');
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/favicon-missing.png' }), 404, 'route_not_found');
  });

  it('a wrong method on a known path: 405 with Allow', async () => {
    const response = await t.app.inject({ method: 'GET', url: LOGIN });
    expectErrorBody(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toContain('POST');
    expectErrorBody(await t.app.inject({ method: 'PATCH', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: {} }), 405, 'method_not_allowed');
  });

  it.each(['abc', '0', '-4', '1.5', '99999999999999999999', '9007199254740992', '%201', '1%20', '01', '+1', '1e0', '0x1', '%2B1'])(
    'a path id of %j answers 404 like an unknown id, on every method',
    async (id) => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: `/api/user/v1/users/${id}/`, headers: sp.headers, ...(method === 'PUT' ? { payload: {} } : {}) });
        expectErrorBody(response, 404, 'not_found');
      }
    },
  );

  it('a path id of over 100 characters answers 404 without quoting the URL', async () => {
    const id = '1'.repeat(150);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `/api/user/v1/users/${id}/`, headers: sp.headers, ...(method === 'PUT' ? { payload: {} } : {}) });
      expectErrorBody(response, 404, 'not_found');
      expect(response.body).not.toContain(id.slice(0, 20));
    }
  });

  it('a NUL in a path id: 400 naming it', async () => {
    const error = expectErrorBody(await t.app.inject({ method: 'GET', url: '/api/user/v1/users/%00/', headers: sp.headers }), 400, 'invalid_input');
    expect(error.fields).toEqual({ id: 'nul_character' });
  });

  it('NUL and lone surrogates in any text: 400 naming every such field, before the schema looks', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/user/v1/farmers/?search=a%00b', headers: sp.headers });
    expect(expectErrorBody(search, 400, 'invalid_input').fields).toEqual({ search: 'nul_character' });
    const body = `{"username":"a\\u0000","password":"x\\ud800y","user_type":"sp","extra":{"deep":["\\udc00"]}}`;
    const login = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: body });
    expect(expectErrorBody(login, 400, 'invalid_input').fields).toEqual({ username: 'nul_character', password: 'lone_surrogate', 'extra.deep.0': 'lone_surrogate' });
    const update = await t.app.inject({ method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: { ...sp.headers, 'content-type': 'application/json' }, payload: '{"first_name":"Ada\\u0000"}' });
    expect(expectErrorBody(update, 400, 'invalid_input').fields).toEqual({ first_name: 'nul_character' });
    // A paired surrogate (an emoji) is fine.
    const emoji = await t.app.inject({ method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: { first_name: 'Ada 🌶' } });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().first_name).toBe('Ada 🌶');
  });

  it('no error quotes the request back', async () => {
    const marker = 'Zq9QUOTE';
    const answers = [
      await t.app.inject({ method: 'GET', url: `/api/no/such/${marker}/` }),
      await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${marker}/`, headers: sp.headers }),
      await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: `{"${marker}": ` }),
      await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': `text/${marker}` }, payload: marker }),
      await t.app.inject({ method: 'PUT', url: `/api/user/v1/users/${'9'.repeat(120)}${marker}/`, headers: sp.headers, payload: {} }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain(marker);
    }
  });

  it('an id that does not exist', async () => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: '/api/user/v1/users/9007199254740991/', headers: sp.headers }), 404, 'not_found');
  });

  it('broken bearer tokens', async () => {
    for (const authorization of ['Bearer', 'Bearer nonsense', 'Basic abc', `Bearer ${sp.access}x`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/user/v1/users/${spId}/`, headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(['not_authenticated', 'token_invalid']).toContain(response.json().error.code);
    }
  });

  it('never answers 500 to a pile of odd requests', async () => {
    const odd: InjectOptions[] = [
      { method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: { first_name: '' } },
      { method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: { gender: 'robot', language: 7 } },
      { method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: { email: 'not-an-email', phone: '12' } },
      { method: 'PUT', url: `/api/user/v1/users/${spId}/`, headers: sp.headers, payload: '"just a string"', },
      { method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: '' } },
      { method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: 'x'.repeat(5000) } },
      { method: 'POST', url: '/api/user/v1/logout/', headers: sp.headers, payload: { refresh: 12 } },
      { method: 'GET', url: '/api/storage/version-code/windows' },
      { method: 'DELETE', url: '/api/user/v1/users/abc/', headers: sp.headers },
      { method: 'POST', url: LOGIN, payload: { username: '\u0000', password: '\u0000', user_type: 'sp' } },
      { method: 'POST', url: LOGIN, payload: { username: '+999 not a phone', password: 'x', user_type: 'f' } },
      { method: 'GET', url: '/api/user/v1/users/%E0%A4%A/', headers: sp.headers },
      { method: 'GET', url: '/api/%E0%A4%A' },
      { method: 'OPTIONS', url: LOGIN },
    ];
    for (const request of odd) {
      const headers = { 'content-type': 'application/json', ...(request.headers as Record<string, string> | undefined) };
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBeLessThan(500);
      expect(response.json().error.code).toEqual(expect.any(String));
    }
  });
});
