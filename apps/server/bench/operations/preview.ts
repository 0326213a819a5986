import { randomUUID } from 'node:crypto';
import type { CheckIn, PricePreview } from '@coldroom/contract';
import { api } from '../lib/api-client';
import { watchServerCpu } from '../lib/cpu';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext, Section } from '../lib/module';
import { failureNotes } from '../lib/report';
import { formatMs, formatRate, percentile } from '../lib/stats';
import { BENCH_CROP, type OperationsFixture } from './fixtures';
import { CHECK_IN_PATH, checkInBody, CRATES_PER_CHECK_IN, PRICE_PREVIEW_PATH } from './requests';

export const PREVIEW_CRATES = 50;

/** Price preview of a check-out of 50 crates (from 10 check-ins of 5), at N connections. */
export async function benchPreview(ctx: BenchContext, fixture: OperationsFixture): Promise<Section> {
  const { durationSeconds, warmupSeconds, connections } = ctx.options;
  const token = await fixture.token();
  const body = await previewBody(ctx.env.server.baseUrl, token, fixture);
  const once = await api<PricePreview>(ctx.env.server.baseUrl, 'POST', PRICE_PREVIEW_PATH, { token, body });
  if (once.lines.length !== PREVIEW_CRATES) throw new Error(`the price preview priced ${once.lines.length} lines, not ${PREVIEW_CRATES}`);

  const http = (seconds: number) =>
    runHttpLoad({
      baseUrl: ctx.env.server.baseUrl,
      connections,
      durationSeconds: seconds,
      method: 'POST',
      path: PRICE_PREVIEW_PATH,
      headers: { authorization: `Bearer ${token}` },
      body,
    });
  ctx.log(`price preview: ${warmupSeconds} s warm-up + ${durationSeconds} s`);
  await http(warmupSeconds);
  const cpu = watchServerCpu(ctx.env.server);
  const result = await http(durationSeconds);
  const serverCpu = cpu(result.completed);
  return {
    id: 'preview',
    title: 'Check-out price preview',
    about: [
      `POST ${PRICE_PREVIEW_PATH} for ${PREVIEW_CRATES} whole crates of one farmer in one room (${PREVIEW_CRATES / CRATES_PER_CHECK_IN} check-ins`,
      `of ${CRATES_PER_CHECK_IN} crates), the same request repeated in a closed loop with autocannon after an unmeasured warm-up.`,
    ].join('\n'),
    setup: `${durationSeconds} s, ${connections} connections`,
    figures: [
      { name: 'previews per second', value: formatRate(result.rate, 'req') },
      { name: 'p50 latency', value: formatMs(result.p50) },
      { name: 'p99 latency', value: formatMs(result.p99) },
      serverCpu,
    ],
    notes: failureNotes('price preview', result),
  };
}

/** Checks in the 50 crates through the API and returns the preview request for all of them. */
async function previewBody(baseUrl: string, token: string, fixture: OperationsFixture) {
  const crateIds: number[] = [];
  for (let i = 0; i < PREVIEW_CRATES / CRATES_PER_CHECK_IN; i += 1) {
    const checkIn = await api<CheckIn>(baseUrl, 'POST', CHECK_IN_PATH, {
      token,
      body: checkInBody(fixture.previewFarmerId, fixture.previewRoomId),
      headers: { 'idempotency-key': randomUUID() },
      expect: 201,
    });
    crateIds.push(...checkIn.lots.flatMap((lot) => lot.crates.map((crate) => crate.id)));
  }
  return { cooling_unit_id: fixture.previewRoomId, farmer_id: fixture.previewFarmerId, lines: crateIds.map((crate_id) => ({ crate_id })) };
}

/** The tiered card of the issue-29 budget: 10 tiers, each dearer than the one before, per crate per day. */
export const TEN_TIERS = Array.from({ length: 10 }, (_, i) => ({ from_day: 1 + i * 3, rate_minor: 2_000 + i * 500 }));
const LATENCY_SAMPLES = 300;

/** One request after another (no queueing behind other connections): the latency one operator sees. */
async function sequentialLatencies(baseUrl: string, token: string, body: unknown): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_SAMPLES; i += 1) {
    const started = performance.now();
    await api<PricePreview>(baseUrl, 'POST', PRICE_PREVIEW_PATH, { token, body });
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/**
 * Issue 29: the check-out price preview of 50 crates priced by a rate card of 10 tiers (the lots checked in
 * after the card took effect, so they carry it) next to the same preview under the room's plain daily price,
 * one request at a time; budget p95 < 100 ms.
 */
export async function benchTieredPreview(ctx: BenchContext, fixture: OperationsFixture): Promise<Section> {
  const baseUrl = ctx.env.server.baseUrl;
  const manager = await fixture.managerToken();
  const today = new Date().toISOString().slice(0, 10);
  await api(baseUrl, 'POST', `/api/operation/v1/cooling-units/${fixture.tieredRoomId}/rate-cards/`, {
    token: manager,
    body: { crop_id: BENCH_CROP, effective_from: today, card: { basis: 'crate', period: 'day', rate_minor: TEN_TIERS[0]!.rate_minor, tiers: TEN_TIERS } },
    expect: 201,
  });
  const token = await fixture.token();
  const flatBody = await previewBody(baseUrl, token, fixture);
  const tieredBody = await previewBody(baseUrl, token, { ...fixture, previewRoomId: fixture.tieredRoomId });
  const tiered = await api<PricePreview>(baseUrl, 'POST', PRICE_PREVIEW_PATH, { token, body: tieredBody });
  if (tiered.lines.length !== PREVIEW_CRATES) throw new Error(`the tiered preview priced ${tiered.lines.length} lines, not ${PREVIEW_CRATES}`);
  ctx.log(`tiered price preview: ${LATENCY_SAMPLES} requests one at a time, flat then tiered, after a warm-up`);
  await sequentialLatencies(baseUrl, token, tieredBody);
  const flat = await sequentialLatencies(baseUrl, token, flatBody);
  const tens = await sequentialLatencies(baseUrl, token, tieredBody);
  const p95Flat = percentile(flat, 95);
  const p95Tiers = percentile(tens, 95);
  return {
    id: 'preview-tiers',
    title: 'Check-out price preview with a 10-tier rate card',
    about: [
      `POST ${PRICE_PREVIEW_PATH} for ${PREVIEW_CRATES} crates whose lots carry a rate card of 10 tiers (issue 29), next to the same`,
      `request for ${PREVIEW_CRATES} crates priced by the room's plain daily price; ${LATENCY_SAMPLES} requests one after another for each,`,
      'after an unmeasured warm-up. Budget: p95 under 100 ms with the tiers.',
    ].join('\n'),
    setup: `${LATENCY_SAMPLES} sequential requests each`,
    figures: [
      { name: 'p50 latency, 10 tiers', value: formatMs(percentile(tens, 50)) },
      { name: 'p95 latency, 10 tiers (budget 100 ms)', value: formatMs(p95Tiers) },
      { name: 'p95 latency, plain daily price', value: formatMs(p95Flat) },
      { name: 'p95 ratio, tiers ÷ plain', value: `${(p95Tiers / p95Flat).toFixed(2)}×` },
    ],
    notes: p95Tiers < 100 ? [] : [`over budget: p95 ${formatMs(p95Tiers)} with 10 tiers`],
  };
}
