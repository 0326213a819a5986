import type { CoolingUnit, LotRateCard, RoomRateCard } from '@coldroom/contract';
import { basisUnits, crateCharge, gramsToKg, pricingToCard, rateCardSummary, type CalendarDate, type RateCard, type RoomMetric } from '@coldroom/domain';

/**
 * Rate cards on the phone (issue 29, docs/rent-rules.md §7): the room answer the phone keeps carries its
 * crops' cards in force today and the versions that take effect later; a crate of the crate list carries its
 * lot's card. The check-in estimate and an offline check-out price with them through the domain's
 * crateCharge, as the server does (apps/server/src/modules/produce/fees.ts); the server prices again at sync.
 */

/**
 * The version of a room's crop card in force on a date (`YYYY-MM-DD`, the company's zone), as the server takes
 * it: the highest version effective on or before it. Null when the room answer carries none for the crop.
 */
export function roomCardOn(room: Pick<CoolingUnit, 'rate_cards'>, crop: string, on: CalendarDate): RoomRateCard | null {
  let found: RoomRateCard | null = null;
  for (const version of room.rate_cards ?? []) {
    if (version.crop !== crop || version.effective_from > on) continue;
    if (!found || version.version > found.version) found = version;
  }
  return found;
}

/** The crate a breakdown shows: its check-in date, days priced, the weight priced and the lot's crates at check-in. */
export interface DeviceExample {
  crateId: number;
  checkedInOn: CalendarDate;
  days: number;
  grams: number;
  lotCrates: number;
}

/** A lot's rate card as the server's answers carry it (lotRateCardView), worked out on the phone. */
export function lotRateCardOnDevice(lot: { lotId: number; cropId: string; rateCardId: number | null; card: RateCard }, example: DeviceExample | null): LotRateCard {
  const { card } = lot;
  let breakdown: LotRateCard['example'] = null;
  if (example) {
    const charge = crateCharge(card, { checked_in_on: example.checkedInOn, days: example.days }, example.grams, example.lotCrates);
    const units = basisUnits(card, example.grams);
    breakdown = {
      crate_id: example.crateId,
      checked_in_on: example.checkedInOn,
      days: example.days,
      charged_days: charge.charged_days,
      weight_kg: gramsToKg(example.grams),
      units: Number(units.numerator) / Number(units.denominator),
      unit_minor: charge.unit_minor,
      lines: charge.lines,
      fee_minor: charge.fee_minor,
      minimum_applied: charge.minimum_applied,
    };
  }
  return {
    lot_id: lot.lotId,
    crop_id: lot.cropId,
    rate_card_id: lot.rateCardId,
    card: { ...card, tiers: card.tiers ? [...card.tiers] : card.tiers },
    summary: rateCardSummary(card),
    example: breakdown,
  };
}

/** A plain price as its card (version 1 of a room's price: the same fee). */
export const cardOfPrice = (pricing: 'fixed' | 'daily', rateMinor: number, metric: RoomMetric): RateCard => pricingToCard({ kind: pricing, rate_minor: rateMinor }, metric);
