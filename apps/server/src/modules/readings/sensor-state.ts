import { SENSOR_SILENCE_HOURS, type SensorState } from '@coldroom/contract';

const SILENCE_MS = SENSOR_SILENCE_HOURS * 3_600_000;

/**
 * domain-rules §3: a room with `sensor` on and no reading for 12 hours is in sensor error. No reading at
 * all counts as silence too: a sensor that never reported is not working.
 */
export function sensorStateOf(sensorOn: boolean, latestMeasuredAt: Date | null, now: Date = new Date()): SensorState {
  if (!sensorOn) return 'off';
  if (latestMeasuredAt === null) return 'error';
  return now.getTime() - latestMeasuredAt.getTime() < SILENCE_MS ? 'ok' : 'error';
}
