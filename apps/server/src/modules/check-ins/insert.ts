import { sql } from 'drizzle-orm';
import type { CheckIn } from '@coldroom/contract';
import { calendarDateIn, checkCapacity, gramsToKg, movementCode, type HarvestChoice, type RateCard } from '@coldroom/domain';
import type { Tx } from '../../db/client';
import { statementOnce } from '../../db/prepared';
import { AppError } from '../../platform/errors';
import { RunAgain, storedAnswerInsertSql, type IdempotencyKeyRef } from '../../platform/idempotency';
import type { Actor } from '../../platform/policy';
import { addCheckInUsageSql } from '../analysis/usage-days';
import { jsonOf, rowsOf, type StoredTotals } from '../occupancy/queries';
import { pooledRandomBytes } from '../movements/codes';
import type { ServedFarmer } from '../movements/farmer-ref';
import type { OperatedRoom } from '../movements/room-access';
import type { RoomCropPrice } from './room-crops';
import type { DrawnIds } from './room-intake';
import { notifyRoomOverCapacity } from '../notifications/over-capacity';
import { notReservedSql } from '../offline/codes';
import { assertTagsNotStored, tagArray, tagsTaken, takenTagsSql, type CheckedTags } from './tags';
import { checkInView, type CratePart } from './views';

export interface NewCrate {
  grams: number;
  tag: string | null;
  plannedDays: number | null;
}
export interface NewLot {
  price: RoomCropPrice;
  harvest: HarvestChoice;
  initialQuality: number | null;
  notes: string | null;
  crates: NewCrate[];
}
export interface NewCheckIn {
  /** Locked by the caller (operatedRoom with `lock`) before `stored` was read. */
  room: OperatedRoom;
  /** What the room held when it was locked (roomIntake). */
  stored: StoredTotals;
  farmer: Pick<ServedFarmer, 'id' | 'name' | 'phone' | 'isWalkIn'>;
  lots: NewLot[];
  time: Date;
  source?: { checkOutId: number; code: string };
  /** Done offline (docs/offline-rules.md): the claimed code, the device, and when it arrived. */
  offline?: { code: string; deviceId: string; receivedAt: Date } | null;
  /** Tags no stored crate of the room may carry (tags.ts `checkedTags`); checked by the writing statement. */
  freeTags?: CheckedTags;
  /**
   * A check-in done now under an Idempotency-Key: the ids and rate cards its first statement drew (room-intake.ts),
   * and withIdempotency's `storeInRun`. Its answer is then known before it is written, and the writing statement
   * stores it too, on its way to PostgreSQL with the COMMIT.
   */
  keyed?: { drawn: DrawnIds; store: NonNullable<IdempotencyKeyRef['storeInRun']> };
}

/** Refuses a check-in that takes the room past its capacity (domain-rules §4), saying how much was free. */
export function assertRoomFits(room: OperatedRoom, stored: StoredTotals, adding: StoredTotals): void {
  const check = checkCapacity(room, stored, adding);
  if (check.ok) return;
  const { free } = check.refusal;
  const what = room.metric === 'crates' ? `${free} more crates` : `${free} kg more`;
  throw new AppError(422, 'room_full', `The cooling unit is full: it has room for ${what}.`, { free: String(free), unit: room.metric });
}

const CODE_ATTEMPTS = 20;

const p = sql.placeholder;

/**
 * The check-in's writing statement (see insertCheckIn), its text built once per variant: online codes skip
 * those reserved by devices, an offline check-in keeps its own. The lots and crates come as json, the tags
 * to look up as text[].
 */
