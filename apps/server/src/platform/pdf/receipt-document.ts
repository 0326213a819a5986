import PDFDocument from '@foliojs-fork/pdfkit';

/** A PDF text string for any Unicode text: UTF-16BE with a byte-order mark, written in hex. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/**
 * pdfkit's document, able to wrap text in an /ActualText span (the characters a reader copies or
 * extracts in place of what the glyphs spell). pdfkit's own markContent() writes the span outside the
 * q…Q in which it draws text with a flipped matrix; poppler then puts the extracted text upside down
 * on the page (mirrored y, zero width). Here the span opens right before BT and closes right after ET,
 * inside the same graphics state as the glyphs, as Chromium writes it.
 */
export class ReceiptDocument extends PDFDocument {
  private actualText: string | null = null;

  /** Runs `draw` (one text() call) with its text object inside an /ActualText span. */
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
}
