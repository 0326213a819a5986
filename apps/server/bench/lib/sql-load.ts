import pg from 'pg';
import { percentile, Samples } from './stats';

export interface LoadResult {
  /** Successful operations per second over the measured time. */
  rate: number;
  p50: number;
  p99: number;
  completed: number;
  failed: number;
  /** The first failure, to show when anything failed. */
  firstError?: string;
  seconds: number;
}

export interface SqlLoad {
  url: string;
  connections: number;
  durationSeconds: number;
  /** One unit of work (usually a transaction) on a client of its own. */
  work: (client: pg.Client) => Promise<void>;
}

const STATEMENT_TIMEOUT_MS = 10_000;
/** Give up early rather than measure a broken workload. */
const MAX_FAILURES = 100;

/** Runs `work` in a closed loop on `connections` clients for a fixed time, timing each call. */
export async function runSqlLoad(load: SqlLoad): Promise<LoadResult> {
  const clients = await Promise.all(
    Array.from({ length: load.connections }, async () => {
      const client = new pg.Client({ connectionString: load.url, statement_timeout: STATEMENT_TIMEOUT_MS, connectionTimeoutMillis: 10_000 });
      await client.connect();
      return client;
    }),
  );
  const samples = new Samples();
  let failed = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + load.durationSeconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline && failed < MAX_FAILURES) {
          const t0 = performance.now();
          try {
            await load.work(client);
            samples.add(performance.now() - t0);
          } catch (error) {
            failed += 1;
            firstError ??= (error as Error).message;
            await client.query('rollback').catch(() => undefined);
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = samples.sorted();
  return { rate: samples.count / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), completed: samples.count, failed, firstError, seconds };
}
