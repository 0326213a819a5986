/**
 * The page's main-thread tasks of a Lighthouse trace, each shrunk in place to its CPU time (issue 25).
 *
 * Lighthouse's default mode loads the page at the host's full speed and multiplies each main-thread task's
 * wall time by the CPU rate. On a host whose two cores the browser shares with the app's server, its database
 * and Lighthouse itself, a task's wall time is often 1.5 to 4 times the CPU time the task used (Chrome writes
 * both in its trace: `dur` and `tdur`), and the simulation then multiplies the waiting too. This rewrites the
 * trace as if the page's main thread had had a core to itself: each top-level task keeps its start, and the
 * task and everything inside it (nested events, instant events) are scaled by its CPU time over its wall time.
 * Other threads and processes, and the network log, are left as they were. Lighthouse's audits run again on
 * the rewritten artifacts give the score "at CPU time", shown next to the measured one (bench/web/browser.ts).
 * It is an estimate: it assumes a task is stretched evenly, and CPU time leaves out what the thread waited for
 * in other threads.
 */
export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string } & Record<string, unknown>;
}

export interface CpuTimeRewrite {
  /** Top-level tasks of the page's main thread that were rewritten. */
  tasks: number;
  /** Their wall time and their CPU time, in ms. */
  wallMs: number;
  cpuMs: number;
}

const TASK = 'RunTask';

/** The renderer main thread with the most long tasks: the page's (Lighthouse's tab has one renderer per site). */
function pageMainThread(events: TraceEvent[]): string | null {
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const longTasks = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === TASK && e.ph === 'X' && mains.has(key) && (e.dur ?? 0) >= 10_000) longTasks.set(key, (longTasks.get(key) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [key, count] of longTasks) if (best === null || count > longTasks.get(best)!) best = key;
  return best;
}

/** Rewrites `events` in place (see above); returns what it did. */
export function tasksAtCpuTime(events: TraceEvent[]): CpuTimeRewrite {
  const thread = pageMainThread(events);
  const result: CpuTimeRewrite = { tasks: 0, wallMs: 0, cpuMs: 0 };
  if (thread === null) return result;
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread).sort((a, b) => a.ts - b.ts);
  // Top-level tasks: those not inside an earlier one.
  const tasks: { start: number; wall: number; factor: number }[] = [];
  let end = -Infinity;
  for (const e of mine) {
    if (e.name !== TASK || e.ph !== 'X' || !e.dur || e.tdur === undefined || e.ts < end) continue;
    const factor = Math.min(1, e.tdur / e.dur);
    tasks.push({ start: e.ts, wall: e.dur, factor });
    end = e.ts + e.dur;
    result.tasks += 1;
    result.wallMs += e.dur / 1000;
    result.cpuMs += (e.dur * factor) / 1000;
  }
  let at = 0;
  for (const e of mine) {
    while (at + 1 < tasks.length && tasks[at + 1]!.start <= e.ts) at += 1;
    const task = tasks[at];
    if (!task || e.ts < task.start || e.ts > task.start + task.wall) continue;
    e.ts = task.start + (e.ts - task.start) * task.factor;
    if (e.dur !== undefined) e.dur *= task.factor;
  }
  return result;
}
