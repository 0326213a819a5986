import { and, eq, sql, type SQL } from 'drizzle-orm';
import { dayRangeIn, type RateCard } from '@coldroom/domain';
import type { PricingType } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { coolingUnitCrops, coolingUnits } from '../../db/schema';
import { rowsOf } from '../occupancy/queries';
import { recordRateChanges } from '../offline/history';
import { headline } from './versions';

/**
 * The room's price follows the card in force (docs/rent-rules.md §6). A version added for a later date
 * changes nothing on the day it is added; on its date, the job `rate-card-headlines` writes its headline as
 * the room crop's fixed or daily price (cooling_unit_crops), as if it had been set that morning: every reader
 * of the room's price — the room's answer and lists, the check-in's `pricing`/`rate_minor` on new lots, the
 * offline rate history (room_crop_rates, from the local midnight the version took effect) — then agrees with
 * the card, and nobody needs to know about versions to show it.
 *
 * Only room crops that ever had a version dated after the day it was added are looked at (a version from
 * today already set the price when it was added, and version 1 is the price itself). Returns how many room
 * crop prices changed.
 */
export async function bringHeadlinesInForce(db: Db, now: Date = new Date()): Promise<number> {
  // Read without locks: the room crops whose card in force today has another headline than their price.
  // Each is checked again under its room's lock before it is written.
  const rows = rowsOf<InForce & { room_id: number | string; crop_id: number | string }>(await db.execute(inForceSql(sql`true`, now)));
  let changed = 0;
  for (const row of rows.filter((found) => differs(found))) {
    if (await bringOneInForce(db, Number(row.room_id), Number(row.crop_id), now)) changed += 1;
  }
  return changed;
}

/**
 * Room crops (of rooms not deleted) that had a version dated after the day it was added, with their price and
 * the card in force on the local date of `now` in their company's zone; `where` narrows them.
 */
function inForceSql(where: SQL, now: Date): SQL {
  const on = sql`(${now.toISOString()}::timestamptz at time zone co.time_zone)::date`;
  return sql`
    select cuc.cooling_unit_id as room_id, cuc.crop_id, cuc.id as price_id, cuc.pricing, cuc.rate_minor, cuc.created_at,
      r.card, r.effective_from::text as effective_from, co.time_zone
    from cooling_unit_crops cuc
    join cooling_units cu on cu.id = cuc.cooling_unit_id and cu.deleted_at is null
    join companies co on co.id = cuc.company_id
    cross join lateral (
      select r.card, r.effective_from from rate_cards r
      where r.cooling_unit_id = cuc.cooling_unit_id and r.crop_id = cuc.crop_id and r.effective_from <= ${on}
      order by r.version desc limit 1
    ) as r
    where ${where}
      and exists (
        select 1 from rate_cards x
        where x.cooling_unit_id = cuc.cooling_unit_id and x.crop_id = cuc.crop_id
          and x.effective_from > (x.created_at at time zone co.time_zone)::date and x.effective_from <= ${on})`;
}

const cardOf = (row: InForce): RateCard => (typeof row.card === 'string' ? (JSON.parse(row.card) as RateCard) : row.card);

/** Whether the room crop's price is not the headline of its card in force. */
function differs(row: InForce): boolean {
  const next = headline(cardOf(row));
  return next.pricing !== row.pricing || next.rateMinor !== Number(row.rate_minor);
}

interface InForce {
  price_id: number | string;
  pricing: PricingType;
  rate_minor: number | string;
  created_at: Date | string;
  card: RateCard | string;
  effective_from: string | Date;
  time_zone: string;
}

/** One room crop, under its room's lock (as a price change through the room or the rate-card API takes it). */
async function bringOneInForce(db: Db, roomId: number, cropId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [room] = await tx.select({ id: coolingUnits.id, companyId: coolingUnits.companyId }).from(coolingUnits).where(eq(coolingUnits.id, roomId)).for('update');
    if (!room) return false;
    const [row] = rowsOf<InForce>(await tx.execute(inForceSql(sql`cuc.cooling_unit_id = ${roomId} and cuc.crop_id = ${cropId}`, now)));
    if (!row || !differs(row)) return false;
    const next = headline(cardOf(row));
    const was = { cropId, pricing: row.pricing, rateMinor: Number(row.rate_minor), createdAt: new Date(row.created_at) };
    // The rate history says the price changed when the version took effect: the local midnight of its date.
    const from = typeof row.effective_from === 'string' ? row.effective_from.slice(0, 10) : row.effective_from.toISOString().slice(0, 10);
    await recordRateChanges(tx, room, [was], [{ cropId, ...next }], dayRangeIn(from, row.time_zone).start);
    await tx
      .update(coolingUnitCrops)
      .set({ pricing: next.pricing, rateMinor: next.rateMinor })
      .where(and(eq(coolingUnitCrops.id, Number(row.price_id)), eq(coolingUnitCrops.cropId, cropId)));
    return true;
  });
}
