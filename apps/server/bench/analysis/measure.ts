import pg from 'pg';
import type { RevenueAnalysis, UsageAnalysis } from '@coldroom/contract';
import { accessToken } from '../lib/api-client';
import type { BenchContext, Figure, Section } from '../lib/module';
import { formatMs } from '../lib/stats';
import { compareRevenue, compareUsage } from './compare';
import { addMonths } from './history';
import type { PreparedHistory } from './prepare';
import { jitShare } from './jit';
import { REVENUE_SQL, revenueBySql, type RevenueFigures } from './sql-revenue';
import { USAGE_SQL, usageBySql, type UsageFigures } from './sql-usage';
import { analysisPath, csvTotal, getText, timeRuns } from './timing';
import { windowParams, windowsOf, type Window } from './windows';

const TARGET_P50_MS = 150;
const TARGET_RATIO = 1.5;

/**
 * For the largest company, revenue and usage over one year and over all time: the endpoint through HTTP
 * (logged in as its service provider) and the hand-written SQL over a pg connection, each run sequentially
 * after a warm-up; their answers are compared, and a difference is reported loudly. Then the CSV export.
 */
export async function benchAnalysis(ctx: BenchContext, history: PreparedHistory): Promise<Section> {
  const { largest, shape, result } = history;
  const [warmup, runs] = ctx.options.quick ? [1, 5] : [3, 30];
  const baseUrl = ctx.env.server.baseUrl;
  // The hand-written side gets the planner settings that suit its statements: no JIT (compiling outweighs
  // them) and no hash joins (its only joins are lookups of a few rows: crops, farmers). Before crop, room
  // and time were copied onto check-out lines and crates, this setting kept the planner from hashing every
  // crate to find the crops of a year's lines. A second connection with the server's defaults shows, by
  // one EXPLAIN ANALYZE, what JIT costs a statement there.
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  const defaults = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await Promise.all([client.connect(), defaults.connect()]);
  await client.query('set jit = off; set enable_hashjoin = off');
  const figures: Figure[] = [
    {
      name: 'history generated',
      value: `${result.crates} crates, ${result.check_outs} check-outs, ${result.rows} rows in ${result.seconds.toFixed(0)} s (${Math.round(result.rows / result.seconds)} rows/s); VACUUM ANALYZE ${history.analyzeSeconds.toFixed(0)} s`,
    },
  ];
  const notes = history.problems.map((p) => `HISTORY PROBLEM: ${p}`);
  const stored = await client.query<{ n: number }>('select count(*)::int as n from crates where company_id = $1', [largest.id]);
  notes.push(
    `measured company: ${stored.rows[0]!.n} crates in ${largest.roomIds.length} rooms, ${largest.farmerIds.length} farmers, ` +
      `${largest.profile.currency}, ${largest.profile.timeZone}; ${runs} timed runs after ${warmup} unmeasured, one at a time; p99 of ${runs} runs is about the slowest`,
  );
  try {
    for (const w of windowsOf(largest, addMonths(history.now, -12 * shape.years), history.now)) {
      const token = await accessToken(baseUrl, largest.serviceProvider);
      const get = async <T>(path: string) => JSON.parse(await getText(baseUrl, path, token)) as T;
      const scenario = async <E, S>(kind: string, statement: string, bySql: () => Promise<S>, compare: (e: E, s: S) => string[]) => {
        const name = `${kind}, ${w.label} (${w.from} … ${w.to})`;
        ctx.log(`analysis: ${name}: endpoint, then SQL`);
        const endpoint = await timeRuns(warmup, runs, () => get<E>(analysisPath(kind, w)));
        const sql = await timeRuns(warmup, runs, bySql);
        const differences = compare(endpoint.last, sql.last);
        if (differences.length) {
          ctx.log(`analysis: MISMATCH ${name}: the endpoint and the SQL disagree: ${differences.join('; ')}`);
          notes.push(`MISMATCH ${name}: ${differences.join('; ')}`);
        }
        figures.push(...scenarioFigures(name, w.label === 'one year', endpoint, sql, differences.length === 0));
        const jit = await jitShare(defaults, statement, windowParams(w));
        if (jit) notes.push(`${name}: with PostgreSQL's default settings JIT took ${formatMs(jit.jitMs)} of the SQL's ${formatMs(jit.totalMs)}`);
      };
      await scenario<RevenueAnalysis, RevenueFigures>('revenue', REVENUE_SQL, () => revenueBySql(client, w), compareRevenue);
      await scenario<UsageAnalysis, UsageFigures>('usage', USAGE_SQL, () => usageBySql(client, w), compareUsage);
    }
    const [year] = windowsOf(largest, addMonths(history.now, -12 * shape.years), history.now);
    figures.push(await csvFigure(ctx, year!, largest.serviceProvider, warmup, runs, notes));
  } finally {
    await Promise.all([client.end(), defaults.end()]);
  }
  return {
    id: 'analysis',
    title: 'Analysis on a large history',
    about: [
      'A generated history (bench/analysis: SQL-side INSERT … SELECT per company and month; check-ins, lots, crates,',
      'check-outs with priced lines, discounts and unpaid ones; weights, sums and sampled fees checked afterwards; then',
      'VACUUM ANALYZE; the daily usage totals are then summed once, as after an import). Revenue on both sides reads the',
      'copies of time, room and crop on check_outs and check_out_lines; usage on both sides reads the daily totals by room,',
      'local date and crop (usage_crop_days, usage_room_days) that every write keeps in step. For the',
      'largest company, GET analysis/revenue/ and analysis/usage/ (daily buckets, all rooms) over the last 365 local days and',
      'over all time, as its service provider, one request at a time after a warm-up; next to them hand-written SQL for the',
      'same figures over a pg connection (bench/analysis/sql-*.ts, with `jit = off` and `enable_hashjoin = off`, which suit',
      'these statements), whose answer is compared with the endpoint\'s in the run.',
      'Ratio = endpoint p50 ÷ SQL p50. Then the revenue CSV export for one year (its total column must add up to the revenue).',
    ].join('\n'),
    setup: `${ctx.options.history} history (${shape.companies} companies, ${shape.rooms} rooms, ${shape.farmers} farmers, ${result.crates} crates, ${shape.years} years), ${runs} runs`,
    figures,
    notes,
  };
}

