import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process per folder: a second process writing the same files corrupts them. We hold a lock
 * file beside the folder with our pid. A lock left by a process that no longer runs is taken over.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export interface FolderLock {
  path: string;
  release(): void;
}

export function acquireFolderLock(lockPath: string, folder: string): FolderLock {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      return { path: lockPath, release: () => releaseIfOurs(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder !== null && isRunning(holder)) {
      throw new DatabaseLockedError(
        `The database folder ${folder} is in use by process ${holder}. Stop that process, or point DATA_DIR ` +
          `at another folder. (If no such server runs, delete ${lockPath}.)`,
      );
    }
    // Stale: its owner died without cleaning up. Remove and try again.
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}; another process keeps creating it.`);
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks that the process exists
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockPath: string): void {
  if (readHolder(lockPath) !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone: nothing to release
  }
}
