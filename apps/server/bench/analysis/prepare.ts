import pg from 'pg';
import { recountDerivedTotals } from '../../src/db/derived-totals';
import type { BenchContext } from '../lib/module';
import { addMonths, generateHistory, type HistoryResult } from './history';
import { checkHistory } from './sanity';
import { createCompanies, type GeneratedCompany } from './setup';
import { HISTORY_SHAPES, type HistoryShape } from './sizes';

export interface PreparedHistory {
  shape: HistoryShape;
  companies: GeneratedCompany[];
  /** The company with the most check-ins: the one measured. */
  largest: GeneratedCompany;
  /** The generator's "now": the history ends here. */
  now: Date;
  result: HistoryResult;
  setupSeconds: number;
  analyzeSeconds: number;
  problems: string[];
}

/** Companies and people, then the history, then ANALYZE and the sanity checks; prints timings as it goes. */
export async function prepareHistory(ctx: Pick<BenchContext, 'env' | 'options' | 'log'>): Promise<PreparedHistory> {
  const shape = HISTORY_SHAPES[ctx.options.history];
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await client.connect();
  try {
    // Whole minutes, so the history's end is easy to read in the data.
    const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const start = addMonths(now, -12 * shape.years);
    ctx.log(
      `analysis: generating a ${ctx.options.history} history: ${shape.companies} companies, ${shape.rooms} rooms, ` +
        `${shape.farmers} farmers, about ${shape.crates} crates over ${shape.years} years`,
    );
    let t0 = performance.now();
    const runTag = now.toISOString().slice(0, 16).replace(/\D/g, '');
    const companies = await createCompanies(ctx.env.database.db, client, shape, runTag);
    const setupSeconds = (performance.now() - t0) / 1000;
    ctx.log(`analysis: companies, people and rooms in ${setupSeconds.toFixed(1)} s`);

    const result = await generateHistory(ctx.env.databaseUrl, companies, { start, now, months: 12 * shape.years }, ctx.log);
    ctx.log(
      `analysis: history written in ${result.seconds.toFixed(1)} s: ${result.check_ins} check-ins, ${result.crates} crates, ` +
        `${result.check_outs} check-outs, ${result.lines} lines; ${result.rows} rows, ${Math.round(result.rows / result.seconds)} rows/s`,
    );
    // Written in bulk like an import, so the usage totals are summed once afterwards, as the demo data's are.
    t0 = performance.now();
    for (const company of companies) await recountDerivedTotals(ctx.env.database.db, company.id);
    const usageDaysSeconds = (performance.now() - t0) / 1000;
    ctx.log(`analysis: rooms' stock and daily usage totals summed in ${usageDaysSeconds.toFixed(1)} s`);
    t0 = performance.now();
    await client.query('vacuum analyze');
    const analyzeSeconds = (performance.now() - t0) / 1000;
    ctx.log(`analysis: VACUUM ANALYZE in ${analyzeSeconds.toFixed(1)} s; checking the history`);
    const problems = await checkHistory(client, companies.map((c) => c.id));
    for (const problem of problems) ctx.log(`analysis: HISTORY PROBLEM: ${problem}`);
    if (problems.length === 0) ctx.log('analysis: history checks passed (weights conserved, sums and sampled fees right)');
    const largest = companies.reduce((a, b) => (b.checkIns > a.checkIns ? b : a));
    return { shape, companies, largest, now, result, setupSeconds, analyzeSeconds, problems };
  } finally {
    await client.end();
  }
}
