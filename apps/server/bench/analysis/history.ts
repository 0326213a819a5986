import pg from 'pg';
import {
  BATCH_COUNTS, INSERT_CHECK_INS, INSERT_CHECK_OUTS, INSERT_CRATES, INSERT_LINES, INSERT_LOTS, INSERT_MOVEMENTS, PLAN_CHECK_INS, PLAN_CRATES,
} from './history-sql';
import type { GeneratedCompany } from './setup';
import { split } from './sizes';

export interface HistoryCounts {
  check_ins: number;
  lots: number;
  crates: number;
  check_outs: number;
  lines: number;
}

export interface HistoryResult extends HistoryCounts {
  /** movements = check-ins + check-outs; rows = every row written. */
  rows: number;
  seconds: number;
}

/** Two connections: PostgreSQL does the work, one backend per core of this machine. */
const WORKERS = 2;

/**
 * Writes every company's history month by month (one transaction per company and month, so progress
 * shows and memory stays flat), on two connections in parallel, largest companies first.
 */
export async function generateHistory(
  url: string,
  companies: GeneratedCompany[],
  range: { start: Date; now: Date; months: number },
  log: (line: string) => void,
): Promise<HistoryResult> {
  const totals: HistoryCounts = { check_ins: 0, lots: 0, crates: 0, check_outs: 0, lines: 0 };
  const started = performance.now();
  const rowsOf = (c: HistoryCounts) => 2 * c.check_ins + c.lots + c.crates + 2 * c.check_outs + c.lines;
  const queue = [...companies].sort((a, b) => b.checkIns - a.checkIns);
  let done = 0;

  const worker = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // The batch plans overestimate their temp tables; JIT would then spend ~70 ms compiling each statement.
      await client.query("set work_mem = '64MB'; set jit = off");
      for (let company = queue.shift(); company; company = queue.shift()) {
        const counts = await generateCompany(client, company, range);
        for (const key of Object.keys(totals) as (keyof HistoryCounts)[]) totals[key] += counts[key];
        done += 1;
        const seconds = (performance.now() - started) / 1000;
        log(
          `history: ${done}/${companies.length} companies, company ${company.id} (${company.profile.currency}) ${counts.crates} crates; ` +
            `so far ${totals.crates} crates, ${rowsOf(totals)} rows in ${seconds.toFixed(0)} s (${Math.round(rowsOf(totals) / seconds)} rows/s)`,
        );
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, companies.length) }, worker));
  return { ...totals, rows: rowsOf(totals), seconds: (performance.now() - started) / 1000 };
}

/** One company: its check-ins spread over the months, busier as the business grows, with a season. */
async function generateCompany(client: pg.Client, company: GeneratedCompany, range: { start: Date; now: Date; months: number }): Promise<HistoryCounts> {
  const weights = Array.from({ length: range.months }, (_, m) => (1 + (0.6 * m) / range.months) * (1 + 0.2 * Math.sin((2 * Math.PI * m) / 12)));
  const sum = weights.reduce((a, b) => a + b, 0);
  const perMonth = split(company.checkIns, weights.map((w) => w / sum), 0);
  const counts: HistoryCounts = { check_ins: 0, lots: 0, crates: 0, check_outs: 0, lines: 0 };
  let codeOffset = 0;
  for (let m = 0; m < range.months; m += 1) {
    const n = perMonth[m]!;
    if (n === 0) continue;
    const from = addMonths(range.start, m);
    const to = m === range.months - 1 ? range.now : addMonths(range.start, m + 1);
    await client.query('begin');
    try {
      // Same seed, same history (ids aside: two connections draw from the sequences in turn).
      await client.query('select setseed($1)', [(((company.id * 1009 + m) % 2000) - 1000) / 1000]);
      await client.query(PLAN_CHECK_INS, [
        company.id, company.profile.timeZone, from, to, n, codeOffset, company.roomIds, company.roomMetrics,
        company.roomOperatorUserIds, company.farmerIds, company.cropIds, company.rates, range.now,
      ]);
      await client.query(INSERT_MOVEMENTS);
      await client.query(INSERT_CHECK_INS);
      await client.query(INSERT_LOTS);
      await client.query(PLAN_CRATES);
      await client.query(INSERT_CRATES);
      await client.query(INSERT_CHECK_OUTS, [company.profile.currency, company.profile.paymentMethods]);
      await client.query(INSERT_LINES);
      const batch = (await client.query<HistoryCounts>(BATCH_COUNTS)).rows[0]!;
      await client.query('commit');
      for (const key of Object.keys(counts) as (keyof HistoryCounts)[]) counts[key] += batch[key];
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new Error(`history of company ${company.id}, month ${m + 1}: ${(error as Error).message}`);
    }
    codeOffset += 3 * n + 3;
  }
  return counts;
}

export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
