import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOutLines, checkOuts, crates, crops, movements, produceLots, users, farmers, type CrateRow, type ProduceLotRow } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { ownedBy } from '../movements/scope';
import type { LotStay } from './temperature-record';

export interface LotRecord {
  lot: ProduceLotRow;
  cropCode: string;
  roomId: number;
  companyId: number;
  farmerId: number;
  checkInId: number;
  movementCode: string;
  checkedInAt: Date;
}

export interface ProduceFilter {
  cooling_unit?: number | undefined;
  farmer?: number | undefined;
  crop?: string | undefined;
  search?: string | undefined;
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Lots the actor may see. In storage only: lots of the actor's crates still in storage, found from the
 * crates (which carry company, farmer and room), so partial indexes on crates in storage find them
 * without reading the company's whole history.
 */
function lotConditions(actor: Actor, filter: ProduceFilter, inStorageOnly: boolean): SQL {
  const conditions: SQL[] = [];
  if (inStorageOnly) {
    const stored: SQL[] = [gt(crates.currentGrams, 0), ownedBy(actor, crates.companyId, crates.farmerId)];
    if (filter.cooling_unit !== undefined) stored.push(eq(crates.coolingUnitId, filter.cooling_unit));
    if (filter.farmer !== undefined) stored.push(eq(crates.farmerId, filter.farmer));
    // = any(array(…)): the lot ids are gathered once and each lot is then read by its key; as `in (…)` the
    // planner would rather hash them against every lot of every company.
    conditions.push(sql`${produceLots.id} = any(array(select ${crates.lotId} from ${crates} where ${and(...stored)}))`);
  } else {
    conditions.push(ownedBy(actor, checkIns.companyId, checkIns.farmerId));
    if (filter.cooling_unit !== undefined) conditions.push(eq(checkIns.coolingUnitId, filter.cooling_unit));
    if (filter.farmer !== undefined) conditions.push(eq(checkIns.farmerId, filter.farmer));
  }
  if (filter.crop) conditions.push(eq(crops.code, filter.crop));
  if (filter.search) {
    const pattern = escapeLike(filter.search);
    conditions.push(
      or(
        ilike(crops.code, pattern),
        ilike(movements.code, pattern),
        sql`exists (select 1 from ${farmers} f join ${users} u on u.id = f.user_id where f.id = ${checkIns.farmerId} and (u.first_name || ' ' || u.last_name) ilike ${pattern})`,
        sql`exists (select 1 from crates t where t.lot_id = ${produceLots.id} and t.tag ilike ${pattern})`,
      )!,
    );
  }
  return and(...conditions)!;
}

const lotColumns = {
  lot: produceLots,
  cropCode: crops.code,
  roomId: checkIns.coolingUnitId,
  companyId: checkIns.companyId,
  farmerId: checkIns.farmerId,
  checkInId: checkIns.id,
  movementCode: movements.code,
  checkedInAt: movements.time,
};

/** A page of lots with crates in storage that the actor may see, newest check-in first. */
export async function pageOfLots(db: DbOrTx, actor: Actor, filter: ProduceFilter & { page: number; page_size: number }) {
  const where = lotConditions(actor, filter, true);
  const from = () =>
    db
      .select(lotColumns)
      .from(produceLots)
      .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
      .innerJoin(movements, eq(movements.id, checkIns.movementId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId));
  const [rows, [count]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(movements.time), asc(produceLots.position), desc(produceLots.id))
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(produceLots)
      .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
      .innerJoin(movements, eq(movements.id, checkIns.movementId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(where),
  ]);
  return { rows: rows as LotRecord[], total: count?.n ?? 0 };
}

/** One lot the actor may see (in storage or not), or undefined. */
export async function oneLot(db: DbOrTx, actor: Actor, id: number): Promise<LotRecord | undefined> {
  const [row] = await db
    .select(lotColumns)
    .from(produceLots)
    .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
    .innerJoin(movements, eq(movements.id, checkIns.movementId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(and(eq(produceLots.id, id), lotConditions(actor, {}, false)))
    .limit(1);
  return row as LotRecord | undefined;
}

/** Lots by id, for rows already limited to what the actor may see (crates). */
export async function lotRecords(db: DbOrTx, ids: readonly number[]): Promise<Map<number, LotRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = (await db
    .select(lotColumns)
    .from(produceLots)
    .innerJoin(checkIns, eq(checkIns.id, produceLots.checkInId))
    .innerJoin(movements, eq(movements.id, checkIns.movementId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(inArray(produceLots.id, wanted))) as LotRecord[];
  return new Map(rows.map((row) => [row.lot.id, row]));
}

/** The crates of these lots, by lot; `inStorageOnly` leaves out crates that have left. */
export async function cratesOfLots(db: DbOrTx, lotIds: readonly number[], inStorageOnly: boolean): Promise<Map<number, CrateRow[]>> {
  const byLot = new Map<number, CrateRow[]>();
  if (lotIds.length === 0) return byLot;
  const where = inStorageOnly ? and(inArray(crates.lotId, [...lotIds]), sql`${crates.currentGrams} > 0`) : inArray(crates.lotId, [...lotIds]);
  for (const crate of await db.select().from(crates).where(where).orderBy(asc(crates.id))) {
    byLot.set(crate.lotId, [...(byLot.get(crate.lotId) ?? []), crate]);
  }
  return byLot;
}

/** When each lot's last crate left (the last check-out that took one of its crates), for lots with none left. */
export async function lotEnds(db: DbOrTx, lotIds: readonly number[]): Promise<Map<number, Date>> {
  if (lotIds.length === 0) return new Map();
  const rows = await db
    .select({ lot: crates.lotId, at: sql<Date | string>`max(${movements.time})` })
    .from(crates)
    .innerJoin(checkOutLines, eq(checkOutLines.crateId, crates.id))
    .innerJoin(checkOuts, eq(checkOuts.id, checkOutLines.checkOutId))
    .innerJoin(movements, eq(movements.id, checkOuts.movementId))
    .where(inArray(crates.lotId, [...lotIds]))
    .groupBy(crates.lotId);
  return new Map(rows.map((row) => [row.lot, new Date(row.at)]));
}

/** A lot's stay for its temperature record. */
export function lotStay(record: LotRecord, timeZone: string, to: Date | null): LotStay {
  return { lotId: record.lot.id, roomId: record.roomId, companyId: record.companyId, cropCode: record.cropCode, from: record.checkedInAt, to, timeZone };
}
