import { randomUUID } from 'node:crypto';
import type { CheckIn } from '@coldroom/contract';
import { api } from '../lib/api-client';
import { describeServerCpu, watchServerCpuUse, type ServerCpuUse } from '../lib/cpu';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext, Figure, Section } from '../lib/module';
import { failureNotes } from '../lib/report';
import { watchSteal } from '../lib/machine';
import { runSqlLoad, type LoadResult } from '../lib/sql-load';
import { formatMs, formatRate } from '../lib/stats';
import { checkInCostNotes } from './checkin-costs';
import { plainCheckIn } from './checkin-sql';
import { statementNotes } from './checkin-statements';
import type { OperationsFixture } from './fixtures';
import { fullRoomFigures } from './fullroom';
import { CHECK_IN_PATH, checkInBody, CRATES_PER_CHECK_IN } from './requests';

const P99_TARGET_MS = 100;
/** The connection count the p99 target holds at; the run's own count (32 by default) is reported beside it. */
const TARGET_CONNECTIONS = 8;
const CPU_RATIO_TARGET = 2;
const RATE_RATIO_TARGET = 0.5;
/**
 * The endpoint's first warm-up, in warm-ups: a freshly started server keeps V8's optimising compiler busy (in
 * threads of its own) for its first 15–20 s of load, at up to a fifth of its CPU, so a warm-up of 3 s left that
 * one-off cost in the 8-connection phase (none of it in the 32-connection phase after it).
 */
const FIRST_ENDPOINT_WARMUPS = 7;

/** Numbers the plain-SQL check-ins of the whole run, so their movement codes never repeat. */
let plainCheckIns = 0;

interface Phase {
  connections: number;
  plain: LoadResult;
  plainPgMs: number | null;
  endpoint: LoadResult;
  server: ServerCpuUse | null;
  endpointPgMs: number | null;
  serverConnections: number;
  /** Share of the machine's CPU time the host gave other guests (steal) during each side's measured load. */
  steal: { plain: number | null; endpoint: number | null };
}

/**
 * Check-ins per second, latency and CPU per check-in at 8 connections and at the run's count, each next to
 * the same rows written by plain SQL transactions over as many connections in the same run. At each count
 * plain SQL goes first, so the endpoint meets the larger tables. Then where the check-in's time goes.
 */
export async function benchCheckIn(ctx: BenchContext, fixture: OperationsFixture): Promise<Section> {
  // One check-in through the endpoint first: it fails fast if the endpoint is missing, and its answer is what
  // the plain-SQL side stores in its idempotency rows.
  const sample = await api<CheckIn>(ctx.env.server.baseUrl, 'POST', CHECK_IN_PATH, {
    token: await fixture.token(),
    body: checkInBody(fixture.loadFarmerId, fixture.loadRoomIds[0]!),
    headers: { 'idempotency-key': randomUUID() },
    expect: 201,
  });
  const counts = [...new Set([TARGET_CONNECTIONS, ctx.options.connections])].sort((a, b) => a - b);
  const phases: Phase[] = [];
  for (const connections of counts) phases.push(await phase(ctx, fixture, sample, connections, phases.length === 0));
  const figures = phases.flatMap((p) => phaseFigures(p, p.connections === ctx.options.connections));
  figures.push(...(await fullRoomFigures(ctx, fixture)));
  const notes = phases.flatMap((p) => [...failureNotes(`endpoint at ${p.connections}`, p.endpoint), ...failureNotes(`plain SQL at ${p.connections}`, p.plain)]);
  notes.push(...(await checkInCostNotes(ctx, fixture, sample)));
  notes.push(...(await statementNotes(ctx, fixture)));
  const { durationSeconds } = ctx.options;
  return {
    id: 'checkin',
    title: 'Check-in throughput and latency',
    about: [
      `POST ${CHECK_IN_PATH} with one lot of ${CRATES_PER_CHECK_IN} crates and a fresh Idempotency-Key per request,`,
      'closed loop with autocannon, spread round robin over as many rooms as connections, at 8 connections (the p99',
      'target) and at the run\'s count (32 by default). Next to each, in the same run and over as many pg connections,',
      'plain SQL transactions writing the same rows (see bench/operations/checkin-sql.ts); the plain SQL runs first, so',
      'the endpoint meets the larger tables. Latency: endpoint by autocannon (whole ms), plain SQL timed per transaction.',
      'Each side has an unmeasured warm-up first; the endpoint\'s first one is 7 times as long, the time a freshly started',
      'server\'s optimising compiler takes. Server CPU (from `/proc`): CPU time of all its threads per check-in, cores kept',
      'busy, the share of the phase its main thread was ready to run but waited for a CPU, and that thread\'s own CPU time',
      '(the rest is V8\'s compiler and GC threads). Steal: the share of the machine\'s CPU time the host gave to other',
      'guests during each side\'s measured load (CPU per operation rises with it). PostgreSQL CPU:',
      'CPU time of all the cluster\'s processes during the phase (closed connections included), per check-in. CPU ratio:',
      '(server + PostgreSQL CPU per check-in) ÷ (PostgreSQL CPU per plain transaction). The server\'s pool is as large as',
      'the run\'s connection count. The notes then take the check-in apart: the cost of its parts in the server, measured',
      'in the bench process on the same token and answer, and PostgreSQL\'s time per statement (pg_stat_statements).',
      'Last, a full room (issue 25): 10,000 crates stored first, then the same check-ins on it and on an empty twin room.',
    ].join('\n'),
    setup: `${durationSeconds} s per side, ${counts.join(' and ')} connections`,
    figures,
    notes,
  };
}

