import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roomReadings, type RoomReadingRow } from '../../db/schema';

/** The most recent reading of each room (by measurement time); rooms without readings are absent. */
export async function latestReadings(db: DbOrTx, roomIds: readonly number[]): Promise<Map<number, RoomReadingRow>> {
  if (roomIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([roomReadings.coolingUnitId])
    .from(roomReadings)
    .where(inArray(roomReadings.coolingUnitId, [...roomIds]))
    .orderBy(roomReadings.coolingUnitId, desc(roomReadings.measuredAt), desc(roomReadings.id));
  return new Map(rows.map((row) => [row.coolingUnitId, row]));
}

/** A room's readings in [from, to], oldest first. */
export async function readingsBetween(db: DbOrTx, roomId: number, from: Date, to: Date): Promise<RoomReadingRow[]> {
  return db
    .select()
    .from(roomReadings)
    .where(and(eq(roomReadings.coolingUnitId, roomId), gte(roomReadings.measuredAt, from), lte(roomReadings.measuredAt, to)))
    .orderBy(asc(roomReadings.measuredAt), asc(roomReadings.id));
}
