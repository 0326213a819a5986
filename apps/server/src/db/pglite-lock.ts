import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * PGlite is one process per folder: a second process writing the same files corrupts them. We hold an
 * exclusive lock on a file in the data folder for as long as the database is open: an open-file-description
 * lock (fcntl F_OFD_SETLK on Linux, flock on macOS, LockFileEx on Windows), through fs-native-extensions,
 * which ships prebuilt binaries. The kernel drops the lock when the process ends, however it ends (kill -9
 * included), so a dead process never holds the folder: not as an unreaped zombie, not through a PID that
 * was reused (PID 1 of a restarted container). A second live server, or a second open in one process, is
 * refused. The file keeps the holder's pid for the message only, and is never deleted: a waiting opener
 * could otherwise lock a file that is no longer the one in the folder.
 */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export interface FolderLock {
  path: string;
  release(): void;
}

export function acquireFolderLock(lockPath: string, folder: string): FolderLock {
  // 'a+' creates the file if need be and truncates nothing before the lock is ours.
  const fd = openSync(lockPath, 'a+', 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    const holder = readHolder(lockPath);
    throw new DatabaseLockedError(
      `The database folder ${folder} is in use by ${holder ? `process ${holder}` : 'another process'}. Stop that server, or point ` +
        `DATA_DIR at another folder.`,
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      try {
        unlock(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
