import type { CertificateFacts } from '@coldroom/contract';
import { drawQr } from '../../platform/pdf/qr';
import { MM, newDocument } from './pdf-document';

export interface CertificatePdfData {
  status: 'in_store' | 'checked_out' | 'revoked';
  code: string;
  facts: CertificateFacts | null;
  url: string;
  keyId: string;
  issuedAt: Date;
  /** The base64url envelope (content, signature, key id) kept in the information dictionary. */
  envelope: string;
}

const STATUS = { in_store: 'Still in store', checked_out: 'Checked out', revoked: 'REVOKED: this certificate is no longer valid' };
const kg = (value: number) => `${value.toLocaleString('en', { maximumFractionDigits: 2 })} kg`;
const hours = (minutes: number) => (minutes < 60 ? `${Math.round(minutes)} min` : `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`);

/** The facts as label/value lines (English: the PDF is for buyers and lenders anywhere). */
function rows(facts: CertificateFacts): [string, string][] {
  const t = facts.temperature;
  const lines: [string, string][] = [
    ['Crop', facts.crop_name],
    ['Farmer', facts.farmer_initials],
    ['Company', facts.company],
    ['Room', facts.room],
    ['Checked in', facts.checked_in_on],
    ['Checked out', facts.checked_out_on ?? '—'],
    ['At check-in', `${facts.crates_in} crates, ${kg(facts.weight_in_kg)}`],
    ['In store now', `${facts.crates_now} crates, ${kg(facts.weight_now_kg)}`],
  ];
  if (!t) return [...lines, ['Temperature', 'No record']];
  return [
    ...lines,
    ['Safe range', t.range_c ? `${t.range_c.min} to ${t.range_c.max} °C` : 'None published for this crop'],
    ['Above the range', hours(t.minutes_above)],
    ['Below the range', hours(t.minutes_below)],
    ['Peak', t.peak ? `${t.peak.temperature_c} °C on ${t.peak.date}` : '—'],
    ['Alerts', String(t.alerts)],
    ['Readings cover', `${hours(t.minutes_covered)} of ${hours(t.minutes_stored)} stored`],
  ];
}

/** The certificate as an A5 PDF; its signed envelope sits in the document information (CertificateEnvelope). */
export async function renderCertificatePdf(data: CertificatePdfData): Promise<Buffer> {
  const { doc, canvas, bytes } = await newDocument('en', {
    size: 'A5',
    info: { Title: `Storage certificate ${data.code}`, Creator: 'Coldroom', Producer: 'Coldroom', CreationDate: data.issuedAt, ModDate: data.issuedAt, CertificateEnvelope: data.envelope },
  });
  doc.addPage({ size: 'A5', margin: 0 });
  const left = 14 * MM;
  const width = doc.page.width - 28 * MM;
  let y = 14 * MM;
  y += canvas.block('Storage certificate', left, y, width, { size: 16, bold: true });
  y += canvas.block(data.code, left, y, width, { size: 24, bold: true });
  y += canvas.block(STATUS[data.status], left, y, width, { size: 12, bold: true }) + 4 * MM;
  drawQr(doc, data.url, canvas.mirrorX(doc.page.width - 14 * MM - 28 * MM, 28 * MM), 14 * MM, 28 * MM);
  if (data.facts) {
    for (const [label, value] of rows(data.facts)) {
      canvas.line(label, left, y + 10, { size: 10 });
      y += Math.max(canvas.block(value, left + 40 * MM, y, width - 40 * MM, { size: 10, bold: true }), canvas.lineHeight({ size: 10 }));
    }
  }
  y += 6 * MM;
  const footer = `Issued ${data.issuedAt.toISOString()} and signed by the server (Ed25519, key ${data.keyId}); the signed facts are in this file. Check it, or see the certificate now, at ${data.url}`;
  canvas.block(footer, left, y, width, { size: 8 });
  doc.end();
  return bytes;
}
