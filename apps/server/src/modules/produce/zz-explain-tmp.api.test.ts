import { afterAll, beforeAll, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { roomReadings } from '../../db/schema';
import { addToHourlyRollups } from '../readings/rollups';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createOperationsCompany, type OperationsCompany } from '../../../test/operation-factories';
import { lotTemperatureRecords, lotTemperatureRecordsFromRollups, readingsOverStays, type LotStay } from './temperature-record';

let t: TestApp;
let home: OperationsCompany;
const MIN = 60_000;
const DAY = 1440 * MIN;
const now = new Date();
beforeAll(async () => {
  t = await createTestApp();
  home = await createOperationsCompany(t.app, t.database.db);
  const start = now.getTime() - 200 * DAY;
  for (const room of [home.crateRoom.id]) {
    const rows = [];
    for (let at = start, i = 0; at < now.getTime(); at += 5 * MIN, i += 1) rows.push({ measuredAt: new Date(at), temperatureC: i % 3000 < 10 ? 14 : 10 + (i % 7) / 3, source: 'sensor' as const });
    for (let i = 0; i < rows.length; i += 5000) {
      const batch = rows.slice(i, i + 5000);
      await t.database.db.insert(roomReadings).values(batch.map((r) => ({ ...r, companyId: home.company.id, coolingUnitId: room })));
      await addToHourlyRollups(t.database.db, home.company.id, room, batch.map((r) => ({ measuredAt: r.measuredAt, temperatureC: r.temperatureC, humidityPct: null })));
    }
  }
  await t.database.db.execute(sql`vacuum analyze room_readings`);
  await t.database.db.execute(sql`vacuum analyze room_reading_hours`);
}, 600_000);
afterAll(async () => t?.close());

it('explains', async () => {
  const since = new Date(now.getTime() - 180 * DAY).toISOString();
  const room = home.crateRoom.id;
  const q = sql`explain (analyze, buffers) with wanted(lot, room, since, until, cap) as (values (1::bigint, ${room}::bigint, ${since}::timestamptz, ${now.toISOString()}::timestamptz, 60::int))
    select w.lot, (extract(epoch from t.hour) * 1000)::bigint as hour, t.n, t.flag, h.readings, h.temperature_min as tmin, h.temperature_max as tmax
    from wanted w
    cross join lateral (
      select date_trunc('hour', s.at, 'UTC') as hour, count(*) as n, coalesce(bool_or(s.next - s.at > make_interval(mins => w.cap) or s.next = s.at), false) as flag
      from (select r.measured_at as at, lead(r.measured_at) over (order by r.measured_at) as next
            from room_readings r where r.cooling_unit_id = w.room and r.measured_at >= w.since and r.measured_at < w.until) s
      group by 1) t
    left join room_reading_hours h on h.cooling_unit_id = w.room and h.hour = t.hour
    order by w.lot, t.hour`;
  for (let i = 0; i < 3; i += 1) {
    const r = await t.database.db.execute(q);
    if (i === 2) console.log('PLAN\n' + (r as unknown as { rows: Record<string, string>[] }).rows.map((x) => Object.values(x)[0]).join('\n'));
  }
}, 600_000);
