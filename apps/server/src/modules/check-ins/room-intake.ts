import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { executePrepared, statementOnce } from '../../db/prepared';
import { coolingUnits } from '../../db/schema';
import { foundOr404 } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import { storedAnswerSql, throwIfReplay, type IdempotencyKeyRef, type StoredAnswer } from '../../platform/idempotency';
import { confirmSession, liveSessionSql, type Actor } from '../../platform/policy';
import { servedFarmerQuery, type ServedFarmerRow } from '../movements/farmer-ref';
import type { OperatedRoom } from '../movements/room-access';
import { pricesAtSql, ranRoomAtSql } from '../offline/history';
import { notAssigned } from '../offline/time';
import { jsonOf, rowsOf } from '../occupancy/queries';
import type { RoomCropPrice, RoomIntake } from './room-crops';

interface Row {
  id: number | string;
  name: string;
  company_id: number | string;
  metric: OperatedRoom['metric'];
  capacity: number;
  editable_checkins: boolean;
  company_name: string;
  currency: string;
  time_zone: string;
  runs: boolean;
  actor_name: string | null;
  crates: number;
  grams: number;
  prices: RoomCropPrice[] | string;
  farmer: ServedFarmerRow | string | null;
  replay: StoredAnswer | string | null;
  live: boolean;
  day?: string | null;
  ids?: DrawnIdsRow | string | null;
}

interface DrawnIdsRow {
  movement: number | string;
  checkIn: number | string;
  lots: (number | string)[] | null;
  crates: (number | string)[] | null;
}

/**
 * Ids drawn by a keyed check-in's first statement for the rows it will write, and the company's date the
 * lots' rate cards were looked up for (RoomCropPrice `rateCard`), so that its answer is known before the
 * writing statement (insert.ts): the stored answer's row goes with it. Ids ascending, lots and crates in order.
 */
export interface DrawnIds {
  movementId: number;
  checkInId: number;
  lotIds: number[];
  crateIds: number[];
  day: string;
}

/** What a keyed check-in's first statement draws for: when it is done, its crops, how many lots and crates. */
export interface IntakeDraw {
  time: Date;
  codes: readonly string[];
  lots: number;
  crates: number;
}

type Value = number | Placeholder;
interface IntakeValues {
  userId: Value;
  roomId: Value;
  companyId: Value | null;
  farmer: Value | 'walk_in';
  replay: { userId: Value; key: string | Placeholder } | null;
  /** The token's session, confirmed by the statement (policy.ts liveSessionSql). */
  session: { sessionId: string | Placeholder; role: string | Placeholder; companyId: Value | null };
  at?: Date;
  /** Draws the check-in's ids and looks its crops' rate cards up (DrawnIds): placeholders of the keyed variant. */
  draw?: { time: Placeholder; codes: Placeholder; lots: Placeholder; crates: Placeholder };
}

