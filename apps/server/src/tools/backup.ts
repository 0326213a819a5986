import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import {
  copyUploads,
  DATABASE_FILE,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  packArchive,
  sha256OfFile,
  UPLOADS_FOLDER,
  type DatabaseKind,
  type Manifest,
} from './archive';
import { openEmbedded } from './embedded';
import { findPostgresProgram, libpqConnection, runProgram } from './postgres-tools';
import { pgliteSession, pgSession } from './sql-session';
import { migrationLevel, summariseDatabase, type DatabaseSummary, type MigrationLevel } from './table-summary';

export type ToolConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir' | 'appVersion'>;

export interface BackupResult {
  file: string;
  manifest: Manifest;
}

/**
 * Writes one archive of the database and the uploaded files (docs/backup-restore.md). `destination`: a
 * folder (a dated file name is made in it) or a file ending in .tar.gz; default the folder "backups". The
 * archive appears under its name only once complete.
 */
export async function backup(config: ToolConfig, destination = 'backups', now = new Date()): Promise<BackupResult> {
  const kind: DatabaseKind = config.databaseUrl ? 'postgres' : 'pglite';
  const file = archivePath(resolve(destination), kind, now);
  await mkdir(dirname(file), { recursive: true });
  const staging = await mkdtemp(join(dirname(file), '.coldroom-backup-'));
  try {
    const databaseFile = join(staging, ...DATABASE_FILE[kind].split('/'));
    await mkdir(dirname(databaseFile), { recursive: true });
    const { tables, migrations } = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, databaseFile)
      : await dumpEmbedded(config.dataDir, databaseFile);
    // After the database: a file the database part refers to was written before it (logos are stored
    // before the change that names them commits), so it is there to copy.
    const uploads = await copyUploads(config.uploadsDir, join(staging, UPLOADS_FOLDER));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: config.appVersion,
      createdAt: now.toISOString(),
      database: { kind, file: DATABASE_FILE[kind], bytes: (await stat(databaseFile)).size, sha256: await sha256OfFile(databaseFile) },
      migrations,
      tables,
      uploads,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    await packArchive(staging, partial);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function archivePath(destination: string, kind: DatabaseKind, now: Date): string {
  if (destination.endsWith('.tar.gz')) return destination;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return join(destination, `coldroom-backup-${stamp}-${kind}.tar.gz`);
}

interface DatabasePart {
  tables: DatabaseSummary;
  migrations: MigrationLevel;
}

/**
 * pg_dump of the database, while the server keeps running. The row counts and checksums are taken in a
 * repeatable-read transaction whose snapshot pg_dump shares (--snapshot), so they describe exactly the
 * dumped rows, whatever is written meanwhile.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<DatabasePart> {
  const pgDump = findPostgresProgram('pg_dump');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin transaction isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const session = pgSession(client);
    const part = { tables: await summariseDatabase(session), migrations: await migrationLevel(session) };
    const { dbname, env } = libpqConnection(databaseUrl);
    await runProgram(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query('commit');
    return part;
  } finally {
    await client.end();
  }
}

/** The embedded database's own dump of its data folder, taken with the server stopped (it holds the folder). */
async function dumpEmbedded(dataDir: string, file: string): Promise<DatabasePart> {
  const embedded = await openEmbedded(dataDir, 'back up the embedded database');
  try {
    const session = pgliteSession(embedded.client);
    const part = { tables: await summariseDatabase(session), migrations: await migrationLevel(session) };
    const image = await embedded.client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await image.arrayBuffer()));
    return part;
  } finally {
    await embedded.close();
  }
}
