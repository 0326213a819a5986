import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OutOfRangeState } from '@coldroom/domain';
import type { CrateList, ProduceDetail, ProduceList } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { crates, movements, checkIns, checkOuts, checkOutLines, storageCertificates } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyRefs, farmerRefs, must, roomRefs } from '../movements/refs';
import { ownedBy } from '../movements/scope';
import { carriedExposures, noDataMinutes, readingsNeededSince } from './exposures';
import { pickupFigures } from './pickup';
import { presentCrate, presentLot } from './presenter';
import { roomTemperatures } from './readings';
import { cratesOfLots, lotEnds, lotRecords, lotStay, oneLot, pageOfLots, type LotRecord, type ProduceFilter } from './stock';
import { lotTemperatureRecords, lotTemperatureRecordsFromRollups, type LotStay } from './temperature-record';

/** Names, crates and readings for lots, then their cards with their temperature records. */
export async function lotCards(db: DbOrTx, records: readonly LotRecord[], now: Date) {
  const models = records.map((r) => ({ lotId: r.lot.id, roomId: r.roomId, cropCode: r.cropCode, checkedInAt: r.checkedInAt }));
  const carried = await carriedExposures(db, models, now);
  const since = readingsNeededSince(models, carried, now);
  const [rooms, companiesById, farmersById, cratesByLot, readings, caps] = await Promise.all([
    roomRefs(db, records.map((r) => r.roomId)),
    companyRefs(db, records.map((r) => r.companyId)),
    farmerRefs(db, records.map((r) => r.farmerId)),
    cratesOfLots(db, records.map((r) => r.lot.id), false),
    roomTemperatures(db, since),
    noDataMinutes(db, [...new Set(records.map((r) => r.roomId))]),
  ]);
  const emptied = records.filter((r) => !(cratesByLot.get(r.lot.id) ?? []).some((crate) => crate.currentGrams > 0)).map((r) => r.lot.id);
  const ends = await lotEnds(db, emptied);
  const stays = records.map((r) => lotStay(r, must(companiesById, r.companyId, 'company').timeZone, ends.get(r.lot.id) ?? null));
  // The shelf-life read above is reused for the stays it covers: from the room's earliest check-in, or from the
  // end of a lot's kept record pass (for its crop and the room's no-data time now, inside the stay), to now. A
  // stay it does not cover takes its record from the hourly rollups and the few raw hours that matter.
  const resumable = new Map<number, { until: number; state: OutOfRangeState }>();
  for (const stay of stays) {
    const kept = carried.get(stay.lotId);
    const until = kept?.until.getTime() ?? 0;
    if (kept && kept.capMin === caps.get(stay.roomId) && kept.cropCode === stay.cropCode && until > stay.from.getTime() && until <= (stay.to ?? now).getTime()) {
      resumable.set(stay.lotId, { until, state: kept.record });
    }
  }
  const covered = (stay: LotStay) => (since.get(stay.roomId)?.getTime() ?? Infinity) <= (resumable.get(stay.lotId)?.until ?? stay.from.getTime());
  const [inHand, fromRollups] = await Promise.all([
    lotTemperatureRecords(db, stays.filter(covered), readings, now, resumable),
    lotTemperatureRecordsFromRollups(db, stays.filter((stay) => !covered(stay)), now),
  ]);
  return records.map((record) => {
    const facts = {
      room: must(rooms, record.roomId, 'room'),
      company: must(companiesById, record.companyId, 'company'),
      farmer: must(farmersById, record.farmerId, 'farmer'),
      crates: cratesByLot.get(record.lot.id) ?? [],
      pickup: pickupFigures(
        { cropCode: record.cropCode, initialQuality: record.lot.initialQuality, checkedInAt: record.checkedInAt },
        readings.get(record.roomId) ?? [],
        now,
        carried.get(record.lot.id) ?? null,
      ),
      at: now,
    };
    return { record, facts, card: { ...presentLot(record, facts), temperature_record: inHand.get(record.lot.id) ?? fromRollups.get(record.lot.id) } };
  });
}

/** GET /storage/v1/produce/: lots in storage, staff their company's, farmers their own. */
export async function listProduce(db: DbOrTx, actor: Actor, query: ProduceFilter & { page: number; page_size: number }, now = new Date()): Promise<ProduceList> {
  const { rows, total } = await pageOfLots(db, actor, query);
  const cards = await lotCards(db, rows, now);
  return { items: cards.map((c) => c.card), total, page: query.page, page_size: query.page_size };
}

