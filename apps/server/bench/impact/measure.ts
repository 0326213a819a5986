import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { API_PREFIX, ADMIN_PREFIX, OPERATION_PREFIX, type ImpactFigures, type Role } from '@coldroom/contract';
import { impactMonthsSql, impactSql, type ImpactMonth } from '../../src/modules/impact/impact-sql';
import type { ImpactScope } from '../../src/modules/impact/scope';
import { createAdministrator } from '../../src/tools/admin';
import { accessToken } from '../lib/api-client';
import type { BenchContext, Figure, Section } from '../lib/module';
import { watchServerCpuUse } from '../lib/cpu';
import { formatMs, percentile, Samples } from '../lib/stats';
import type { PreparedHistory } from '../analysis/prepare';
import { getText } from '../analysis/timing';

const TARGET_ONE_COMPANY_MS = 300;
const TARGET_ALL_COMPANIES_MS = 1000;
const TARGET_RATIO = 1.5;
const ADMIN_PASSWORD = 'Bench-admin1';

/** Longest a side of a pass keeps timing: a slow build still ends, with fewer samples (said in the figures). */
const PASS_LIMIT_MS = 120_000;

interface Timed<T> {
  p50: number;
  p95: number;
  /** Timed runs made (fewer than asked when the side hit PASS_LIMIT_MS). */
  count: number;
  last: T;
  /** CPU ms per run: the server process's (endpoint side only) and PostgreSQL's (every backend). */
  serverCpuMs: number | null;
  postgresCpuMs: number | null;
}

/**
 * Runs `work` `warmup` times unmeasured, then up to `runs` times one after another, stopping early once
 * PASS_LIMIT_MS has gone by (warm-up included); p50 and p95 (ms), and the CPU the runs cost on each side.
 */
async function timed<T>(ctx: BenchContext, warmup: number, runs: number, withServer: boolean, work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const inTime = () => performance.now() - started < PASS_LIMIT_MS;
  let last: T | undefined;
  for (let i = 0; i < warmup && (i === 0 || inTime()); i += 1) last = await work();
  const server = withServer ? watchServerCpuUse(ctx.env.server) : null;
  const pgBefore = ctx.env.postgresCpuMs();
  const samples = new Samples();
  for (let i = 0; i < runs && (i === 0 || inTime()); i += 1) {
    const t0 = performance.now();
    last = await work();
    samples.add(performance.now() - t0);
  }
  const pgAfter = ctx.env.postgresCpuMs();
  const sorted = samples.sorted();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    count: samples.count,
    last: last as T,
    serverCpuMs: server?.(samples.count)?.perRequestMs ?? null,
    postgresCpuMs: pgBefore === null || pgAfter === null ? null : (pgAfter - pgBefore) / samples.count,
  };
}

const cpuMs = (ms: number | null) => (ms === null ? 'n/a' : `${ms.toFixed(1)} ms`);

