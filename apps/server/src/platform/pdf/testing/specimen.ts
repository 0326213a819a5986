import type { Language } from '@coldroom/contract';
import { fontSet } from '../fonts';
import { newReceiptDocument } from '../receipt-document';
import { TextCanvas } from '../text-canvas';
import type { Box } from './pixels';

const MARGIN = 20;

/**
 * A page with one line per text, drawn the way receipts draw text (same fonts, runs and shaping), and
 * the band each line occupies in an image of the page rendered at `dpi`.
 */
export async function renderSpecimen(language: Language, texts: readonly string[], size: number, dpi: number) {
  const fonts = await fontSet();
  const doc = await newReceiptDocument({ autoFirstPage: false, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  fonts.register(doc);
  const canvas = new TextCanvas(doc, fonts, language);
  const lineHeight = canvas.lineHeight({ size });
  doc.addPage({ size: [800, MARGIN * 2 + lineHeight * texts.length], margin: 0 });
  const scale = dpi / 72;
  const bands: Box[] = texts.map((text, i) => {
    const top = MARGIN + i * lineHeight;
    canvas.block(text, MARGIN, top, 800 - 2 * MARGIN, { size });
    return { x: 0, y: Math.floor(top * scale), width: Math.ceil(800 * scale), height: Math.ceil(lineHeight * scale) };
  });
  doc.end();
  await ended;
  return { pdf: Buffer.concat(chunks), bands, missingGlyphs: canvas.missingGlyphs };
}
