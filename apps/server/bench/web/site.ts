import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/postgres/cluster';
import type { Cleanup } from '../lib/cleanup';

export const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
/** The web build the server serves; a lab may point it at another build (BENCH_WEB_DIST). */
export const WEB_DIST = process.env.BENCH_WEB_DIST ?? join(ROOT, 'apps', 'web', 'dist');

/** `npm run build` at the root: the web build (compressed copies included) and the server bundle. */
export function buildApp(log: (line: string) => void): void {
  log('building the web app and the server (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** One response as the counting proxy saw it: when it ended and how many bytes crossed the wire. */
export interface Transfer {
  at: number;
  url: string;
  bytes: number;
  status: number;
}

/**
 * The built server (one process, as deployed: it serves the web build) on the embedded database with the
 * demo data, behind a small counting proxy. The proxy sees every byte the browser receives, the service
 * worker's background downloads included (the DevTools protocol reports those on another target).
 */
export class Site {
  private constructor(
    readonly baseUrl: string,
    readonly transfers: Transfer[],
  ) {}

  static async start(cleanup: Cleanup, log: (line: string) => void): Promise<Site> {
    const dataDir = mkdtempSync(join(tmpdir(), 'coldroom-bench-web-'));
    cleanup.add('web benchmark data folder', () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    log('starting the built server on the embedded database with the demo data');
    const child = spawn(process.execPath, [join(ROOT, 'apps', 'server', 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    cleanup.add('web benchmark server', async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(8000)]);
      child.kill('SIGKILL');
    });
    const upstream = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      if (tries > 240) throw new Error('the server did not answer /api/health/ within 2 minutes');
      try {
        if ((await fetch(`${upstream}/api/health/`)).ok) break;
      } catch {
        // not listening yet
      }
      await sleep(500);
    }

    const transfers: Transfer[] = [];
    const proxy = createServer((incoming, outgoing) => {
      const forward = request(
        { host: '127.0.0.1', port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer: IncomingMessage) => {
          let bytes = headerBytes(answer);
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          answer.pipe(outgoing);
          answer.on('end', () => transfers.push({ at: performance.now(), url: incoming.url ?? '', bytes, status: answer.statusCode ?? 0 }));
        },
      );
      forward.on('error', () => outgoing.destroy());
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanup.add('counting proxy', () => new Promise<void>((resolve) => proxy.close(() => resolve())));
    return new Site(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, transfers);
  }

  /** Bytes and responses from `since` up to `until` (performance.now() of this process). */
  traffic(since: number, until = Number.POSITIVE_INFINITY): { bytes: number; requests: number } {
    const seen = this.transfers.filter((t) => t.at >= since && t.at <= until);
    return { bytes: seen.reduce((sum, t) => sum + t.bytes, 0), requests: seen.length };
  }
}

/** Status line and headers as they go over HTTP/1.1. */
function headerBytes(answer: IncomingMessage): number {
  let bytes = `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\n`.length + 2;
  for (let i = 0; i < answer.rawHeaders.length; i += 2) bytes += answer.rawHeaders[i]!.length + answer.rawHeaders[i + 1]!.length + 4;
  return bytes;
}
