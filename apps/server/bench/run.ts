// `npm run bench`: performance figures against a throw-away PostgreSQL. Prints figures and ratios next to
// their targets and records them in docs/benchmarks.md; never fails on a missed target (see docs/benchmarks.md).
import { recordRun } from './lib/benchmarks-doc';
import { Cleanup } from './lib/cleanup';
import { startEnvironment } from './lib/environment';
import { describeMachine, machineLine } from './lib/machine';
import type { BenchContext, BenchModule, Section, SharedData } from './lib/module';
import { parseBenchOptions, USAGE, type BenchOptions } from './lib/options';
import { printSections } from './lib/report';
import type { ServerMemory } from './lib/server-process';
import { formatBytes } from './lib/stats';
import { analysisBenchmarks } from './analysis';
import { impactBenchmarks } from './impact';
import { prepareHistory, type PreparedHistory } from './analysis/prepare';
import { HISTORY_TIME_LIMIT_SECONDS } from './analysis/sizes';
import { ENDPOINTS_TIME_LIMIT_SECONDS, endpointsOnDemoData, endpointsOnHistory } from './endpoints';
import { operationsBenchmarks } from './operations';
import { readingsBenchmarks } from './readings';
import { RESTART_PARTS, runRestartBenchmark } from './restart';
import { runWebBenchmark, WEB_PARTS, WEB_RUN_LIMIT_SECONDS, WEB_RUNS } from './web';

/**
 * Benchmark groups, run in this order: the demo-data pass over every endpoint first, on a database that
 * holds nothing else yet; the large history last, so the check-in figures never meet it.
 */
const MODULES: BenchModule[] = [endpointsOnDemoData, operationsBenchmarks, analysisBenchmarks, impactBenchmarks, endpointsOnHistory, readingsBenchmarks];

const log = (line: string) => console.log(`bench: ${line}`);

async function main(): Promise<number> {
  const knownParts = [...new Set([...MODULES.flatMap((module) => module.parts), ...WEB_PARTS, ...RESTART_PARTS])];
  let options: BenchOptions | 'help';
  try {
    options = parseBenchOptions(process.argv.slice(2), knownParts);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE.replace('PARTS', knownParts.join(', '))}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE.replace('PARTS', knownParts.join(', ')));
    return 0;
  }

  const cleanup = new Cleanup();
  cleanup.installExitGuards(timeLimitMs(options));
  try {
    const machine = describeMachine();
    if (machine.loadAtStart > machine.cores) {
      log(`load average ${machine.loadAtStart.toFixed(1)} on ${machine.cores} cores: other work is running, expect pessimistic figures`);
    }
    const sections: Section[] = [];
    let postgresVersion = 'not used (web and restart only)';
    const wanted = (part: string) => options.only.size === 0 || options.only.has(part);
    // First, on a quiet machine, each stopped before the next starts: the web app in Chromium, then whole
    // server starts after kill -9 (wall time); the database benchmarks after them.
    if (WEB_PARTS.some(wanted)) sections.push(...(await runAlone(runWebBenchmark)));
    if (RESTART_PARTS.some(wanted)) sections.push(...(await runAlone(runRestartBenchmark)));
    const modules = MODULES.filter((module) => module.parts.some(wanted));
    if (modules.length > 0) {
      const env = await startEnvironment(cleanup, log, options.connections);
      postgresVersion = env.postgresVersion;
      const atStart = env.server.memory();
      const ran = new Set<string>();
      const shared = sharedData({ env, options, log });
      for (const module of modules) {
        const parts = new Set(module.parts.filter(wanted));
        for (const part of parts) ran.add(part);
        sections.push(...(await module.run({ env, options, parts, log, shared })));
      }
      sections.push(memorySection(atStart, env.server.memory(), [...ran], options));
    }

    const machineText = machineLine(machine, postgresVersion);
    const when = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    printSections(sections, `Coldroom benchmarks, ${when}${options.quick ? ' (quick smoke run)' : ''}\nMachine: ${machineText}`);
    if (options.quick) {
      log('quick run: figures not recorded in docs/benchmarks.md');
    } else {
      recordRun(sections, when, machineText);
      log('figures recorded in docs/benchmarks.md');
    }
    return 0;
  } finally {
    log('stopping the server and the database');
    await cleanup.run();
  }
}

/** Runs a benchmark with a cleanup of its own, run as soon as it ends (its processes gone before the next). */
async function runAlone(run: (cleanup: Cleanup, log: (line: string) => void) => Promise<Section[]>): Promise<Section[]> {
  const own = new Cleanup();
  try {
    return await run(own, log);
  } finally {
    await own.run();
  }
}

/** The large history, generated when a module first asks for it and kept for the others. */
function sharedData(base: Pick<BenchContext, 'env' | 'options' | 'log'>): SharedData {
  let history: Promise<PreparedHistory> | undefined;
  return { history: () => (history ??= prepareHistory(base)) };
}

function memorySection(atStart: ServerMemory | null, atEnd: ServerMemory | null, parts: string[], options: BenchOptions): Section {
  const value = (memory: ServerMemory | null, pick: (m: ServerMemory) => number) => (memory ? formatBytes(pick(memory)) : 'n/a (no /proc)');
  return {
    id: 'memory',
    title: 'Server memory',
    about: [
      'Resident memory of the server process (src/main.ts through the tsx loader, not the bundle; LOG_LEVEL=warn),',
      'read from `/proc/<pid>/status`: VmRSS once it answers /api/health/, and VmHWM (the kernel\'s high-water mark)',
      'at the end of the run, so the peak covers start-up and every phase of the run.',
    ].join('\n'),
    setup: `during ${parts.join(', ')} at ${options.connections} connections`,
    figures: [
      { name: 'RSS after start', value: value(atStart, (m) => m.rss) },
      { name: 'peak RSS', value: value(atEnd, (m) => m.peakRss) },
    ],
    notes: [],
  };
}

/** Generous but finite: set-up, warm-up + measured time + request timeouts for each of up to 4 phases, the history, the endpoint passes. */
function timeLimitMs(options: BenchOptions): number {
  const runs = (part: string) => options.only.size === 0 || options.only.has(part);
  const history = runs('analysis') || runs('endpoints') || runs('impact') ? HISTORY_TIME_LIMIT_SECONDS[options.history] : 0;
  const endpoints = runs('endpoints') ? ENDPOINTS_TIME_LIMIT_SECONDS : 0;
  // The web benchmark: about 10 minutes a run on the calibrated phone (20 lots typed into a check-in), and Lighthouse.
  const web = runs('web') ? WEB_RUN_LIMIT_SECONDS * WEB_RUNS + 900 : 0;
  // The check-in's full room: filling it, then two more phases.
  const fullRoom = runs('checkin') ? 120 + 2 * (options.warmupSeconds + options.durationSeconds + 30) : 0;
  // The readings' history written at 20,000 rows a second or more, then the rollups, the ingest and the chart's runs.
  const readings = runs('readings') ? Math.ceil((options.readingsRooms * options.readingsDays * 288) / 20_000) + 600 : 0;
  return (300 + 4 * (options.warmupSeconds + options.durationSeconds + 30) + history + endpoints + web + fullRoom + readings) * 1000;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
