import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@coldroom/contract';
import { rowsOf } from '../../../src/modules/occupancy/queries';
import { checkInNow } from '../actions';
import { EVERYONE, recipe, STAFF, type Caller, type Recipe } from '../types';
import { userIdOf, type World } from '../world';

const OPS = '/api/operation/v1';
const role = (caller: Caller): CompanyRole => (caller === 'anonymous' ? 'Farmer' : caller);

/** The caller's newest notification, made unread again so that marking it read does real work. */
async function unreadNotification(w: World, caller: Caller): Promise<number> {
  const userId = userIdOf(w, role(caller));
  const result = await w.db.execute(sql`
    update notifications set read_at = null
    where id = (select id from notifications where user_id = ${userId} order by created_at desc, id desc limit 1)
    returning id`);
  const id = rowsOf<{ id: string }>(result)[0]?.id;
  if (id === undefined) throw new Error(`user ${userId} has no notification`);
  return Number(id);
}

/** Movements, receipts (PDF and SMS) and notifications. */
export const historyRecipes: Recipe[] = [
  recipe('GET /api/operation/v1/movements/', EVERYONE, (w, c) => ({
    path: c === 'Farmer' ? `${OPS}/movements/?page=1&page_size=20` : `${OPS}/movements/?cooling_unit=${w.ids.roomId}&page=1&page_size=20`,
  })),
  recipe('GET /api/operation/v1/movements/{id}/', EVERYONE, (w) => ({ path: `${OPS}/movements/${w.ids.movementId}/` })),
  recipe('GET /api/operation/v1/movements/{id}/receipt/', EVERYONE, (w) => ({ path: `${OPS}/movements/${w.ids.movementId}/receipt/` })),
  // A receipt goes by SMS at most 3 times a day: each request sends the receipt of a fresh check-in.
  recipe('POST /api/operation/v1/movements/{id}/receipt/sms/', STAFF, async (w) => ({
    path: `${OPS}/movements/${(await checkInNow(w, { crates: 2 })).movement.id}/receipt/sms/`,
    expect: 202,
  })),
  recipe('GET /api/operation/v1/notifications/', EVERYONE, () => ({ path: `${OPS}/notifications/?page=1&page_size=20` })),
  recipe('POST /api/operation/v1/notifications/read-all/', EVERYONE, async (w, c) => {
    await unreadNotification(w, c);
    return { path: `${OPS}/notifications/read-all/` };
  }),
  recipe('POST /api/operation/v1/notifications/{id}/read/', EVERYONE, async (w, c) => ({ path: `${OPS}/notifications/${await unreadNotification(w, c)}/read/` })),
];
