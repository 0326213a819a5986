import type { Figure } from './module';
import type { ServerProcess } from './server-process';

export interface ServerCpuUse {
  /** CPU ms of all the server's threads per successful request. */
  perRequestMs: number;
  /** Of which its JavaScript thread's; the rest ran in V8's helper threads (the optimising compiler, GC). */
  mainPerRequestMs: number;
  /** Cores the server kept busy over the phase. */
  cores: number;
  /** Share of the phase its JavaScript thread was ready to run but waited for a CPU. */
  waitShare: number;
}

/**
 * Starts counting the server's CPU time; the returned function gives the figures for a phase (null without
 * /proc). A high wait says the machine (other processes, the load generator, PostgreSQL), not the server,
 * limits the figures.
 */
export function watchServerCpuUse(server: ServerProcess): (requests: number) => ServerCpuUse | null {
  const before = server.cpu();
  const started = performance.now();
  return (requests) => {
    const after = server.cpu();
    const ms = performance.now() - started;
    if (!before || !after || requests === 0) return null;
    const run = after.runMs - before.runMs;
    return { perRequestMs: run / requests, mainPerRequestMs: (after.mainRunMs - before.mainRunMs) / requests, cores: run / ms, waitShare: (after.mainWaitMs - before.mainWaitMs) / ms };
  };
}

export function describeServerCpu(use: ServerCpuUse | null): string {
  if (!use) return 'n/a';
  return `${use.perRequestMs.toFixed(2)} ms per request, ${use.cores.toFixed(2)} cores busy, main thread waiting for a CPU ${Math.round(use.waitShare * 100)}% of the time`;
}

/** The same as a figure: CPU ms per successful request, cores kept busy, the main thread's wait for a CPU. */
export function watchServerCpu(server: ServerProcess): (requests: number) => Figure {
  const watch = watchServerCpuUse(server);
  return (requests) => ({ name: 'server CPU', value: describeServerCpu(watch(requests)) });
}
