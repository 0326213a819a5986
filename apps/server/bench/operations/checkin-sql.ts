import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { CODE_ALPHABET } from '@coldroom/domain';
import { CHECK_IN_PATH, CRATE_KG, CRATES_PER_CHECK_IN, PLANNED_DAYS } from './requests';
import type { OperationsFixture } from './fixtures';

/** What the plain-SQL side needs beyond the fixture: a real answer of the endpoint, stored like it stores one. */
export interface PlainCheckInData {
  fixture: Pick<OperationsFixture, 'companyId' | 'timeZone' | 'operatorUserId' | 'loadFarmerId' | 'cropId' | 'rateMinor'>;
  /** The JSON the endpoint answered for one check-in (its idempotency row keeps the answer). */
  responseJson: string;
}

/**
 * The rows one check-in of one lot of 5 crates writes, as hand-written SQL in one transaction: movement,
 * check-in, produce lot, 5 crates (one statement), the room's day totals of its crop and of itself
 * (usage_crop_days, usage_room_days), the room's kept stock, the audit row, and the idempotency row with
 * the answer. No reads: the endpoint's checks (token, role, room, crop, capacity, idempotency lookup) are
 * its overhead. (Until 2026-11-29 this side left out the day totals and the stock, which the endpoint has
 * written since 2026-11-22: it wrote three rows fewer than the check-in it stood for.)
 */
export async function plainCheckIn(client: pg.Client, data: PlainCheckInData, roomId: number, n: number): Promise<void> {
  const { fixture } = data;
  const farmerId = fixture.loadFarmerId;
  await client.query('begin');
  const code = plainCode(n);
  const movement = await client.query<{ id: string }>(
    `insert into movements (company_id, type, code, cooling_unit_id, farmer_id, operator_user_id, time)
     values ($1, 'check_in', $2, $3, $4, $5, now()) returning id`,
    [fixture.companyId, code, roomId, farmerId, fixture.operatorUserId],
  );
  const checkIn = await client.query<{ id: string }>(
    'insert into check_ins (company_id, movement_id, cooling_unit_id, farmer_id) values ($1, $2, $3, $4) returning id',
    [fixture.companyId, movement.rows[0]!.id, roomId, farmerId],
  );
  const checkInId = checkIn.rows[0]!.id;
  const lot = await client.query<{ id: string }>(
    `insert into produce_lots (company_id, check_in_id, crop_id, harvest, initial_quality, pricing, rate_minor, position)
     values ($1, $2, $3, 'today', 100, 'daily', $4, 0) returning id`,
    [fixture.companyId, checkInId, fixture.cropId, fixture.rateMinor],
  );
  const tags = Array.from({ length: CRATES_PER_CHECK_IN }, (_, i) => `B${i + 1}`);
  await client.query(
    `insert into crates (company_id, check_in_id, lot_id, crop_id, cooling_unit_id, farmer_id, tag, initial_grams, current_grams, planned_days, checked_in_at)
     select $1, $2, $3, $9, $4, $5, tag, $7, $7, $8, now() from unnest($6::text[]) as tag`,
    [fixture.companyId, checkInId, lot.rows[0]!.id, roomId, farmerId, tags, CRATE_KG * 1000, PLANNED_DAYS, fixture.cropId],
  );
  const grams = CRATES_PER_CHECK_IN * CRATE_KG * 1000;
  // The day is the company's, as the endpoint works it out (analysis/usage-days.ts), from its zone known here. The
  // three rows in one statement: the fewest round trips and parses this side can pay for them (run at 13:53 with
  // three statements: 2.14 ms of PostgreSQL CPU per transaction against 1.79 ms without these rows).
  await client.query(
    `with crop_day as (
       insert into usage_crop_days (company_id, cooling_unit_id, day, crop_id, crates_in, grams_in)
       values ($1, $2, (now() at time zone $3)::date, $4, $5, $6)
       on conflict (cooling_unit_id, day, crop_id) do update
         set crates_in = usage_crop_days.crates_in + excluded.crates_in, grams_in = usage_crop_days.grams_in + excluded.grams_in
     ), room_day as (
       insert into usage_room_days (company_id, cooling_unit_id, day, check_ins, crates_in, grams_in)
       values ($1, $2, (now() at time zone $3)::date, 1, $5, $6)
       on conflict (cooling_unit_id, day) do update
         set check_ins = usage_room_days.check_ins + 1, crates_in = usage_room_days.crates_in + excluded.crates_in,
             grams_in = usage_room_days.grams_in + excluded.grams_in
     )
     update cooling_units set stored_crates = stored_crates + $5, stored_grams = stored_grams + $6 where id = $2`,
    [fixture.companyId, roomId, fixture.timeZone, fixture.cropId, CRATES_PER_CHECK_IN, grams],
  );
  await client.query(
    `insert into audit_log (company_id, actor_user_id, action, entity_type, entity_id, details)
     values ($1, $2, 'check_in.create', 'check_in', $3, $4)`,
    [
      fixture.companyId,
      fixture.operatorUserId,
      checkInId,
      JSON.stringify({ code, cooling_unit_id: roomId, farmer_id: farmerId, crates: CRATES_PER_CHECK_IN, kg: CRATES_PER_CHECK_IN * CRATE_KG }),
    ],
  );
  await client.query(
    `insert into idempotency_keys (user_id, company_id, key, method, path, request_hash, status_code, response)
     values ($1, $2, $3, 'POST', $4, $5, 201, $6)`,
    [fixture.operatorUserId, fixture.companyId, randomUUID(), CHECK_IN_PATH, 'f'.repeat(64), data.responseJson],
  );
  await client.query('commit');
}

/**
 * Codes of the plain-SQL movements: "Z" and n in base 32, unique within the run, so they never clash with
 * each other (the endpoint draws random codes and retries on a clash, as it does in production).
 */
function plainCode(n: number): string {
  let code = '';
  for (let rest = n, i = 0; i < 5; i += 1, rest = Math.floor(rest / 32)) code = CODE_ALPHABET[rest % 32]! + code;
  return `Z${code}`;
}
