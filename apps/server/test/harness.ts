import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import type { Config } from '../src/config';
import { testConfig } from './config';
import { openDatabase, type Database } from '../src/db/client';
import { syncCropCatalogue } from '../src/modules/crops/catalogue-sync';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Which database the api-* project runs the API tests on. */
    dbKind: 'pglite' | 'postgres';
    /** api-postgres: the throw-away cluster's maintenance database. */
    pgAdminUrl: string;
    /** api-postgres: the prepared database each test file's database is copied from. */
    pgTemplate: string;
    /** api-pglite: a prepared database image (test/template.ts) to start each test file from. */
    pgliteTemplate: string;
  }
}

export { TEST_JWT_SECRET, testConfig } from './config';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** PostgreSQL: the test database's address (another server process would connect there); PGlite: null. */
  databaseUrl: string | null;
  close(): Promise<void>;
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

/**
 * A new database of the project's kind: a copy of the prepared template (migrated, crop catalogue, job
 * queue), or with `empty` a database nothing has touched (restore and migration tools start from one).
 */
export async function freshDatabase({ empty = false }: { empty?: boolean } = {}): Promise<{ database: Database; dispose: () => Promise<void>; url: string | null }> {
  if (inject('dbKind') !== 'postgres') {
    const template = empty ? undefined : inject('pgliteTemplate');
    // The image is read once per worker: a Blob cannot change, so every file's database can start from the same one.
    if (template && templateImage?.file !== template) templateImage = { file: template, blob: new Blob([readFileSync(template)]) };
    const options = { ...(await pgliteTestOptions()), ...(template ? { loadDataDir: templateImage!.blob } : {}) };
    return { database: await openDatabase({ memory: true, options }), dispose: async () => {}, url: null };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `coldroom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${empty ? 'template0' : inject('pgTemplate')} strategy file_copy`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    dispose: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    url: url.toString(),
  };
}

/** Node's WebAssembly (the server's type library declares its types, not the global object). */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;
let pgliteAssets: Promise<PGliteOptions> | undefined;
let templateImage: { file: string; blob: Blob } | undefined;

/**
 * PGlite's options for a test database, the same for every file of a worker. Measured per database opened
 * from the template (docs/testing.md): 1.8–2.2 s as PGlite starts by default, 0.9 s with these and the
 * template's image read once. PGlite compiles its WebAssembly and reads its file-system bundle for every
 * instance unless handed them: here they are compiled and read once per worker. PostgreSQL zeroes its 128
 * MB of shared buffers at every start; a test database of a few megabytes needs 16.
 */
function pgliteTestOptions(): Promise<PGliteOptions> {
  pgliteAssets ??= (async () => {
    const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    return {
      pgliteWasmModule: await wasm.compile(readFileSync(join(dist, 'pglite.wasm'))),
      initdbWasmModule: await wasm.compile(readFileSync(join(dist, 'initdb.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
      postgresqlconf: ['shared_buffers=16MB'],
    };
  })();
  return pgliteAssets;
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
