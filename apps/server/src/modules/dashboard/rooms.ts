import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DashboardRoom } from '@coldroom/contract';
import { calendarDateIn, outsideTarget, roomTargetRange } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { coolingUnits, crates, crops } from '../../db/schema';
import { loadRoomFacts } from '../cooling-units/facts';
import { runByUser, visibleRooms } from '../cooling-units/visibility';
import { presentOccupancy } from '../occupancy/queries';
import { presentReading } from '../readings/presenter';
import { sensorStateOf } from '../readings/sensor-state';
import type { Actor } from '../../platform/policy';

interface StoredCrop {
  code: string;
  min: number | null;
  max: number | null;
}

/** The crops in storage per room, with their optimal temperature ranges (the crop facts). */
export async function storedCrops(db: DbOrTx, roomIds: number[]): Promise<Map<number, StoredCrop[]>> {
  const byRoom = new Map<number, StoredCrop[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db
    .selectDistinct({ room: crates.coolingUnitId, code: crops.code, min: crops.temperatureMinC, max: crops.temperatureMaxC, position: crops.position })
    .from(crates)
    .innerJoin(crops, eq(crops.id, crates.cropId))
    .where(and(inArray(crates.coolingUnitId, roomIds), gt(crates.currentGrams, 0)))
    .orderBy(asc(crates.coolingUnitId), asc(crops.position));
  for (const row of rows) byRoom.set(row.room, [...(byRoom.get(row.room) ?? []), { code: row.code, min: row.min, max: row.max }]);
  return byRoom;
}

/**
 * The rooms on a staff member's dashboard (a service provider: every room of the company; an operator:
 * the rooms they run), with occupancy, latest reading, target range and alerts (docs/dashboard-rules.md).
 */
export async function dashboardRooms(db: DbOrTx, actor: Actor, timeZone: string, now: Date): Promise<DashboardRoom[]> {
  const mine = actor.role === 'Operator' ? and(visibleRooms(actor), runByUser(actor.userId)) : visibleRooms(actor);
  const rooms = await db.select().from(coolingUnits).where(mine).orderBy(asc(coolingUnits.name), asc(coolingUnits.id));
  const roomIds = rooms.map((room) => room.id);
  const [facts, cropsByRoom] = await Promise.all([loadRoomFacts(db, rooms, true), storedCrops(db, roomIds)]);
  const today = calendarDateIn(now, timeZone);
  return rooms.map((room) => {
    const latest = facts.latest.get(room.id) ?? null;
    const location = facts.locations.get(room.locationId);
    const stored = cropsByRoom.get(room.id) ?? [];
    const target = roomTargetRange(stored.map((crop) => (crop.min === null || crop.max === null ? null : { min: crop.min, max: crop.max })));
    const sensorState = sensorStateOf(room.sensor, latest?.measuredAt ?? null, now);
    return {
      id: room.id,
      name: room.name,
      location: { id: room.locationId, name: location?.name ?? '' },
      occupancy: presentOccupancy(room, facts.totals.get(room.id)),
      sensor: room.sensor,
      sensor_state: sensorState,
      latest_reading: latest ? presentReading(latest) : null,
      read_today: latest !== null && calendarDateIn(latest.measuredAt, timeZone) === today,
      crops: stored.map((crop) => crop.code),
      target,
      out_of_range: latest !== null && outsideTarget(target, latest.temperatureC),
      sensor_silent: sensorState === 'error',
    };
  });
}
