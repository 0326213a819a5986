import { api } from '../lib/api-client';
import { percentile, Samples } from '../lib/stats';

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
/** One sensor's day of 5-minute readings: what a sensor back on the network after a day would post. */
export const BATCH_READINGS = 288;

export interface IngestResult {
  readingsPerSecond: number;
  batches: number;
  p50: number;
  p95: number;
}

/**
 * Sensor batches through POST …/sensor-readings/ (device key, alert evaluation and rollups included), one
 * closed loop per room, each posting earlier and earlier days. Each request comes from another address (the
 * server trusts X-Forwarded-For here) so the per-address limit of sensor posts is not what is measured.
 */
export async function benchIngest(baseUrl: string, token: string, roomIds: number[], end: number, seconds: number): Promise<IngestResult> {
  const keys = await Promise.all(
    roomIds.map(async (room) => (await api<{ key: string }>(baseUrl, 'POST', `/api/storage/v1/cooling-units/${room}/device-keys/`, { token, expect: 201 })).key),
  );
  const samples = new Samples();
  let n = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    roomIds.map(async (room, index) => {
      for (let day = 1; performance.now() < deadline; day += 1) {
        const dayStart = end - day * DAY_MS;
        const readings = Array.from({ length: BATCH_READINGS }, (_, i) => ({
          measured_at: new Date(dayStart + i * 5 * MIN_MS).toISOString(),
          temperature_c: Math.round((5 + 2 * Math.sin(i / 20) + (i % 7) / 10) * 100) / 100,
          humidity_pct: 88,
        }));
        const t0 = performance.now();
        await api(baseUrl, 'POST', `/api/storage/v1/cooling-units/${room}/sensor-readings/`, {
          body: { readings },
          headers: { authorization: `Device ${keys[index]}`, 'x-forwarded-for': `10.${index}.${(n >> 8) & 255}.${n & 255}` },
        });
        samples.add(performance.now() - t0);
        n += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = samples.sorted();
  return { readingsPerSecond: (samples.count * BATCH_READINGS) / elapsed, batches: samples.count, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
