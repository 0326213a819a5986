import { and, eq, sql } from 'drizzle-orm';
import {
  READING_FUTURE_SKEW_SECONDS,
  READINGS_DEFAULT_DAYS,
  READINGS_RANGE_MAX_DAYS,
  type ManualReading,
  type Reading,
  type ReadingList,
  type SensorBatch,
  type SensorBatchResult,
} from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf } from '../occupancy/queries';
import { ranRoomAtSql } from '../offline/history';
import { notAssigned, offlineStamp } from '../offline/time';
import { coolingUnitOperators, deviceKeys, operators, roomReadings } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomFor } from '../cooling-units/queries';
import { deviceKeyFor } from '../device-keys/service';
import { evaluateRoomAlerts } from '../alerts/evaluate';
import { presentReading } from './presenter';
import { readingsBetween } from './queries';
import { addToHourlyRollups } from './rollups';

const DAY_MS = 86_400_000;
const tooFarAhead = (at: Date, now: Date) => at.getTime() > now.getTime() + READING_FUTURE_SKEW_SECONDS * 1000;

/**
 * Operators record readings only for rooms they run (offline: ran at done_at, else 403 not_assigned);
 * service providers for any room of the company.
 */
async function assertMayRecord(db: DbOrTx, actor: Actor, roomId: number, at?: Date): Promise<void> {
  if (actor.role !== 'Operator') return;
  if (at) {
    const ran = rowsOf<{ ran: boolean }>(await db.execute(sql`select ${ranRoomAtSql(actor.userId, roomId, at)} as ran`))[0];
    if (ran?.ran !== true) throw notAssigned();
    return;
  }
  const [assigned] = await db
    .select({ room: coolingUnitOperators.coolingUnitId })
    .from(coolingUnitOperators)
    .innerJoin(operators, eq(operators.id, coolingUnitOperators.operatorId))
    .where(and(eq(operators.userId, actor.userId), eq(coolingUnitOperators.coolingUnitId, roomId)))
    .limit(1);
  if (!assigned) throw errors.forbidden('Only an operator assigned to this cooling unit may record its temperature.');
}

/**
 * A reading entered by staff; refused while the room's readings come from a sensor. Entered offline
 * (docs/offline-rules.md), it was measured at done_at unless it says when, and keeps when it arrived.
 */
export async function recordManualReading(db: DbOrTx, actor: Actor, roomId: number, input: ManualReading, now: Date = new Date()): Promise<Reading> {
  const stamp = offlineStamp(input.offline, now);
  const room = await roomFor(db, actor, roomId);
  await assertMayRecord(db, actor, room.id, stamp?.doneAt);
  if (room.sensor) throw errors.businessRule('This cooling unit takes its readings from a sensor; turn the sensor off to enter them by hand.', 'sensor_linked');
  const measuredAt = input.measured_at ? new Date(input.measured_at) : (stamp?.doneAt ?? now);
  if (tooFarAhead(measuredAt, now)) throw errors.invalidInput({ measured_at: 'in_future' });
  const [row] = await db
    .insert(roomReadings)
    .values({
      companyId: room.companyId,
      coolingUnitId: room.id,
      measuredAt,
      temperatureC: input.temperature_c,
      humidityPct: input.humidity_pct ?? null,
      source: 'manual',
      recordedBy: actor.userId,
      receivedAt: now,
      offlineDeviceId: stamp?.deviceId ?? null,
    })
    .returning();
  await addToHourlyRollups(db, room.companyId, room.id, [row!]);
  await evaluateRoomAlerts(db, room.id, measuredAt, now);
  return presentReading(row!);
}

/** A batch from the room's sensor (`Authorization: Device <key>`); readings already stored for the same time are skipped. */
export async function recordSensorBatch(db: Db, key: string | null, roomId: number, input: SensorBatch, now: Date = new Date()): Promise<SensorBatchResult> {
  const device = await deviceKeyFor(db, key, roomId);
  const problems: Record<string, string> = {};
  input.readings.forEach((reading, index) => {
    if (tooFarAhead(new Date(reading.measured_at), now)) problems[`readings.${index}.measured_at`] = 'in_future';
  });
  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roomReadings)
      .values(
        input.readings.map((reading) => ({
          companyId: device.companyId,
          coolingUnitId: roomId,
          measuredAt: new Date(reading.measured_at),
          temperatureC: reading.temperature_c,
          humidityPct: reading.humidity_pct ?? null,
          source: 'sensor' as const,
          deviceKeyId: device.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: roomReadings.id, measuredAt: roomReadings.measuredAt, temperatureC: roomReadings.temperatureC, humidityPct: roomReadings.humidityPct });
    await addToHourlyRollups(tx, device.companyId, roomId, inserted);
    await tx.update(deviceKeys).set({ lastUsedAt: now }).where(eq(deviceKeys.id, device.id));
    if (inserted.length > 0) await evaluateRoomAlerts(tx, roomId, new Date(Math.min(...inserted.map((row) => row.measuredAt.getTime()))), now);
    return { accepted: inserted.length, duplicates: input.readings.length - inserted.length };
  });
}

/** Readings of a room in a bounded time range (default the last 7 days, at most 31), oldest first. */
export async function listReadings(db: Db, actor: Actor, roomId: number, query: { from?: string | undefined; to?: string | undefined }, now: Date = new Date()): Promise<ReadingList> {
  const room = await roomFor(db, actor, roomId);
  const to = query.to ? new Date(query.to) : query.from ? new Date(Math.min(now.getTime(), new Date(query.from).getTime() + READINGS_DEFAULT_DAYS * DAY_MS)) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - READINGS_DEFAULT_DAYS * DAY_MS);
  if (from > to) throw errors.invalidInput({ from: 'from_after_to' });
  if (to.getTime() - from.getTime() > READINGS_RANGE_MAX_DAYS * DAY_MS) throw errors.invalidInput({ from: 'range_too_long' });
  const rows = await readingsBetween(db, room.id, from, to);
  return { cooling_unit: room.id, from: from.toISOString(), to: to.toISOString(), items: rows.map(presentReading) };
}
