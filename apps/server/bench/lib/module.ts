import type { PreparedHistory } from '../analysis/prepare';
import type { BenchEnvironment } from './environment';
import type { BenchOptions } from './options';

/** One measured figure, with the target it is held against (targets are reported, never enforced). */
export interface Figure {
  name: string;
  value: string;
  target?: string;
  met?: boolean;
}

/** One benchmark's results: a section of the console table and of docs/benchmarks.md. */
export interface Section {
  /** Stable id: the section's marker in docs/benchmarks.md. */
  id: string;
  title: string;
  /** What is measured and how, once per section of the document. */
  about: string;
  /** The run's set-up in a few words (duration, connections, sizes). */
  setup: string;
  figures: Figure[];
  notes: string[];
  /** A long table shown in full on the console and folded away in docs/benchmarks.md (markdown rows). */
  details?: { title: string; header: string[]; rows: string[][] };
}

/** Data several modules use, prepared once per run by whichever asks first. */
export interface SharedData {
  /** The large generated history (--history decides its size). */
  history(): Promise<PreparedHistory>;
}

export interface BenchContext {
  env: BenchEnvironment;
  options: BenchOptions;
  /** The parts of this module to run (all of them unless --only narrows it). */
  parts: ReadonlySet<string>;
  log: (line: string) => void;
  shared: SharedData;
}

/**
 * A group of benchmarks sharing prepared data: operations (issue 5: check-in, price preview), analysis
 * (issue 6: large history, analysis endpoints against hand-written SQL), endpoints (issue 12: every route
 * on the demo data and on the large history).
 */
export interface BenchModule {
  name: string;
  /** Names accepted by --only. */
  parts: readonly string[];
  run(context: BenchContext): Promise<Section[]>;
}
