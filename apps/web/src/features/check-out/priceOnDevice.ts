import type { LotRateCard, PricePreview, PricePreviewRequest, StoredCrate } from '@coldroom/contract';
import { calendarDateIn, checkoutLine, checkoutTotal, crateCharge, gramsToKg, kgToGrams, partFee, storageDays, type CheckoutLine, type Grams, type RateCard } from '@coldroom/domain';
import { lotRateCardOnDevice } from '../../lib/rateCardsOnDevice';

/**
 * One crate's fee, due and line at `at`, as the server prices it (apps/server/src/modules/produce/fees.ts): a lot
 * that carries a rate card (the crate list's `rate_card` with a version) by the card through the domain's
 * crateCharge (its minimum per lot shared by the lot's crates at check-in), else by its plain price.
 */
export function crateLineOnDevice(crate: StoredCrate, at: Date, part: Grams): CheckoutLine {
  const current = kgToGrams(crate.weight_kg);
  const card = crate.rate_card && crate.rate_card.rate_card_id !== null ? (crate.rate_card.card as RateCard) : null;
  if (card) {
    const days = storageDays(crate.checked_in_at, at, crate.time_zone);
    const fee = crateCharge(card, { checked_in_on: calendarDateIn(crate.checked_in_at, crate.time_zone), days }, current, crate.lot_crates ?? 1).fee_minor;
    const due = Math.max(0, fee - crate.paid_towards_minor);
    return { days, fee_minor: fee, due_minor: due, line_minor: partFee(due, current, part) };
  }
  return checkoutLine({
    pricing: crate.pricing,
    metric: crate.metric,
    weight_grams: current,
    checked_in_at: crate.checked_in_at,
    at,
    time_zone: crate.time_zone,
    paid_minor: crate.paid_towards_minor,
    part_grams: part,
  });
}

/** Each lot of the lines (in their order) with its card and its first line's crate worked out, as the server's preview carries them. */
function rateCardsOnDevice(lines: PricePreview['lines'], crates: readonly StoredCrate[]): LotRateCard[] {
  const cards: LotRateCard[] = [];
  for (const line of lines) {
    if (cards.some((card) => card.lot_id === line.lot_id)) continue;
    const crate = crates.find((candidate) => candidate.id === line.crate_id)!;
    if (!crate.rate_card) continue;
    cards.push(
      lotRateCardOnDevice(
        { lotId: crate.lot_id, cropId: crate.crop_id, rateCardId: crate.rate_card.rate_card_id, card: crate.rate_card.card as RateCard },
        { crateId: crate.id, checkedInOn: calendarDateIn(crate.checked_in_at, crate.time_zone), days: line.days, grams: kgToGrams(crate.weight_kg), lotCrates: crate.lot_crates ?? 1 },
      ),
    );
  }
  return cards;
}

/**
 * The check-out's fee lines computed on the device, with no network (issue 13): the same domain code the
 * server runs (`crateCharge` with the lot's rate card, else `checkoutLine`; `checkoutTotal`), from the crates
 * as last read (their lot's card or locked price, the room's metric, the company's time zone, what earlier
 * payments count) at the moment `at`, with each lot's breakdown (issue 29). The server
 * computes it again at sync and refuses the check-out if its amount differs (domain rules §10).
 * Null when a chosen crate is not among those known, or asks for more than it holds.
 */
export function priceOnDevice(crates: readonly StoredCrate[], request: PricePreviewRequest, at: Date): PricePreview | null {
  const lines: PricePreview['lines'] = [];
  for (const line of request.lines) {
    const crate = crates.find((candidate) => candidate.id === line.crate_id);
    if (!crate || crate.weight_kg <= 0) return null;
    const current = kgToGrams(crate.weight_kg);
    const part = line.weight_kg == null ? current : kgToGrams(line.weight_kg);
    if (part > current) return null;
    const charge = crateLineOnDevice(crate, at, part);
    lines.push({
      crate_id: crate.id,
      lot_id: crate.lot_id,
      crop_id: crate.crop_id,
      tag: crate.tag,
      current_weight_kg: crate.weight_kg,
      weight_kg: gramsToKg(part),
      remaining_weight_kg: gramsToKg(current - part),
      whole: part === current,
      days: charge.days,
      fee_minor: charge.fee_minor,
      due_minor: charge.due_minor,
      line_minor: charge.line_minor,
    });
  }
  const dues = lines.map((line) => line.line_minor);
  const total = checkoutTotal(dues, request.discount_minor ?? 0);
  const subtotal = dues.reduce((sum, due) => sum + due, 0);
  return {
    cooling_unit_id: request.cooling_unit_id,
    farmer_id: request.farmer_id,
    currency: crates[0]?.currency ?? '',
    at: at.toISOString(),
    lines,
    subtotal_minor: subtotal,
    max_discount_minor: subtotal,
    discount_minor: total.ok ? total.discount_minor : 0,
    total_minor: total.ok ? total.total_minor : subtotal,
    rate_cards: rateCardsOnDevice(lines, crates),
  };
}
