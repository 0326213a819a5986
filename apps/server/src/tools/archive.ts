import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import * as tar from 'tar';
import type { DatabaseSummary, MigrationLevel } from './table-summary';

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'coldroom-backup';
export const FORMAT_VERSION = 1;
/** Where each kind's database part sits in the archive. */
export const DATABASE_FILE = { postgres: 'database/postgres.dump', pglite: 'database/pglite-datadir.tar' } as const;
export const UPLOADS_FOLDER = 'uploads';

export type DatabaseKind = keyof typeof DATABASE_FILE;

export interface UploadedFile {
  /** Relative to the uploads folder, with forward slashes ("logos/<sha256>.png"). */
  path: string;
  bytes: number;
  sha256: string;
}

/** manifest.json, the first file of every backup archive (docs/backup-restore.md describes each field). */
export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** PostgreSQL: `pg_dump -Fc` of the database; PGlite: the tarball of its data folder. */
    file: string;
    bytes: number;
    sha256: string;
  };
  migrations: MigrationLevel;
  tables: DatabaseSummary;
  uploads: UploadedFile[];
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under a folder, relative paths with forward slashes, sorted; none when the folder is missing. */
export async function listFiles(folder: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    if ((await stat(join(folder, entry))).isFile()) files.push(entry.split(sep).join('/'));
  }
  return files.sort();
}

/**
 * Copies the uploaded files into the staging folder and describes them. Files still being written (the
 * storage's "*.tmp" names, renamed into place when complete) are left out.
 */
export async function copyUploads(from: string, to: string): Promise<UploadedFile[]> {
  const described: UploadedFile[] = [];
  for (const path of await listFiles(from)) {
    if (path.endsWith('.tmp')) continue;
    const target = join(to, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    try {
      await copyFile(join(from, ...path.split('/')), target);
    } catch (error) {
      // Deleted between the listing and the copy (a replaced logo): it is no longer referenced.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    described.push({ path, bytes: (await stat(target)).size, sha256: await sha256OfFile(target) });
  }
  return described;
}

/** Packs a staging folder (manifest.json, database/, uploads/) into one .tar.gz, the manifest first. */
export async function packArchive(staging: string, file: string): Promise<void> {
  const parts = [MANIFEST_FILE, 'database', ...((await listFiles(join(staging, UPLOADS_FOLDER))).length ? [UPLOADS_FOLDER] : [])];
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, parts);
}

/** Unpacks an archive into an empty folder and reads its manifest; throws on anything that is not our backup. */
export async function unpackArchive(file: string, into: string): Promise<Manifest> {
  await mkdir(into, { recursive: true });
  try {
    await tar.extract({ file, cwd: into, strict: true });
  } catch (error) {
    throw new Error(`${file} is not a readable backup archive (.tar.gz): ${(error as Error).message}`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(into, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${file} holds no ${MANIFEST_FILE}: it is not a Coldroom backup.`);
  }
  if (manifest.format !== FORMAT) throw new Error(`${file} is not a Coldroom backup (its manifest says format ${JSON.stringify(manifest.format)}).`);
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new Error(`${file} was written in backup format ${manifest.formatVersion}; this version reads up to ${FORMAT_VERSION}. Restore it with a newer Coldroom.`);
  }
  return manifest;
}

/** Checks the unpacked files against the manifest: the database part and every upload, by size and sha256. */
export async function checkUnpacked(manifest: Manifest, folder: string): Promise<string[]> {
  const problems: string[] = [];
  const check = async (path: string, bytes: number, sha256: string) => {
    const file = join(folder, ...path.split('/'));
    try {
      const size = (await stat(file)).size;
      if (size !== bytes) problems.push(`${path}: ${size} bytes, the manifest says ${bytes}`);
      else if ((await sha256OfFile(file)) !== sha256) problems.push(`${path}: its contents differ from the manifest's checksum`);
    } catch {
      problems.push(`${path}: missing from the archive`);
    }
  };
  await check(manifest.database.file, manifest.database.bytes, manifest.database.sha256);
  for (const upload of manifest.uploads) await check(`${UPLOADS_FOLDER}/${upload.path}`, upload.bytes, upload.sha256);
  const extra = (await listFiles(join(folder, UPLOADS_FOLDER))).filter((path) => !manifest.uploads.some((u) => u.path === path));
  for (const path of extra) problems.push(`${UPLOADS_FOLDER}/${path}: in the archive but not in the manifest`);
  return problems;
}

export function relativeForDisplay(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith('..') ? rel : file;
}
