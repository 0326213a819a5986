import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireFolderLock, DatabaseLockedError } from '../db/pglite-lock';
import { RefusedError, ServerRunningError } from './errors';

/** Where the server keeps its embedded database and the lock on it (db/client.ts). */
export const pgliteFolder = (dataDir: string) => join(dataDir, 'pglite');
const lockFile = (dataDir: string) => join(dataDir, 'pglite.lock');

export interface EmbeddedDatabase {
  client: PGlite;
  close(): Promise<void>;
}

/**
 * Opens an existing embedded database as the server does, holding the folder's lock, so no server can open
 * it meanwhile. A running server holds that lock: the tools then refuse, naming the server's process, since
 * the embedded database admits one process at a time.
 */
export async function openEmbedded(dataDir: string, what: string, options: { loadDataDir?: Blob } = {}): Promise<EmbeddedDatabase> {
  const folder = pgliteFolder(dataDir);
  if (!options.loadDataDir && !hasDatabase(dataDir)) {
    throw new RefusedError(`There is no embedded database in ${folder} (DATA_DIR=${dataDir}). Set DATA_DIR to the folder the server uses.`);
  }
  let lock;
  try {
    lock = acquireFolderLock(lockFile(dataDir), folder);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      throw new ServerRunningError(
        `Cannot ${what} while the server runs. ${error.message.split('. Stop')[0]}. The embedded database admits one process at ` +
          `a time: stop the server, run this command, then start the server again.`,
      );
    }
    throw error;
  }
  try {
    const client = await PGlite.create(folder, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return {
      client,
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Whether DATA_DIR holds an embedded database (its folder has PostgreSQL's version file). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/** Whether a folder is missing or empty. */
export function isEmptyFolder(folder: string): boolean {
  try {
    return readdirSync(folder).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}
