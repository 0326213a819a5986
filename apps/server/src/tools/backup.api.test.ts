/**
 * Backups, restores and the move to PostgreSQL, on real databases: the demo data and an uploaded logo are
 * backed up and restored into a fresh database and folder of the project's kind (PostgreSQL in api-postgres,
 * the embedded PGlite folder in api-pglite), and every table's row count and checksum match; a target that
 * holds anything is refused with nothing written. On PostgreSQL, the embedded demo data is also copied by
 * migrate-to-postgres, and the app on the copy answers a fixed set of API calls as the embedded app does.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase, tempDir, testConfig } from '../../test/harness';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { acquireFolderLock } from '../db/pglite-lock';
import { companies } from '../db/schema';
import { writeDemoData } from '../db/seed';
import { DEMO_PASSWORD } from '../db/seed/context';
import { syncCropCatalogue } from '../modules/crops/catalogue-sync';
import { createLocalStorage } from '../platform/files/storage';
import { backup, type ToolConfig } from './backup';
import { openEmbedded } from './embedded';
import { migrateToPostgres } from './migrate-to-postgres';
import { RefusedError, ServerRunningError } from './errors';
import { restore } from './restore';
import { pgliteSession, pgSession, type SqlSession } from './sql-session';
import { compareSummaries, countRelations, summariseDatabase, type DatabaseSummary } from './table-summary';

const kind = inject('dbKind');
const folders = tempDir('coldroom-backup-test-');
const disposers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose().catch(() => undefined);
  folders.remove();
});

const LOGO_KEY = `logos/${randomBytes(32).toString('hex')}.png`;
const logoBytes = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(3000)]);

function newFolder(name: string): string {
  return join(folders.path, `${name}-${randomBytes(4).toString('hex')}`);
}

/** A new, empty PostgreSQL database (not even migrated), dropped after the file. */
async function emptyPostgres(): Promise<string> {
  const { database, dispose, url } = await freshDatabase({ empty: true });
  await database.close();
  disposers.push(dispose);
  return url!;
}

/**
 * The demo data and a logo, as a running server would have written them, in an installation of the given
 * kind; with the counts and checksums of its tables, read before the tools ever touch it.
 */
async function installationWithDemoData(on: 'postgres' | 'pglite'): Promise<{ config: ToolConfig; summary: DatabaseSummary }> {
  const dataDir = newFolder('source');
  const config: ToolConfig = { databaseUrl: on === 'postgres' ? await emptyPostgres() : null, dataDir, uploadsDir: join(dataDir, 'uploads'), appVersion: 'test' };
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    await syncCropCatalogue(database.db);
    await writeDemoData(database.db);
    await createLocalStorage(config.uploadsDir).put(LOGO_KEY, logoBytes);
    await database.db.update(companies).set({ logoPath: LOGO_KEY }).where(eq(companies.name, 'Demo Cold Rooms'));
    const summary = config.databaseUrl
      ? await withPostgres(config.databaseUrl, summariseDatabase)
      : await summariseDatabase(pgliteSession((database.db as unknown as { $client: PGlite }).$client));
    return { config, summary };
  } finally {
    await database.close();
  }
}

async function withPostgres<T>(url: string, fn: (session: SqlSession) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(pgSession(client));
  } finally {
    await client.end();
  }
}

/** A session on an installation's database (the embedded one held as the server would hold it). */
async function withSession<T>(config: ToolConfig, fn: (session: SqlSession) => Promise<T>): Promise<T> {
  if (config.databaseUrl) return withPostgres(config.databaseUrl, fn);
  const embedded = await openEmbedded(config.dataDir, 'read');
  try {
    return await fn(pgliteSession(embedded.client));
  } finally {
    await embedded.close();
  }
}

/** The embedded installation migrate-to-postgres copies, seeded while the PostgreSQL one is (both take a while). */
let embeddedInstallation: ReturnType<typeof installationWithDemoData> | undefined;
const embeddedWithDemoData = () => (embeddedInstallation ??= installationWithDemoData('pglite'));

async function emptyTarget(): Promise<ToolConfig> {
  // The target keeps its uploads outside DATA_DIR (UPLOADS_DIR), as several processes on several machines would.
  const dataDir = newFolder('target');
  return { databaseUrl: kind === 'postgres' ? await emptyPostgres() : null, dataDir, uploadsDir: join(newFolder('target-uploads'), 'logos-shared'), appVersion: 'test' };
}

