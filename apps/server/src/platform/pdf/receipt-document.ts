import type PDFDocument from '@foliojs-fork/pdfkit';
import type { PdfDocumentOptions } from '@foliojs-fork/pdfkit';

/** A PDF text string for any Unicode text: UTF-16BE with a byte-order mark, written in hex. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** pdfkit's document, able to wrap text in an /ActualText span (see receiptDocumentClass). */
export interface ReceiptDocument extends PDFDocument {
  /** Runs `draw` (one text() call) with its text object inside an /ActualText span. */
  withActualText(actual: string, draw: () => void): void;
}

type ReceiptDocumentClass = new (options?: PdfDocumentOptions) => ReceiptDocument;

/**
 * pdfkit's document, able to wrap text in an /ActualText span (the characters a reader copies or
 * extracts in place of what the glyphs spell). pdfkit's own markContent() writes the span outside the
 * q…Q in which it draws text with a flipped matrix; poppler then puts the extracted text upside down
 * on the page (mirrored y, zero width). Here the span opens right before BT and closes right after ET,
 * inside the same graphics state as the glyphs, as Chromium writes it.
 *
 * pdfkit is loaded with the first document, not at start-up: it and fontkit take about 0.4 s to load,
 * which a server restarting after a crash should not spend before it answers.
 */
async function receiptDocumentClass(): Promise<ReceiptDocumentClass> {
  const { default: Base } = await import('@foliojs-fork/pdfkit');
  return class extends Base implements ReceiptDocument {
    private actualText: string | null = null;

    withActualText(actual: string, draw: () => void): void {
      this.actualText = actual;
      try {
        draw();
      } finally {
        this.actualText = null;
      }
    }

    override addContent(data: string): this {
      if (this.actualText !== null && data === 'BT') super.addContent(`/Span <</ActualText ${textString(this.actualText)}>> BDC`);
      super.addContent(data);
      if (this.actualText !== null && data === 'ET') super.addContent('EMC');
      return this;
    }
  };
}

let loading: Promise<ReceiptDocumentClass> | null = null;

/** A new document (pdfkit loaded once per process, on first use). */
export async function newReceiptDocument(options?: PdfDocumentOptions): Promise<ReceiptDocument> {
  loading ??= receiptDocumentClass().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const Document = await loading;
  return new Document(options);
}
