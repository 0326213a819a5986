import type { Figure } from './module';
import type { ServerProcess } from './server-process';

/**
 * Starts counting the server's CPU time; the returned function gives the figure for a phase: CPU ms per
 * successful request, the cores it kept busy, and how much of the phase its JavaScript thread was ready
 * to run but waited for a CPU (other processes on the machine, the load generator and PostgreSQL
 * included). A high wait says the machine, not the server, limits the figures.
 */
export function watchServerCpu(server: ServerProcess): (requests: number) => Figure {
  const before = server.cpu();
  const started = performance.now();
  return (requests) => {
    const after = server.cpu();
    const ms = performance.now() - started;
    if (!before || !after || requests === 0) return { name: 'server CPU', value: 'n/a' };
    const run = after.runMs - before.runMs;
    const waited = (after.mainWaitMs - before.mainWaitMs) / ms;
    return {
      name: 'server CPU',
      value: `${(run / requests).toFixed(1)} ms per request, ${(run / ms).toFixed(2)} cores busy, main thread waiting for a CPU ${Math.round(waited * 100)}% of the time`,
    };
  };
}
