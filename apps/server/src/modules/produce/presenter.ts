import type { ProduceItem, StoredCrate } from '@coldroom/contract';
import { daysStored, gramsToKg, sumMinor } from '@coldroom/domain';
import type { CrateRow } from '../../db/schema';
import type { CompanyRef, FarmerRef, RoomRef } from '../movements/refs';
import { crateCharge, paidTowards, plannedCrateFee, type FeeContext, type LotPrice } from './fees';
import { lotRateCardView } from './rate-card-view';
import type { PickupFigures } from './pickup';
import type { LotRecord } from './stock';

/**
 * A crate with its fees now; a crate that has left owes nothing more. `lot`: its lot's price (with its
 * crates at check-in, for a minimum per lot), the lot row when not given.
 */
export function presentCrate(crate: CrateRow, record: LotRecord, ctx: FeeContext, currency: string, lot: LotPrice = record.lot): StoredCrate {
  const inStorage = crate.currentGrams > 0;
  const charge = inStorage ? crateCharge(crate, lot, ctx) : null;
  return {
    id: crate.id,
    lot_id: crate.lotId,
    check_in_id: crate.checkInId,
    cooling_unit_id: crate.coolingUnitId,
    farmer_id: crate.farmerId,
    crop_id: record.cropCode,
    tag: crate.tag,
    initial_weight_kg: gramsToKg(crate.initialGrams),
    weight_kg: gramsToKg(crate.currentGrams),
    planned_days: crate.plannedDays,
    checked_in_at: crate.checkedInAt.toISOString(),
    days_stored: daysStored(crate.checkedInAt, ctx.at, ctx.timeZone),
    days_charged: charge?.days ?? 0,
    currency,
    fee_minor: charge?.fee_minor ?? 0,
    billed_minor: crate.billedMinor,
    fee_due_minor: charge?.due_minor ?? 0,
    planned_fee_minor: inStorage ? plannedCrateFee(crate, lot, ctx.metric, { checkedInAt: crate.checkedInAt, timeZone: ctx.timeZone }) : 0,
    pricing: { kind: record.lot.pricing, rate_minor: record.lot.rateMinor },
    metric: ctx.metric,
    time_zone: ctx.timeZone,
    paid_towards_minor: paidTowards(crate, ctx.metric),
    rate_card: lotRateCardView(
      { ...lot, id: record.lot.id, rateCardId: record.lot.rateCardId },
      record.cropCode,
      ctx.metric,
      ctx.timeZone,
      charge ? { id: crate.id, checkedInAt: crate.checkedInAt, days: charge.days, grams: crate.currentGrams } : null,
    ),
    ...(lot.lotCrates === undefined ? {} : { lot_crates: lot.lotCrates }),
  };
}

export interface LotFacts {
  room: RoomRef;
  company: CompanyRef;
  farmer: FarmerRef;
  crates: readonly CrateRow[];
  pickup: PickupFigures;
  at: Date;
}

/** A produce card: the lot, what is left of it, what it costs now and how long it keeps. */
export function presentLot(record: LotRecord, facts: LotFacts): ProduceItem {
  const { room, company, farmer, at } = facts;
  const ctx: FeeContext = { metric: room.metric, timeZone: company.timeZone, at };
  const left = facts.crates.filter((crate) => crate.currentGrams > 0);
  const planned = left.map((crate) => crate.plannedDays).filter((days): days is number => days !== null);
  // A rate card's minimum per lot is shared among the lot's crates at check-in (docs/rent-rules.md §3).
  const lot = { ...record.lot, lotCrates: facts.crates.length };
  // the breakdown shows the lot's first crate in storage, priced as its fee is now
  const first = left[0];
  const example = first ? { crate: first, days: crateCharge(first, lot, ctx).days } : null;
  return {
    id: record.lot.id,
    check_in_id: record.checkInId,
    movement_code: record.movementCode,
    company: { id: company.id, name: company.name },
    cooling_unit: { id: room.id, name: room.name, metric: room.metric },
    farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.is_walk_in },
    crop_id: record.cropCode,
    harvest: record.lot.harvest,
    notes: record.lot.notes,
    checked_in_at: record.checkedInAt.toISOString(),
    days_stored: daysStored(record.checkedInAt, at, company.timeZone),
    crates: left.length,
    weight_kg: gramsToKg(left.reduce((sum, crate) => sum + crate.currentGrams, 0)),
    initial_crates: facts.crates.length,
    initial_weight_kg: gramsToKg(facts.crates.reduce((sum, crate) => sum + crate.initialGrams, 0)),
    planned_days: planned.length > 0 ? Math.max(...planned) : null,
    currency: company.currency,
    pricing: record.lot.pricing,
    rate_minor: record.lot.rateMinor,
    fee_due_minor: sumMinor(left.map((crate) => crateCharge(crate, lot, ctx).due_minor)),
    planned_fee_minor: sumMinor(left.map((crate) => plannedCrateFee(crate, lot, room.metric, { checkedInAt: crate.checkedInAt, timeZone: company.timeZone }))),
    time_to_pickup_days: facts.pickup.time_to_pickup_days,
    pickup_urgency: facts.pickup.pickup_urgency,
    quality: facts.pickup.quality,
    rate_card: lotRateCardView(lot, record.cropCode, room.metric, company.timeZone, example && { id: example.crate.id, checkedInAt: example.crate.checkedInAt, days: example.days, grams: example.crate.currentGrams }),
  };
}
