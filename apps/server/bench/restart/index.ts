import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/postgres/cluster';
import type { Cleanup } from '../lib/cleanup';
import type { Section } from '../lib/module';

export const RESTART_PARTS = ['restart'] as const;
const ROUNDS = 10;
const TARGET_MS = 5000;
const SERVER_PACKAGE = fileURLToPath(new URL('../..', import.meta.url));

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Start {
  /** From spawning the process to the first 200 of /api/health/. */
  answerMs: number;
  /** The server's own figures (its start-up log line): loading the code, and everything up to listening. */
  modulesMs: number;
  startMs: number;
}

/** Starts the bundled server on the folder; answers its figures once /api/health/ answers (bounded: 60 s). */
async function startOnce(main: string, dataDir: string, cleanup: Cleanup): Promise<{ child: ChildProcess; start: Start }> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true', LOG_LEVEL: 'info', JWT_SECRET: 'bench-restart-secret-0123456789abcdef0123456789' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.add('restart benchmark server', () => child.kill('SIGKILL'));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 3000; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output}`);
    const answer = await fetch(`http://127.0.0.1:${port}/api/health/`).catch(() => null);
    if (answer?.status === 200) {
      const answerMs = performance.now() - spawnedAt;
      // The start-up line is written right after listening; wait for it (bounded: 2 s).
      for (let j = 0; j < 100 && !output.includes('"startMs"'); j += 1) await pause(20);
      const line = output.split('\n').find((l) => l.includes('"startMs"'));
      const figures = line ? (JSON.parse(line) as { startMs: number; modulesMs: number }) : { startMs: NaN, modulesMs: NaN };
      return { child, start: { answerMs, startMs: figures.startMs, modulesMs: figures.modulesMs } };
    }
    await pause(20);
  }
  throw new Error(`the server did not answer within 60 s: ${output}`);
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
  child.kill('SIGKILL');
  await exited;
}

/**
 * `npm run bench -- --only=restart`: the production bundle on the embedded database (demo data), killed
 * with SIGKILL and started again on the same folder ten times; how long until it answers, and where the
 * time goes (loading the code; opening the database, migrations, routes, listening). Needs no PostgreSQL.
 */
export async function runRestartBenchmark(cleanup: Cleanup, log: (line: string) => void): Promise<Section[]> {
  const bundle = join(SERVER_PACKAGE, 'node_modules', '.cache', `coldroom-bench-restart-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'coldroom-bench-restart-'));
  cleanup.add('restart benchmark files', () => {
    rmSync(bundle, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });
  log('restart: building the server bundle');
  const built = spawnSync(process.execPath, ['build.mjs', `--outdir=${bundle}`], { cwd: SERVER_PACKAGE, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  const main = join(bundle, 'main.js');
  log('restart: first start (creates the database and the demo data)');
  const first = await startOnce(main, dataDir, cleanup);
  await killHard(first.child);
  const starts: Start[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const { child, start } = await startOnce(main, dataDir, cleanup);
    starts.push(start);
    log(`restart: round ${round} of ${ROUNDS}: answered after ${seconds(start.answerMs)}`);
    await killHard(child);
  }
  const pick = (key: keyof Start) => median(starts.map((s) => s[key]));
  const all = (key: keyof Start) => starts.map((s) => (s[key] / 1000).toFixed(2)).join(', ');
  return [
    {
      id: 'restart',
      title: 'Start after kill -9 (embedded database)',
      about: [
        'The production bundle (`node dist/main.js` as built by build.mjs) on PGlite with the demo data, killed with',
        'SIGKILL and started again on the same folder ten times. "Answers" is from spawning the process to the first',
        '200 of `/api/health/`; the other two figures are the server\'s own, from its start-up log line',
        '(`modulesMs`: loading the code before `main()` runs; `startMs`: the whole start until it listens).',
        'ExcelJS, pdfkit/fontkit and file-type load on first use, not at start-up (before that: code loading',
        '1.4–1.7 s, starts in the crash-restart test 3.5–4.8 s on this machine).',
      ].join('\n'),
      setup: `${ROUNDS} restarts, median (all runs in seconds)`,
      figures: [
        { name: 'answers after a kill -9', value: `${seconds(pick('answerMs'))} (runs: ${all('answerMs')})`, target: `≤ ${seconds(TARGET_MS)}`, met: pick('answerMs') <= TARGET_MS },
        { name: 'loading the code', value: `${seconds(pick('modulesMs'))} (runs: ${all('modulesMs')})` },
        { name: 'process start to listening', value: `${seconds(pick('startMs'))} (runs: ${all('startMs')})` },
      ],
      notes: [],
    },
  ];
}
