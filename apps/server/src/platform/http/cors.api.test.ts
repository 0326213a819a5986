import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CORS_ORIGINS: 'capacitor://localhost,https://localhost' } });
});
afterAll(() => t.close());

const preflight = (origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/user/v1/login/',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

describe('CORS for the native app shells', () => {
  it.each(['capacitor://localhost', 'https://localhost'])('answers a preflight from %s', async (origin) => {
    const response = await preflight(origin);
    expect(response.statusCode).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives no CORS grant to any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/api/user/version/', headers: { origin: 'https://evil.example' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('grants a simple request from an allowed origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/version/', headers: { origin: 'capacitor://localhost' } });
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });
});
