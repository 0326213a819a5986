import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RoomMetric } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { companies, coolingUnits } from '../../db/schema';
import { errors } from '../../platform/errors';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';
import { ranRoomAtSql } from '../offline/history';
import { notAssigned } from '../offline/time';

/** A room with what check-ins and check-outs need of its company. */
export interface OperatedRoom {
  id: number;
  name: string;
  companyId: number;
  metric: RoomMetric;
  capacity: number;
  editableCheckins: boolean;
  company: { id: number; name: string; currency: string; timeZone: string };
  /** The acting operator's name, as answers show it. */
  operatorName: string;
}

/**
 * The room of the actor's company (404 otherwise, deleted rooms included) that the actor runs: only an
 * operator assigned to it moves produce in or out (403 for anyone else of the company). One query, which
 * also reads the actor's name for the answer; with `lock`, it holds the room as lockRoom does.
 */
export async function operatedRoom(tx: DbOrTx, actor: Actor, roomId: number, options: { lock?: boolean; at?: Date } = {}): Promise<OperatedRoom> {
  // An offline operation (its done_at in `at`): whether the actor ran the room then (§10), 403 not_assigned if not.
  const runs = options.at
    ? ranRoomAtSql(actor.userId, sql`${coolingUnits.id}`, options.at)
    : sql`exists (
        select 1 from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
        where o.user_id = ${actor.userId} and cuo.cooling_unit_id = ${coolingUnits.id})`;
  const query = tx
    .select({
      room: { id: coolingUnits.id, name: coolingUnits.name, companyId: coolingUnits.companyId, metric: coolingUnits.metric, capacity: coolingUnits.capacity, editableCheckins: coolingUnits.editableCheckins },
      company: { id: companies.id, name: companies.name, currency: companies.currency, timeZone: companies.timeZone },
      runs: sql<boolean>`${runs}`,
      actorName: sql<string>`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${actor.userId})`,
    })
    .from(coolingUnits)
    .innerJoin(companies, eq(companies.id, coolingUnits.companyId))
    .where(and(eq(coolingUnits.id, roomId), inActorCompany(actor, coolingUnits.companyId), isNull(coolingUnits.deletedAt)))
    .limit(1);
  // Check-ins and check-outs start with it: a named prepared statement per variant of its text.
  const name = `operated_room_${options.lock ? 'lock' : 'read'}_${actor.companyId === null ? 'none' : 'company'}${options.at ? '_at' : ''}`;
  const rows = await (options.lock ? query.for('no key update', { of: coolingUnits }) : query).prepare(name).execute();
  const row = foundOr404(rows, 'The cooling unit');
  if (actor.role !== 'Operator' || (row.runs !== true && !options.at)) {
    throw errors.forbidden('Only an operator assigned to this cooling unit may do this.');
  }
  if (row.runs !== true) throw notAssigned();
  return { ...row.room, company: row.company, operatorName: row.actorName ?? '' };
}

export async function runsRoom(tx: DbOrTx, userId: number, roomId: number): Promise<boolean> {
  const result = await tx.execute(sql`
    select exists (
      select 1 from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
      where o.user_id = ${userId} and cuo.cooling_unit_id = ${roomId}
    ) as runs`);
  return rowsOf<{ runs: boolean }>(result)[0]?.runs === true;
}

/**
 * Holds the room until the transaction ends, so two check-ins cannot both take its last free space.
 * "No key update": the check-in's own rows already hold key-share locks on the room (foreign keys), which
 * a plain FOR UPDATE would wait for across transactions, and deadlock.
 */
export async function lockRoom(tx: DbOrTx, roomId: number): Promise<void> {
  await tx.select({ id: coolingUnits.id }).from(coolingUnits).where(eq(coolingUnits.id, roomId)).for('no key update');
}
