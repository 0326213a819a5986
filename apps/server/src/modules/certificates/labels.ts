import { and, asc, eq } from 'drizzle-orm';
import { calendarDateIn, cropById, cropName, gramsToKg } from '@coldroom/domain';
import type { Language, LabelFormat } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import { checkIns, crates, crops, movements, produceLots, users } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyRefs, farmerRefs, must, roomRefs } from '../movements/refs';
import { initialsOf } from './facts';
import { MM, newDocument } from './pdf-document';
import { drawQr } from '../../platform/pdf/qr';
import { certificateUrl, crateUrl, ensureCertificates } from './service';
import type { TextCanvas } from '../../platform/pdf/text-canvas';
import type { ReceiptDocument } from '../../platform/pdf/receipt-document';

export interface CrateLabel {
  url: string;
  code: string;
  /** "3/30" and the crate's tag when it has one. */
  crate: string;
  crop: string;
  initials: string;
  room: string;
  date: string;
  weight: string;
}

/** The labels of a check-in of the actor's company (another company's: 404), one per crate. */
export async function checkInLabels(ctx: AppContext, actor: Actor, checkInId: number): Promise<{ labels: CrateLabel[]; language: Language; code: string }> {
  if (actor.companyId === null) throw errors.notFound('The check-in');
  const [checkIn] = await ctx.db
    .select({ id: checkIns.id, companyId: checkIns.companyId, farmerId: checkIns.farmerId, roomId: checkIns.coolingUnitId, code: movements.code, time: movements.time })
    .from(checkIns)
    .innerJoin(movements, eq(movements.id, checkIns.movementId))
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.companyId, actor.companyId)))
    .limit(1);
  if (!checkIn) throw errors.notFound('The check-in');
  const [rows, [me], companies, farmers, rooms] = await Promise.all([
    ctx.db
      .select({ lotId: crates.lotId, tag: crates.tag, grams: crates.initialGrams, crop: crops.code })
      .from(crates)
      .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(eq(crates.checkInId, checkIn.id))
      .orderBy(asc(produceLots.position), asc(crates.id)),
    ctx.db.select({ language: users.language }).from(users).where(eq(users.id, actor.userId)),
    companyRefs(ctx.db, [checkIn.companyId]),
    farmerRefs(ctx.db, [checkIn.farmerId]),
    roomRefs(ctx.db, [checkIn.roomId]),
  ]);
  const language = (me?.language ?? 'en') as Language;
  const company = must(companies, checkIn.companyId, 'company');
  const certificates = await ensureCertificates(
    ctx.db,
    [...new Set(rows.map((row) => row.lotId))].map((id) => ({ id, companyId: checkIn.companyId })),
  );
  const initials = initialsOf(must(farmers, checkIn.farmerId, 'farmer').name);
  const room = must(rooms, checkIn.roomId, 'room').name;
  const date = calendarDateIn(checkIn.time, company.timeZone);
  // Each crate's QR names the crate: the lot's link and the crate's place in its lot (1, 2, …, by crate id).
  const placeInLot = new Map<number, number>();
  const labels = rows.map((row, i) => {
    const crop = cropById(row.crop);
    const place = (placeInLot.get(row.lotId) ?? 0) + 1;
    placeInLot.set(row.lotId, place);
    return {
      url: crateUrl(certificateUrl(ctx, certificates.get(row.lotId)!.token), place),
      code: checkIn.code,
      crate: [`${i + 1}/${rows.length}`, row.tag].filter(Boolean).join('  '),
      crop: crop ? cropName(crop, language) : row.crop,
      initials,
      room,
      date,
      weight: `${gramsToKg(row.grams).toLocaleString(language, { maximumFractionDigits: 2 })} kg`,
    };
  });
  return { labels, language, code: checkIn.code };
}

/** Label and page sizes (docs/certificates-and-labels.md §6), in points. */
export const LABEL_LAYOUTS: Record<LabelFormat, { page: [number, number]; label: [number, number]; columns: number; rows: number; top: number; left: number }> = {
  a4: { page: [210 * MM, 297 * MM], label: [70 * MM, 37 * MM], columns: 3, rows: 8, top: 0.5 * MM, left: 0 },
  '58mm': { page: [58 * MM, 40 * MM], label: [58 * MM, 40 * MM], columns: 1, rows: 1, top: 0, left: 0 },
  '80mm': { page: [80 * MM, 50 * MM], label: [80 * MM, 50 * MM], columns: 1, rows: 1, top: 0, left: 0 },
};

function drawLabel(doc: ReceiptDocument, canvas: TextCanvas, label: CrateLabel, x: number, y: number, [width, height]: [number, number]) {
  const pad = 2.5 * MM;
  const qr = Math.min(height - 2 * pad, width * 0.45);
  drawQr(doc, label.url, canvas.mirrorX(x + pad, qr), y + (height - qr) / 2, qr);
  const textX = x + pad + qr + 2 * MM;
  const textWidth = width - (textX - x) - pad;
  const big = { size: height > 45 * MM ? 20 : 16, bold: true };
  const small = { size: height > 45 * MM ? 8.5 : 7 };
  let top = y + pad - 1;
  top += canvas.block(label.code, textX, top, textWidth, big) - big.size * 0.25;
  for (const text of [label.crate, `${label.crop} · ${label.weight}`, label.initials, label.room, label.date]) {
    canvas.line(canvas.wrap(text, small, textWidth)[0] ?? '', textX, top + small.size * 1.1, small);
    top += small.size * 1.35;
  }
}

/** The labels as a PDF: an A4 sheet of 3 × 8 or a thermal strip, one label per crate. */
export async function renderLabels(labels: readonly CrateLabel[], language: Language, format: LabelFormat, title: string): Promise<Buffer> {
  const layout = LABEL_LAYOUTS[format];
  const { doc, canvas, bytes } = await newDocument(language, { info: { Title: title, Creator: 'Coldroom', Producer: 'Coldroom' } });
  const perPage = layout.columns * layout.rows;
  const top = format === 'a4' ? (layout.page[1] - layout.rows * layout.label[1]) / 2 : 0;
  const left = (layout.page[0] - layout.columns * layout.label[0]) / 2;
  labels.forEach((label, i) => {
    const slot = i % perPage;
    if (slot === 0) doc.addPage({ size: layout.page, margin: 0 });
    const x = left + (slot % layout.columns) * layout.label[0];
    const y = top + Math.floor(slot / layout.columns) * layout.label[1];
    drawLabel(doc, canvas, label, x, y, layout.label);
  });
  if (labels.length === 0) doc.addPage({ size: layout.page, margin: 0 });
  doc.end();
  return bytes;
}
