import { fill, type ReceiptStrings } from './i18n';
import { STYLE, type PageFlow } from './page-flow';
import type { ReceiptData } from './receipt-data';
import { totalGrams, type ReceiptFormat } from './receipt-format';
import type { TextStyle } from './text-canvas';

const LOGO = { width: 96, height: 52 } as const;

/** pdfkit reads PNG and JPEG; anything else (WebP, a broken upload) is left out rather than failing. */
function logoKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Logo top left, the company beside it; on the right what this paper is: title, code, date. */
export function drawHeader(flow: PageFlow, data: ReceiptData, t: ReceiptStrings, f: ReceiptFormat): void {
  const { canvas } = flow;
  const top = flow.y;
  let left = flow.x;
  let logoHeight = 0;
  const logo = data.company.logo;
  if (logo && logoKind(logo)) {
    try {
      canvas.doc.image(Buffer.from(logo), canvas.mirrorX(flow.x, LOGO.width), top, { fit: [LOGO.width, LOGO.height] });
      left += LOGO.width + 10;
      logoHeight = LOGO.height;
    } catch {
      // an image pdfkit cannot decode: the receipt goes out without it
    }
  }
  const rightWidth = 150;
  const right = flow.x + flow.width - rightWidth;
  const leftWidth = right - 10 - left;
  let leftHeight = canvas.block(data.company.name, left, top, leftWidth, STYLE.company);
  const { address, phone } = data.company;
  leftHeight += canvas.block(address ? `${address}, ${f.country}` : f.country, left, top + leftHeight, leftWidth, STYLE.body);
  if (phone) leftHeight += canvas.block(`${t.phone}: ${phone}`, left, top + leftHeight, leftWidth, STYLE.body);
  let rightHeight = canvas.block(t.title[data.movement.type], right, top, rightWidth, STYLE.title, 'right');
  rightHeight += canvas.block(data.movement.code, right, top + rightHeight, rightWidth, STYLE.code, 'right');
  rightHeight += canvas.block(f.dateTime, right, top + rightHeight, rightWidth, STYLE.body, 'right');
  flow.y = top + Math.max(logoHeight, leftHeight, rightHeight) + 6;
  flow.rule(1.2, 8);
}

type Row = [label: string, value: string | null | undefined, style: TextStyle];

/** Label and value side by side, baselines aligned; returns the height. */
function labelled(flow: PageFlow, x: number, width: number, labelWidth: number, [label, value, style]: Row): number {
  const shift = (style.size - STYLE.label.size) * 1.1;
  const labelHeight = flow.canvas.block(label, x, flow.y + shift, labelWidth - 6, STYLE.label);
  const valueHeight = flow.canvas.block(value ?? '', x + labelWidth, flow.y, width - labelWidth, style);
  return Math.max(labelHeight + shift, valueHeight);
}

/** Who and where: the farmer on the left, the room and the operator on the right. */
export function drawParties(flow: PageFlow, data: ReceiptData, t: ReceiptStrings): void {
  const gap = 16;
  const columnWidth = (flow.width - gap) / 2;
  const columns: Row[][] = [
    [
      [t.farmer, data.farmer.name, STYLE.bodyBold],
      [t.phone, data.farmer.phone, STYLE.body],
      [t.farmerCode, data.farmer.userCode, STYLE.body],
    ],
    [
      [t.room, data.room.name, STYLE.bodyBold],
      [t.location, data.room.location, STYLE.body],
      [t.operator, data.operatorName, STYLE.body],
    ],
  ];
  const top = flow.y;
  let bottom = top;
  columns.forEach((rows, i) => {
    const shown = rows.filter(([, value]) => value);
    const widest = Math.max(...shown.map(([label]) => flow.canvas.width(label, STYLE.label)));
    const labelWidth = Math.min(widest + 10, columnWidth * 0.45);
    flow.y = top;
    for (const row of shown) flow.y += labelled(flow, flow.x + i * (columnWidth + gap), columnWidth, labelWidth, row) + 2;
    bottom = Math.max(bottom, flow.y);
  });
  flow.y = bottom + 4;
  flow.rule(0.6, 6);
}

