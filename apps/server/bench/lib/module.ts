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
}

export interface BenchContext {
  env: BenchEnvironment;
  options: BenchOptions;
  /** The parts of this module to run (all of them unless --only narrows it). */
  parts: ReadonlySet<string>;
  log: (line: string) => void;
}

/**
 * A group of benchmarks sharing prepared data: operations (issue 5: check-in, price preview) now;
 * analysis (issue 6: large history, analysis endpoints against hand-written SQL) can be added beside it.
 */
export interface BenchModule {
  name: string;
  /** Names accepted by --only. */
  parts: readonly string[];
  run(context: BenchContext): Promise<Section[]>;
}
