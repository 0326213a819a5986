import { randomUUID } from 'node:crypto';
import type { CheckIn } from '@coldroom/contract';
import { api } from '../lib/api-client';
import { watchServerCpu } from '../lib/cpu';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext, Figure, Section } from '../lib/module';
import { failureNotes } from '../lib/report';
import { runSqlLoad } from '../lib/sql-load';
import { formatMs, formatRate } from '../lib/stats';
import { plainCheckIn } from './checkin-sql';
import type { OperationsFixture } from './fixtures';
import { CHECK_IN_PATH, checkInBody, CRATES_PER_CHECK_IN } from './requests';

const P99_TARGET_MS = 100;
const RATIO_TARGET = 0.5;

/**
 * Check-ins per second and latency at N connections, next to the same rows written by plain SQL
 * transactions over N connections in the same run. Plain SQL goes first, so the endpoint meets the larger
 * tables.
 */
export async function benchCheckIn(ctx: BenchContext, fixture: OperationsFixture): Promise<Section> {
  const { durationSeconds, warmupSeconds, connections } = ctx.options;
  const rooms = fixture.loadRoomIds;
  // One check-in through the endpoint first: it fails fast if the endpoint is missing, and its answer is what
  // the plain-SQL side stores in its idempotency rows.
  const sample = await api<CheckIn>(ctx.env.server.baseUrl, 'POST', CHECK_IN_PATH, {
    token: await fixture.token(),
    body: checkInBody(fixture.loadFarmerId, rooms[0]!),
    headers: { 'idempotency-key': randomUUID() },
    expect: 201,
  });
  const plainData = { fixture, responseJson: JSON.stringify(sample) };
  let plainCount = 0;
  const sql = (seconds: number) =>
    runSqlLoad({
      url: ctx.env.databaseUrl,
      connections,
      durationSeconds: seconds,
      work: (client) => plainCheckIn(client, plainData, rooms[plainCount % rooms.length]!, plainCount++),
    });
  ctx.log(`check-in: plain SQL, ${warmupSeconds} s warm-up + ${durationSeconds} s`);
  await sql(warmupSeconds);
  const pgBeforePlain = ctx.env.postgresCpuMs();
  const plain = await sql(durationSeconds);
  const pgPlain = postgresCpuPer(pgBeforePlain, ctx.env.postgresCpuMs(), plain.completed);

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
  ctx.log(`check-in: endpoint, ${warmupSeconds} s warm-up + ${durationSeconds} s`);
  await http(warmupSeconds);
  const cpu = watchServerCpu(ctx.env.server);
  const pgBeforeEndpoint = ctx.env.postgresCpuMs();
  const endpoint = await http(durationSeconds);
  const serverCpu = { ...cpu(endpoint.completed), name: 'endpoint: server CPU' };
  const pgEndpoint = postgresCpuPer(pgBeforeEndpoint, ctx.env.postgresCpuMs(), endpoint.completed);
  const serverConnections = await ctx.env.serverConnections();

  const ratio = endpoint.rate / plain.rate;
  const figures: Figure[] = [
    { name: 'endpoint: check-ins per second', value: formatRate(endpoint.rate, 'req') },
    { name: 'endpoint: p50 latency', value: formatMs(endpoint.p50) },
    { name: 'endpoint: p99 latency', value: formatMs(endpoint.p99), target: `< ${P99_TARGET_MS} ms`, met: endpoint.p99 < P99_TARGET_MS },
    serverCpu,
    { name: 'endpoint: PostgreSQL CPU', value: pgEndpoint },
    { name: 'endpoint: server PostgreSQL connections', value: String(serverConnections) },
    { name: 'plain SQL: transactions per second', value: formatRate(plain.rate, 'tx') },
    { name: 'plain SQL: p50 latency', value: formatMs(plain.p50) },
    { name: 'plain SQL: p99 latency', value: formatMs(plain.p99) },
    { name: 'plain SQL: PostgreSQL CPU', value: pgPlain },
    { name: 'ratio endpoint / plain SQL', value: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a', target: `≥ ${RATIO_TARGET}×`, met: Number.isFinite(ratio) && ratio >= RATIO_TARGET },
  ];
  return {
    id: 'checkin',
    title: 'Check-in throughput and latency',
    about: [
      `POST ${CHECK_IN_PATH} with one lot of ${CRATES_PER_CHECK_IN} crates and a fresh Idempotency-Key per request,`,
      'closed loop with autocannon, spread round robin over as many rooms as connections. Next to it, in the same run and',
      'over as many pg connections, plain SQL transactions writing the same rows (see bench/operations/checkin-sql.ts).',
      'The plain SQL runs first, so the endpoint meets the larger tables. Latency: endpoint by autocannon (whole ms),',
      'plain SQL timed per transaction. Each side has an unmeasured warm-up first. Server CPU (from `/proc`): CPU time of',
      'all its threads per check-in, cores kept busy, and the share of the phase its main thread was ready to run but',
      'waited for a CPU. PostgreSQL CPU: CPU time of all the cluster\'s processes during the phase, per check-in (the',
      'server\'s pool is as large as the connections, so both sides use the same number). Server PostgreSQL',
      'connections: its pool at the end of the phase.',
    ].join('\n'),
    setup: `${durationSeconds} s per side, ${connections} connections`,
    figures,
    notes: [...failureNotes('endpoint', endpoint), ...failureNotes('plain SQL', plain)],
  };
}

/** PostgreSQL's CPU time per operation of a phase ("n/a" without /proc). */
function postgresCpuPer(before: number | null, after: number | null, operations: number): string {
  if (before === null || after === null || operations === 0) return 'n/a';
  return `${((after - before) / operations).toFixed(2)} ms per operation`;
}
