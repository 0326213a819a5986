import { randomUUID } from 'node:crypto';
import { CHECK_IN_MAX_CRATES } from '@coldroom/contract';
import { api } from '../lib/api-client';
import { runHttpLoad } from '../lib/http-load';
import type { BenchContext, Figure } from '../lib/module';
import { formatMs, formatRate } from '../lib/stats';
import { BENCH_CROP, type OperationsFixture } from './fixtures';
import { CHECK_IN_PATH, checkInBody, CRATE_KG } from './requests';

/** Stored crates in the full room: a large cold store's whole floor. */
export const FULL_ROOM_CRATES = 10_000;
/** Connections of the full-room comparison: all on one room, as at one busy gate. */
const CONNECTIONS = 8;

/**
 * A full room against an empty one (issue 25): the duplicate-tag check once scanned every stored crate of
 * the room, so a full room checked in slower and slower. The full room is filled through the endpoint
 * (10,000 crates in check-ins of 500), then the same load (one lot of 5 crates a request, 8 connections,
 * one room) runs on the empty twin and on the full room. Equal figures mean the room's contents no longer
 * cost anything.
 */
export async function fullRoomFigures(ctx: BenchContext, fixture: OperationsFixture): Promise<Figure[]> {
  const token = await fixture.token();
  ctx.log(`check-in: filling a room with ${FULL_ROOM_CRATES.toLocaleString('en')} stored crates`);
  for (let batch = 0; batch < FULL_ROOM_CRATES / CHECK_IN_MAX_CRATES; batch += 1) {
    await api(ctx.env.server.baseUrl, 'POST', CHECK_IN_PATH, {
      token,
      expect: 201,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        farmer_id: fixture.loadFarmerId,
        cooling_unit_id: fixture.fullRoomId,
        lots: [{ crop_id: BENCH_CROP, harvest: 'today', crates: Array.from({ length: CHECK_IN_MAX_CRATES }, (_, i) => ({ weight_kg: CRATE_KG, tag: `F${batch}-${i}` })) }],
      },
    });
  }
  const load = async (roomId: number) => {
    const { durationSeconds, warmupSeconds } = ctx.options;
    const run = async (seconds: number) =>
      runHttpLoad({
        baseUrl: ctx.env.server.baseUrl,
        connections: CONNECTIONS,
        durationSeconds: seconds,
        method: 'POST',
        path: CHECK_IN_PATH,
        headers: { authorization: `Bearer ${await fixture.token()}` },
        body: () => checkInBody(fixture.loadFarmerId, roomId),
        perRequestHeaders: () => ({ 'idempotency-key': randomUUID() }),
      });
    await run(warmupSeconds);
    return run(durationSeconds);
  };
  ctx.log(`check-in: ${CONNECTIONS} connections on the empty twin room, then on the full room`);
  const empty = await load(fixture.emptyTwinRoomId);
  const full = await load(fixture.fullRoomId);
  const slower = empty.p50 > 0 ? full.p50 / empty.p50 : NaN;
  return [
    { name: `full room (${FULL_ROOM_CRATES.toLocaleString('en')} crates stored), ${CONNECTIONS} conn. on one room: check-ins per second`, value: `${formatRate(full.rate, 'req')} (empty twin room: ${formatRate(empty.rate, 'req')})` },
    { name: 'full room: p50 / p99 latency', value: `${formatMs(full.p50)} / ${formatMs(full.p99)} (empty twin room: ${formatMs(empty.p50)} / ${formatMs(empty.p99)})` },
    {
      name: 'full room p50 ÷ empty room p50',
      value: Number.isFinite(slower) ? `${slower.toFixed(2)}×` : 'n/a',
      target: '≤ 1.2×',
      met: Number.isFinite(slower) && slower <= 1.2,
    },
  ];
}