/** The statement of operatedRoomIntake, from values or placeholders. */
function roomIntakeSql(db: DbOrTx, v: IntakeValues): SQL {
  const farmerQuery = servedFarmerQuery(db, v.companyId ?? 0, v.farmer, v.at);
  const runs = v.at
    ? ranRoomAtSql(v.userId, sql`${coolingUnits.id}`, v.at)
    : sql`exists (select 1 from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id
              where o.user_id = ${v.userId} and cuo.cooling_unit_id = ${coolingUnits.id})`;
  // The company's date at the check-in's time (as usage-days.ts works it out): its lots' rate cards are those in force then.
  const day = v.draw ? sql`(${v.draw.time}::timestamptz at time zone c.time_zone)::date` : null;
  const prices = v.at
    ? pricesAtSql(v.roomId, v.at)
    : v.draw
      ? // As below, with the rate card in force on the day for each crop the check-in names (insert.ts stores it with the lot).
        sql`(select coalesce(json_agg(json_build_object('cropId', x.crop_id, 'code', x.code, 'pricing', x.pricing, 'rateMinor', x.rate_minor,
           'rateCard', case when ${v.draw.codes}::jsonb ? x.code then (
             select json_build_object('id', rc.id, 'card', rc.card) from rate_cards rc
             where rc.cooling_unit_id = x.cooling_unit_id and rc.crop_id = x.crop_id and rc.effective_from <= ${day}
             order by rc.version desc limit 1) end)), '[]'::json)
         from (select cuc.cooling_unit_id, cuc.crop_id, (select k.code from crops k where k.id = cuc.crop_id) as code, cuc.pricing, cuc.rate_minor
           from cooling_unit_crops cuc where cuc.cooling_unit_id = ${coolingUnits.id}) as x)`
      : // Each crop's code by its key (one probe per crop of the room) rather than a join, which PostgreSQL planned
      // as a hash of the whole crop catalogue on every check-in. cooling_unit_crops.crop_id references crops.
      sql`(select coalesce(json_agg(json_build_object('cropId', cuc.crop_id, 'code', (select k.code from crops k where k.id = cuc.crop_id),
         'pricing', cuc.pricing, 'rateMinor', cuc.rate_minor)), '[]'::json)
       from cooling_unit_crops cuc where cuc.cooling_unit_id = ${coolingUnits.id})`;
  // The actor's company only (inActorCompany): none for an actor without one.
  const inCompany = v.companyId === null ? sql`false` : eq(coolingUnits.companyId, v.companyId);
  // The room's row in a CTE (locked there) joined to one row, so the key's stored answer comes even without a room.
  return sql`
    with r as materialized (
    select ${coolingUnits.id} as id, ${coolingUnits.name} as name, ${coolingUnits.companyId} as company_id, ${coolingUnits.metric} as metric,
      ${coolingUnits.capacity} as capacity, ${coolingUnits.editableCheckins} as editable_checkins,
      c.name as company_name, c.currency, c.time_zone,
      ${runs} as runs,
      (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${v.userId}) as actor_name,
      ${coolingUnits.storedCrates} as crates, ${coolingUnits.storedGrams}::float8 as grams,
      ${prices} as prices,
      (select row_to_json(f) from (${farmerQuery}) as f) as farmer${day ? sql`, to_char(${day}, 'YYYY-MM-DD') as day` : sql``}
    from ${coolingUnits} join companies c on c.id = ${coolingUnits.companyId}
    where ${coolingUnits.id} = ${v.roomId} and ${inCompany} and ${coolingUnits.deletedAt} is null
    for no key update of ${coolingUnits})
    select r.*, ${v.replay ? storedAnswerSql(v.replay) : sql`null::json`} as replay, ${liveSessionSql({ userId: v.userId, ...v.session })} as live${
      v.draw
        ? sql`,
      case when r.id is not null then json_build_object('movement', nextval('movements_id_seq'), 'checkIn', nextval('check_ins_id_seq'),
        'lots', (select json_agg(nextval('produce_lots_id_seq')) from generate_series(1, ${v.draw.lots}::int)),
        'crates', (select json_agg(nextval('crates_id_seq')) from generate_series(1, ${v.draw.crates}::int))) end as ids`
        : sql``
    }
    from (select 1) as one left join r on true`;
}

const p = sql.placeholder;

/** The statement of a check-in done now, its text built once per variant (actor with a company, walk-in, key: draws its ids). */
const roomIntakeNow = statementOnce('room_intake_locked', (variant: `${'company' | 'none'}-${'walk_in' | 'farmer'}-${'key' | 'no_key'}`, db) => {
  const [company, farmer, key] = variant.split('-');
  return roomIntakeSql(db, {
    userId: p('userId'),
    roomId: p('roomId'),
    companyId: company === 'company' ? p('companyId') : null,
    farmer: farmer === 'walk_in' ? 'walk_in' : p('farmerId'),
    replay: key === 'key' ? { userId: p('userId'), key: p('key') } : null,
    session: { sessionId: p('sessionId'), role: p('role'), companyId: p('companyId') },
    draw: key === 'key' ? { time: p('time'), codes: p('codes'), lots: p('lotCount'), crates: p('crateCount') } : undefined,
  });
});

