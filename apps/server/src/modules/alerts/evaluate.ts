import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { findExcursions, humidityWatch, temperatureWatch, type Excursion, type Reading, type Watch } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { coolingUnits, roomAlerts, roomReadings, type RoomAlertRow } from '../../db/schema';
import { ruleOfRoom } from '../alert-rules/service';

const HOUR_MS = 3_600_000;
/** How far before the earliest new reading (or the open alert's start) readings are read again. */
const LOOK_BACK_MS = 24 * HOUR_MS;

type Kind = 'temperature' | 'humidity';

const toldListeners = new Set<() => void>();
/**
 * Called (perhaps before the transaction commits) whenever people were told of an alert in the app, so that the
 * job sending the alert SMS can run now rather than at its next period (app.ts). Returns the unsubscribe.
 */
export function onAlertTold(listener: () => void): () => void {
  toldListeners.add(listener);
  return () => toldListeners.delete(listener);
}

/**
 * Tells the room's people of an alert (docs/cold-chain-rules.md §5), once per alert, kind and person (unique
 * key): `room_alert` to the room's operators and the company's service providers; `room_alert_critical` to
 * the service providers. Only active, not anonymised accounts.
 */
export async function notify(tx: DbOrTx, alert: RoomAlertRow, kind: 'room_alert' | 'room_alert_critical'): Promise<void> {
  const operatorsToo = kind === 'room_alert';
  await tx.execute(sql`
    insert into notifications (company_id, user_id, kind, alert_id)
    select ${alert.companyId}, u.id, ${kind}, ${alert.id}
    from users u
    where u.active and u.anonymised_at is null and (
      u.id in (select sp.user_id from service_providers sp where sp.company_id = ${alert.companyId})
      or (${operatorsToo} and u.id in (
        select o.user_id from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
        where cuo.cooling_unit_id = ${alert.coolingUnitId})))
    on conflict do nothing`);
  for (const listener of toldListeners) listener();
}

const excursionValues = (excursion: Excursion) => ({
  startedAt: new Date(excursion.startedAt),
  openedAt: new Date(excursion.openedAt),
  criticalAt: excursion.criticalAt === null ? null : new Date(excursion.criticalAt),
  closedAt: excursion.closedAt === null ? null : new Date(excursion.closedAt),
  peakValue: excursion.peak.value,
  peakAt: new Date(excursion.peak.at),
  direction: excursion.peak.direction,
  minutesHigh: excursion.minutesHigh,
  minutesLow: excursion.minutesLow,
});

/** The stored alert of this kind whose time overlaps the excursion's, if any. */
async function overlapping(tx: DbOrTx, roomId: number, kind: Kind, excursion: Excursion): Promise<RoomAlertRow | undefined> {
  const [row] = await tx
    .select()
    .from(roomAlerts)
    .where(
      and(
        eq(roomAlerts.coolingUnitId, roomId),
        eq(roomAlerts.kind, kind),
        excursion.closedAt === null ? undefined : lte(roomAlerts.startedAt, new Date(excursion.closedAt)),
        or(isNull(roomAlerts.closedAt), gte(roomAlerts.closedAt, new Date(excursion.startedAt))),
      ),
    )
    .orderBy(sql`${roomAlerts.closedAt} is null desc`, sql`${roomAlerts.startedAt} desc`)
    .limit(1);
  return row;
}

/** Stores one excursion as an alert (new, or the one it continues) and tells whom it must. */
async function keep(tx: DbOrTx, room: { id: number; companyId: number }, kind: Kind, excursion: Excursion): Promise<void> {
  const values = excursionValues(excursion);
  const before = await overlapping(tx, room.id, kind, excursion);
  if (before) {
    // An alert keeps its first opening; a late reading may move its start earlier, never its opening later.
    const [after] = await tx
      .update(roomAlerts)
      .set({
        ...values,
        startedAt: values.startedAt < before.startedAt ? values.startedAt : before.startedAt,
        openedAt: before.openedAt,
        criticalAt: before.criticalAt ?? values.criticalAt,
        updatedAt: new Date(),
      })
      .where(eq(roomAlerts.id, before.id))
      .returning();
    if (after!.criticalAt !== null && before.criticalAt === null) await notify(tx, after!, 'room_alert_critical');
    return;
  }
  // A closed excursion older than any stored alert is still recorded (a batch of past readings), and told.
  const [created] = await tx
    .insert(roomAlerts)
    .values({ companyId: room.companyId, coolingUnitId: room.id, kind, ...values })
    .onConflictDoNothing()
    .returning();
  if (!created) return;
  await notify(tx, created, 'room_alert');
  if (created.criticalAt !== null) await notify(tx, created, 'room_alert_critical');
}

/**
 * Evaluates a room's alerts after readings arrived (pushed, typed, or a batch of past ones): the readings
 * from a day before the earliest new one (or the open alert's start) are taken in time order, their
 * excursions found with the room's rule and stored, and the room's no-data alert closed. Runs in the
 * caller's transaction; the room's row is locked (FOR NO KEY UPDATE: the readings just inserted hold a key-share
 * lock on it through their foreign key, which this does not wait for) so two processes evaluate one room in turn.
 */
export async function evaluateRoomAlerts(tx: DbOrTx, roomId: number, earliestNew: Date, now: Date = new Date()): Promise<void> {
  const [room] = await tx.select({ id: coolingUnits.id, companyId: coolingUnits.companyId }).from(coolingUnits).where(eq(coolingUnits.id, roomId)).for('no key update');
  if (!room) return;
  // A reading ends the room's silence.
  await tx
    .update(roomAlerts)
    .set({ closedAt: earliestNew, updatedAt: now })
    .where(and(eq(roomAlerts.coolingUnitId, roomId), eq(roomAlerts.kind, 'no_data'), isNull(roomAlerts.closedAt)));

  const { rule } = await ruleOfRoom(tx, roomId);
  const watches: [Kind, Watch | null][] = [
    ['temperature', temperatureWatch(rule)],
    ['humidity', humidityWatch(rule)],
  ];
  const open = await tx
    .select({ kind: roomAlerts.kind, startedAt: roomAlerts.startedAt })
    .from(roomAlerts)
    .where(and(eq(roomAlerts.coolingUnitId, roomId), isNull(roomAlerts.closedAt)));
  for (const [kind, watch] of watches) {
    if (!watch) continue;
    const openStart = open.find((alert) => alert.kind === kind)?.startedAt.getTime() ?? Infinity;
    const from = new Date(Math.min(openStart, earliestNew.getTime()) - LOOK_BACK_MS);
    const rows = await tx
      .select({ at: roomReadings.measuredAt, temperature: roomReadings.temperatureC, humidity: roomReadings.humidityPct })
      .from(roomReadings)
      .where(and(eq(roomReadings.coolingUnitId, roomId), gte(roomReadings.measuredAt, from), lte(roomReadings.measuredAt, now)));
    const readings: Reading[] = [];
    for (const row of rows) {
      const value = kind === 'temperature' ? row.temperature : row.humidity;
      if (value !== null) readings.push({ at: row.at.getTime(), value });
    }
    for (const excursion of findExcursions(watch, readings)) await keep(tx, room, kind, excursion);
  }
}
