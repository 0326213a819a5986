import type PDFDocument from '@foliojs-fork/pdfkit';
import { formatMoney, type CurrencyDisplay } from '@coldroom/domain';
import { fontSet, type FontSet } from './fonts';
import { fill, receiptStrings } from './i18n';
import { PageFlow, stampPages } from './page-flow';
import type { ReceiptData } from './receipt-data';
import { receiptFormat } from './receipt-format';
import { drawFooter, drawHeader, drawParties, drawTotals } from './receipt-sections';
import { newReceiptDocument } from './receipt-document';
import { drawLinesTable } from './receipt-table';
import { drawTemperature } from './receipt-temperature';
import { drawCertificates } from './receipt-certificates';
import { TextCanvas } from './text-canvas';

/**
 * The receipt of a check-in or check-out as a PDF, in the farmer's language: A5, black on white, Noto
 * fonts embedded (subset), Indic scripts shaped by fontkit. Nothing is read from the database or the
 * clock: the same data gives the same bytes.
 */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  return (await renderReceiptChecked(data)).pdf;
}

/** The receipt, and how many glyphs had to be drawn as an empty box (0 while every character has a face). */
export async function renderReceiptChecked(data: ReceiptData): Promise<{ pdf: Buffer; missingGlyphs: number }> {
  const fonts = await fontSet();
  const t = receiptStrings(data.language);
  const f = receiptFormat(data, t, currencyDisplay(fonts, data));
  const time = new Date(data.movement.time);
  const doc = await newReceiptDocument({
    pdfVersion: '1.5', // marked content with /ActualText
    autoFirstPage: false,
    bufferPages: true,
    lang: data.language,
    displayTitle: true,
    info: {
      Title: `${t.title[data.movement.type]} ${data.movement.code}`,
      Author: data.company.name,
      Creator: 'Coldroom',
      Producer: 'Coldroom',
      CreationDate: time,
      ModDate: time,
    },
  });
  const bytes = collect(doc);
  fonts.register(doc);
  const canvas = new TextCanvas(doc, fonts, data.language);
  const flow = new PageFlow(canvas);
  drawHeader(flow, data, t, f);
  drawParties(flow, data, t);
  drawLinesTable(flow, data.lines, t, f, data.movement.type === 'check_in', data.rateCards ?? null, data.language);
  drawTotals(flow, data, t, f);
  drawTemperature(flow, data);
  drawCertificates(flow, data.language, data.certificates ?? []);
  drawFooter(flow, data, t);
  stampPages(canvas, data.movement.code, (page, pages) => fill(t.page, { page: f.count(page), pages: f.count(pages) }));
  doc.end();
  return { pdf: await bytes, missingGlyphs: canvas.missingGlyphs };
}

/** The currency symbol ("₦", "₹") when the fonts can draw it, else the ISO code ("NGN 1,250.00"). */
function currencyDisplay(fonts: FontSet, data: ReceiptData): CurrencyDisplay {
  const sample = formatMoney(0, data.company.currency, data.language, 'narrowSymbol');
  const drawable = [...sample].every((char) => /\s/.test(char) || fonts.faces.some((face) => face.has(char.codePointAt(0) as number)));
  return drawable ? 'narrowSymbol' : 'code';
}

function collect(doc: PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