async function phase(ctx: BenchContext, fixture: OperationsFixture, sample: CheckIn, connections: number, first: boolean): Promise<Phase> {
  const { durationSeconds, warmupSeconds } = ctx.options;
  const rooms = fixture.loadRoomIds.slice(0, connections);
  const plainData = { fixture, responseJson: JSON.stringify(sample) };
  const sql = (seconds: number) =>
    runSqlLoad({
      url: ctx.env.databaseUrl,
      connections,
      durationSeconds: seconds,
      work: (client) => plainCheckIn(client, plainData, rooms[plainCheckIns % rooms.length]!, plainCheckIns++),
    });
  ctx.log(`check-in at ${connections} connections: plain SQL, ${warmupSeconds} s warm-up + ${durationSeconds} s`);
  await sql(warmupSeconds);
  const pgBeforePlain = ctx.env.postgresCpuMs();
  const plainSteal = watchSteal();
  const plain = await sql(durationSeconds);
  const stealPlain = plainSteal();
  const plainPgMs = perOperation(pgBeforePlain, ctx.env.postgresCpuMs(), plain.completed);

  let next = 0;
  const http = async (seconds: number) =>
    runHttpLoad({
      baseUrl: ctx.env.server.baseUrl,
      connections,
      durationSeconds: seconds,
      method: 'POST',
      path: CHECK_IN_PATH,
      headers: { authorization: `Bearer ${await fixture.token()}` },
      body: () => checkInBody(fixture.loadFarmerId, rooms[next++ % rooms.length]!),
      perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
    });
  const endpointWarmup = first ? warmupSeconds * FIRST_ENDPOINT_WARMUPS : warmupSeconds;
  ctx.log(`check-in at ${connections} connections: endpoint, ${endpointWarmup} s warm-up + ${durationSeconds} s`);
  await http(endpointWarmup);
  const cpu = watchServerCpuUse(ctx.env.server);
  const pgBeforeEndpoint = ctx.env.postgresCpuMs();
  const endpointSteal = watchSteal();
  const endpoint = await http(durationSeconds);
  const stealEndpoint = endpointSteal();
  const server = cpu(endpoint.completed);
  const endpointPgMs = perOperation(pgBeforeEndpoint, ctx.env.postgresCpuMs(), endpoint.completed);
  const steal = { plain: stealPlain, endpoint: stealEndpoint };
  return { connections, plain, plainPgMs, endpoint, server, endpointPgMs, serverConnections: await ctx.env.serverConnections(), steal };
}

function phaseFigures(p: Phase, runCount: boolean): Figure[] {
  const at = `${p.connections} conn.`;
  const total = p.server && p.endpointPgMs !== null ? p.server.perRequestMs + p.endpointPgMs : NaN;
  const cpuRatio = p.plainPgMs ? total / p.plainPgMs : NaN;
  const rateRatio = p.endpoint.rate / p.plain.rate;
  const p99Target = p.connections === TARGET_CONNECTIONS ? { target: `< ${P99_TARGET_MS} ms`, met: p.endpoint.p99 < P99_TARGET_MS } : {};
  return [
    { name: `${at} endpoint: check-ins per second`, value: formatRate(p.endpoint.rate, 'req') },
    { name: `${at} endpoint: p50 latency`, value: formatMs(p.endpoint.p50) },
    { name: `${at} endpoint: p99 latency`, value: formatMs(p.endpoint.p99), ...p99Target },
    { name: `${at} endpoint: server CPU`, value: p.server ? `${describeServerCpu(p.server)}; its JavaScript thread ${p.server.mainPerRequestMs.toFixed(2)} ms per request` : 'n/a' },
    { name: `${at} endpoint: PostgreSQL CPU`, value: msPerOperation(p.endpointPgMs) },
    { name: `${at} endpoint: server PostgreSQL connections`, value: String(p.serverConnections) },
    { name: `${at} plain SQL: transactions per second`, value: formatRate(p.plain.rate, 'tx') },
    { name: `${at} plain SQL: p50 / p99 latency`, value: `${formatMs(p.plain.p50)} / ${formatMs(p.plain.p99)}` },
    { name: `${at} plain SQL: PostgreSQL CPU`, value: msPerOperation(p.plainPgMs) },
    {
      name: `${at} CPU per check-in ÷ plain SQL's`,
      value: Number.isFinite(cpuRatio) ? `${cpuRatio.toFixed(2)}× (${total.toFixed(2)} ms: server ${p.server!.perRequestMs.toFixed(2)} + PostgreSQL ${p.endpointPgMs!.toFixed(2)}, against ${p.plainPgMs!.toFixed(2)})` : 'n/a',
      target: `≤ ${CPU_RATIO_TARGET}×`,
      met: Number.isFinite(cpuRatio) && cpuRatio <= CPU_RATIO_TARGET,
    },
    { name: `${at} CPU time the host gave other guests (steal): plain SQL / endpoint`, value: `${percent(p.steal.plain)} / ${percent(p.steal.endpoint)}` },
    {
      name: `${at} rate ratio endpoint / plain SQL`,
      value: Number.isFinite(rateRatio) ? `${rateRatio.toFixed(2)}×` : 'n/a',
      ...(runCount ? { target: `≥ ${RATE_RATIO_TARGET}×`, met: Number.isFinite(rateRatio) && rateRatio >= RATE_RATIO_TARGET } : {}),
    },
  ];
}

/** PostgreSQL's CPU time per operation of a phase (null without /proc). */
function perOperation(before: number | null, after: number | null, operations: number): number | null {
  if (before === null || after === null || operations === 0) return null;
  return (after - before) / operations;
}

const percent = (share: number | null) => (share === null ? 'n/a' : `${Math.round(share * 100)}%`);
const msPerOperation = (ms: number | null) => (ms === null ? 'n/a' : `${ms.toFixed(2)} ms per operation`);
