import { API_PREFIX, OPERATION_PREFIX } from '@coldroom/contract';
import { toMinor } from '@coldroom/domain';
import { percentile, Samples } from '../lib/stats';
import type { Window } from './windows';

export interface Timed<T> {
  p50: number;
  p99: number;
  /** The last answer (every run asks the same). */
  last: T;
}

/** Runs `work` sequentially: `warmup` unmeasured times, then `runs` timed ones. */
export async function timeRuns<T>(warmup: number, runs: number, work: () => Promise<T>): Promise<Timed<T>> {
  let last: T | undefined;
  for (let i = 0; i < warmup; i += 1) last = await work();
  const samples = new Samples();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    last = await work();
    samples.add(performance.now() - t0);
  }
  const sorted = samples.sorted();
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), last: last as T };
}

export const analysisPath = (what: string, w: Window, extra = '') => `${API_PREFIX}${OPERATION_PREFIX}/analysis/${what}/?from=${w.from}&to=${w.to}${extra}`;

/** One GET of the server under test, read to the end; anything but 200 throws with the start of the body. */
export async function getText(baseUrl: string, path: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return text;
}

/** Rows of the revenue CSV and the sum of its `total` column in minor units (for the check against the figures). */
export function csvTotal(csv: string): { rows: number; totalMinor: number } {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  const header = lines[0]!.split(',');
  const total = header.indexOf('total');
  const currency = header.indexOf('currency');
  if (total === -1 || currency === -1) throw new Error(`the revenue CSV has no total or currency column: ${lines[0]}`);
  let sum = 0;
  for (const line of lines.slice(1)) {
    // Generated names and crop lists hold no commas or quotes, so a plain split is exact here.
    const cells = line.split(',');
    sum += toMinor(cells[total]!, cells[currency]!);
  }
  return { rows: lines.length - 1, totalMinor: sum };
}
