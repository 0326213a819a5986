import type { LotRateCard } from '@coldroom/contract';
import { basisUnits, calendarDateIn, crateCharge as cardCharge, gramsToKg, pricingToCard, rateCardSummary, type RateCard, type RoomMetric } from '@coldroom/domain';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { checkOutLines, checkOuts, companies, coolingUnits, crates, crops, produceLots, type ProduceLotRow } from '../../db/schema';
import type { LotPrice } from './fees';

/** The card a lot is billed by: its own, else its pricing as a card (version 1 of the room's price, the same fee). */
export function cardOfLot(lot: LotPrice, metric: RoomMetric): RateCard {
  return lot.rateCard ?? pricingToCard({ kind: lot.pricing, rate_minor: lot.rateMinor }, metric);
}

/** The crate a breakdown shows: its check-in, the days it is priced for and the weight priced. */
export interface ExampleCrate {
  id: number;
  checkedInAt: Date;
  days: number;
  grams: number;
}

/**
 * A lot's rate card as answers carry it (docs/rent-rules.md §8): the card, its summary and one crate priced
 * by it with the same domain function, stay and weight as its fee (produce/fees.ts), so the breakdown's
 * fee is the fee shown.
 */
export function lotRateCardView(
  lot: LotPrice & Pick<ProduceLotRow, 'id' | 'rateCardId'>,
  cropCode: string,
  metric: RoomMetric,
  timeZone: string,
  example: ExampleCrate | null,
): LotRateCard {
  const card = cardOfLot(lot, metric);
  return {
    lot_id: lot.id,
    crop_id: cropCode,
    rate_card_id: lot.rateCard ? lot.rateCardId : null,
    card: { ...card, tiers: card.tiers ? [...card.tiers] : card.tiers },
    summary: rateCardSummary(card),
    example: example && crateBreakdown(card, lot.lotCrates ?? 1, timeZone, example),
  };
}

function crateBreakdown(card: RateCard, lotCrates: number, timeZone: string, crate: ExampleCrate): NonNullable<LotRateCard['example']> {
  const stay = { checked_in_on: calendarDateIn(crate.checkedInAt, timeZone), days: crate.days };
  const charge = cardCharge(card, stay, crate.grams, lotCrates);
  const units = basisUnits(card, crate.grams);
  return {
    crate_id: crate.id,
    checked_in_on: stay.checked_in_on,
    days: crate.days,
    charged_days: charge.charged_days,
    weight_kg: gramsToKg(crate.grams),
    units: Number(units.numerator) / Number(units.denominator),
    unit_minor: charge.unit_minor,
    lines: charge.lines,
    fee_minor: charge.fee_minor,
    minimum_applied: charge.minimum_applied,
  };
}

/** Each lot's crates at check-in (all its crates, gone ones too), for a card's minimum per lot; only lots whose card has one. */
export async function lotCrateCounts(db: DbOrTx, lots: readonly Pick<ProduceLotRow, 'id' | 'rateCard'>[]): Promise<Map<number, number>> {
  const perLot = [...new Set(lots.filter((lot) => lot.rateCard?.minimum?.per === 'lot').map((lot) => lot.id))];
  if (perLot.length === 0) return new Map();
  const rows = await db.select({ lotId: crates.lotId, n: count() }).from(crates).where(inArray(crates.lotId, perLot)).groupBy(crates.lotId);
  return new Map(rows.map((row) => [row.lotId, Number(row.n)]));
}

/**
 * The rate cards of stored check-outs, by check-out id: each lot of its lines (in their order) with the
 * breakdown of its first line's crate as it was charged (the days and the weight before the check-out
 * that the line kept), by the card the lot carries now.
 */
export async function checkOutRateCards(db: DbOrTx, checkOutIds: readonly number[]): Promise<Map<number, LotRateCard[]>> {
  const result = new Map<number, LotRateCard[]>();
  if (checkOutIds.length === 0) return result;
  const rows = await db
    .select({
      checkOutId: checkOutLines.checkOutId,
      crateId: checkOutLines.crateId,
      gramsBefore: checkOutLines.gramsBefore,
      days: checkOutLines.days,
      checkedInAt: crates.checkedInAt,
      lot: produceLots,
      code: crops.code,
      metric: coolingUnits.metric,
      timeZone: companies.timeZone,
    })
    .from(checkOutLines)
    .innerJoin(checkOuts, eq(checkOuts.id, checkOutLines.checkOutId))
    .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
    .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .innerJoin(coolingUnits, eq(coolingUnits.id, checkOuts.coolingUnitId))
    .innerJoin(companies, eq(companies.id, checkOuts.companyId))
    .where(inArray(checkOutLines.checkOutId, [...checkOutIds]))
    .orderBy(asc(checkOutLines.checkOutId), asc(checkOutLines.position));
  const counts = await lotCrateCounts(db, rows.map((row) => row.lot));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.checkOutId}:${row.lot.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const view = lotRateCardView({ ...row.lot, lotCrates: counts.get(row.lot.id) ?? 1 }, row.code, row.metric, row.timeZone, {
      id: row.crateId,
      checkedInAt: row.checkedInAt,
      days: row.days,
      grams: row.gramsBefore,
    });
    result.set(row.checkOutId, [...(result.get(row.checkOutId) ?? []), view]);
  }
  return result;
}
