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

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8').match(/^model name\s*:\s*(.+)$/m);
    if (line?.[1]) return line[1].trim().replace(/\s+/g, ' ');
  } catch {
    // not Linux
  }
  return cpus()[0]?.model.trim() || 'unknown CPU';
}
