import { randomUUID } from 'node:crypto';
import type { CrateList } from '@coldroom/contract';
import { checkInBody, checkInNow, checkOutBody, checkOutNow } from '../actions';
import { EVERYONE, OPERATOR, recipe, STAFF, type Recipe } from '../types';
import type { World } from '../world';

const OPS = '/api/operation/v1';
const idempotency = () => ({ 'idempotency-key': randomUUID() });

/** What the check-out screen prices: up to 10 of the farmer's crates in the room, read once per data set. */
const previewLines = new WeakMap<World, { crate_id: number }[]>();
async function storedCrates(w: World): Promise<{ crate_id: number }[]> {
  let lines = previewLines.get(w);
  if (!lines) {
    const list = await w.api<CrateList>('Operator', 'GET', `/api/storage/v1/crates/?cooling_unit=${w.ids.roomId}&farmer=${w.ids.farmerId}&page=1&page_size=500`);
    lines = list.items.slice(0, 10).map((crate) => ({ crate_id: crate.id }));
    if (lines.length === 0) throw new Error(`the farmer has no crates in room ${w.ids.roomId}`);
    previewLines.set(w, lines);
  }
  return lines;
}

/** Check-ins, check-outs, payments, produce and crates in storage. */
export const operationsRecipes: Recipe[] = [
  recipe('POST /api/operation/v1/check-ins/', OPERATOR, (w) => ({
    path: `${OPS}/check-ins/`,
    body: checkInBody(w, w.ids.roomId, 5),
    headers: idempotency(),
    expect: 201,
  })),
  recipe('POST /api/operation/v1/check-ins/by-code/', OPERATOR, async (w) => {
    const checkOut = await checkOutNow(w, await checkInNow(w));
    return { path: `${OPS}/check-ins/by-code/`, body: { code: checkOut.movement.code, cooling_unit_id: w.ids.otherRoomId, planned_days: 7 }, headers: idempotency(), expect: 201 };
  }),
  recipe('GET /api/operation/v1/check-ins/', EVERYONE, (w, c) => ({
    path: c === 'Farmer' ? `${OPS}/check-ins/?page=1&page_size=20` : `${OPS}/check-ins/?cooling_unit=${w.ids.roomId}&page=1&page_size=20`,
  })),
  recipe('GET /api/operation/v1/check-ins/{id}/', EVERYONE, (w) => ({ path: `${OPS}/check-ins/${w.ids.checkInId}/` })),
  recipe('PUT /api/operation/v1/check-ins/{id}/', OPERATOR, async (w) => {
    const checkIn = await checkInNow(w, { crates: 3 });
    const crates = checkIn.lots.flatMap((lot) => lot.crates.map((crate) => ({ id: crate.id, planned_days: 10 })));
    return { path: `${OPS}/check-ins/${checkIn.id}/`, body: { crates } };
  }),

  recipe('POST /api/operation/v1/check-outs/price-preview/', OPERATOR, async (w) => ({
    path: `${OPS}/check-outs/price-preview/`,
    body: { cooling_unit_id: w.ids.roomId, farmer_id: w.ids.farmerId, lines: await storedCrates(w) },
  })),
  recipe('POST /api/operation/v1/check-outs/', OPERATOR, async (w) => ({
    path: `${OPS}/check-outs/`,
    body: checkOutBody(await checkInNow(w), true),
    headers: idempotency(),
    expect: 201,
  })),
  recipe('GET /api/operation/v1/check-outs/', EVERYONE, (w, c) => ({
    path: c === 'Farmer' ? `${OPS}/check-outs/?page=1&page_size=20` : `${OPS}/check-outs/?cooling_unit=${w.ids.roomId}&page=1&page_size=20`,
  })),
  recipe('GET /api/operation/v1/check-outs/{id}/', EVERYONE, (w) => ({ path: `${OPS}/check-outs/${w.ids.checkOutId}/` })),
  recipe('GET /api/operation/v1/farmers/{id}/balance/', EVERYONE, (w) => ({ path: `${OPS}/farmers/${w.ids.farmerId}/balance/` })),
  recipe('POST /api/operation/v1/check-outs/{id}/payment/', STAFF, async (w) => {
    const unpaid = await checkOutNow(w, await checkInNow(w, { crates: 2 }), false);
    return { path: `${OPS}/check-outs/${unpaid.id}/payment/`, body: { payment_method: 'mobile_money' } };
  }),

  recipe('GET /api/storage/v1/produce/', EVERYONE, () => ({ path: '/api/storage/v1/produce/?page=1&page_size=20' })),
  recipe('GET /api/storage/v1/produce/{id}/', EVERYONE, (w) => ({ path: `/api/storage/v1/produce/${w.ids.lotId}/` })),
  recipe('GET /api/storage/v1/crates/', EVERYONE, (w) => ({
    path: `/api/storage/v1/crates/?cooling_unit=${w.ids.roomId}&farmer=${w.ids.farmerId}&page=1&page_size=500`,
  })),
];
