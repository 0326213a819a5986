import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireFolderLock } from './pglite-lock';
import { migratePglite, migratePostgres } from './migrate';

export type Schema = typeof schema;
/** Both drivers behind one type: services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * An open transaction. Inside one, query only through it: PGlite has a single connection, so a query on
 * the outer `db` would wait for the transaction to end, which waits for the query.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a service function accepts: the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * The database connections of this process, for the metrics. PostgreSQL: the pool's figures. PGlite: one
 * connection, always open, and no figure for idle or waiting (null): queries queue inside PGlite itself.
 */
export interface PoolUse {
  total: number;
  idle: number | null;
  waiting: number | null;
  max: number;
}

/**
 * Plain SQL on the same database, for the job queue (pg-boss's `db` adapter): parameterised single
 * statements, or a script of several statements without parameters.
 */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  poolUse(): PoolUse;
  /** The same connection(s) as `db`, as plain SQL (platform/jobs). */
  sql: SqlClient;
  /** Applies the committed migrations; safe to run on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** A throw-away in-memory PGlite (tests), with PGlite's own options (a data image to start from, etc.). */
  | { memory: true; options?: PGliteOptions };

/**
 * PGlite converts plain SQL's values as node-postgres does: a bigint (int8, such as `count(*)`) comes as a
 * string (PGlite's own default is a number, or a BigInt past 2^53). The app's code sees one kind of value
 * whichever database it runs on; db/driver-parity.api.test.ts proves it type by type on both.
 */
const PGLITE_PARSERS: NonNullable<PGliteOptions['parsers']> = { [types.INT8]: (value: string) => value };

export async function openDatabase(target: DatabaseTarget, onError: (error: Error) => void = () => {}): Promise<Database> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl, target.poolSize ?? 20, onError);
  if ('dataDir' in target) return openPgliteFolder(target.dataDir);
  const client = await PGlite.create({ ...target.options, parsers: { ...PGLITE_PARSERS, ...target.options?.parsers } });
  return wrapPglite(client, () => {});
}

function openPostgres(url: string, poolSize: number, onError: (error: Error) => void): Database {
  // JIT compilation off for our sessions: our statements are short, and compiling one costs 40–190 ms
  // (measured on the analysis queries), more than most of them take to run.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    sql: { executeSql: async (text, values) => pool.query(text, values) },
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

async function openPgliteFolder(dataDir: string): Promise<Database> {
  const folder = join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireFolderLock(join(dataDir, 'pglite.lock'), folder);
  try {
    const client = await PGlite.create(folder, { parsers: PGLITE_PARSERS });
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The app's database on a PGlite client opened by the caller (tests dump it as a template afterwards). */
export function wrapPglite(client: PGlite, afterClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    poolUse: () => ({ total: 1, idle: null, waiting: null, max: 1 }),
    sql: {
      // PGlite's `query` takes one statement with parameters; `exec` a script (pg-boss's migrations, its
      // locked maintenance commands) and answers each statement's result: the last one is the script's.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      },
    },
    migrate: () => migratePglite(db),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        afterClose();
      }
    },
  };
}
