import type { HistorySize } from '../lib/options';

/** How much history the generator writes. */
export interface HistoryShape {
  companies: number;
  rooms: number;
  farmers: number;
  /** Crates checked in over the whole history (the generator lands within a few percent of it). */
  crates: number;
  years: number;
}

/** full: the figures; small: about 1/20 of the data; tiny: a smoke run of everything. */
export const HISTORY_SHAPES: Record<HistorySize, HistoryShape> = {
  full: { companies: 20, rooms: 500, farmers: 50_000, crates: 2_000_000, years: 3 },
  small: { companies: 20, rooms: 100, farmers: 2_500, crates: 100_000, years: 3 },
  tiny: { companies: 3, rooms: 9, farmers: 150, crates: 6_000, years: 2 },
};

/** Mean crates per check-in (1 to 16, evenly): turns the crate target into a number of check-ins. */
export const MEAN_CRATES_PER_CHECK_IN = 8.5;

/**
 * Share of everything (rooms, farmers, crates) each company gets: a long tail, the first company the
 * largest (about 1/6 of the total with 20 companies), as real markets of cold-room operators look.
 */
export function companyWeights(count: number): number[] {
  const raw = Array.from({ length: count }, (_, i) => 1 / (1 + 0.35 * i));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((w) => w / sum);
}

/** Splits `total` over the weights in whole numbers that add up exactly, each at least `min`. */
export function split(total: number, weights: number[], min: number): number[] {
  const parts = weights.map((w) => Math.max(min, Math.floor(total * w)));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length, rest -= 1) parts[i]! += 1;
  return parts;
}

/** Time the analysis benchmark may take (generation, checks and timed runs) before the run is stopped. */
export const HISTORY_TIME_LIMIT_SECONDS: Record<HistorySize, number> = { full: 5400, small: 1200, tiny: 300 };
