import QRCode from 'qrcode';
import type PDFDocument from '@foliojs-fork/pdfkit';

/**
 * Draws `text` as a QR code (error correction M) in a square of `size` points at (x, y), the modules as
 * filled rectangles (one per horizontal run). The caller leaves a white quiet zone around it.
 */
export function drawQr(doc: PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / n;
  doc.save();
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // a hair of overlap, so that anti-aliased edges between runs do not show white seams
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell + 0.05, cell + 0.05);
    }
  }
  doc.fill('#000000');
  doc.restore();
}
