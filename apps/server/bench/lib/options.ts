import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Seconds each measured phase runs. */
  durationSeconds: number;
  /** Concurrent HTTP connections, and pg connections on the plain-SQL side. */
  connections: number;
  /** Parts to run (e.g. `checkin`, `preview`); empty: all. */
  only: Set<string>;
  /** A small, fast run to check the harness works; its figures are not recorded. */
  quick: boolean;
  /** Seconds of unmeasured load before each measured phase (warms caches, JIT and connection pools). */
  warmupSeconds: number;
  /** Size of the analysis benchmark's generated history (--quick: tiny). */
  history: HistorySize;
  /** The readings benchmark's size: rooms, and days of 5-minute readings each (--quick: small). */
  readingsRooms: number;
  readingsDays: number;
  /** Timed requests per pass of the impact benchmark (and as many statements on its plain-SQL side). */
  impactRuns: number;
}

export const HISTORY_SIZES = ['full', 'small', 'tiny'] as const;
export type HistorySize = (typeof HISTORY_SIZES)[number];

export const USAGE = `Usage: npm run bench [-- options]
  --duration=SECONDS     length of each measured phase (default 15; --quick: 3)
  --connections=N        concurrent connections (default 32; --quick: 8)
  --only=PART[,PART]     run only these parts: PARTS
  --history=SIZE         history the analysis benchmark generates: full (20 companies, 2 million crates
                         over 3 years; default), small (about 1/20 of it) or tiny (--quick)
  --readings-rooms=N     rooms of the readings benchmark (default 100; --quick: 4)
  --readings-days=N      days of 5-minute readings per room (default 365, 10.5 million rows; --quick: 10)
  --impact-runs=N        timed requests per impact pass, each side (default 40; --quick: 5); a pass also
                         stops timing after 120 s per side
  --quick                small smoke run of the harness; prints figures, does not record them
  --help                 this text`;

const LIMITS = { duration: [1, 600], connections: [1, 128], 'readings-rooms': [1, 1000], 'readings-days': [1, 1100], 'impact-runs': [1, 1000] } as const;

/** Parses the command line; throws with a readable message on anything unknown or out of range. */
export function parseBenchOptions(argv: string[], knownParts: readonly string[]): BenchOptions | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      only: { type: 'string' },
      history: { type: 'string' },
      'readings-rooms': { type: 'string' },
      'readings-days': { type: 'string' },
      'impact-runs': { type: 'string' },
      quick: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  const quick = values.quick ?? false;
  const only = new Set((values.only ?? '').split(',').map((p) => p.trim()).filter(Boolean));
  for (const part of only) {
    if (!knownParts.includes(part)) throw new Error(`--only: unknown part "${part}" (known: ${knownParts.join(', ')})`);
  }
  const history = values.history ?? (quick ? 'tiny' : 'full');
  if (!(HISTORY_SIZES as readonly string[]).includes(history)) throw new Error(`--history must be one of ${HISTORY_SIZES.join(', ')} (got "${history}")`);
  return {
    durationSeconds: integer('duration', values.duration, quick ? 3 : 15),
    connections: integer('connections', values.connections, quick ? 8 : 32),
    only,
    quick,
    warmupSeconds: quick ? 1 : 3,
    history: history as HistorySize,
    readingsRooms: integer('readings-rooms', values['readings-rooms'], quick ? 4 : 100),
    readingsDays: integer('readings-days', values['readings-days'], quick ? 10 : 365),
    impactRuns: integer('impact-runs', values['impact-runs'], quick ? 5 : 40),
  };
}

function integer(name: keyof typeof LIMITS, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  const [min, max] = LIMITS[name];
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max} (got "${text}")`);
  return value;
}
