import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/client';
import { createJobs, JOBS_SCHEMA, type Jobs } from './queue';

/**
 * Stopping the queue while a job is still running, as a server does on SIGTERM with a slow job in hand.
 * pg-boss marks the job failed when its wait ends, and marks a job complete without awaiting that query: a
 * job that ends after stop() has returned must neither reach the database the app is about to close nor
 * leave a rejected promise behind (an unhandled rejection crashes a server and fails a test run).
 */

const errors: string[] = [];
const log = {
  error: (fields: { err?: Error }, message: string) => errors.push(`${message}: ${fields.err?.message ?? ''}`),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

let database: Database;
let dispose: () => Promise<void>;
let jobs: Jobs;
let release: () => void = () => undefined;
let started = false;
let finished = false;

beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
  jobs = createJobs(
    database.sql,
    [
      {
        name: 'slow-job',
        retryLimit: 2,
        retryDelaySeconds: 1,
        retryBackoff: false,
        expireInSeconds: 60,
        handler: async () => {
          started = true;
          await new Promise<void>((resolve) => (release = resolve));
          finished = true;
        },
      },
    ],
    { pollIntervalMs: 500, periodic: false, stopTimeoutMs: 1000 },
    log,
  );
  await jobs.start();
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
  await dispose();
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('stopping the job queue with a job still running', () => {
  it('leaves the job to be retried, and a job ending afterwards touches neither the database nor the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const id = await jobs.send('slow-job', {});
      expect(id).toEqual(expect.any(String));
      await until(() => started);

      await jobs.stop();
      expect(jobs.running()).toBe(false);
      expect(finished).toBe(false);
      // pg-boss failed the job when its wait ended: it is retried (here or by another process) after its delay.
      const { rows } = await database.sql.executeSql(`select state from ${JOBS_SCHEMA}.job where id = $1`, [id]);
      expect(rows).toEqual([{ state: 'retry' }]);

      // The job ends now: pg-boss marks it complete, unawaited, on a queue that has let go of the database.
      release();
      await until(() => finished);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled.map(String)).toEqual([]);
      const after = await database.sql.executeSql(`select state from ${JOBS_SCHEMA}.job where id = $1`, [id]);
      expect(after.rows).toEqual([{ state: 'retry' }]);

      // Nothing is sent on a stopped queue; the caller hears it (and the SMS catch-up job sends it later).
      await expect(jobs.send('slow-job', {})).rejects.toThrow(/stopped/);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(errors).toEqual([]);
  });
});
