import { join } from 'node:path';
import { isExecutable, postgresBinDirs } from '../../src/tools/postgres-tools';

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
}

/**
 * initdb and pg_ctl from PATH, else from the newest Debian /usr/lib/postgresql/<version>/bin: the same
 * search as the backup tools' (src/tools/postgres-tools.ts).
 */
export function findPostgresBinaries(): PostgresBinaries {
  for (const dir of postgresBinDirs()) {
    const initdb = join(dir, 'initdb');
    const pgCtl = join(dir, 'pg_ctl');
    if (isExecutable(initdb) && isExecutable(pgCtl)) return { initdb, pgCtl };
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH or in /usr/lib/postgresql/<version>/bin. ' +
      'Install PostgreSQL (Debian: apt-get install postgresql) to run the API tests on PostgreSQL.',
  );
}
