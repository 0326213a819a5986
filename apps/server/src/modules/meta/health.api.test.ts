import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@coldroom/contract';
import { openDatabase } from '../../db/client';
import { shippedMigrations } from '../../db/migrate';
import { createTestApp, secondApp, type TestApp } from '../../../test/harness';
import type { QueueProbe } from '../../platform/metrics/queue-probe';
import { checkReadiness } from './readiness';

let t: TestApp;
let queueRunning = true;
const probe: QueueProbe = {
  running: () => queueRunning,
  depth: async () => [],
};

beforeAll(async () => {
  t = await createTestApp({ queue: probe });
});
afterAll(async () => t?.close());

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('liveness and readiness', () => {
  it('liveness answers 200 without asking anything', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('readiness answers 200 with each check when the database answers, every migration is applied and the queue runs', async () => {
    const response = await ready();
    expect(response.statusCode, response.body).toBe(200);
    expect(readinessResponseSchema.parse(response.json())).toEqual({
      status: 'ready',
      checks: { database: { status: 'ok' }, migrations: { status: 'ok' }, jobs: { status: 'ok' } },
    });
  });

  it('answers 503 naming the job queue when it is not running', async () => {
    queueRunning = false;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', checks: { database: { status: 'ok' }, jobs: { status: 'failing' } } });
    } finally {
      queueRunning = true;
    }
  });

  it('answers 503 naming a migration the database has not applied', async () => {
    const last = shippedMigrations().at(-1)!;
    const removed: unknown = await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`);
    const { rows } = removed as { rows: { hash: string }[] };
    expect(rows).toHaveLength(1);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        checks: { database: { status: 'ok' }, migrations: { status: 'failing', missing: [last.tag] }, jobs: { status: 'ok' } },
      });
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${rows[0]!.hash}, ${last.when})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("checks the app's own job queue (pg-boss) when no probe is given", async () => {
    const other = await secondApp(t);
    try {
      const response = await ready(other.app);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().checks.jobs.status).toBe('ok');
      expect(other.app.ctx.jobs.running()).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps the existing health answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });
});

describe('checkReadiness on a database that is not right', () => {
  it('fails the migrations when their table cannot be read', async () => {
    await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`);
    try {
      expect(await checkReadiness(t.database.db, undefined)).toMatchObject({
        status: 'not_ready',
        checks: { database: { status: 'ok' }, migrations: { status: 'failing', detail: 'the migrations table answered with an error' }, jobs: { status: 'skipped' } },
      });
    } finally {
      await t.database.db.execute(sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`);
    }
  });

  it('fails within its time limit when the database does not answer', async () => {
    // A transaction holding the migrations table (and, on PGlite, its one connection) keeps the checks waiting.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await isLocked;
      const stuck = await checkReadiness(t.database.db, undefined, 50);
      expect(stuck.status).toBe('not_ready');
      const check = t.database.kind === 'pglite' ? stuck.checks.database : stuck.checks.migrations;
      expect(check.detail).toMatch(/did not answer within 50 ms$/);
    } finally {
      release();
      await held;
    }
  });

  it('fails the database when it answers with an error (a closed pool)', async () => {
    if (!t.databaseUrl) return; // PGlite: one database per process, not to be closed under the test app.
    const closed = await openDatabase({ databaseUrl: t.databaseUrl });
    await closed.close();
    expect(await checkReadiness(closed.db, probe)).toMatchObject({
      status: 'not_ready',
      checks: { database: { status: 'failing', detail: 'the database answered with an error' }, migrations: { status: 'failing' }, jobs: { status: 'ok' } },
    });
  });
});
