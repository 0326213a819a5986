/** Nearest-rank percentile of samples already sorted ascending. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** A growable list of latencies in milliseconds. */
export class Samples {
  private values = new Float64Array(4096);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
  }

  get count(): number {
    return this.size;
  }

  sorted(): Float64Array {
    return this.values.slice(0, this.size).sort();
  }
}

export const formatMs = (ms: number) => (Number.isFinite(ms) ? `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms` : 'n/a');
export const formatRate = (perSecond: number, unit: string) => (Number.isFinite(perSecond) ? `${Math.round(perSecond)} ${unit}/s` : 'n/a');
export const formatBytes = (bytes: number) => (Number.isFinite(bytes) ? `${Math.round(bytes / 1024 / 1024)} MiB` : 'n/a');
