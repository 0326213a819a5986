import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { checkUnpacked, unpackArchive, UPLOADS_FOLDER, type Manifest } from './archive';
import type { ToolConfig } from './backup';
import { hasDatabase, isEmptyFolder, openEmbedded, pgliteFolder } from './embedded';
import { RefusedError, ServerRunningError } from './errors';
import { findPostgresProgram, libpqConnection, runProgram } from './postgres-tools';
import { pgliteSession, pgSession } from './sql-session';
import { compareSummaries, countRelations, shippedMigrations, summariseDatabase, type DatabaseSummary } from './table-summary';

export interface RestoreResult {
  manifest: Manifest;
  /** Counts and checksums of the restored tables. */
  tables: DatabaseSummary;
  /** Tables whose count or checksum differ from the manifest after the restore; empty when all match. */
  problems: string[];
}

/**
 * Restores an archive of `backup` into an empty database (the configured kind) and an empty uploads folder,
 * then checks every table's count and checksum against the manifest. Refuses, before writing anything, a
 * database or uploads folder that holds something, an archive that fails its own checksums, and one made
 * by a newer version.
 */
export async function restore(config: ToolConfig, archive: string): Promise<RestoreResult> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new RefusedError(`There is no file ${file}.`);
  const uploadsFolder = config.uploadsDir;
  await refuseUnlessEmpty(config, uploadsFolder);

  await mkdir(config.dataDir, { recursive: true });
  // Unpacked in DATA_DIR; the files then move to UPLOADS_DIR with a rename (or a copy across file systems).
  const staging = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    const manifest = await unpackArchive(file, staging);
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== kind) {
      throw new RefusedError(
        manifest.database.kind === 'pglite'
          ? 'This backup is of an embedded database. Restore it with DATABASE_URL unset, into an empty DATA_DIR; then, to move it to PostgreSQL, run npm run migrate-to-postgres.'
          : 'This backup is of a PostgreSQL database. Set DATABASE_URL to an empty PostgreSQL database to restore it.',
      );
    }
    const shipped = shippedMigrations().length;
    if (manifest.migrations.count > shipped) {
      throw new RefusedError(
        `This backup was made by Coldroom ${manifest.appVersion}, whose database has ${manifest.migrations.count} migrations (last ${manifest.migrations.last}); ` +
          `this version knows ${shipped}. Restore it with that version or a newer one.`,
      );
    }
    const damaged = await checkUnpacked(manifest, staging);
    if (damaged.length) throw new RefusedError(`The archive is damaged; nothing was restored:\n  ${damaged.join('\n  ')}`);

    const databasePart = join(staging, ...manifest.database.file.split('/'));
    const restored = config.databaseUrl ? await restorePostgres(config.databaseUrl, databasePart) : await restoreEmbedded(config.dataDir, databasePart);
    const stagedUploads = join(staging, UPLOADS_FOLDER);
    if (existsSync(stagedUploads)) {
      if (existsSync(uploadsFolder)) await rmdir(uploadsFolder); // empty, checked above
      await moveFolder(stagedUploads, uploadsFolder);
    }
    return { manifest, tables: restored, problems: compareSummaries(manifest.tables, restored) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function refuseUnlessEmpty(config: ToolConfig, uploadsFolder: string): Promise<void> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { count, examples } = await countRelations(pgSession(client));
      if (count > 0) {
        throw new RefusedError(
          `The database at DATABASE_URL is not empty: it holds ${count} tables, sequences or views (${examples.join(', ')}…). ` +
            'Restore into a new, empty database (createdb), or drop this one first if you mean to replace it.',
        );
      }
    } finally {
      await client.end();
    }
  } else if (hasDatabase(config.dataDir) || !isEmptyFolder(pgliteFolder(config.dataDir))) {
    throw new RefusedError(
      `${pgliteFolder(config.dataDir)} already holds a database. Restore into an empty DATA_DIR, or move that folder away first if you mean to replace it.`,
    );
  }
  if (!isEmptyFolder(uploadsFolder)) {
    throw new RefusedError(`The uploads folder ${uploadsFolder} is not empty. Restore into an empty DATA_DIR, or move that folder away first.`);
  }
}

/** pg_restore in one transaction: on any error nothing stays behind. */
async function restorePostgres(databaseUrl: string, dump: string) {
  const { dbname, env } = libpqConnection(databaseUrl);
  await runProgram(findPostgresProgram('pg_restore'), ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${dbname}`, dump], env);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await summariseDatabase(pgSession(client));
  } finally {
    await client.end();
  }
}

/** The data folder's image loaded by PGlite into DATA_DIR/pglite, holding the folder's lock meanwhile. */
async function restoreEmbedded(dataDir: string, image: string) {
  let embedded;
  try {
    embedded = await openEmbedded(dataDir, 'restore the embedded database', { loadDataDir: new Blob([readFileSync(image)]) });
  } catch (error) {
    // The folder was empty before (checked), so nothing half-loaded stays; unless a server took it meanwhile.
    if (!(error instanceof ServerRunningError)) await rm(pgliteFolder(dataDir), { recursive: true, force: true });
    throw error;
  }
  try {
    return await summariseDatabase(pgliteSession(embedded.client));
  } finally {
    await embedded.close();
  }
}

/**
 * Moves the restored uploads into UPLOADS_DIR, which may be outside DATA_DIR (a shared network folder on
 * another file system): a rename where it can, a copy otherwise.
 */
async function moveFolder(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, errorOnExist: true, force: false });
  }
}
