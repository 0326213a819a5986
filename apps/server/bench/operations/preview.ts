import { randomUUID } from 'node:crypto';
import type { CheckIn, PricePreview } from '@coldroom/contract';
import { api } from '../lib/api-client';
import { watchServerCpu } from '../lib/cpu';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext, Section } from '../lib/module';
import { failureNotes } from '../lib/report';
import { formatMs, formatRate } from '../lib/stats';
import type { OperationsFixture } from './fixtures';
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
