import { calendarDateIn, startOfDayIn } from '@coldroom/domain';
import { roomReadings } from '../schema';
import { addToHourlyRollups } from '../../modules/readings/rollups';
import { idOf, type DemoStep } from './context';
import { DEMO_COMPANY } from './companies';
import { DEMO_LOCATIONS, DEMO_ROOMS } from './sites';

const HOUR_MS = 3_600_000;
const DAYS = 7;
/** Sensors report every 30 minutes; staff read the thermometer three times a day. */
const SENSOR_STEP_MS = HOUR_MS / 2;
const MANUAL_HOURS_UTC = [7, 12, 17];
/** Mile 12 Room B's sensor stopped 20 hours ago: the demo shows a room in sensor error. */
const SILENT_SENSOR = 'mile-12-b';
const SILENT_FOR_MS = 20 * HOUR_MS;
/** Dawanau Room B's thermometer has not been read yet today: the demo operator is prompted for it (docs/dashboard-rules.md). */
const UNREAD_TODAY = 'dawanau-b';
const DEMO_ZONE = 'Africa/Lagos';

/** A small deterministic wobble, so the demo looks the same on every machine. */
function wobble(seed: number): number {
  const x = Math.sin(seed * 12.9898) * 43_758.5453;
  return x - Math.floor(x) - 0.5;
}

/**
 * Temperature of a solar cold room: coolest before dawn, warmest in the afternoon when the door opens
 * most, between about 4 and 14 °C. Each room has its own base.
 */
function temperatureAt(at: number, base: number, seed: number): number {
  const hourOfDay = ((at / HOUR_MS) % 24) + 1; // Lagos is UTC+1
  const daily = 3 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI);
  const value = base + daily + 1.5 * wobble(seed);
  return Math.round(Math.min(14, Math.max(4, value)) * 10) / 10;
}

/** A week of readings for every demo room, ending now. */
export const demoReadings: DemoStep = {
  name: 'readings',
  async run(ctx) {
    const now = Date.now();
    const start = now - DAYS * 24 * HOUR_MS;
    const todayStarts = startOfDayIn(calendarDateIn(now, DEMO_ZONE), DEMO_ZONE).getTime();
    for (const [index, room] of DEMO_ROOMS.entries()) {
      const roomId = idOf(ctx.rooms, room.key);
      const company = DEMO_LOCATIONS.find((place) => place.key === room.location)!.company;
      const companyId = idOf(ctx.companies, company);
      // Staff who read the thermometer: the demo operator, or the second company's service provider.
      const reader = idOf(ctx.users, company === DEMO_COMPANY ? 'operator' : 'second-sp');
      const base = 6 + (index % 4);
      const times: number[] = [];
      if (room.sensor) {
        const end = room.key === SILENT_SENSOR ? now - SILENT_FOR_MS : now;
        for (let at = start; at <= end; at += SENSOR_STEP_MS) times.push(at);
      } else {
        for (let day = 0; day <= DAYS; day += 1) {
          const midnight = Math.floor(start / (24 * HOUR_MS)) * 24 * HOUR_MS + day * 24 * HOUR_MS;
          for (const hour of MANUAL_HOURS_UTC) {
            const at = midnight + hour * HOUR_MS;
            if (at >= start && at <= (room.key === UNREAD_TODAY ? todayStarts - 1 : now)) times.push(at);
          }
        }
      }
      const rows = times.map((at, i) => ({
        companyId,
        coolingUnitId: roomId,
        measuredAt: new Date(at),
        temperatureC: temperatureAt(at, base, index * 1000 + i),
        humidityPct: room.sensor ? Math.round(90 + 8 * wobble(index * 7000 + i)) : null,
        source: room.sensor ? ('sensor' as const) : ('manual' as const),
        recordedBy: room.sensor ? null : reader,
      }));
      for (let i = 0; i < rows.length; i += 200) await ctx.tx.insert(roomReadings).values(rows.slice(i, i + 200));
      await addToHourlyRollups(ctx.tx, companyId, roomId, rows);
    }
  },
};