const writeCheckIn = statementOnce('check_in_insert', (variant: 'online' | 'offline' | 'keyed') => {
  // Keyed: the rows' ids and the lots' rate cards come with the values (drawn by the first statement), and the
  // stored answer's row is written with them.
  const keyed = variant === 'keyed';
  const companyId = sql`${p('companyId')}::bigint`;
  const roomId = sql`${p('roomId')}::bigint`;
  const farmerId = sql`${p('farmerId')}::bigint`;
  const time = sql`${p('time')}::timestamptz`;
  // The day's usage totals (analysis/usage-days.ts), crop rows before the room's row.
  const usage = addCheckInUsageSql({ companyId, roomId, time: sql`${p('time')}`, crates: sql`k`, movement: sql`m`, cropsCte: sql`uc` });
  return sql`
      with t as (${takenTagsSql(roomId, sql`${p('tags')}::jsonb`)}
      ), m as (
        insert into movements (${keyed ? sql`id, ` : sql``}company_id, type, code, cooling_unit_id, farmer_id, operator_user_id, time, received_at, device_id)
        ${keyed ? sql`overriding system value ` : sql``}select ${keyed ? sql`${p('movementId')}::bigint, ` : sql``}${companyId}, 'check_in', ${p('code')}, ${roomId}, ${farmerId}, ${p('userId')}::bigint, ${time},
          ${p('receivedAt')}::timestamptz, ${p('deviceId')}::varchar
        where ${variant === 'offline' ? sql`true` : notReservedSql(companyId, sql`${p('code')}`)} and not exists (select 1 from t)
        on conflict (company_id, code) do nothing
        returning id, code
      ), c as (
        insert into check_ins (${keyed ? sql`id, ` : sql``}company_id, movement_id, cooling_unit_id, farmer_id, source_check_out_id)
        ${keyed ? sql`overriding system value ` : sql``}select ${keyed ? sql`${p('checkInId')}::bigint, ` : sql``}${companyId}, m.id, ${roomId}, ${farmerId}, ${p('sourceCheckOutId')}::bigint from m
        returning id
      ), l as (
        insert into produce_lots (${keyed ? sql`id, ` : sql``}company_id, check_in_id, crop_id, harvest, initial_quality, notes, pricing, rate_minor, rate_card, rate_card_id, position)
        ${keyed ? sql`overriding system value ` : sql``}select ${keyed ? sql`x.id, ` : sql``}${companyId}, c.id, x.crop_id, x.harvest, x.initial_quality, x.notes, x.pricing, x.rate_minor, rc.card, rc.id, x.position
        from c, jsonb_to_recordset(${p('lots')}::jsonb)
          as x(${keyed ? sql`id bigint, rate_card_id bigint, ` : sql``}position int, crop_id bigint, harvest text, initial_quality float8, notes text, pricing text, rate_minor bigint)
        left join lateral (
          select r.id, r.card from rate_cards r
          ${
            keyed
              ? sql`where r.id = x.rate_card_id`
              : sql`where r.cooling_unit_id = ${roomId} and r.crop_id = x.crop_id and r.effective_from <= ${p('checkedInOn')}::date
          order by r.version desc limit 1`
          }
        ) as rc on true
        returning id, position, crop_id, rate_card, rate_card_id
      ), k as (
        insert into crates (${keyed ? sql`id, ` : sql``}company_id, check_in_id, lot_id, crop_id, cooling_unit_id, farmer_id, tag, initial_grams, current_grams, planned_days, checked_in_at)
        ${keyed ? sql`overriding system value ` : sql``}select ${keyed ? sql`y.id, ` : sql``}${companyId}, c.id, l.id, l.crop_id, ${roomId}, ${farmerId}, y.tag, y.grams, y.grams, y.planned_days, ${time}
        from c, jsonb_to_recordset(${p('crates')}::jsonb) as y(${keyed ? sql`id bigint, ` : sql``}n int, position int, tag text, grams int, planned_days int)
        join l on l.position = y.position
        order by y.n
        returning id, lot_id, tag, initial_grams, planned_days, crop_id
      ), uc as (${usage.crops}
      ), ur as (${usage.room}
      ), st as (
        -- The room's stock, kept beside it for the capacity check (the room's row is this transaction's already).
        update cooling_units
        set stored_crates = stored_crates + (select count(*) from k), stored_grams = stored_grams + (select coalesce(sum(initial_grams), 0) from k)
        where id = ${roomId} and exists (select 1 from m)
      ), a as (
        insert into audit_log (company_id, actor_user_id, action, entity_type, entity_id, details)
        select ${companyId}, ${p('userId')}::bigint, ${p('action')}::text, 'check_in', c.id::text, ${p('details')}::jsonb || jsonb_build_object('code', m.code)
        from m, c
      )${
        keyed
          ? sql`, ik as (${storedAnswerInsertSql(sql`exists (select 1 from m)`)}
      )
      -- The answer was made from the drawn ids: only whether it was written comes back.
      select m.id::float8 as movement_id, null::json as taken from m
      union all
      select null, (select json_agg(t.tag order by t.tag) from t) where exists (select 1 from t)`
          : sql`
      select m.id::float8 as movement_id, m.code, c.id::float8 as check_in_id,
        (select json_agg(json_build_object('id', l.id, 'position', l.position, 'rate_card', l.rate_card, 'rate_card_id', l.rate_card_id)) from l) as lots,
        (select json_agg(json_build_object('id', k.id, 'lot_id', k.lot_id, 'tag', k.tag, 'grams', k.initial_grams, 'planned_days', k.planned_days) order by k.id) from k) as crates,
        null::json as taken
      from m, c
      union all
      -- Tags a stored crate of the room carries: nothing was written.
      select null, null, null, null, null, (select json_agg(t.tag order by t.tag) from t) where exists (select 1 from t)`
      }`;
});