/** Count and weight on the left; subtotal, discount, total and payment on the right. */
export function drawTotals(flow: PageFlow, data: ReceiptData, t: ReceiptStrings, f: ReceiptFormat): void {
  const { canvas } = flow;
  const width = 210;
  const x = flow.x + flow.width - width;
  const rows: [string, string, TextStyle][] = [[t.subtotal, f.money(data.subtotalMinor), STYLE.body]];
  if (data.discountMinor !== 0) rows.push([t.discount, f.money(-data.discountMinor), STYLE.body]);
  const line = canvas.lineHeight(STYLE.body);
  const needed = rows.length * line + canvas.lineHeight(STYLE.total) + 3 * line + 16;
  flow.ensure(needed);
  flow.y += 4;
  const summary = `${f.crates(data.lines.length)} · ${f.kg(totalGrams(data))} ${t.kg}`;
  if (data.estimate) {
    flow.y += canvas.block(summary, flow.x, flow.y, flow.width, STYLE.body) + 4;
    drawEstimate(flow, data.estimate, t, f);
    return;
  }
  const summaryHeight = canvas.block(summary, flow.x, flow.y, flow.width - width - 10, STYLE.body);
  // a check-in that charges nothing yet: no money rows, only what was taken in
  const charged = data.payment !== null || data.totalMinor !== 0 || data.lines.some((item) => item.feeMinor !== null);
  if (!charged) {
    flow.y += summaryHeight + 6;
    return;
  }
  for (const [label, amount, style] of rows) {
    canvas.block(label, x, flow.y, width * 0.5, style);
    flow.y += canvas.block(amount, x + width * 0.5, flow.y, width * 0.5, style, 'right');
  }
  flow.y += 2;
  canvas.doc.lineWidth(0.9).moveTo(x, flow.y).lineTo(x + width, flow.y).stroke();
  flow.y += 3;
  canvas.block(t.total, x, flow.y, width * 0.5, STYLE.total);
  flow.y += canvas.block(f.money(data.totalMinor), x + width * 0.5, flow.y, width * 0.5, STYLE.total, 'right') + 6;
  if (data.payment) drawPayment(flow, x, width, `${t.payment}: ${t.methods[data.payment.method]}`, data.payment.paid ? t.paid : t.unpaid);
  flow.y += 6;
}

/** A check-in: the price locked for each crop, then what the planned days would cost, in bold. */
function drawEstimate(flow: PageFlow, estimate: NonNullable<ReceiptData['estimate']>, t: ReceiptStrings, f: ReceiptFormat): void {
  const { canvas } = flow;
  const line = canvas.lineHeight(STYLE.body);
  flow.ensure((estimate.rules.length + 1) * line + canvas.lineHeight(STYLE.total) + 16);
  for (const rule of estimate.rules) {
    const price = fill(t.price[rule.kind][rule.metric], { price: f.money(rule.rateMinor) });
    flow.y += canvas.block(`${rule.cropName}: ${price}`, flow.x, flow.y, flow.width, STYLE.body);
  }
  flow.y += 4;
  const width = flow.width;
  canvas.block(t.estimate, flow.x, flow.y, width * 0.6, STYLE.total);
  flow.y += canvas.block(f.money(estimate.totalMinor), flow.x + width * 0.6, flow.y, width * 0.4, STYLE.total, 'right') + 6;
}

/** The method, and paid or not in a box: the one thing a reader must not miss. */
function drawPayment(flow: PageFlow, x: number, width: number, method: string, status: string): void {
  const { canvas } = flow;
  const statusWidth = canvas.width(status, STYLE.bodyBold) + 12;
  const height = canvas.lineHeight(STYLE.bodyBold) + 2;
  canvas.block(method, x, flow.y + 1, width - statusWidth - 6, STYLE.body);
  canvas.doc.lineWidth(1.2).rect(canvas.mirrorX(x + width - statusWidth, statusWidth), flow.y, statusWidth, height).stroke();
  canvas.block(status, x + width - statusWidth, flow.y + 1, statusWidth, STYLE.bodyBold, 'center');
  flow.y += height + 2;
}

/** Thank-you and how to reach the company, centred under a rule. */
export function drawFooter(flow: PageFlow, data: ReceiptData, t: ReceiptStrings): void {
  const { canvas } = flow;
  const message = data.footer?.message || t.thanks;
  const contact = data.footer?.contact ? `${t.contact}: ${data.footer.contact}` : null;
  const height = canvas.blockHeight(message, flow.width, STYLE.body) + (contact ? canvas.blockHeight(contact, flow.width, STYLE.label) : 0);
  flow.ensure(height + 10);
  flow.rule(0.6, 6);
  flow.y += canvas.block(message, flow.x, flow.y, flow.width, STYLE.body, 'center');
  if (contact) flow.y += canvas.block(contact, flow.x, flow.y, flow.width, STYLE.label, 'center');
}
