import { OPERATION_PREFIX, type CheckIn, type CheckOut, type LotCertificate } from '@coldroom/contract';
import type { TFunction } from 'i18next';
import { apiFetch } from '../api';
import { formatDate, formatDateTime } from '../format';
import { cropLabel } from '../quantities';
import { encodeGatePass, encodeLabels, encodeReceipt, initialsOf, type CrateLabelPrint, type LabelWords, type PaperWidth, type PaperWords, type ReceiptLot } from './layout';
import { loadPrintFonts, rasteriseInBrowser } from './rasterise';

/** What the screens print, from what they already hold: the words in the language of the person printing. */

const paperWords = (t: TFunction): PaperWords => ({
  checkInReceipt: t('printing.paper.checkInReceipt'),
  checkOutReceipt: t('printing.paper.checkOutReceipt'),
  gatePass: t('printing.paper.gatePass'),
  code: t('printing.paper.code'),
  date: t('printing.paper.date'),
  farmer: t('printing.paper.farmer'),
  room: t('printing.paper.room'),
  crates: t('printing.paper.crates'),
  weight: t('printing.paper.weight'),
  subtotal: t('printing.paper.subtotal'),
  discount: t('printing.paper.discount'),
  total: t('printing.paper.total'),
  plannedFee: t('printing.paper.plannedFee'),
  paid: t('printing.paper.paid'),
  owed: t('printing.paper.owed'),
  thanks: t('printing.paper.thanks'),
});
const labelWords = (t: TFunction): LabelWords => ({
  crate: t('printing.paper.crate'),
  farmer: t('printing.paper.farmer'),
  room: t('printing.paper.room'),
  date: t('printing.paper.date'),
  weight: t('printing.paper.weight'),
});

const initials = (farmer: CheckIn['farmer'], t: TFunction) => (farmer.is_walk_in ? t('glossary.walkInCustomer') : initialsOf(farmer.name));

async function options(width: PaperWidth, texts: string[]) {
  await loadPrintFonts(texts);
  return { width, rasterise: rasteriseInBrowser };
}

export async function checkInReceiptBytes(checkIn: CheckIn, width: PaperWidth, t: TFunction, language: string): Promise<Uint8Array> {
  const lots: ReceiptLot[] = checkIn.lots.map((lot) => ({ crop: cropLabel(lot.crop_id, language), crates: lot.crates.length, weightKg: lot.crates.reduce((sum, crate) => sum + crate.weight_kg, 0) }));
  const words = paperWords(t);
  return encodeReceipt(
    {
      type: 'check_in', company: checkIn.company.name, code: checkIn.movement.code, date: formatDateTime(checkIn.movement.time, language) ?? '',
      farmerInitials: initials(checkIn.farmer, t), room: checkIn.cooling_unit.name, lots, currency: checkIn.currency, plannedFeeMinor: checkIn.planned_fee_minor,
    },
    words,
    await options(width, [...Object.values(words), ...lots.map((lot) => lot.crop)]),
  );
}

function checkOutLots(checkOut: CheckOut, language: string): ReceiptLot[] {
  const byLot = new Map<number, ReceiptLot>();
  for (const line of checkOut.lines) {
    const lot = byLot.get(line.lot_id) ?? { crop: cropLabel(line.crop_id, language), crates: 0, weightKg: 0 };
    lot.crates += 1;
    lot.weightKg += line.weight_kg;
    byLot.set(line.lot_id, lot);
  }
  return [...byLot.values()];
}

export async function checkOutReceiptBytes(checkOut: CheckOut, width: PaperWidth, t: TFunction, language: string): Promise<Uint8Array> {
  const lots = checkOutLots(checkOut, language);
  const words = paperWords(t);
  return encodeReceipt(
    {
      type: 'check_out', company: checkOut.company.name, code: checkOut.movement.code, date: formatDateTime(checkOut.movement.time, language) ?? '',
      farmerInitials: initials(checkOut.farmer, t), room: checkOut.cooling_unit.name, lots, currency: checkOut.currency,
      subtotalMinor: checkOut.subtotal_minor, discountMinor: checkOut.discount_minor, totalMinor: checkOut.total_minor, paid: checkOut.paid,
    },
    words,
    await options(width, [...Object.values(words), ...lots.map((lot) => lot.crop)]),
  );
}

export async function gatePassBytes(checkOut: CheckOut, width: PaperWidth, t: TFunction, language: string): Promise<Uint8Array> {
  const words = paperWords(t);
  return encodeGatePass(
    {
      company: checkOut.company.name, code: checkOut.movement.code, date: formatDateTime(checkOut.movement.time, language) ?? '',
      farmerInitials: initials(checkOut.farmer, t), room: checkOut.cooling_unit.name, crates: checkOut.crates, weightKg: checkOut.weight_kg,
      currency: checkOut.currency, totalMinor: checkOut.total_minor, paid: checkOut.paid,
    },
    words,
    await options(width, Object.values(words)),
  );
}

/** GET /operation/v1/produce/{id}/certificate/ (made on first ask): the link each label's QR holds; null when revoked. */
async function certificateUrl(lotId: number): Promise<string | null> {
  const certificate = await apiFetch<LotCertificate>(`${OPERATION_PREFIX}/produce/${lotId}/certificate/`);
  return certificate.revoked_at ? null : certificate.url;
}

/** One label per crate of the check-in, in its order (lots, then crates), as the PDF labels. */
export async function labelBytes(checkIn: CheckIn, width: PaperWidth, t: TFunction, language: string): Promise<Uint8Array> {
  const urls = await Promise.all(checkIn.lots.map((lot) => certificateUrl(lot.id)));
  const total = checkIn.lots.reduce((sum, lot) => sum + lot.crates.length, 0);
  const date = formatDate(checkIn.movement.time, language) ?? '';
  let number = 0;
  // Each crate's QR names the crate: the lot's link and the crate's place in its lot (by crate id), as the server's labels.
  const labels: CrateLabelPrint[] = checkIn.lots.flatMap((lot, index) => {
    const places = new Map([...lot.crates].sort((a, b) => a.id - b.id).map((crate, i) => [crate.id, i + 1]));
    return lot.crates.map((crate) => ({
      code: checkIn.movement.code, crate: `${(number += 1)}/${total}`, tag: crate.tag, crop: cropLabel(lot.crop_id, language),
      farmerInitials: initials(checkIn.farmer, t), room: checkIn.cooling_unit.name, date, weightKg: crate.weight_kg,
      certificateUrl: urls[index] ? `${urls[index]}/${places.get(crate.id)}` : null,
    }));
  });
  const words = labelWords(t);
  return encodeLabels(labels, words, await options(width, [...Object.values(words), ...labels.map((label) => label.crop)]));
}
