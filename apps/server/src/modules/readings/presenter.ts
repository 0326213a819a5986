import type { Reading } from '@coldroom/contract';
import type { RoomReadingRow } from '../../db/schema';

export function presentReading(row: Pick<RoomReadingRow, 'id' | 'measuredAt' | 'temperatureC' | 'humidityPct' | 'source'>): Reading {
  return {
    id: row.id,
    measured_at: row.measuredAt.toISOString(),
    temperature_c: row.temperatureC,
    humidity_pct: row.humidityPct,
    source: row.source,
  };
}
