import type { PdfDocumentOptions } from '@foliojs-fork/pdfkit';
import type { Language } from '@coldroom/contract';
import { fontSet } from '../../platform/pdf/fonts';
import { newReceiptDocument, type ReceiptDocument } from '../../platform/pdf/receipt-document';
import { TextCanvas } from '../../platform/pdf/text-canvas';

export const MM = 72 / 25.4;

/** A document with the receipts' Noto faces registered and a text canvas in `language`, and its bytes once ended. */
export async function newDocument(language: Language, options: PdfDocumentOptions): Promise<{ doc: ReceiptDocument; canvas: TextCanvas; bytes: Promise<Buffer> }> {
  const fonts = await fontSet();
  const doc = await newReceiptDocument({ pdfVersion: '1.5', autoFirstPage: false, lang: language, ...options });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  fonts.register(doc);
  return { doc, canvas: new TextCanvas(doc, fonts, language), bytes };
}
