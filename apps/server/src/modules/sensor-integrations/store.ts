import { eq, sql } from 'drizzle-orm';
import { HUMIDITY_RANGE_PCT, READING_FUTURE_SKEW_SECONDS, TEMPERATURE_RANGE_C } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { roomReadings, roomSensorLinks, type RoomSensorLinkRow, type SensorVendor } from '../../db/schema';
import { evaluateRoomAlerts } from '../alerts/evaluate';
import { addToHourlyRollups } from '../readings/rollups';
import type { VendorItem, VendorReading } from './vendors/types';

/** VRM gives the latest value with its age: two polls of one log land within this of each other. */
const VRM_SAME_LOG_MS = 120_000;

export interface StoreOutcome {
  accepted: number;
  setAside: number;
}

/** Why a vendor's reading cannot be kept, or null when it can. */
function problemOf(reading: VendorReading, now: Date): string | null {
  if (reading.measuredAt.getTime() > now.getTime() + READING_FUTURE_SKEW_SECONDS * 1000) return `measured_at ${reading.measuredAt.toISOString()} is in the future`;
  if (reading.temperatureC < TEMPERATURE_RANGE_C.min || reading.temperatureC > TEMPERATURE_RANGE_C.max) return `temperature_c ${reading.temperatureC} is outside ${TEMPERATURE_RANGE_C.min}…${TEMPERATURE_RANGE_C.max} °C`;
  if (reading.humidityPct !== null && (reading.humidityPct < HUMIDITY_RANGE_PCT.min || reading.humidityPct > HUMIDITY_RANGE_PCT.max)) return `humidity_pct ${reading.humidityPct} is outside 0…100 %`;
  return null;
}

/**
 * Keeps a device's readings for its room, in one transaction: those out of bounds are counted and the last
 * reason kept on the link (shown to the service provider); the rest are inserted once (the room's sensor
 * readings are unique by time, so a reading polled twice is skipped), placed in time whatever order they
 * came in, added to the hourly rollups, and the room's alerts evaluated from the earliest new one.
 */
export async function storeVendorReadings(tx: DbOrTx, link: RoomSensorLinkRow, vendor: SensorVendor, items: readonly VendorItem[], now: Date): Promise<StoreOutcome> {
  const problems: string[] = [];
  const good: VendorReading[] = [];
  for (const item of items) {
    if ('problem' in item) {
      problems.push(item.problem);
      continue;
    }
    const problem = problemOf(item, now);
    if (problem) problems.push(problem);
    else good.push(item);
  }
  const fresh =
    vendor === 'vrm' && link.lastReadingAt
      ? good.filter((reading) => Math.abs(reading.measuredAt.getTime() - link.lastReadingAt!.getTime()) >= VRM_SAME_LOG_MS)
      : good;
  const inserted =
    fresh.length === 0
      ? []
      : await tx
          .insert(roomReadings)
          .values(
            fresh.map((reading) => ({
              companyId: link.companyId,
              coolingUnitId: link.coolingUnitId,
              measuredAt: reading.measuredAt,
              temperatureC: reading.temperatureC,
              humidityPct: reading.humidityPct,
              source: 'sensor' as const,
              receivedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ measuredAt: roomReadings.measuredAt, temperatureC: roomReadings.temperatureC, humidityPct: roomReadings.humidityPct });
  await addToHourlyRollups(tx, link.companyId, link.coolingUnitId, inserted);
  const latest = good.reduce<Date | null>((max, reading) => (max === null || reading.measuredAt > max ? reading.measuredAt : max), link.lastReadingAt);
  await tx
    .update(roomSensorLinks)
    .set({
      lastReadingAt: latest,
      readingsReceived: sql`${roomSensorLinks.readingsReceived} + ${inserted.length}`,
      readingsSetAside: sql`${roomSensorLinks.readingsSetAside} + ${problems.length}`,
      ...(problems.length > 0 ? { lastSetAside: problems[problems.length - 1]!.slice(0, 200) } : {}),
    })
    .where(eq(roomSensorLinks.coolingUnitId, link.coolingUnitId));
  if (inserted.length > 0) {
    const earliest = new Date(Math.min(...inserted.map((row) => row.measuredAt.getTime())));
    await evaluateRoomAlerts(tx, link.coolingUnitId, earliest, now);
  }
  return { accepted: inserted.length, setAside: problems.length };
}
