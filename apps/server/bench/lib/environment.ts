import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { syncCropCatalogue } from '../../src/modules/crops/catalogue-sync';
import { freePort, startCluster } from '../../test/postgres/cluster';
import { postgresCpuMs } from './postgres-cpu';
import type { Cleanup } from './cleanup';
import { startServer, type ServerProcess } from './server-process';

/** What every benchmark module gets: a migrated database, a direct connection to it, and the server on it. */
export interface BenchEnvironment {
  /** Connection string of the benchmark database (plain-SQL load opens its own clients with it). */
  databaseUrl: string;
  /** Drizzle on the same database, for preparing data with the test factories. */
  database: Database;
  server: ServerProcess;
  postgresVersion: string;
  /** How many PostgreSQL connections the server process holds now (its pool, idle or busy). */
  serverConnections(): Promise<number>;
  /** CPU time PostgreSQL has used so far, in ms (null without /proc). */
  postgresCpuMs(): number | null;
  /** The server's JWT secret (the bench verifies its tokens to time the check). */
  jwtSecret: string;
}

const DATABASE_NAME = 'coldroom_bench';
/** The server's connections carry this name, so the bench can count them. */
const SERVER_APPLICATION_NAME = 'coldroom-bench-server';

/**
 * A throw-away PostgreSQL cluster on a free loopback port (the one the API tests use), a migrated
 * database in it, and the server process on that database. Everything is registered with `cleanup`.
 */
export async function startEnvironment(cleanup: Cleanup, log: (line: string) => void, serverPoolSize: number): Promise<BenchEnvironment> {
  log('starting a throw-away PostgreSQL cluster');
  // pg_stat_statements loaded but tracking nothing: the check-in benchmark turns it on for one short phase.
  const cluster = await startCluster({ config: ["shared_preload_libraries = 'pg_stat_statements'", 'pg_stat_statements.track = none'] });
  cleanup.add('PostgreSQL cluster', () => cluster.stop());
  const admin = new pg.Client({ connectionString: cluster.adminUrl });
  await admin.connect();
  let postgresVersion: string;
  try {
    await admin.query(`create database ${DATABASE_NAME}`);
    postgresVersion = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.adminUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const databaseUrl = url.toString();

  const database = await openDatabase({ databaseUrl }, (error) => log(`database connection error: ${error.message}`));
  cleanup.add('database pool', () => database.close());
  await database.migrate();
  await syncCropCatalogue(database.db);

  const dataDir = mkdtempSync(join(tmpdir(), 'coldroom-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  cleanup.add('server data folder', () => rmSync(dataDir, { recursive: true, force: true }));
  log('starting the server');
  const server = await startServer({
    PORT: String(await freePort()),
    DATABASE_URL: `${databaseUrl}?application_name=${SERVER_APPLICATION_NAME}`,
    // As many connections as the plain-SQL side gets, so both sides run on the same number.
    DATABASE_POOL_SIZE: String(serverPoolSize),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    JWT_SECRET: jwtSecret,
    NODE_ENV: 'production',
    DEMO_DATA: 'false',
    // Request logging would measure the log pipe, not the server; warnings and errors still show.
    LOG_LEVEL: 'warn',
    APP_PUBLIC_URL: 'http://127.0.0.1',
    // Client addresses from X-Forwarded-For, as behind a proxy: the farmer sign-up recipe comes from a
    // different phone's address each time, as real sign-ups do (its per-address limits stay as they are).
    TRUST_PROXY: 'true',
    // The endpoint benchmark sends each SMS-sending request about 22 times from one address, to one company and
    // to the same farmer: budgets far above that, so it times the requests' work rather than their refusal.
    SMS_BUDGETS: ['verification', 'password_reset', 'invitation', 'receipt']
      .flatMap((kind) => ['company_hour', 'company_day', 'destination_day', 'address_hour'].map((scope) => `${kind}.${scope}=100000`))
      .join(','),
  });
  cleanup.add('server', () => server.stop());
  const serverConnections = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [SERVER_APPLICATION_NAME]);
      return rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  };
  return { databaseUrl, database, server, postgresVersion, serverConnections, postgresCpuMs: () => postgresCpuMs(cluster.dataDir), jwtSecret };
}
