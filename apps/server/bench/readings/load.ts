import pg from 'pg';
import { createCompany, createPerson, type Person } from '../../test/factories';
import { createLocation, createRoom } from '../../test/site-factories';
import type { CompanyRow } from '../../src/db/schema';
import type { BenchContext } from '../lib/module';

const MIN_MS = 60_000;
const DAY_MS = 86_400_000;
/** Days generated per statement: one statement per chunk keeps each transaction short and shows progress. */
const CHUNK_DAYS = 15;

export interface ReadingsWorld {
  company: CompanyRow;
  companyId: number;
  /** Rooms holding the generated history (the chart is timed on these). */
  roomIds: number[];
  /** Rooms of their own for the API ingest, so its batches never meet the history. */
  ingestRoomIds: number[];
  serviceProvider: Person;
  /** The last generated reading's time (5-minute grid). */
  end: number;
  rows: number;
  loadSeconds: number;
  rollupSeconds: number;
  rawSize: string;
  rollupSize: string;
  alerts: number;
}

/**
 * 5-minute readings of every room over the days asked for, written by SQL in time order (rooms interleaved,
 * as sensors post them), then the hourly rollups built from them in one statement, as the migration does.
 * A daily swing, noise, and now and then a spike well beyond the limits: 3–7.6 °C, inside the range of the
 * rooms' crop (oranges keep at 3–9 °C), spikes to 12–16.6 °C.
 */
/** What the rooms store: its safe range holds the generated readings but their spikes. */
export const READINGS_CROP = 'orange';

export async function buildReadingsWorld(ctx: BenchContext): Promise<ReadingsWorld> {
  const { db } = ctx.env.database;
  const { readingsRooms, readingsDays } = ctx.options;
  const company = await createCompany(db, { name: 'Bench Readings' });
  const location = await createLocation(db, company.id, { name: 'Bench readings site' });
  const room = (name: string) => createRoom(db, location, { name, sensor: true, crops: [[READINGS_CROP, 'daily', 5_000]] });
  const roomIds: number[] = [];
  for (let i = 1; i <= readingsRooms; i += 1) roomIds.push((await room(`Readings room ${i}`)).id);
  const ingestRoomIds: number[] = [];
  for (let i = 1; i <= 4; i += 1) ingestRoomIds.push((await room(`Ingest room ${i}`)).id);
  const serviceProvider = await createPerson(db, 'Service Provider', { company });

  const end = Math.floor((Date.now() - 10 * MIN_MS) / (5 * MIN_MS)) * 5 * MIN_MS;
  const start = end - readingsDays * DAY_MS + 5 * MIN_MS;
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await client.connect();
  try {
    ctx.log(`readings: generating ${readingsRooms} rooms × ${readingsDays} days of 5-minute readings`);
    const t0 = performance.now();
    for (let from = start; from <= end; from += CHUNK_DAYS * DAY_MS) {
      const to = Math.min(end, from + CHUNK_DAYS * DAY_MS - 5 * MIN_MS);
      await client.query(
        `insert into room_readings (company_id, cooling_unit_id, measured_at, temperature_c, humidity_pct, source)
         select $1, r, ts,
           round((5 + 2 * sin(extract(epoch from ts) / 13751) + random() * 0.6 + case when random() < 0.001 then 9 else 0 end)::numeric, 2)::float8,
           round((86 + random() * 8)::numeric, 1)::float8, 'sensor'
         from generate_series($2::timestamptz, $3::timestamptz, interval '5 minutes') ts cross join unnest($4::bigint[]) r`,
        [company.id, new Date(from).toISOString(), new Date(to).toISOString(), roomIds],
      );
      if (Math.round((from - start) / DAY_MS) % 90 === 0) ctx.log(`readings: ${Math.round((to + 5 * MIN_MS - start) / DAY_MS)} of ${readingsDays} days written`);
    }
    const loadSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    await client.query(
      `insert into room_reading_hours (company_id, cooling_unit_id, hour, readings, temperature_min, temperature_max, temperature_sum, humidity_readings, humidity_min, humidity_max, humidity_sum)
       select company_id, cooling_unit_id, date_trunc('hour', measured_at, 'UTC'), count(*)::int, min(temperature_c), max(temperature_c), sum(temperature_c),
         count(humidity_pct)::int, min(humidity_pct), max(humidity_pct), coalesce(sum(humidity_pct), 0)
       from room_readings where company_id = $1 group by 1, 2, 3`,
      [company.id],
    );
    const rollupSeconds = (performance.now() - t1) / 1000;
    // About two closed alerts a week per room, so the chart's alert query has rows to find.
    const alerts = await client.query(
      `insert into room_alerts (company_id, cooling_unit_id, kind, started_at, opened_at, closed_at, peak_value, peak_at, direction, minutes_high)
       select $1, r, 'temperature', ts, ts + interval '30 minutes', ts + interval '2 hours', 14.5, ts + interval '1 hour', 'high', 120
       from generate_series($2::timestamptz, $3::timestamptz, interval '3 days 7 hours') ts cross join unnest($4::bigint[]) r`,
      [company.id, new Date(start).toISOString(), new Date(end - DAY_MS).toISOString(), roomIds],
    );
    ctx.log('readings: vacuum analyze');
    await client.query('vacuum analyze room_readings, room_reading_hours, room_alerts');
    const rows = Number((await client.query('select count(*)::int as n from room_readings where company_id = $1', [company.id])).rows[0].n);
    const size = async (table: string) => (await client.query(`select pg_size_pretty(pg_total_relation_size('${table}')) as s`)).rows[0].s as string;
    return {
      company,
      companyId: company.id,
      roomIds,
      ingestRoomIds,
      serviceProvider,
      end,
      rows,
      loadSeconds,
      rollupSeconds,
      rawSize: await size('room_readings'),
      rollupSize: await size('room_reading_hours'),
      alerts: alerts.rowCount ?? 0,
    };
  } finally {
    await client.end();
  }
}
