import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RoomAlert, RoomAlertList } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { coolingUnits, roomAlerts, users, type RoomAlertRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { runByUser, visibleRooms } from '../cooling-units/visibility';
import { fullName } from '../movements/refs';


/** The rooms whose alerts a staff member sees: a service provider the company's, an operator those they run. */
export const alertRooms = (actor: Actor): SQL => (actor.role === 'Operator' ? and(visibleRooms(actor), runByUser(actor.userId))! : visibleRooms(actor));

export function present(row: { alert: RoomAlertRow; roomName: string; first: string | null; last: string | null }): RoomAlert {
  const { alert } = row;
  return {
    id: alert.id,
    cooling_unit: { id: alert.coolingUnitId, name: row.roomName },
    kind: alert.kind,
    started_at: alert.startedAt.toISOString(),
    opened_at: alert.openedAt.toISOString(),
    critical_at: alert.criticalAt?.toISOString() ?? null,
    closed_at: alert.closedAt?.toISOString() ?? null,
    peak_value: alert.peakValue,
    peak_at: alert.peakAt?.toISOString() ?? null,
    direction: alert.direction,
    minutes_high: Math.round(alert.minutesHigh),
    minutes_low: Math.round(alert.minutesLow),
    acknowledged:
      alert.acknowledgedAt && alert.acknowledgeNote !== null
        ? { by: row.first !== null ? fullName(row.first, row.last ?? '') : '', at: alert.acknowledgedAt.toISOString(), note: alert.acknowledgeNote }
        : null,
  };
}

export function selectAlerts(db: Db, where: SQL | undefined) {
  return db
    .select({ alert: roomAlerts, roomName: coolingUnits.name, first: users.firstName, last: users.lastName })
    .from(roomAlerts)
    .innerJoin(coolingUnits, eq(coolingUnits.id, roomAlerts.coolingUnitId))
    .leftJoin(users, eq(users.id, roomAlerts.acknowledgedBy))
    .where(where);
}

/** GET /storage/v1/alerts/: open ones first, then the newest, a page at a time. */
export async function listAlerts(
  db: Db,
  actor: Actor,
  query: { open?: boolean | undefined; room?: number | undefined; page: number; page_size: number },
): Promise<RoomAlertList> {
  const conditions: SQL[] = [alertRooms(actor)];
  if (query.open === true) conditions.push(isNull(roomAlerts.closedAt));
  if (query.open === false) conditions.push(sql`${roomAlerts.closedAt} is not null`);
  if (query.room !== undefined) conditions.push(eq(roomAlerts.coolingUnitId, query.room));
  const where = and(...conditions);
  const rows = await selectAlerts(db, where)
    .orderBy(sql`${roomAlerts.closedAt} is null desc`, desc(roomAlerts.openedAt), desc(roomAlerts.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(roomAlerts).innerJoin(coolingUnits, eq(coolingUnits.id, roomAlerts.coolingUnitId)).where(where);
  return { items: rows.map(present), total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/** POST /storage/v1/alerts/{id}/acknowledge/: once, with what was done; stops the repeats (§5). */
export async function acknowledgeAlert(db: Db, actor: Actor, id: number, note: string, now: Date = new Date()): Promise<RoomAlert> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ alert: roomAlerts })
      .from(roomAlerts)
      .innerJoin(coolingUnits, eq(coolingUnits.id, roomAlerts.coolingUnitId))
      .where(and(eq(roomAlerts.id, id), alertRooms(actor)))
      .for('update', { of: roomAlerts });
    if (!found) throw errors.notFound('The alert');
    if (found.alert.acknowledgedAt) throw errors.conflict('This alert was already acknowledged.');
    await tx.update(roomAlerts).set({ acknowledgedBy: actor.userId, acknowledgedAt: now, acknowledgeNote: note, updatedAt: now }).where(eq(roomAlerts.id, id));
    await recordAudit(tx, actor, { action: 'alert.acknowledge', entityType: 'room_alert', entityId: id, details: { cooling_unit: found.alert.coolingUnitId, note } });
    const [row] = await selectAlerts(tx as unknown as Db, eq(roomAlerts.id, id));
    return present(row!);
  });
}
