import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerMemory {
  /** Resident set size now, in bytes. */
  rss: number;
  /** Highest resident set size of the process's life (the kernel's VmHWM), in bytes. */
  peakRss: number;
}

export interface ServerCpu {
  /** Time all its threads spent running, in ms. */
  runMs: number;
  /** Time its main (JavaScript) thread spent running, in ms; the rest is V8's helpers (the optimising compiler, GC). */
  mainRunMs: number;
  /** Time its main (JavaScript) thread was ready to run but waited for a CPU, in ms. */
  mainWaitMs: number;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** null where /proc is not available. */
  memory(): ServerMemory | null;
  /** CPU time so far (null where /proc is not available). */
  cpu(): ServerCpu | null;
  stop(): Promise<void>;
}

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = fileURLToPath(new URL('./server-entry.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 8_000;

/**
 * Starts the real server (src/main.ts through the tsx loader, not bundled) in a child process listening
 * on 127.0.0.1 only, and waits until /api/health/ answers.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT);
  // BENCH_CPU_PROFILE_DIR=<dir> writes a V8 CPU profile of the server there when it stops (open it in Chrome's DevTools).
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', ENTRY], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) => child.once('exit', (code) => ((exited = code), resolve())));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill('SIGTERM');
    await Promise.race([exit, sleep(STOP_TIMEOUT_MS)]);
    if (exited === undefined) {
      child.kill('SIGKILL');
      await exit;
    }
  };
  try {
    await waitUntilHealthy(baseUrl, () => exited !== undefined);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('').slice(-4000)}`);
  }
  return { baseUrl, pid: child.pid!, memory: () => readMemory(child.pid!), cpu: () => readCpu(child.pid!), stop };
}

async function waitUntilHealthy(baseUrl: string, hasExited: () => boolean): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    if (hasExited()) throw new Error('The server exited while starting.');
    try {
      const response = await fetch(`${baseUrl}/api/health/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer /api/health/ within ${START_TIMEOUT_MS / 1000} s.`);
}

/** VmRSS and VmHWM from /proc/<pid>/status (kB). */
function readMemory(pid: number): ServerMemory | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  const rss = kb('VmRSS');
  const peakRss = kb('VmHWM');
  return Number.isFinite(rss) && Number.isFinite(peakRss) ? { rss, peakRss } : null;
}

/** /proc/<pid>/task/<tid>/schedstat: nanoseconds running, nanoseconds waiting on a run queue, time slices. */
function readCpu(pid: number): ServerCpu | null {
  try {
    let runNs = 0;
    let mainRunNs = NaN;
    let mainWaitNs = NaN;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
      runNs += run ?? NaN;
      if (tid === String(pid)) [mainRunNs, mainWaitNs] = [run ?? NaN, wait ?? NaN];
    }
    return Number.isFinite(runNs + mainRunNs + mainWaitNs) ? { runMs: runNs / 1e6, mainRunMs: mainRunNs / 1e6, mainWaitMs: mainWaitNs / 1e6 } : null;
  } catch {
    return null;
  }
}
