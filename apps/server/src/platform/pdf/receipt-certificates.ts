import type { Language } from '@coldroom/contract';
import { STYLE, type PageFlow } from './page-flow';
import { drawQr } from './qr';

const MM = 72 / 25.4;
const QR = 22 * MM;

/** The section's heading: what the codes are for, in the receipt's language. */
const HEADING: Record<Language, string> = {
  en: 'Storage certificate: scan to check',
  hi: 'भंडारण प्रमाणपत्र: जाँचने के लिए स्कैन करें',
  or: 'ସଂରକ୍ଷଣ ପ୍ରମାଣପତ୍ର: ଯାଞ୍ଚ ପାଇଁ ସ୍କାନ୍ କରନ୍ତୁ',
  gu: 'સંગ્રહ પ્રમાણપત્ર: તપાસવા સ્કેન કરો',
  fr: 'Certificat de stockage : scannez pour vérifier',
  pt: 'Certificado de armazenamento: leia para verificar',
  ha: 'Takardar shaidar ajiya: karanta lambar QR don tabbatarwa',
  yo: 'Ìwé ẹ̀rí ìpamọ́: ṣàyẹ̀wò rẹ̀ láti jẹ́rìísí',
  ig: 'Asambodo nchekwa: nyochaa ka i lelee ya',
  sw: 'Cheti cha kuhifadhi: skani ili kukagua',
  ar: 'شهادة التخزين: امسح الرمز للتحقق',
};

export interface CertificateLink {
  cropName: string;
  url: string;
}

/** Lots' certificates as QR codes with their crops beneath, side by side (receipts, statements). Nothing without links. */
export function drawCertificates(flow: PageFlow, language: Language, lots: readonly CertificateLink[]): void {
  if (lots.length === 0) return;
  const { canvas } = flow;
  const cell = QR + 8 * MM;
  const perRow = Math.max(1, Math.floor(flow.width / cell));
  const rowHeight = QR + canvas.lineHeight(STYLE.small) + 4;
  flow.ensure(canvas.lineHeight(STYLE.bodyBold) + rowHeight + 4);
  flow.y += canvas.block(HEADING[language] ?? HEADING.en, flow.x, flow.y, flow.width, STYLE.bodyBold) + 2;
  for (let start = 0; start < lots.length; start += perRow) {
    flow.ensure(rowHeight);
    lots.slice(start, start + perRow).forEach((lot, i) => {
      const x = flow.x + i * cell;
      drawQr(canvas.doc, lot.url, canvas.mirrorX(x, QR), flow.y, QR);
      canvas.line(canvas.wrap(lot.cropName, STYLE.small, cell - 2)[0] ?? '', x, flow.y + QR + STYLE.small.size * 1.2, STYLE.small);
    });
    flow.y += rowHeight;
  }
  flow.y += 4;
}