/** A figure as one console line, printed when its pass ends (the table comes at the end of the whole run). */
function figureLine(figure: Figure): string {
  const target = figure.target ? ` (target ${figure.target}: ${figure.met ? 'met' : 'NOT MET'})` : '';
  return `${figure.name}: ${figure.value}${target}`;
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
 * pg connection on its own with the server's planner settings (`jit = off`): the ratio is what the endpoint adds
 * to its SQL (scope checks, labels, presenting). CPU per request on both sides: the server's and PostgreSQL's for
 * the endpoint, PostgreSQL's for the statement alone. The two answers' key totals are compared. Each pass's
 * figures are logged as soon as it ends.
 */
export async function benchImpact(ctx: BenchContext, history: PreparedHistory): Promise<Section> {
  const runs = ctx.options.impactRuns;
  const warmup = ctx.options.quick ? 1 : Math.min(3, runs);
  const baseUrl = ctx.env.server.baseUrl;
  const { largest } = history;
  const period = lastYear(history.now);
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  // The server reads the figures as two statements side by side in one snapshot (db/snapshot-read.ts): the
  // same here, on a second connection.
  const second = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await client.connect();
  await second.connect();
  // The server's pool connects with `-c jit=off` (src/db/client.ts): the same here, or the ratio compares planners.
  await client.query('set jit = off');
  await second.query('set jit = off');
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
      ctx.log(`impact: ${scenario.name}: endpoint, then its SQL (up to ${runs} timed runs each, ${PASS_LIMIT_MS / 1000} s at most per side)`);
      const endpoint = await timed(ctx, warmup, runs, true, async () => JSON.parse(await getText(baseUrl, scenario.path, token)) as ImpactFigures);
      const scope: ImpactScope = { company: null, from: period.from, to: period.to, location: null, room: null, crop: null, gender: null, ...scenario.scope };
      // The statements the server runs: the period's months, then the figures with them, as two statements side
      // by side on two connections in one snapshot (the first exports it, the second imports it), each without
      // parallel workers, as the server runs them.
      const monthsQuery = dialect.sqlToQuery(impactMonthsSql(scope));
      const sql = await timed(ctx, warmup, runs, false, async () => {
        const months = (await client.query(monthsQuery.sql, monthsQuery.params as unknown[])).rows as ImpactMonth[];
        const rest = dialect.sqlToQuery(impactSql(scope, months, 'rest'));
        const farmers = dialect.sqlToQuery(impactSql(scope, months, 'farmers'));
        await client.query('begin isolation level repeatable read read only');
        try {
          const snapshot = (await client.query<{ id: string }>("select set_config('max_parallel_workers_per_gather', '0', true), pg_export_snapshot() as id")).rows[0]!.id;
          const other = (async () => {
            await second.query('begin isolation level repeatable read read only');
            try {
              await second.query(`set transaction snapshot '${snapshot}'`);
              await second.query('set local max_parallel_workers_per_gather = 0');
              return (await second.query(farmers.sql, farmers.params as unknown[])).rows as Array<Record<string, unknown>>;
            } finally {
              await second.query('commit');
            }
          })();
          const [mine, theirs] = await Promise.all([client.query(rest.sql, rest.params as unknown[]).then((result) => result.rows as Array<Record<string, unknown>>), other]);
          return [...mine, ...theirs];
        } finally {
          await client.query('commit');
        }
      });
      const totalOf = (kind: string) =>
        sql.last.find((row) => row.kind === kind && row.company_id === null && row.location_id === null && row.room === null && row.crop_id === null && row.month === null);
      const total: Record<string, unknown> = { ...totalOf('facts'), farmers: totalOf('farmers')?.farmers };
      const sqlKg = Math.round(Number(total?.grams_in ?? 0) / 1000);
      const passNotes: string[] = [];
      if (Math.abs(sqlKg - Math.round(endpoint.last.totals.kg_in)) > 1 || Number(total?.farmers ?? 0) !== endpoint.last.totals.farmers.total) {
        passNotes.push(`MISMATCH ${scenario.name}: endpoint ${endpoint.last.totals.kg_in} kg, ${endpoint.last.totals.farmers.total} farmers; SQL ${sqlKg} kg, ${String(total?.farmers)} farmers`);
      }
      const ratio = endpoint.p95 / sql.p95;
      const endpointCpu = endpoint.serverCpuMs !== null && endpoint.postgresCpuMs !== null ? endpoint.serverCpuMs + endpoint.postgresCpuMs : null;
      const cpuRatio = endpointCpu !== null && sql.postgresCpuMs ? endpointCpu / sql.postgresCpuMs : null;
      const counted = (t: Timed<unknown>) => (t.count < runs ? `, ${t.count} of ${runs} runs (${PASS_LIMIT_MS / 1000} s limit)` : '');
      const passFigures: Figure[] = [
        {
          name: `${scenario.name}: endpoint p50 / p95`,
          value: `${formatMs(endpoint.p50)} / ${formatMs(endpoint.p95)}${counted(endpoint)}`,
          target: `p95 < ${scenario.target} ms`,
          met: endpoint.p95 < scenario.target,
        },
        { name: `${scenario.name}: its SQL alone p50 / p95`, value: `${formatMs(sql.p50)} / ${formatMs(sql.p95)}${counted(sql)}` },
        { name: `${scenario.name}: ratio endpoint / SQL (p95)`, value: `${ratio.toFixed(2)}×`, target: `≤ ${TARGET_RATIO}×`, met: ratio <= TARGET_RATIO },
        {
          name: `${scenario.name}: CPU per request, endpoint / SQL alone`,
          value:
            `${cpuMs(endpointCpu)} (server ${cpuMs(endpoint.serverCpuMs)} + PostgreSQL ${cpuMs(endpoint.postgresCpuMs)}) / PostgreSQL ${cpuMs(sql.postgresCpuMs)}` +
            (cpuRatio === null ? '' : `: ${cpuRatio.toFixed(2)}×`),
        },
      ];
      passNotes.push(`${scenario.name}: ${endpoint.last.totals.farmers.total} farmers, ${Math.round(endpoint.last.totals.kg_in)} kg stored, ${Math.round(endpoint.last.totals.kg_days)} kg-days`);
      for (const figure of passFigures) ctx.log(`impact: ${figureLine(figure)}`);
      for (const note of passNotes) ctx.log(`impact: note: ${note}`);
      figures.push(...passFigures);
      notes.push(...passNotes);
    }
  } finally {
    await client.end();
    await second.end();
  }
  return {
    id: 'impact',
    title: 'Impact figures',
    about: [
      'The generated history of the analysis benchmark. GET analysis/impact/ for the last twelve whole months of the largest',
      'company, as its service provider, and GET /admin/v1/impact/ for the same months across every company, as a platform',
      'administrator made for the run; one request at a time after a warm-up. Next to each, the statement the server runs',
      "(modules/impact/impact-sql.ts: the period's months, then the figures as two statements side by side in one snapshot) sent",
      "alone over two pg connections with the server's planner settings (`jit = off`). Ratio =",
      'endpoint p95 ÷ SQL p95: what the endpoint adds around its two statements. CPU per request: the server\'s and PostgreSQL\'s',
      'for the endpoint, PostgreSQL\'s for the statement alone (from /proc). The answers\' totals (kg stored, farmers) are compared.',
      'Each pass prints its figures as it ends; `--impact-runs=N` bounds the timed runs per side, and a side stops timing after',
      '120 s. To iterate: `npm run bench -- --only=impact --history=small --impact-runs=10`.',
    ].join('\n'),
    setup: `${ctx.options.history} history (${history.shape.companies} companies, ${history.result.crates} crates), up to ${runs} runs per side`,
    figures,
    notes,
  };
}
