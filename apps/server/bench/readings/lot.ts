import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { CheckIn } from '@coldroom/contract';
import { crates, farmers, operators } from '../../src/db/schema';
import { assignOperatorRooms } from '../../src/modules/cooling-units/assignments';
import { createPerson } from '../../test/factories';
import { getText } from '../analysis/timing';
import { accessToken, api } from '../lib/api-client';
import type { BenchContext } from '../lib/module';
import { percentile, Samples } from '../lib/stats';
import { CHECK_IN_PATH, checkInBody } from '../operations/requests';
import type { ReadingsWorld } from './load';

const DAY_MS = 86_400_000;
const LOTS_PER_STAY = 5;

export interface LotTiming {
  days: number;
  endpoint: { p50: number; p95: number };
  sql: { p50: number; p95: number };
}

// The statement the lot's record needs most (modules/produce/temperature-record.ts): the room's readings over
// the stay, from the one in force at its start. Written here by hand, with the alerts of the stay.
const STAY_READINGS = `select measured_at, temperature_c from room_readings where cooling_unit_id = $1 and measured_at < $3 and measured_at >= coalesce(
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
        const checkIn = await api<CheckIn>(baseUrl, 'POST', CHECK_IN_PATH, { token, body: checkInBody(farmerRow!.id, room), headers: { 'idempotency-key': randomUUID() }, expect: 201 });
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
      const endpoint = await timed(runs, lots, (l) => getText(baseUrl, `/api/storage/v1/produce/${l.lot}/`, token));
      const bare = await timed(runs, lots, async (l) => {
        const to = new Date().toISOString();
        await client.query(STAY_READINGS, [l.room, l.from.toISOString(), to]);
        await client.query(STAY_ALERTS, [l.room, l.from.toISOString(), to]);
      });
      out.push({ days, endpoint, sql: bare });
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
