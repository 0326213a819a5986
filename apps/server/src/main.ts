import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { listeningLine } from './listen-address';
import { loadConfig, type Config } from './config';
import { ConfigError } from './config-error';
import { openDatabase, type Database } from './db/client';
import { DatabaseLockedError } from './db/pglite-lock';
import { seedDemoData } from './db/seed';
import { syncCropCatalogue } from './modules/crops/catalogue-sync';
import { prepareDummyHash } from './platform/auth/passwords';
import { listenForMetrics, type MetricsListener } from './platform/metrics/http';

const SHUTDOWN_GRACE_MS = 10_000;

/** Process entry: configuration, database, migrations, demo data, HTTP, and a clean stop on signals. */
async function main(): Promise<void> {
  // Milliseconds since the process started (performance's time origin): here, what loading the code took.
  const modulesMs = Math.round(performance.now());
  const config = await loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize } : { dataDir: config.dataDir },
    (error) => console.error(`Database connection error: ${error.message}`),
  );
  let app: FastifyInstance | undefined;
  let metricsListener: MetricsListener | undefined;
  installShutdown(() => app, database, () => metricsListener);
  try {
    await database.migrate();
    // The shipped crop catalogue, in every environment (rooms and company shortlists refer to it).
    await syncCropCatalogue(database.db);
    app = await buildApp(config, database);
    if (config.demoData && (await seedDemoData(database.db))) app.log.info('Demo data created (password Coldroom-demo1)');
    await prepareDummyHash();
    await app.listen({ port: config.port, host: config.host });
    // METRICS_PORT: the metrics without a token on a listener of their own (docs/operations-monitoring.md).
    if (config.metrics.port !== null) {
      metricsListener = await listenForMetrics(app.ctx.metrics, config.metrics.host, config.metrics.port);
      app.log.info(`Metrics on http://${config.metrics.host}:${metricsListener.port}/metrics`);
    }
    // How long the start took: reported by `npm run bench -- --only=restart` (docs/benchmarks.md).
    app.log.info({ startMs: Math.round(performance.now()), modulesMs }, describe(config, database, app));
  } catch (error) {
    await metricsListener?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

function describe(config: Config, database: Database, app: FastifyInstance): string {
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : `PostgreSQL at ${redact(config.databaseUrl ?? '')}`;
  return `Coldroom ${config.appVersion} on ${listeningLine(app.server.address(), config.appPublicUrl)} (database: ${where})`;
}

function installShutdown(
  getApp: () => FastifyInstance | undefined,
  database: Database,
  getMetricsListener: () => MetricsListener | undefined,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received; stopping`);
    // If something hangs, leave anyway; PGlite's lock is released on the way out.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    void (async () => {
      await getMetricsListener()?.close().catch((error: Error) => console.error(`Closing metrics: ${error.message}`));
      await getApp()?.close().catch((error: Error) => console.error(`Closing HTTP: ${error.message}`));
      await database.close().catch((error: Error) => console.error(`Closing database: ${error.message}`));
      process.exit(0);
    })();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

/** Never print a database password. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

function explain(error: unknown): string {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) return error.message;
  const err = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (err.code === 'EADDRINUSE') return `PORT ${err.port ?? ''} is already in use; stop the other server or set PORT.`;
  if (err.code === 'EACCES' && err.syscall === 'listen') return `No permission to listen on PORT ${err.port ?? ''}; use a port above 1024.`;
  if (err.code === 'ECONNREFUSED' || err.code === 'ENOTFOUND' || err.code === '28P01' || err.code === '3D000') {
    return `Cannot use the database given by DATABASE_URL: ${err.message}`;
  }
  return err.stack ?? String(error);
}

main().catch((error: unknown) => {
  console.error(`Coldroom could not start.\n${explain(error)}`);
  process.exit(1);
});
