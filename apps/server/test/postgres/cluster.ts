import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPostgresBinaries } from './binaries';

export interface Cluster {
  /** Connection string of the superuser's maintenance database. */
  adminUrl: string;
  /** The cluster's data folder (its postmaster.pid names the server process). */
  dataDir: string;
  stop(): void;
}

/**
 * A throw-away PostgreSQL cluster: initdb into a temp folder, listening on a free loopback port only,
 * durability off (it is deleted afterwards). PostgreSQL refuses to run as root, so under root the
 * server runs as the `postgres` system user (or `nobody`). `config`: more postgresql.conf lines.
 */
export async function startCluster(options: { config?: readonly string[] } = {}): Promise<Cluster> {
  const bin = findPostgresBinaries();
  const owner = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  const root = mkdtempSync(join(tmpdir(), 'coldroom-pg-'));
  const dataDir = join(root, 'data');
  if (owner) chownSync(root, owner.uid, owner.gid);
  const port = await freePort();

  await run(bin.initdb, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], owner);
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      ...(options.config ?? []),
      '',
    ].join('\n'),
  );
  const logFile = join(root, 'server.log');
  try {
    await run(bin.pgCtl, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], owner);
  } catch (error) {
    const log = safeRead(logFile);
    rmSync(root, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${log}`);
  }

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    spawnSync(bin.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore', ...owner });
    rmSync(root, { recursive: true, force: true });
  };
  // If the test run dies without its teardown, do not leave a server behind.
  process.once('exit', stop);
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, stop };
}

function run(command: string, args: string[], owner: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...owner, env: { ...process.env, LC_ALL: 'C' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${stderr.trim()}`))));
  });
}

function unprivilegedUser(): { uid: number; gid: number } {
  const passwd = safeRead('/etc/passwd').split('\n');
  for (const name of ['postgres', 'nobody']) {
    const fields = passwd.find((line) => line.startsWith(`${name}:`))?.split(':');
    if (fields?.[2] && fields[3]) return { uid: Number(fields[2]), gid: Number(fields[3]) };
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as.');
}

/** A free TCP port on 127.0.0.1 (the benchmarks put the server on one too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function safeRead(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

