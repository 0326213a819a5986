import { describe, expect, it } from 'vitest';
import { tasksAtCpuTime, type TraceEvent } from './cpuTime';

const PAGE = { pid: 7, tid: 1 };
const OTHER_RENDERER = { pid: 8, tid: 1 };
const COMPOSITOR = { pid: 7, tid: 2 };

function trace(): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', ts: 0, ...PAGE, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...OTHER_RENDERER, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', ts: 0, ...COMPOSITOR, args: { name: 'Compositor' } },
    // A 20 ms task that used 5 ms of CPU, with a layout inside it and an instant event.
    { name: 'RunTask', ph: 'X', ts: 1_000, dur: 20_000, tdur: 5_000, ...PAGE },
    { name: 'Layout', ph: 'X', ts: 11_000, dur: 8_000, tdur: 2_000, ...PAGE },
    { name: 'InvalidateLayout', ph: 'I', ts: 15_000, ...PAGE },
    // A 10 ms task that had its core: unchanged.
    { name: 'RunTask', ph: 'X', ts: 30_000, dur: 10_000, tdur: 10_000, ...PAGE },
    // Another thread of the page, and another renderer with one long task (fewer than the page's two).
    { name: 'Commit', ph: 'X', ts: 12_000, dur: 6_000, tdur: 1_000, ...COMPOSITOR },
    { name: 'RunTask', ph: 'X', ts: 2_000, dur: 40_000, tdur: 4_000, ...OTHER_RENDERER },
  ];
}

describe("a Lighthouse trace with the page's main-thread tasks at their CPU time (issue 25)", () => {
  it('shrinks each task and what is inside it by its CPU time over its wall time, around its start', () => {
    const events = trace();
    const done = tasksAtCpuTime(events);
    expect(done).toEqual({ tasks: 2, wallMs: 30, cpuMs: 15 });
    const [, , , task, layout, instant, second] = events;
    expect(task).toMatchObject({ ts: 1_000, dur: 5_000 });
    expect(layout).toMatchObject({ ts: 3_500, dur: 2_000 });
    expect(instant!.ts).toBe(4_500);
    expect(second).toMatchObject({ ts: 30_000, dur: 10_000 });
  });

  it("leaves other threads, other renderers and the events' order alone", () => {
    const events = trace();
    const names = events.map((e) => e.name);
    tasksAtCpuTime(events);
    expect(events.map((e) => e.name)).toEqual(names);
    expect(events[7]).toMatchObject({ ts: 12_000, dur: 6_000 });
    expect(events[8]).toMatchObject({ ts: 2_000, dur: 40_000 });
  });

  it('does nothing to a trace without a page main thread', () => {
    const events: TraceEvent[] = [{ name: 'RunTask', ph: 'X', ts: 0, dur: 50_000, tdur: 1_000, pid: 1, tid: 1 }];
    expect(tasksAtCpuTime(events)).toEqual({ tasks: 0, wallMs: 0, cpuMs: 0 });
    expect(events[0]!.dur).toBe(50_000);
  });
});