/**
 * A fresh check-in's first statement: operatedRoom with its lock and roomIntake in one, so a check-in costs
 * one round trip less. The room row is locked as it is read (FOR NO KEY UPDATE): its kept stock is the
 * latest committed, and stays so until the commit (capacity, domain-rules §4). Same answers as the two:
 * 404 for a room outside the actor's company or deleted, 403 for anyone not running it. The farmer is
 * looked up among the actor's company's (the room's, once it is found). With `replayOf` (withIdempotency's
 * `lookupInRun`), the same statement looks the request's Idempotency-Key up too, and a stored answer is
 * answered first (ReplayFound), whatever the room says now. Before even that, it confirms an actor known so far
 * only from the access token (the route's `session: 'in-statement'`): a session not live as the token says
 * throws SessionUnconfirmed, and the route looks it up as any route does (401, 403). With `replayOf` and `draw`
 * (a check-in done now), it also draws the ids of the rows the check-in will write and looks up the rate
 * cards of its crops (`drawn`, RoomCropPrice `rateCard`).
 */
export async function operatedRoomIntake(
  tx: Tx,
  actor: Actor,
  roomId: number,
  farmer: number | 'walk_in',
  at?: Date,
  replayOf?: IdempotencyKeyRef,
  draw?: IntakeDraw,
): Promise<{ room: OperatedRoom; intake: RoomIntake; drawn?: DrawnIds }> {
  const values = {
    userId: actor.userId,
    roomId,
    companyId: actor.companyId,
    farmerId: farmer === 'walk_in' ? null : farmer,
    key: replayOf?.key ?? null,
    sessionId: actor.sessionId,
    role: actor.role,
    time: draw?.time.toISOString() ?? null,
    codes: JSON.stringify(draw?.codes ?? []),
    lotCount: draw?.lots ?? 0,
    crateCount: draw?.crates ?? 0,
  };
  const session = { sessionId: actor.sessionId, role: actor.role, companyId: actor.companyId };
  // Offline (`at`, the check-in's done_at): who ran the room, its rates and its farmers then (§10), built per call.
  const result = at
    ? await executePrepared(tx, 'room_intake_locked', roomIntakeSql(tx, { ...values, farmer, replay: replayOf ?? null, session, at }))
    : await roomIntakeNow(tx, `${actor.companyId === null ? 'none' : 'company'}-${farmer === 'walk_in' ? 'walk_in' : 'farmer'}-${replayOf ? 'key' : 'no_key'}`, values);
  const [found] = rowsOf<Row>(result);
  // A session the token's word stood for (a dead one answers 401 first, whatever else the statement found), then a replay.
  confirmSession(actor, found?.live);
  throwIfReplay(found?.replay);
  const row = foundOr404(found?.id == null ? [] : [found], 'The cooling unit');
  if (actor.role !== 'Operator') throw errors.forbidden('Only an operator assigned to this cooling unit may do this.');
  if (row.runs !== true) throw at ? notAssigned() : errors.forbidden('Only an operator assigned to this cooling unit may do this.');
  const companyId = Number(row.company_id);
  const room: OperatedRoom = {
    id: Number(row.id),
    name: row.name,
    companyId,
    metric: row.metric,
    capacity: Number(row.capacity),
    editableCheckins: row.editable_checkins,
    company: { id: companyId, name: row.company_name, currency: row.currency, timeZone: row.time_zone },
    operatorName: row.actor_name ?? '',
  };
  const cropPrices = jsonOf(row.prices);
  const ids = jsonOf(row.ids ?? null);
  const ascending = (list: (number | string)[] | null) => (list ?? []).map(Number).sort((a, b) => a - b);
  return {
    room,
    drawn:
      ids && row.day
        ? { movementId: Number(ids.movement), checkInId: Number(ids.checkIn), lotIds: ascending(ids.lots), crateIds: ascending(ids.crates), day: row.day }
        : undefined,
    intake: {
      prices: new Map(
        cropPrices.map((price) => [
          price.code,
          {
            ...price,
            cropId: Number(price.cropId),
            rateMinor: Number(price.rateMinor),
            ...(price.rateCard ? { rateCard: { id: Number(price.rateCard.id), card: price.rateCard.card } } : {}),
          },
        ]),
      ),
      stored: { crates: Number(row.crates), grams: Number(row.grams) },
      farmer: jsonOf(row.farmer),
    },
  };
}