/**
 * Writes a check-in (domain-rules §4) in the caller's transaction and answers it: the capacity check first
 * (the room is locked, so what it holds cannot change before the commit), then the movement with a fresh
 * code, the check-in, its lots and crates (initial weight = current weight), the day's usage totals and the audit row in one
 * statement, so a check-in costs one round trip to the database whatever its size. The same statement looks up
 * `freeTags` among the room's stored crates first and writes nothing if one is taken (409). A code that clashes
 * inserts nothing (the unique index skips it) and another is drawn.
 */
export async function insertCheckIn(tx: Tx, actor: Actor, input: NewCheckIn, now: Date): Promise<CheckIn> {
  const { room, farmer } = input;
  const all = input.lots.flatMap((lot) => lot.crates);
  const grams = all.reduce((sum, crate) => sum + crate.grams, 0);
  // Offline, the crates are already inside: the check-in is kept and the room marked over capacity (§10).
  const overCapacity = input.offline ? !checkCapacity(room, input.stored, { crates: all.length, grams }).ok : false;
  if (!input.offline && !checkCapacity(room, input.stored, { crates: all.length, grams }).ok) {
    // A tag in use is refused before a full room, as when the tags were looked up first.
    if (input.freeTags) await assertTagsNotStored(tx, room.id, input.freeTags);
    assertRoomFits(room, input.stored, { crates: all.length, grams });
  }
  const freeTags = input.freeTags ?? new Map<string, string>();

  const lots = input.lots.map((lot, position) => ({
    position,
    crop_id: lot.price.cropId,
    harvest: lot.harvest,
    initial_quality: lot.initialQuality,
    notes: lot.notes,
    pricing: lot.price.pricing,
    rate_minor: lot.price.rateMinor,
  }));
  const crates = input.lots
    .flatMap((lot, position) => lot.crates.map((crate) => ({ position, tag: crate.tag, grams: crate.grams, planned_days: crate.plannedDays })))
    .map((crate, n) => ({ n, ...crate }));
  const details = { cooling_unit_id: room.id, farmer_id: farmer.id, crates: all.length, kg: gramsToKg(grams) };
  const action = input.source ? 'check_in.create_from_code' : 'check_in.create';

  const { offline } = input;
  // Each lot is billed by the rate card in force for its room and crop on the check-in date (docs/rent-rules.md §6).
  const checkedInOn = calendarDateIn(input.time, room.company.timeZone);
  const time = input.time.toISOString();
  const values = {
    companyId: room.companyId,
    roomId: room.id,
    farmerId: farmer.id,
    userId: actor.userId,
    time,
    receivedAt: (offline?.receivedAt ?? input.time).toISOString(),
    deviceId: offline?.deviceId ?? null,
    sourceCheckOutId: input.source?.checkOutId ?? null,
    checkedInOn,
    action,
    details: JSON.stringify(details),
    tags: tagArray([...freeTags.keys()]),
  };
  // Keyed, the rate cards were looked up for the company's date as PostgreSQL works it out; that is the date here.
  // The keyed write sends its lots and crates with their drawn ids (insertKeyed): their JSON is made there only.
  if (input.keyed && !offline && input.keyed.drawn.day === checkedInOn) return insertKeyed(tx, actor, input, input.keyed, values, lots, crates, freeTags, now);
  const withLots = { ...values, lots: JSON.stringify(lots), crates: JSON.stringify(crates) };
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    // Online codes skip those reserved by devices; an offline check-in keeps the code it was done with.
    const code = offline?.code ?? movementCode(pooledRandomBytes);
    const result = await writeCheckIn(tx, offline ? 'offline' : 'online', { ...withLots, code });
    const row = rowsOf<Written>(result)[0];
    if (row?.taken) throw tagsTaken(freeTags, jsonOf(row.taken));
    if (!row && offline) throw new AppError(409, 'code_already_used', 'Another movement already has this code.', { 'offline.code': 'code_already_used' });
    if (!row) continue;
    if (overCapacity) await notifyRoomOverCapacity(tx, room.companyId, Number(row.check_in_id));
    return present(input, actor, row, now);
  }
  throw new Error(`No free movement code for company ${room.companyId} after ${CODE_ATTEMPTS} attempts`);
}

