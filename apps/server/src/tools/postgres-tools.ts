import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian and Ubuntu install PostgreSQL's programs per major version, off PATH. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/**
 * A PostgreSQL client program (pg_dump, pg_restore): from PG_BIN when set, else from PATH, else the newest
 * /usr/lib/postgresql/<version>/bin. pg_dump must be at least as new as the server it dumps, so the newest wins.
 */
export function findPostgresProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const dirs = env.PG_BIN ? [env.PG_BIN] : postgresBinDirs(env);
  for (const dir of dirs) {
    const file = join(dir, name);
    if (isExecutable(file)) return file;
  }
  throw new Error(
    env.PG_BIN
      ? `${name} was not found in PG_BIN (${env.PG_BIN}).`
      : `${name} was not found on PATH or in ${DEBIAN_ROOT}/<version>/bin. Install PostgreSQL's client programs ` +
          `(Debian: apt-get install postgresql-client), or set PG_BIN to the folder that holds them.`,
  );
}

/** Where PostgreSQL's programs may be, in order: PATH, then Debian's folders, newest version first. */
export function postgresBinDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...debianBinDirs()];
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

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A connection string for libpq programs without its password, which goes in PGPASSWORD instead: the
 * command line of a process is visible to every user of the machine, its environment is not.
 */
export function libpqConnection(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { dbname: url.toString(), env: password === undefined ? {} : { PGPASSWORD: password } };
}

/** Runs a program to its end; rejects with its error output when it fails. */
export function runProgram(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command.split('/').at(-1)} failed (${signal ?? `exit code ${code}`}): ${stderr.trim()}`)),
    );
  });
}
