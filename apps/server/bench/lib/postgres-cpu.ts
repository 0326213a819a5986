import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (100 on Linux almost everywhere). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/**
 * CPU time of a PostgreSQL cluster so far, in ms: its postmaster, every process it runs now (one per
 * connection, plus helpers), and the processes it has reaped (a closed connection's backend: the kernel
 * adds its time to the parent's cutime/cstime). Resolution: one clock tick. null where /proc is missing.
 */
export function postgresCpuMs(dataDir: string): number | null {
  try {
    const postmaster = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    const own = statFields(postmaster);
    if (!own) return null;
    // utime, stime, cutime, cstime: fields 14–17 of the stat line, 11–14 after the state field.
    let ticks = own[11]! + own[12]! + own[13]! + own[14]!;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const fields = statFields(Number(entry));
      if (fields && fields[1] === postmaster) ticks += fields[11]! + fields[12]!;
    }
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The numbers after the command name of /proc/<pid>/stat (state first, as NaN; parent pid second). */
function statFields(pid: number): number[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces, so split after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
  } catch {
    return null;
  }
}
