import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where uploaded files live, by key ("logos/<sha256>.png"). Small on purpose, so an object store (S3 and
 * the like) can replace the local folder without touching the callers.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Lower-case segments of letters, digits and dashes, a file extension at the end: no "..", no absolute paths. */
const KEY_SHAPE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]{1,5}$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_SHAPE.test(key);
}

function checked(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under one folder (DATA_DIR/uploads). Writes go to a temporary name first, so readers never see half a file. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...checked(key).split('/'));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { mode: 0o640 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
