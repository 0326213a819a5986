import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/** Debian installs the server binaries per major version, off PATH. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** initdb and pg_ctl from PATH, else from the newest Debian /usr/lib/postgresql/<version>/bin. */
export function findPostgresBinaries(): PostgresBinaries {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...debianBinDirs()];
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb');
    const pgCtl = join(dir, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) return { initdb, pgCtl };
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/<version>/bin. ' +
      'Install PostgreSQL (Debian: apt-get install postgresql) to run the API tests on PostgreSQL.',
  );
}

function debianBinDirs(): string[] {
  try {
    return readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((version) => join(DEBIAN_ROOT, version, 'bin'));
  } catch {
    return [];
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