function scenarioFigures(name: string, isYear: boolean, endpoint: { p50: number; p99: number }, sql: { p50: number; p99: number }, same: boolean): Figure[] {
  const ratio = endpoint.p50 / sql.p50;
  return [
    {
      name: `${name}: endpoint p50 / p99`,
      value: `${formatMs(endpoint.p50)} / ${formatMs(endpoint.p99)}`,
      ...(isYear ? { target: `p50 < ${TARGET_P50_MS} ms`, met: endpoint.p50 < TARGET_P50_MS } : {}),
    },
    { name: `${name}: SQL p50 / p99`, value: `${formatMs(sql.p50)} / ${formatMs(sql.p99)}${same ? ', same figures' : ', FIGURES DIFFER'}` },
    { name: `${name}: ratio endpoint / SQL`, value: `${ratio.toFixed(2)}×`, target: `≤ ${TARGET_RATIO}×`, met: ratio <= TARGET_RATIO },
  ];
}

/** The revenue CSV for one year: timed, and its total column added up against the revenue figure. */
async function csvFigure(ctx: BenchContext, w: Window, person: PreparedHistory['largest']['serviceProvider'], warmup: number, runs: number, notes: string[]): Promise<Figure> {
  const baseUrl = ctx.env.server.baseUrl;
  const token = await accessToken(baseUrl, person);
  ctx.log('analysis: revenue CSV export, one year');
  const timed = await timeRuns(warmup, runs, () => getText(baseUrl, analysisPath('revenue/export', w, '&format=csv'), token));
  const csv = csvTotal(timed.last);
  const revenue = JSON.parse(await getText(baseUrl, analysisPath('revenue', w), token)) as RevenueAnalysis;
  if (csv.totalMinor !== revenue.totals.revenue_minor || csv.rows !== revenue.totals.check_outs) {
    const text = `MISMATCH revenue CSV, one year: ${csv.rows} rows adding up to ${csv.totalMinor}, the figures say ${revenue.totals.check_outs} check-outs, ${revenue.totals.revenue_minor}`;
    ctx.log(`analysis: ${text}`);
    notes.push(text);
  }
  return { name: `revenue CSV export, one year (${csv.rows} rows, ${Math.round(timed.last.length / 1024)} KiB): p50 / p99`, value: `${formatMs(timed.p50)} / ${formatMs(timed.p99)}` };
}
