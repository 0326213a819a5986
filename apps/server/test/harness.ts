import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import { parseConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { syncCropCatalogue } from '../src/modules/crops/catalogue-sync';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the api-* project runs the API tests on. */
    dbKind: 'pglite' | 'postgres';
    /** api-postgres: the throw-away cluster's maintenance database. */
    pgAdminUrl: string;
    /** api-pglite: a migrated database image to start each test file from. */
    pgliteTemplate: string;
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** PostgreSQL: the test database's address (another server process would connect there); PGlite: null. */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/** Configuration as the server would parse it, for tests: no disk writes, quiet logs, no web build. */
export function testConfig(env: Record<string, string> = {}): Config {
  const parsed = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: join(tmpdir(), 'coldroom-test-unused'),
    WEB_DIST: join(tmpdir(), 'coldroom-no-web-build'),
    // Background jobs are picked up quickly in tests (pg-boss polls at most every 500 ms).
    JOBS_POLL_INTERVAL_MS: '500',
    ...env,
  });
  return { ...parsed, jwtSecret: parsed.jwtSecret ?? TEST_JWT_SECRET };
}

/**
 * A fresh, migrated database of the project's kind (PGlite in memory, or a new database in the test
 * cluster) and the real app on it. One per test file.
 */
export async function createTestApp(options: AppOptions & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const { env, ...appOptions } = options;
  const { database, dispose, url } = await freshDatabase();
  await database.migrate();
  await syncCropCatalogue(database.db);
  const config = testConfig(env);
  const app = await buildApp(config, database, { logger: false, periodicJobs: false, ...appOptions });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await dispose();
    },
  };
}

export async function freshDatabase(): Promise<{ database: Database; dispose: () => Promise<void>; url: string | null }> {
  if (inject('dbKind') !== 'postgres') {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    return { database: await openDatabase(loadDataDir ? { memory: true, loadDataDir } : { memory: true }), dispose: async () => {}, url: null };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `coldroom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    dispose: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    url: url.toString(),
  };
}

/**
 * Another server app on the test app's database, as a second server process would run: on PostgreSQL
 * with its own connection pool, on PGlite on the same embedded database (one process per folder). Close
 * it before the first one.
 */
export async function secondApp(t: TestApp, options: AppOptions = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
  const app = await buildApp(t.config, database, { logger: false, periodicJobs: false, ...options });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A temp folder removed after the test file. */
export function tempDir(prefix: string): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
