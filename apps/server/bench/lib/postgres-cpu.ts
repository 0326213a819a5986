import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a PostgreSQL cluster: its postmaster and every process it started (one per connection,
 * plus its helpers), from /proc/<pid>/schedstat. Connections that close during a phase take their time
 * with them, so measure phases whose connections stay open. null where /proc is not available.
 */
export function postgresCpuMs(dataDir: string): number | null {
  try {
    const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    let ns = runNs(postmaster);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = safeRead(`/proc/${entry}/stat`);
      // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
      const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN;
      if (parent === postmaster) ns += runNs(Number(entry));
    }
    return ns / 1e6;
  } catch {
    return null;
  }
}

function runNs(pid: number): number {
  return Number((safeRead(`/proc/${pid}/schedstat`) ?? '0').split(' ')[0]) || 0;
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