describe(`backup and restore (${kind})`, () => {
  let source: ToolConfig;
  let sourceSummary: DatabaseSummary;
  let archive: string;
  let target: ToolConfig;

  beforeAll(async () => {
    if (kind === 'postgres') embeddedWithDemoData().catch(() => undefined); // awaited, with its error, by migrate-to-postgres
    ({ config: source, summary: sourceSummary } = await installationWithDemoData(kind));
  }, 180_000);

  it('restores into a fresh database and folder: every table and the logo match', async () => {
    const written = await backup(source, newFolder('backups'));
    archive = written.file;
    expect(archive).toMatch(new RegExp(`coldroom-backup-\\d{8}T\\d{6}Z-${kind}\\.tar\\.gz$`));
    expect(written.manifest.tables).toEqual(sourceSummary);
    expect(written.manifest.uploads).toEqual([{ path: LOGO_KEY, bytes: logoBytes.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(written.manifest.migrations.last).toMatch(/^\d{14}_/);

    target = await emptyTarget();
    const restored = await restore(target, archive);
    expect(restored.problems).toEqual([]);
    expect(restored.tables).toEqual(sourceSummary);
    // The demo data really is in it: many tables, with rows.
    expect(Object.keys(sourceSummary).length).toBeGreaterThan(30);
    expect(sourceSummary['public.companies']?.rows).toBe(2);
    expect(sourceSummary['public.crates']?.rows).toBeGreaterThan(100);
    expect(readFileSync(join(target.uploadsDir, ...LOGO_KEY.split('/')))).toEqual(logoBytes);
  }, 120_000);

  it('notices a restored row that differs from the backup', async () => {
    const changed = await withSession(target, async (session) => {
      await session.query("update companies set name = 'Changed Cold Rooms' where name = 'Demo Cold Rooms'");
      return summariseDatabase(session);
    });
    expect(compareSummaries(sourceSummary, changed)).toEqual(['public.companies: 2 rows as expected, but their contents differ (checksum)']);
  }, 60_000);

  it('refuses a target that holds a database or uploaded files, writing nothing', async () => {
    await expect(restore(target, archive)).rejects.toThrow(RefusedError);
    await expect(restore(target, archive)).rejects.toThrow(/not empty|already holds a database/);

    const onlyFiles = await emptyTarget();
    await createLocalStorage(onlyFiles.uploadsDir).put('logos/someone-elses.png', logoBytes);
    await expect(restore(onlyFiles, archive)).rejects.toThrow(/uploads folder .* is not empty/);
    if (onlyFiles.databaseUrl) expect((await withPostgres(onlyFiles.databaseUrl, countRelations)).count).toBe(0);
    else expect(existsSync(join(onlyFiles.dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it.runIf(kind === 'pglite')('leaves a running embedded server its database: backup and migrate-to-postgres refuse, naming it', async () => {
    // What a running server holds first (db/client.ts), before it opens the folder.
    const serverLock = acquireFolderLock(join(source.dataDir, 'pglite.lock'), join(source.dataDir, 'pglite'));
    try {
      await expect(backup(source, newFolder('backups'))).rejects.toThrow(
        new RegExp(`^Cannot back up the embedded database while the server runs\\. .*process ${process.pid}.*stop the server`),
      );
      await expect(migrateToPostgres(source, 'postgres://nobody@127.0.0.1:1/none')).rejects.toThrow(ServerRunningError);
    } finally {
      serverLock.release();
    }
  }, 60_000);
});

describe.runIf(kind === 'postgres')('migrate-to-postgres', () => {
  let embedded: ToolConfig;
  let embeddedSummary: DatabaseSummary;
  let targetUrl: string;

  beforeAll(async () => {
    ({ config: embedded, summary: embeddedSummary } = await embeddedWithDemoData());
    targetUrl = await emptyPostgres();
  }, 180_000);

  it('copies the demo data: the app on PostgreSQL answers as the embedded one does', async () => {
    await migrateToPostgres(embedded, targetUrl);
    const copied = await withPostgres(targetUrl, summariseDatabase);
    const ours = (summary: DatabaseSummary) => Object.fromEntries(Object.entries(summary).filter(([name]) => name.startsWith('public.')));
    expect(ours(copied)).toEqual(ours(embeddedSummary));
    expect(Object.keys(ours(copied)).length).toBeGreaterThan(30);

    const config = testConfig({ DATA_DIR: embedded.dataDir });
    const onPglite = await openDatabase({ dataDir: embedded.dataDir });
    const onPostgres = await openDatabase({ databaseUrl: targetUrl });
    try {
      // The periodic jobs stay off: a pick-up check running in one app and not yet in the other would add
      // SMS rows to one side only, while the comparison reads them.
      const pgliteAnswers = await answers(await buildApp(config, onPglite, { logger: false, periodicJobs: false }));
      const postgresAnswers = await answers(await buildApp(config, onPostgres, { logger: false, periodicJobs: false }));
      expect(postgresAnswers).toEqual(pgliteAnswers);
      // The next ids follow the copied ones on both.
      const next = async (database: Database) =>
        (await database.db.insert(companies).values({ name: 'Next Cold Co', country: 'NG', timeZone: 'Africa/Lagos' }).returning())[0]!.id;
      expect(await next(onPostgres)).toBe(await next(onPglite));
    } finally {
      await onPglite.close();
      await onPostgres.close();
    }
  }, 120_000);

  it('refuses a target that holds data', async () => {
    await expect(migrateToPostgres(embedded, targetUrl)).rejects.toThrow(/not empty/);
  }, 60_000);
});

/** A fixed set of GET calls as the demo service provider, operator and farmer; answers keyed by call. */
async function answers(app: FastifyInstance): Promise<Record<string, unknown>> {
  await app.ready();
  const result: Record<string, unknown> = {};
  try {
    const session = async (username: string, userType: string) => {
      const login = await app.inject({ method: 'POST', url: '/api/user/v1/login/', payload: { username, password: DEMO_PASSWORD, user_type: userType } });
      expect(login.statusCode, username).toBe(200);
      const body = login.json<{ refresh: string; company: number; user: { id: number } }>();
      const refreshed = await app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: body.refresh } });
      return { company: body.company, userId: body.user.id, headers: { authorization: `Bearer ${refreshed.json<{ access: string }>().access}` } };
    };
    const get = async (who: string, headers: Record<string, string>, url: string) => {
      const response = await app.inject({ method: 'GET', url: `/api${url}`, headers });
      expect(response.statusCode, `${who} ${url}`).toBe(200);
      const body = response.json<unknown>();
      result[`${who} ${url}`] = normalise(body);
      return body as { items?: { id: number }[] } & Record<string, unknown>;
    };
    const sp = await session('+2348030000001', 'sp');
    await get('sp', sp.headers, '/user/v1/companies/');
    await get('sp', sp.headers, `/user/v1/companies/${sp.company}/`);
    await get('sp', sp.headers, `/user/v1/users/${sp.userId}/`);
    await get('sp', sp.headers, '/storage/v1/locations/');
    await get('sp', sp.headers, '/user/v1/operators/');
    await get('sp', sp.headers, '/user/v1/farmers/');
    await get('sp', sp.headers, '/operation/v1/check-ins/');
    await get('sp', sp.headers, '/operation/v1/check-outs/');
    const movements = await get('sp', sp.headers, '/operation/v1/movements/');
    expect(movements.items?.length).toBeGreaterThan(0);
    await get('sp', sp.headers, `/operation/v1/movements/${movements.items![0]!.id}/`);
    await get('sp', sp.headers, '/user/v1/sms-outbox/');
    const op = await session('+2348030000002', 'op');
    const rooms = await get('op', op.headers, '/storage/v1/cooling-units/');
    expect(rooms.items?.length).toBeGreaterThan(0);
    await get('op', op.headers, `/storage/v1/cooling-units/${rooms.items![0]!.id}/`);
    await get('op', op.headers, `/storage/v1/cooling-units/${rooms.items![0]!.id}/planner/`);
    await get('op', op.headers, '/operation/v1/movements/');
    const farmer = await session('+2348030000003', 'f');
    await get('farmer', farmer.headers, '/storage/v1/cooling-units/');
    await get('farmer', farmer.headers, '/operation/v1/movements/');
  } finally {
    await app.close();
  }
  return result;
}

/** Only what legitimately differs between two apps answering a minute apart: the logins just made. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'last_login' ? '(login time)' : normalise(v)]));
  }
  return value;
}
