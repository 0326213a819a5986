import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_PASSWORD } from './context';
import { seedDemoData } from './index';

let t: TestApp;
let headers: Record<string, string>;

/** Logs in and exchanges the refresh token for an access token, as the app does. */
async function session(username: string, user_type: string) {
  const login = await t.app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password: DEMO_PASSWORD, user_type } });
  const refreshed = await t.app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: login.json().refresh } });
  return { authorization: `Bearer ${refreshed.json().access}` };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  headers = await session('+2348030000002', 'op');
});
afterAll(() => t.close());

describe('demo surveys', () => {
  it('leave at least three recent check-outs of the demo company waiting for a market survey', async () => {
    const pending = (await t.app.inject({ method: 'GET', url: '/api/operation/v1/surveys/market/pending/', headers })).json();
    expect(pending.items.length).toBeGreaterThanOrEqual(3);
    const oldest = Date.now() - 22 * 86_400_000;
    expect(pending.items.every((item: { time: string; open: boolean }) => item.open && new Date(item.time).getTime() > oldest)).toBe(true);
  });

  it('give the demo farmer a baseline survey and market surveys to compare with', async () => {
    const figures = (await t.app.inject({ method: 'GET', url: '/api/operation/v1/analysis/farmer/', headers: await session('+2348030000003', 'f') })).json();
    expect(figures.has_baseline).toBe(true);
    expect(figures.market_surveys).toBeGreaterThan(0);
    const tomato = figures.crops.find((c: { crop_id: string }) => c.crop_id === 'tomato');
    // baseline: 3,000.00 NGN per 25 kg crate = 120.00 NGN/kg, 30 % lost
    expect(tomato.before).toEqual({ price_per_kg_minor: 12_000, lost_share: 0.3 });
  });
});