/** GET /storage/v1/produce/{id}/: a lot (also after it has left) with its crates and movements. */
export async function produceDetail(db: DbOrTx, actor: Actor, id: number, now = new Date()): Promise<ProduceDetail> {
  const record = await oneLot(db, actor, id);
  if (!record) throw errors.notFound('The produce');
  const [{ card, facts }] = (await lotCards(db, [record], now)) as [Awaited<ReturnType<typeof lotCards>>[number]];
  const ctx = { metric: facts.room.metric, timeZone: facts.company.timeZone, at: now };
  // Its check-in and every check-out that took a crate of it, each read by its key (as an `or` of the two,
  // the planner would scan every movement).
  const moves = await db
    .select({ id: movements.id, code: movements.code, type: movements.type, time: movements.time })
    .from(movements)
    .where(
      sql`${movements.id} = any(array(
        select ${checkIns.movementId} from ${checkIns} where ${checkIns.id} = ${record.checkInId}
        union select co.movement_id from ${checkOuts} co join ${checkOutLines} l on l.check_out_id = co.id join ${crates} c on c.id = l.crate_id where c.lot_id = ${id}))`,
    )
    .orderBy(asc(movements.time), asc(movements.id));
  return {
    ...card,
    in_storage: card.crates > 0,
    crate_list: facts.crates.map((crate) => ({ ...presentCrate(crate, record, ctx, facts.company.currency, { ...record.lot, lotCrates: facts.crates.length }), in_storage: crate.currentGrams > 0 })),
    room_temperature_c: facts.pickup.room_temperature_c,
    pickup_threshold: facts.pickup.pickup_threshold,
    movements: moves.map((m) => ({ id: m.id, code: m.code, type: m.type, time: m.time.toISOString() })),
  };
}

/** GET /storage/v1/crates/: crates in storage with fees now, oldest first (what a check-out picks from). */
export async function listCrates(
  db: DbOrTx,
  actor: Actor,
  query: { cooling_unit?: number | undefined; farmer?: number | undefined; lot?: number | undefined; page: number; page_size: number },
  now = new Date(),
): Promise<CrateList> {
  const conditions: SQL[] = [ownedBy(actor, crates.companyId, crates.farmerId), sql`${crates.currentGrams} > 0`];
  if (query.cooling_unit !== undefined) conditions.push(eq(crates.coolingUnitId, query.cooling_unit));
  if (query.farmer !== undefined) conditions.push(eq(crates.farmerId, query.farmer));
  if (query.lot !== undefined) conditions.push(eq(crates.lotId, query.lot));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db.select().from(crates).where(where).orderBy(asc(crates.checkedInAt), asc(crates.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(crates).where(where),
  ]);
  const records = await lotRecords(db, rows.map((crate) => crate.lotId));
  const lotIds = [...new Set(rows.map((crate) => crate.lotId))];
  const [rooms, companiesById, certificates] = await Promise.all([
    roomRefs(db, rows.map((c) => c.coolingUnitId)),
    companyRefs(db, rows.map((c) => c.companyId)),
    lotIds.length ? db.select({ lotId: storageCertificates.lotId, token: storageCertificates.token, revokedAt: storageCertificates.revokedAt }).from(storageCertificates).where(inArray(storageCertificates.lotId, lotIds)) : [],
  ]);
  const certificateOf = new Map(certificates.map((row) => [row.lotId, { token: row.token, revoked: row.revokedAt !== null }]));
  // Each crate's place in its lot (its label's link ends with it): every crate of the listed lots, gone ones too.
  // Their count is the lot's crates at check-in, among which a card's minimum per lot is shared (fees.ts).
  const placeOf = new Map<number, number>();
  const counted = new Map<number, number>();
  if (lotIds.length) {
    for (const row of await db.select({ id: crates.id, lotId: crates.lotId }).from(crates).where(inArray(crates.lotId, lotIds)).orderBy(asc(crates.id))) {
      const place = (counted.get(row.lotId) ?? 0) + 1;
      counted.set(row.lotId, place);
      placeOf.set(row.id, place);
    }
  }
  const items = rows.map((crate) => {
    const room = must(rooms, crate.coolingUnitId, 'room');
    const company = must(companiesById, crate.companyId, 'company');
    const record = must(records, crate.lotId, 'lot');
    const price = { ...record.lot, lotCrates: counted.get(crate.lotId) ?? 1 };
    return { ...presentCrate(crate, record, { metric: room.metric, timeZone: company.timeZone, at: now }, company.currency, price), lot_code: record.movementCode, certificate: certificateOf.get(crate.lotId) ?? null, lot_place: placeOf.get(crate.id) };
  });
  return { items, total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

