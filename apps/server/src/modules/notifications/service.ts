import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { checkIns, checkOuts, coolingUnits, crops, farmers, movements, notifications, produceLots, roomAlerts, users } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { fullName } from '../movements/refs';

/** GET /operation/v1/notifications/: the logged-in user's own, newest first, with the unread count. */
export async function listNotifications(db: Db, actor: Actor, query: { unread?: boolean | undefined; page: number; page_size: number }): Promise<NotificationList> {
  const mine = eq(notifications.userId, actor.userId);
  const where = query.unread ? and(mine, isNull(notifications.readAt)) : mine;
  // A notice points at a lot (pick-up) or a check-in (correction); either leads to the check-in.
  const checkInId = sql`coalesce(${notifications.checkInId}, ${produceLots.checkInId})`;
  const [rows, [count], [unread]] = await Promise.all([
    db
      .select({
        n: notifications,
        cropCode: crops.code,
        checkInId: sql<number | null>`${checkInId}`,
        code: movements.code,
        roomId: coolingUnits.id,
        roomName: coolingUnits.name,
        alertKind: roomAlerts.kind,
        first: users.firstName,
        last: users.lastName,
      })
      .from(notifications)
      .leftJoin(produceLots, eq(produceLots.id, notifications.lotId))
      .leftJoin(crops, eq(crops.id, produceLots.cropId))
      .leftJoin(checkIns, sql`${checkIns.id} = ${checkInId}`)
      // market_survey_due points at a check-out instead: its movement, room and farmer.
      .leftJoin(checkOuts, eq(checkOuts.id, notifications.checkOutId))
      .leftJoin(movements, sql`${movements.id} = coalesce(${checkIns.movementId}, ${checkOuts.movementId})`)
      // room_alert and room_alert_critical point at an alert instead: its room.
      .leftJoin(roomAlerts, eq(roomAlerts.id, notifications.alertId))
      .leftJoin(coolingUnits, sql`${coolingUnits.id} = coalesce(${movements.coolingUnitId}, ${roomAlerts.coolingUnitId})`)
      .leftJoin(farmers, eq(farmers.id, movements.farmerId))
      .leftJoin(users, eq(users.id, farmers.userId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(mine, isNull(notifications.readAt))),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.n.id,
      kind: row.n.kind,
      created_at: row.n.createdAt.toISOString(),
      read_at: row.n.readAt?.toISOString() ?? null,
      lot_id: row.n.lotId,
      check_in_id: row.checkInId === null ? null : Number(row.checkInId),
      check_out_id: row.n.checkOutId,
      movement_code: row.code,
      cooling_unit: row.roomId !== null && row.roomName !== null ? { id: row.roomId, name: row.roomName } : null,
      crop_id: row.cropCode,
      farmer_name: row.first !== null ? fullName(row.first, row.last ?? '') : null,
      days_left: row.n.daysLeft,
      alert_id: row.n.alertId,
      alert_kind: row.alertKind,
    })),
    total: count?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    unread: unread?.n ?? 0,
  };
}

/** POST /operation/v1/notifications/{id}/read/: only one's own (another user's answers 404). */
export async function markRead(db: Db, actor: Actor, id: number): Promise<{ updated: number }> {
  foundOr404(await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, actor.userId))), 'The notification');
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

/** POST /operation/v1/notifications/read-all/. */
export async function markAllRead(db: Db, actor: Actor): Promise<{ updated: number }> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, actor.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