/**
 * A keyed check-in's write (NewCheckIn `keyed`): its answer is made first from the drawn ids, and the writing
 * statement stores it as the Idempotency-Key's answer, on its way to PostgreSQL with the COMMIT: one round trip.
 * A code that clashes writes nothing, the transaction ends empty, and the check-in runs again (RunAgain).
 */
async function insertKeyed(
  tx: Tx,
  actor: Actor,
  input: NewCheckIn,
  keyed: NonNullable<NewCheckIn['keyed']>,
  values: Record<string, unknown>,
  lots: { position: number }[],
  crates: { n: number; position: number; tag: string | null; grams: number; planned_days: number | null }[],
  freeTags: CheckedTags,
  now: Date,
): Promise<CheckIn> {
  const { drawn, store } = keyed;
  const lotIds = drawn.lotIds;
  const crateIds = drawn.crateIds;
  if (lotIds.length !== lots.length || crateIds.length !== crates.length) throw new Error('The ids drawn do not match the check-in');
  const cards = input.lots.map((lot) => lot.price.rateCard ?? null);
  const code = movementCode(pooledRandomBytes);
  const written: Written = {
    movement_id: drawn.movementId,
    code,
    check_in_id: drawn.checkInId,
    lots: lots.map((lot) => ({ id: lotIds[lot.position]!, position: lot.position, rate_card: cards[lot.position]?.card ?? null, rate_card_id: cards[lot.position]?.id ?? null })),
    crates: crates.map((crate) => ({ id: crateIds[crate.n]!, lot_id: lotIds[crate.position]!, tag: crate.tag, grams: crate.grams, planned_days: crate.planned_days })),
    taken: null,
  };
  const answer = present(input, actor, written, now);
  const result = await store.commitWith((tx) =>
    writeCheckIn(tx, 'keyed', {
      ...values,
      code,
      movementId: drawn.movementId,
      checkInId: drawn.checkInId,
      lots: JSON.stringify(lots.map((lot) => ({ ...lot, id: lotIds[lot.position], rate_card_id: cards[lot.position]?.id ?? null }))),
      crates: JSON.stringify(crates.map((crate) => ({ ...crate, id: crateIds[crate.n] }))),
      ...store.answer(201, answer),
    }),
  );
  const row = rowsOf<Pick<Written, 'movement_id' | 'taken'>>(result)[0];
  if (row?.taken) throw tagsTaken(freeTags, jsonOf(row.taken));
  if (!row) throw new RunAgain(CODE_ATTEMPTS, `No free movement code for company ${input.room.companyId} after ${CODE_ATTEMPTS} attempts`);
  return answer;
}

interface Written {
  movement_id: number;
  code: string;
  check_in_id: number;
  lots: { id: number; position: number; rate_card: RateCard | null; rate_card_id: number | null }[] | string;
  crates: { id: number; lot_id: number; tag: string | null; grams: number; planned_days: number | null }[] | string;
  taken: string[] | string | null;
}


/** The answer from what was just written, without reading it back. */
function present(input: NewCheckIn, actor: Actor, row: Written, now: Date): CheckIn {
  const written = jsonOf(row.lots);
  const lotIds = new Map(written.map((lot) => [Number(lot.position), Number(lot.id)]));
  const cards = new Map(written.map((lot) => [Number(lot.position), lot.rate_card ?? null]));
  const cardIds = new Map(written.map((lot) => [Number(lot.position), lot.rate_card_id == null ? null : Number(lot.rate_card_id)]));
  const crates: CratePart[] = jsonOf(row.crates).map((crate) => ({
    id: Number(crate.id),
    lotId: Number(crate.lot_id),
    tag: crate.tag,
    initialGrams: crate.grams,
    currentGrams: crate.grams,
    plannedDays: crate.planned_days,
  }));
  const { room, farmer } = input;
  return checkInView(
    {
      row: { id: Number(row.check_in_id), correctedAt: null },
      movement: { id: Number(row.movement_id), code: row.code, time: input.time, operatorUserId: actor.userId },
      room,
      company: room.company,
      farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.isWalkIn },
      operatorName: room.operatorName,
      lots: input.lots.map((lot, position) => ({
        code: lot.price.code,
        lot: {
          id: lotIds.get(position)!,
          harvest: lot.harvest,
          initialQuality: lot.initialQuality,
          notes: lot.notes,
          pricing: lot.price.pricing,
          rateMinor: lot.price.rateMinor,
          rateCard: cards.get(position) ?? null,
          rateCardId: cardIds.get(position) ?? null,
        },
      })),
      crates,
      sourceCode: input.source?.code ?? null,
    },
    now,
  );
}
