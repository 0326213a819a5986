import { intlLocale } from '@coldroom/contract';
import type PDFDocument from '@foliojs-fork/pdfkit';
import type { Language, PaymentMethod, Statement } from '@coldroom/contract';
import { countedTerm, cropById, cropName, formatMoney, glossaryOf, type CurrencyDisplay } from '@coldroom/domain';
import { fontSet, type FontSet } from './fonts';
import { fill, receiptStrings } from './i18n';
import { PageFlow, STYLE, stampPages } from './page-flow';
import { drawCertificates, type CertificateLink } from './receipt-certificates';
import { newReceiptDocument } from './receipt-document';
import { rateCardSentence } from './rate-card-text';
import { statementStrings } from './statement-strings';
import { TextCanvas, type Align, type TextStyle } from './text-canvas';

/** Everything a statement PDF shows; the renderer reads no database and no clock. */
export interface StatementPdfData {
  language: Language;
  company: { name: string; currency: string };
  statement: Statement;
  /** The farmer's lots in store with the company, as certificate QR codes under the table (docs/certificates-and-labels.md). */
  certificates?: readonly CertificateLink[];
}

/** A calendar date ("2026-03-09") in the language, read as that day wherever the server runs. */
export function statementDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The currency symbol when the fonts draw it, else the ISO code (as receipts do). */
function currencyDisplay(fonts: FontSet, currency: string, language: Language): CurrencyDisplay {
  const sample = formatMoney(0, currency, language, 'narrowSymbol');
  return [...sample].every((char) => /\s/.test(char) || fonts.faces.some((face) => face.has(char.codePointAt(0) as number))) ? 'narrowSymbol' : 'code';
}

interface Column {
  width: number;
  align: Align;
}
/** Date, description (takes what is left), amount, balance. */
const COLUMNS: Column[] = [
  { width: 64, align: 'left' },
  { width: 0, align: 'left' },
  { width: 78, align: 'right' },
  { width: 78, align: 'right' },
];
const GAP = 6;

function drawRow(flow: PageFlow, cells: string[], style: TextStyle, draw: boolean): number {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width, 0) + GAP * (COLUMNS.length - 1);
  let x = flow.x;
  let height = 0;
  cells.forEach((text, i) => {
    const column = COLUMNS[i]!;
    const width = column.width || flow.width - fixed;
    height = Math.max(height, draw ? flow.canvas.block(text, x, flow.y, width, style, column.align) : flow.canvas.blockHeight(text, width, style));
    x += width + GAP;
  });
  return height;
}

/**
 * A farmer's statement of account with one company as a PDF (domain-rules §11): A5 like receipts, in the
 * farmer's language with the receipts' fonts and shaping; opening balance, the lines with their running
 * balance, closing balance.
 */
export async function renderStatement(data: StatementPdfData): Promise<Buffer> {
  const { language, statement } = data;
  const fonts = await fontSet();
  const t = statementStrings(language);
  const r = receiptStrings(language);
  const display = currencyDisplay(fonts, data.company.currency, language);
  const money = (minor: number) => formatMoney(minor, data.company.currency, language, display);
  const kg = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 3 });
  const whole = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 0 });
  const crates = (n: number) => countedTerm(language, glossaryOf(language).crates, n, whole.format(n));
  const period = fill(t.period, { from: statementDate(statement.from, language), to: statementDate(statement.to, language) });
  const doc = await newReceiptDocument({
    pdfVersion: '1.5',
    autoFirstPage: false,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: { Title: `${t.title} ${statement.farmer.name}`, Author: data.company.name, Creator: 'Coldroom', Producer: 'Coldroom' },
  });
  const bytes = collect(doc);
  fonts.register(doc);
  const canvas = new TextCanvas(doc, fonts, language);
  const flow = new PageFlow(canvas);

  // Heading: the company on the left; what this is and its period on the right.
  const top = flow.y;
  const half = (flow.width - 10) / 2;
  const left = canvas.block(data.company.name, flow.x, top, half, STYLE.company);
  let right = canvas.block(t.title, flow.x + half + 10, top, half, STYLE.title, 'right');
  right += canvas.block(period, flow.x + half + 10, top + right, half, STYLE.body, 'right');
  flow.y = top + Math.max(left, right) + 6;
  flow.rule(1.2, 8);
  flow.y += canvas.block(`${r.farmer}: ${statement.farmer.name}`, flow.x, flow.y, flow.width, STYLE.bodyBold);
  if (statement.farmer.phone) flow.y += canvas.block(`${r.phone}: ${statement.farmer.phone}`, flow.x, flow.y, flow.width, STYLE.body);
  flow.y += 6;

  const heads = [t.date, t.description, t.amount, t.balance];
  const head = () => {
    flow.y += drawRow(flow, heads, STYLE.tableHead, true) + 1;
    flow.rule(0.9, 3);
  };
  flow.ensure(drawRow(flow, heads, STYLE.tableHead, false) + 3 * canvas.lineHeight(STYLE.table));
  head();
  const row = (cells: string[], style: TextStyle) => {
    const height = drawRow(flow, cells, style, false);
    if (flow.ensure(height + 3)) head();
    drawRow(flow, cells, style, true);
    flow.y += height + 1;
    flow.rule(0.3, 2);
  };
  row([statementDate(statement.from, language), t.opening, '', money(statement.opening_minor)], STYLE.bodyBold);
  for (const line of statement.lines) {
    const method = (m: PaymentMethod | null) => (m ? ` (${r.methods[m]})` : '');
    const description =
      line.kind === 'check_out'
        ? `${fill(t.checkOut, { code: line.code ?? '' })} · ${crates(line.crates ?? 0)} · ${kg.format(line.weight_kg ?? 0)} ${r.kg}`
        : line.kind === 'opening_balance'
          ? t.earlierBalance
          : `${line.kind === 'payment' ? t.payment : t.reversal}${method(line.payment_method)}${line.code ? ` ${line.code}` : ''}`;
    row([statementDate(line.date, language), description, money(line.amount_minor), money(line.balance_minor)], STYLE.table);
    // a check-out's lots and the cards they were charged by (docs/rent-rules.md §8), under its line
    for (const card of line.rate_cards ?? []) {
      const crop = cropById(card.crop_id);
      const text = `${crop ? cropName(crop, language) : card.crop_id}: ${rateCardSentence(card.summary, r, { language, money, number: (value) => kg.format(value) })}`;
      const x = flow.x + COLUMNS[0]!.width + GAP;
      const width = flow.width - COLUMNS[0]!.width - GAP;
      flow.ensure(canvas.blockHeight(text, width, STYLE.small) + 3);
      flow.y += canvas.block(text, x, flow.y, width, STYLE.small) + 2;
    }
  }
  row([statementDate(statement.to, language), t.closing, '', money(statement.closing_minor)], STYLE.total);
  flow.y += 8;
  drawCertificates(flow, language, data.certificates ?? []);
  stampPages(canvas, period, (page, pages) => fill(r.page, { page: String(page), pages: String(pages) }));
  doc.end();
  return bytes;
}

function collect(doc: PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
