import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAtStart: number;
}

/** The machine the figures come from, as recorded next to them; call it when the run starts. */
export function describeMachine(): Machine {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    loadAtStart: loadavg()[0] ?? NaN,
  };
}

export function machineLine(m: Machine, postgresVersion: string): string {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB memory; Node ${m.node}; PostgreSQL ${postgresVersion}; load average ${m.loadAtStart.toFixed(1)} at start`;
}

/**
 * Starts counting the time the host ran other guests on this machine's CPUs (steal, from /proc/stat); the
 * returned function gives its share of all CPU time since (null without /proc). On a shared virtual machine it
 * rises to half at times, and every CPU time per operation with it.
 */
export function watchSteal(): () => number | null {
  const before = cpuTimes();
  return () => {
    const after = cpuTimes();
    if (!before || !after || after.total === before.total) return null;
    return (after.steal - before.steal) / (after.total - before.total);
  };
}

/** The machine's CPU time so far, in clock ticks: all of it, and the part stolen by the host. */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7]! };
  } catch {
    return null;
  }
}

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (line?.[1]) return line[1].trim().replace(/\s+/g, ' ');
  } catch {
    // not Linux
  }
  return cpus()[0]?.model.trim() || 'unknown CPU';
}
