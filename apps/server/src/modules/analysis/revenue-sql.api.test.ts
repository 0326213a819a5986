import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisBucket, PaymentMethod } from '@coldroom/contract';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../occupancy/queries';
import { buildHistory, setCurrency, type History } from './analysis-fixture';
import { revenueFiguresSql, type RevenueFilter } from './revenue-sql';
import { analysisScope, type AnalysisScope } from './scope';

let t: TestApp;
let h: History;

beforeAll(async () => {
  t = await createTestApp();
  h = await buildHistory(t);
});
afterAll(async () => t?.close());

const actor = () => ({ userId: h.home.serviceProvider.user.id, role: 'Service Provider' as const, companyId: h.home.company.id, sessionId: 'test' });

async function figures(scope: AnalysisScope, filter: RevenueFilter) {
  const rows = rowsOf<Record<string, unknown>>(await t.database.db.execute(revenueFiguresSql(scope, filter)));
  return rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? null : String(Number.isNaN(Number(v)) ? v : Number(v))])))).sort();
}

describe('the revenue statement for a company in one currency', () => {
  it('is known to be in one currency, until a check-out in another appears', async () => {
    const scope = await analysisScope(t.database.db, actor(), { from: '2024-03-01', to: '2024-03-31', bucket: 'day' });
    expect(scope.onlyCurrency).toBe('NGN');
  });

  it.each([
    ['day', {}],
    ['week', {}],
    ['day', { payment_methods: ['cash'] as PaymentMethod[] }],
    ['day', { currency: 'NGN' }],
  ] as [AnalysisBucket, RevenueFilter][])('gives the same figures as the general statement (%s buckets, filter %j)', async (bucket, filter) => {
    for (const range of [
      { from: '2024-03-01', to: '2024-03-31' },
      { from: '2024-03-10', to: '2024-03-10' },
      { from: '2023-01-01', to: '2023-01-31' }, // nothing in it
    ]) {
      const scope = await analysisScope(t.database.db, actor(), { ...range, bucket });
      expect(scope.onlyCurrency).toBe('NGN');
      const fast = await figures(scope, filter);
      expect(fast).toEqual(await figures({ ...scope, onlyCurrency: null }, filter));
      if (range.from === '2024-03-01') expect(fast.length).toBeGreaterThan(5);
    }
  });

  it('uses the general statement once a check-out is in another currency', async () => {
    await setCurrency(t, h.checkOuts[0]!.at, 'GHS');
    const scope = await analysisScope(t.database.db, actor(), { from: '2024-03-01', to: '2024-03-31', bucket: 'day' });
    expect(scope.onlyCurrency).toBeNull();
    const rows = await figures(scope, {});
    expect(rows.filter((row) => row.includes('"kind":"total"'))).toHaveLength(2);
  });
});
