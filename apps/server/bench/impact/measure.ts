import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { API_PREFIX, ADMIN_PREFIX, OPERATION_PREFIX, type ImpactFigures, type Role } from '@coldroom/contract';
import { impactSql } from '../../src/modules/impact/impact-sql';
import type { ImpactScope } from '../../src/modules/impact/scope';
import { createAdministrator } from '../../src/tools/admin';
import { accessToken } from '../lib/api-client';
import type { BenchContext, Figure, Section } from '../lib/module';
import { formatMs, percentile, Samples } from '../lib/stats';
import type { PreparedHistory } from '../analysis/prepare';
import { getText } from '../analysis/timing';

const TARGET_ONE_COMPANY_MS = 300;
const TARGET_ALL_COMPANIES_MS = 1000;
const TARGET_RATIO = 1.5;
const ADMIN_PASSWORD = 'Bench-admin1';

/** Runs `work` `warmup` times unmeasured, then `runs` times one after another: p50 and p95 (ms). */
async function timed<T>(warmup: number, runs: number, work: () => Promise<T>): Promise<{ p50: number; p95: number; last: T }> {
  let last: T | undefined;
  for (let i = 0; i < warmup; i += 1) last = await work();
  const samples = new Samples();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    last = await work();
    samples.add(performance.now() - t0);
  }
  const sorted = samples.sorted();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), last: last as T };
}

/** The last twelve whole months before the history's "now" (YYYY-MM). */
function lastYear(now: Date): { from: string; to: string } {
  const month = (offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
  return { from: month(-12), to: month(-1) };
}

/**
 * The impact figures for a year: of the largest company as its service provider (GET analysis/impact/), and of
 * all the history's companies as the platform administrator (GET /admin/v1/impact/), one request at a time
 * after a warm-up; next to each the very statement the server runs (modules/impact/impact-sql.ts), sent over a
 * pg connection on its own: the ratio is what the endpoint adds to its SQL (scope checks, labels, presenting).
 * The two answers' key totals are compared.
 */
export async function benchImpact(ctx: BenchContext, history: PreparedHistory): Promise<Section> {
  const [warmup, runs] = ctx.options.quick ? [1, 5] : [3, 40];
  const baseUrl = ctx.env.server.baseUrl;
  const { largest } = history;
  const period = lastYear(history.now);
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await client.connect();
  const dialect = new PgDialect();
  const figures: Figure[] = [];
  const notes: string[] = [];
  try {
    const phone = `+234803${String(Date.now()).slice(-7)}`;
    await createAdministrator(drizzle(client) as never, { phone, password: ADMIN_PASSWORD });
    const admin = { user: { phone }, password: ADMIN_PASSWORD, userType: 'admin', role: 'Administrator' as Role };
    const scenarios = [
      {
        name: `one company (${largest.name}), ${period.from} … ${period.to}`,
        path: `${API_PREFIX}${OPERATION_PREFIX}/analysis/impact/?from=${period.from}&to=${period.to}`,
        token: () => accessToken(baseUrl, largest.serviceProvider),
        scope: { company: { id: largest.id, name: largest.name, currency: largest.profile.currency, language: 'en' } } as Partial<ImpactScope>,
        target: TARGET_ONE_COMPANY_MS,
      },
      {
        name: `all ${history.companies.length} companies (administrator), ${period.from} … ${period.to}`,
        path: `${API_PREFIX}${ADMIN_PREFIX}/impact/?from=${period.from}&to=${period.to}`,
        token: () => accessToken(baseUrl, admin as never),
        scope: { company: null } as Partial<ImpactScope>,
        target: TARGET_ALL_COMPANIES_MS,
      },
    ];
    for (const scenario of scenarios) {
      const token = await scenario.token();
      ctx.log(`impact: ${scenario.name}: endpoint, then its SQL`);
      const endpoint = await timed(warmup, runs, async () => JSON.parse(await getText(baseUrl, scenario.path, token)) as ImpactFigures);
      const scope: ImpactScope = { company: null, from: period.from, to: period.to, location: null, room: null, crop: null, gender: null, ...scenario.scope };
      const query = dialect.sqlToQuery(impactSql(scope));
      const sql = await timed(warmup, runs, async () => (await client.query(query.sql, query.params as unknown[])).rows as Array<Record<string, unknown>>);
      const total = sql.last.find((row) => row.kind === 'facts' && row.company_id === null && row.location_id === null && row.room === null && row.crop_id === null && row.month === null);
      const sqlKg = Math.round(Number(total?.grams_in ?? 0) / 1000);
      if (Math.abs(sqlKg - Math.round(endpoint.last.totals.kg_in)) > 1 || Number(total?.farmers ?? 0) !== endpoint.last.totals.farmers.total) {
        notes.push(`MISMATCH ${scenario.name}: endpoint ${endpoint.last.totals.kg_in} kg, ${endpoint.last.totals.farmers.total} farmers; SQL ${sqlKg} kg, ${String(total?.farmers)} farmers`);
      }
      const ratio = endpoint.p95 / sql.p95;
      figures.push(
        { name: `${scenario.name}: endpoint p50 / p95`, value: `${formatMs(endpoint.p50)} / ${formatMs(endpoint.p95)}`, target: `p95 < ${scenario.target} ms`, met: endpoint.p95 < scenario.target },
        { name: `${scenario.name}: its SQL alone p50 / p95`, value: `${formatMs(sql.p50)} / ${formatMs(sql.p95)}` },
        { name: `${scenario.name}: ratio endpoint / SQL (p95)`, value: `${ratio.toFixed(2)}×`, target: `≤ ${TARGET_RATIO}×`, met: ratio <= TARGET_RATIO },
      );
      notes.push(`${scenario.name}: ${endpoint.last.totals.farmers.total} farmers, ${Math.round(endpoint.last.totals.kg_in)} kg stored, ${Math.round(endpoint.last.totals.kg_days)} kg-days`);
    }
  } finally {
    await client.end();
  }
  return {
    id: 'impact',
    title: 'Impact figures on a large history',
    about: [
      'The generated history of the analysis benchmark. GET analysis/impact/ for the last twelve whole months of the largest',
      'company, as its service provider, and GET /admin/v1/impact/ for the same months across every company, as a platform',
      'administrator made for the run; one request at a time after a warm-up. Next to each, the statement the server runs',
      '(modules/impact/impact-sql.ts) sent alone over a pg connection with the server\'s planner settings. Ratio = endpoint',
      'p95 ÷ SQL p95: what the endpoint adds around its one statement. The answers\' totals (kg stored, farmers) are compared.',
    ].join('\n'),
    setup: `${ctx.options.history} history (${history.shape.companies} companies, ${history.result.crates} crates), ${runs} runs`,
    figures,
    notes,
  };
}
