import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
const env = {
  APP_VERSION: '2.4.1-test',
  ANDROID_VERSION_CODE: '20401',
  ANDROID_STORE_URL: 'https://store.example.com/android/coldroom',
  IOS_VERSION_CODE: '2.4.1',
};

beforeAll(async () => {
  t = await createTestApp({ env });
});
afterAll(() => t.close());

describe('version endpoints', () => {
  it('report the backend version from the configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/version/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ version: env.APP_VERSION });
  });

  it('report each platform’s version code and store page', async () => {
    const android = await t.app.inject({ method: 'GET', url: '/api/storage/version-code/android' });
    expect(android.json()).toEqual({ version_code: env.ANDROID_VERSION_CODE, store_url: env.ANDROID_STORE_URL });
    const ios = await t.app.inject({ method: 'GET', url: '/api/storage/version-code/ios' });
    // No iOS store URL configured: the update button leads to the web app.
    expect(ios.json()).toEqual({ version_code: env.IOS_VERSION_CODE, store_url: t.config.appPublicUrl });
  });

  it('answer an unknown platform like any path that names nothing: 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/storage/version-code/blackberry' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('health names the database in use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, version: env.APP_VERSION });
  });
});
