import { sql } from 'drizzle-orm';
import type { Readiness } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { missingMigrations } from '../../db/migrate';
import type { QueueProbe } from '../../platform/metrics/queue-probe';

/** A check that has not answered by then counts as failing: a load balancer must not wait on a stuck database. */
export const CHECK_TIMEOUT_MS = 2000;

type Check = Readiness['checks']['database'];

class TimedOut extends Error {}

async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What went wrong, in words that quote no database error (it could name hosts or users). */
const failed = (error: unknown, what: string, timeoutMs: number): Check => ({
  status: 'failing',
  detail: error instanceof TimedOut ? `${what} did not answer within ${timeoutMs} ms` : `${what} answered with an error`,
});

/**
 * Whether this process should get traffic: the database answers, every shipped migration is applied,
 * and the job queue (when the app has one) runs in this process. Each process answers for itself.
 */
export async function checkReadiness(db: Db, queue: QueueProbe | undefined, timeoutMs = CHECK_TIMEOUT_MS): Promise<Readiness> {
  let database: Check;
  let migrations: Readiness['checks']['migrations'];
  try {
    await within(db.execute(sql`select 1`), timeoutMs);
    database = { status: 'ok' };
  } catch (error) {
    database = failed(error, 'the database', timeoutMs);
  }
  if (database.status !== 'ok') {
    migrations = { status: 'failing', detail: 'not checked: the database does not answer' };
  } else {
    try {
      const missing = await within(missingMigrations(db), timeoutMs);
      migrations = missing.length === 0 ? { status: 'ok' } : { status: 'failing', detail: `${missing.length} migration(s) not applied`, missing };
    } catch (error) {
      migrations = failed(error, 'the migrations table', timeoutMs);
    }
  }
  const jobs: Check = !queue
    ? { status: 'skipped', detail: 'no job queue in this process' }
    : queue.running()
      ? { status: 'ok' }
      : { status: 'failing', detail: 'the job queue is not running' };
  const ready = [database, migrations, jobs].every((check) => check.status !== 'failing');
  return { status: ready ? 'ready' : 'not_ready', checks: { database, migrations, jobs } };
}
