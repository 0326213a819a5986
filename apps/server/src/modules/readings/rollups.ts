import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roomReadingHours } from '../../db/schema';
import { forgetExposures } from '../produce/exposures';

const HOUR_MS = 3_600_000;

export interface NewReading {
  measuredAt: Date;
  temperatureC: number;
  humidityPct: number | null;
}

/**
 * Adds readings just inserted into room_readings to the room's hourly rollups. Call it in the transaction
 * of the insert, with only the rows actually inserted (a sensor's resent duplicates are not counted twice).
 */
export async function addToHourlyRollups(db: DbOrTx, companyId: number, roomId: number, readings: readonly NewReading[]): Promise<void> {
  if (readings.length === 0) return;
  const hours = new Map<number, typeof roomReadingHours.$inferInsert>();
  for (const r of readings) {
    const hour = Math.floor(r.measuredAt.getTime() / HOUR_MS) * HOUR_MS;
    let row = hours.get(hour);
    if (!row) {
      row = { companyId, coolingUnitId: roomId, hour: new Date(hour), readings: 0, temperatureMin: r.temperatureC, temperatureMax: r.temperatureC, temperatureSum: 0, humidityReadings: 0, humidityMin: null, humidityMax: null, humiditySum: 0 };
      hours.set(hour, row);
    }
    row.readings += 1;
    row.temperatureMin = Math.min(row.temperatureMin, r.temperatureC);
    row.temperatureMax = Math.max(row.temperatureMax, r.temperatureC);
    row.temperatureSum += r.temperatureC;
    if (r.humidityPct !== null) {
      row.humidityReadings! += 1;
      row.humidityMin = row.humidityMin == null ? r.humidityPct : Math.min(row.humidityMin, r.humidityPct);
      row.humidityMax = row.humidityMax == null ? r.humidityPct : Math.max(row.humidityMax, r.humidityPct);
      row.humiditySum! += r.humidityPct;
    }
  }
  const t = roomReadingHours;
  // Hours in time order, so two batches of one room lock its rows in the same order (no deadlock).
  const rows = [...hours.values()].sort((a, b) => a.hour.getTime() - b.hour.getTime());
  // least/greatest skip nulls, so an hour without humidity so far takes the new one's.
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.coolingUnitId, t.hour],
      set: {
        readings: sql`${t.readings} + excluded.readings`,
        temperatureMin: sql`least(${t.temperatureMin}, excluded.temperature_min)`,
        temperatureMax: sql`greatest(${t.temperatureMax}, excluded.temperature_max)`,
        temperatureSum: sql`${t.temperatureSum} + excluded.temperature_sum`,
        humidityReadings: sql`${t.humidityReadings} + excluded.humidity_readings`,
        humidityMin: sql`least(${t.humidityMin}, excluded.humidity_min)`,
        humidityMax: sql`greatest(${t.humidityMax}, excluded.humidity_max)`,
        humiditySum: sql`${t.humiditySum} + excluded.humidity_sum`,
      },
    });
  await forgetExposures(db, roomId, new Date(readings.reduce((min, r) => Math.min(min, r.measuredAt.getTime()), Infinity)));
}
