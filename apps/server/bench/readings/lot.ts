import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { CheckIn } from '@coldroom/contract';
import { crates, farmers, operators } from '../../src/db/schema';
import { refreshStoredExposures } from '../../src/modules/produce/exposures';
import { assignOperatorRooms } from '../../src/modules/cooling-units/assignments';
import { createPerson } from '../../test/factories';
import { getText } from '../analysis/timing';
import { accessToken, api } from '../lib/api-client';
import type { BenchContext } from '../lib/module';
import { percentile, Samples } from '../lib/stats';
import { CHECK_IN_PATH, checkInBody } from '../operations/requests';
import { READINGS_CROP, type ReadingsWorld } from './load';

const DAY_MS = 86_400_000;
const LOTS_PER_STAY = 5;

export interface LotTiming {
  days: number;
  /** Before the time-to-pick-up check's job kept the lots' exposures: every reading of the stay is summed. */
  cold: { p50: number; p95: number };
  /** That job's exposure step for every stored lot of the history (as it runs every PICKUP_CHECK_INTERVAL_SECONDS). */
  refresh: { ms: number; lots: number };
  endpoint: { p50: number; p95: number };
  sql: { p50: number; p95: number };
}

// The statements the lot's quality and record need once its pass is kept (modules/produce/exposures.ts), written here
// by hand: the kept pass, the room's no-data time, the readings from the pass's end (at least the last 6 hours, from
// the one in force then), the alerts over the stay.
const KEPT_EXPOSURE = `select * from lot_exposures where lot_id = $1`;
const NO_DATA = `select no_data_min from room_alert_rules where cooling_unit_id = $1`;
const RECENT_READINGS = `select measured_at, temperature_c from room_readings where cooling_unit_id = $1 and measured_at >= coalesce(
  (select max(p.measured_at) from room_readings p where p.cooling_unit_id = $1 and p.measured_at <= $2), $2) order by measured_at, id`;
const STAY_ALERTS = `select * from room_alerts where cooling_unit_id = $1 and started_at < $3 and (closed_at is null or closed_at > $2) order by started_at desc, id desc limit 10`;

/**
 * GET /storage/v1/produce/{id}/ (its `temperature_record`) of lots checked in through the API and then moved
 * back in time (the check-in movement's time, which starts the stay) so that each has stayed `days` in a room of
 * the history. The answer is checked to cover the stay, so a stay that did not move back is not timed.
 */
export async function benchLotRecord(ctx: BenchContext, world: ReadingsWorld, stays: readonly number[], runs: number): Promise<LotTiming[]> {
  const { db } = ctx.env.database;
  const baseUrl = ctx.env.server.baseUrl;
  const rooms = world.roomIds.slice(0, LOTS_PER_STAY);
  const operator = await createPerson(db, 'Operator', { company: world.company });
  const [operatorRow] = await db.select({ id: operators.id }).from(operators).where(eq(operators.userId, operator.user.id));
  await assignOperatorRooms(db, world.companyId, operatorRow!.id, rooms);
  const farmer = await createPerson(db, 'Farmer', { company: world.company });
  const [farmerRow] = await db.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, farmer.user.id));
  const token = await accessToken(baseUrl, operator);
  const client = new pg.Client({ connectionString: ctx.env.databaseUrl });
  await client.connect();
  const out: LotTiming[] = [];
  try {
    for (const days of stays) {
      const lots: { lot: number; room: number; from: Date }[] = [];
      for (const room of rooms) {
        const checkIn = await api<CheckIn>(baseUrl, 'POST', CHECK_IN_PATH, { token, body: checkInBody(farmerRow!.id, room, READINGS_CROP), headers: { 'idempotency-key': randomUUID() }, expect: 201 });
        const lot = checkIn.lots[0]!.id;
        const from = new Date(Date.now() - days * DAY_MS);
        // The stay starts at the check-in movement's time; the crates keep the same time.
        await db.update(crates).set({ checkedInAt: from }).where(eq(crates.lotId, lot));
        await db.execute(sql`update movements set time = ${from.toISOString()}::timestamptz
          where id = (select c.movement_id from check_ins c join produce_lots l on l.check_in_id = c.id where l.id = ${lot})`);
        lots.push({ lot, room, from });
      }
      const first = JSON.parse(await getText(baseUrl, `/api/storage/v1/produce/${lots[0]!.lot}/`, token)) as { temperature_record?: { stored_from?: string } | null };
      const storedFrom = first.temperature_record?.stored_from;
      if (!storedFrom || Math.abs(Date.parse(storedFrom) - lots[0]!.from.getTime()) > 60_000) throw new Error(`the lot record does not start ${days} days back: ${JSON.stringify(first.temperature_record)}`);
      const cold = await timed(Math.max(5, Math.round(runs / 10)), lots, (l) => getText(baseUrl, `/api/storage/v1/produce/${l.lot}/`, token));
      const t0 = performance.now();
      const written = await refreshStoredExposures(db);
      const refresh = { ms: performance.now() - t0, lots: written };
      const endpoint = await timed(runs, lots, (l) => getText(baseUrl, `/api/storage/v1/produce/${l.lot}/`, token));
      const bare = await timed(runs, lots, async (l) => {
        const now = new Date();
        const kept = (await client.query<{ until: Date }>(KEPT_EXPOSURE, [l.lot])).rows[0];
        if (!kept) throw new Error(`lot ${l.lot} has no kept pass after the job ran`);
        await client.query(NO_DATA, [l.room]);
        const from = Math.min(kept.until.getTime(), now.getTime() - 6 * 3_600_000);
        await client.query(RECENT_READINGS, [l.room, new Date(from).toISOString()]);
        await client.query(STAY_ALERTS, [l.room, l.from.toISOString(), now.toISOString()]);
      });
      out.push({ days, cold, refresh, endpoint, sql: bare });
    }
  } finally {
    await client.end();
  }
  return out;
}

async function timed<T>(runs: number, items: T[], work: (item: T) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await work(items[i % items.length]!);
  const samples = new Samples();
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work(items[i % items.length]!);
    samples.add(performance.now() - t0);
  }
  const sorted = samples.sorted();
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}
