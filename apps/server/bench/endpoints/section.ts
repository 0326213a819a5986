import type { Figure, Section } from '../lib/module';
import { formatMs } from '../lib/stats';
import { describe, type Counts, type Measured } from './measure';

export const BUDGET_MS = 100;
const SLOWEST = 10;

/** The pass as a section: counts, the ten slowest by p95 against the budget, every request in a table. */
export function endpointsSection(input: {
  id: string;
  title: string;
  about: string;
  setup: string;
  measured: Measured[];
  documented: number;
  unmeasured: string[];
  notes: string[];
}): Section {
  const timed = input.measured.filter((m) => !m.failure);
  const failed = input.measured.filter((m) => m.failure);
  const over = timed.filter((m) => m.p95 >= BUDGET_MS);
  const slowest = [...timed].sort((a, b) => b.p95 - a.p95).slice(0, SLOWEST);
  const figures: Figure[] = [
    { name: 'requests timed (route × caller)', value: `${timed.length} of ${input.measured.length}, covering ${new Set(timed.map((m) => m.route)).size} of ${input.documented} documented routes` },
    {
      name: `p95 at or over ${BUDGET_MS} ms`,
      value: over.length ? over.map((m) => `${describe(m)} ${formatMs(m.p95)}`).join('; ') : 'none',
      target: 'none',
      met: over.length === 0 && failed.length === 0,
    },
    ...slowest.map((m, i) => ({
      name: `slowest ${i + 1}: ${describe(m)}`,
      value: `p50 ${formatMs(m.p50)}, p95 ${formatMs(m.p95)}`,
      target: `p95 < ${BUDGET_MS} ms`,
      met: m.p95 < BUDGET_MS,
    })),
  ];
  const notes = [
    ...input.notes,
    ...failed.map((m) => `FAILED ${describe(m)}: ${m.failure}`),
    ...(input.unmeasured.length ? [`NOT MEASURED (no recipe in bench/endpoints/recipes): ${input.unmeasured.join(', ')}`] : []),
  ];
  const rows = [...input.measured]
    .sort((a, b) => a.route.localeCompare(b.route) || (a.variant ?? '').localeCompare(b.variant ?? '') || a.caller.localeCompare(b.caller))
    .map((m) => [m.route, m.variant ?? '', m.caller, formatMs(m.p50), formatMs(m.p95), formatMs(m.max), m.failure ? 'FAILED' : formatKb(m.bytes)]);
  return {
    id: input.id,
    title: input.title,
    about: input.about,
    setup: input.setup,
    figures,
    notes,
    details: { title: 'every request', header: ['route', 'variant', 'caller', 'p50', 'p95', 'max', 'answer'], rows },
  };
}

const formatKb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KiB`);

export const countsText = (counts: Counts) => `${counts.runs} timed requests after ${counts.warmup} unmeasured, one at a time`;
