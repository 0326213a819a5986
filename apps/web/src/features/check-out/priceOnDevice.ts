import type { PricePreview, PricePreviewRequest, StoredCrate } from '@coldroom/contract';
import { checkoutLine, checkoutTotal, gramsToKg, kgToGrams } from '@coldroom/domain';

/**
 * The check-out's fee lines computed on the device, with no network (issue 13): the same domain code the
 * server runs (`checkoutLine`, `checkoutTotal`), from the crates as last read (their locked price, the
 * room's metric, the company's time zone, what earlier payments count) at the moment `at`. The server
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
    const charge = checkoutLine({
      pricing: crate.pricing,
      metric: crate.metric,
      weight_grams: current,
      checked_in_at: crate.checked_in_at,
      at,
      time_zone: crate.time_zone,
      paid_minor: crate.paid_towards_minor,
      part_grams: part,
    });
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
  };
}
