import { and, desc, eq, sql } from 'drizzle-orm';
import type { Movement, MovementList, MovementType } from '@coldroom/contract';
import { calendarDateIn, gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOuts, movements } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { marketSurveyPending } from '../surveys/pending';
import { historyConditions, type HistoryFilter } from './history';
import { companyRefs, farmerRefs, must, roomRefs, userNames } from './refs';
import { ownedBy } from './scope';

const columns = (now: Date) => ({
  movement: movements,
  checkInId: checkIns.id,
  checkOut: checkOuts,
  crates: sql<number>`(case when ${checkIns.id} is not null
    then (select count(*) from crates c where c.check_in_id = ${checkIns.id})
    else (select count(*) from check_out_lines l where l.check_out_id = ${checkOuts.id}) end)::int`,
  grams: sql<string>`coalesce(case when ${checkIns.id} is not null
    then (select sum(c.initial_grams) from crates c where c.check_in_id = ${checkIns.id})
    else (select sum(l.grams) from check_out_lines l where l.check_out_id = ${checkOuts.id}) end, 0)::text`,
  cratesLeft: sql<boolean>`coalesce((select bool_or(c.current_grams < c.initial_grams) from crates c where c.check_in_id = ${checkIns.id}), false)`,
  surveyPending: marketSurveyPending({ checkOutId: checkOuts.id, time: movements.time, companyId: movements.companyId, farmerId: movements.farmerId }, now),
});

type Row = { movement: typeof movements.$inferSelect; checkInId: number | null; checkOut: typeof checkOuts.$inferSelect | null; crates: number; grams: string; cratesLeft: boolean; surveyPending: boolean };

function rowsQuery(db: DbOrTx, now: Date) {
  return db
    .select(columns(now))
    .from(movements)
    .leftJoin(checkIns, eq(checkIns.movementId, movements.id))
    .leftJoin(checkOuts, eq(checkOuts.movementId, movements.id));
}

/** Movements with names and totals; `market_survey_pending` comes from the same query (surveys/pending.ts). */
async function movementViews(db: DbOrTx, rows: readonly Row[], now: Date): Promise<Movement[]> {
  const [rooms, companiesById, farmersById, operators] = await Promise.all([
    roomRefs(db, rows.map((r) => r.movement.coolingUnitId)),
    companyRefs(db, rows.map((r) => r.movement.companyId)),
    farmerRefs(db, rows.map((r) => r.movement.farmerId)),
    userNames(db, rows.map((r) => r.movement.operatorUserId)),
  ]);
  return rows.map(({ movement, checkInId, checkOut, crates, grams, cratesLeft, surveyPending }) => {
    const room = must(rooms, movement.coolingUnitId, 'room');
    const company = must(companiesById, movement.companyId, 'company');
    const farmer = must(farmersById, movement.farmerId, 'farmer');
    const sameDay = calendarDateIn(movement.time, company.timeZone) === calendarDateIn(now, company.timeZone);
    return {
      id: movement.id,
      code: movement.code,
      type: movement.type,
      time: movement.time.toISOString(),
      company: { id: company.id, name: company.name },
      cooling_unit: { id: room.id, name: room.name },
      farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.is_walk_in },
      operator: { user_id: movement.operatorUserId, name: operators.get(movement.operatorUserId) ?? '' },
      check_in_id: checkInId,
      check_out_id: checkOut?.id ?? null,
      crates,
      weight_kg: gramsToKg(Number(grams)),
      currency: checkOut?.currency ?? company.currency,
      subtotal_minor: checkOut?.subtotalMinor ?? null,
      discount_minor: checkOut?.discountMinor ?? null,
      total_minor: checkOut?.totalMinor ?? null,
      payment_method: checkOut?.paymentMethod ?? null,
      paid: checkOut?.paid ?? null,
      due_minor: checkOut ? checkOut.totalMinor - checkOut.paidMinor : null,
      editable: movement.type === 'check_in' && room.editableCheckins && sameDay && !cratesLeft,
      market_survey_pending: Boolean(surveyPending),
    };
  });
}

/**
 * GET /operation/v1/movements/: newest first, filtered by room, farmer, type, local dates, money still owed
 * (`paid=false`: check-outs that owe; `true`: check-outs that owe nothing) and part of the code.
 */
export async function listMovements(
  db: DbOrTx,
  actor: Actor,
  zone: string | null,
  query: HistoryFilter & { type?: MovementType | undefined; paid?: boolean | undefined; code?: string | undefined; page: number; page_size: number },
  now = new Date(),
): Promise<MovementList> {
  const conditions = historyConditions(actor, zone, query);
  if (query.type) conditions.push(eq(movements.type, query.type));
  if (query.paid !== undefined) {
    const owes = query.paid ? sql`<=` : sql`>`;
    conditions.push(sql`exists (select 1 from check_outs co where co.movement_id = ${movements.id} and co.total_minor ${owes} co.paid_minor)`);
  }
  // Ignoring case; the wildcards of LIKE in the text are taken literally.
  if (query.code) conditions.push(sql`upper(${movements.code}) like ${`%${query.code.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    rowsQuery(db, now)
      .where(where)
      .orderBy(desc(movements.time), desc(movements.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(movements).where(where),
  ]);
  return { items: await movementViews(db, rows, now), total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** One movement the actor may see (staff: their company's; farmers: their own), or 404. */
export async function readMovement(db: DbOrTx, actor: Actor, id: number, now = new Date()): Promise<Movement> {
  const row = foundOr404(await rowsQuery(db, now).where(and(eq(movements.id, id), ownedBy(actor, movements.companyId, movements.farmerId))).limit(1), 'The movement');
  return (await movementViews(db, [row], now))[0]!;
}
