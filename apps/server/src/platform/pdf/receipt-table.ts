import type { ReceiptStrings } from './i18n';
import { STYLE, type PageFlow } from './page-flow';
import type { ReceiptData, ReceiptLine } from './receipt-data';
import { breakdownSentence, rateCardSentence } from './rate-card-text';
import type { ReceiptFormat } from './receipt-format';
import type { Align } from './text-canvas';

interface Column {
  width: number;
  align: Align;
  head: (t: ReceiptStrings, checkIn: boolean) => string;
  cell: (line: ReceiptLine, index: number, f: ReceiptFormat) => string;
}

const DASH = '–';
const GAP = 6;

/** Fixed widths in points; the crop column takes what is left of the content width. */
const COLUMNS: Column[] = [
  { width: 16, align: 'left', head: () => '#', cell: (_, i, f) => f.count(i + 1) },
  { width: 0, align: 'left', head: (t) => t.crop, cell: (line) => line.cropName },
  { width: 64, align: 'left', head: (t) => t.crate, cell: (line) => line.crateTag },
  { width: 54, align: 'right', head: (t) => t.weightKg, cell: (line, _, f) => f.kg(line.weightGrams) },
  { width: 36, align: 'right', head: (t, checkIn) => (checkIn ? t.plannedDays : t.days), cell: (line, _, f) => (line.daysStored === null ? DASH : f.count(line.daysStored)) },
  { width: 84, align: 'right', head: (t) => t.fee, cell: (line, _, f) => (line.feeMinor === null ? DASH : f.money(line.feeMinor)) },
];

/** Left edge and width of each column for a content width. */
function layout(x: number, width: number): { x: number; width: number }[] {
  const fixed = COLUMNS.reduce((sum, column) => sum + column.width, 0) + GAP * (COLUMNS.length - 1);
  let left = x;
  return COLUMNS.map((column) => {
    const w = column.width || width - fixed;
    const box = { x: left, width: w };
    left += w + GAP;
    return box;
  });
}

/** One row of cells, wrapped within their columns; returns its height. */
function drawRow(flow: PageFlow, texts: string[], style: typeof STYLE.table, draw: boolean): number {
  const boxes = layout(flow.x, flow.width);
  let height = 0;
  texts.forEach((text, i) => {
    const box = boxes[i] as { x: number; width: number };
    const column = COLUMNS[i] as Column;
    height = Math.max(
      height,
      draw
        ? flow.canvas.block(text, box.x, flow.y, box.width, style, column.align)
        : flow.canvas.blockHeight(text, box.width, style),
    );
  });
  return height;
}

function drawHead(flow: PageFlow, heads: string[]): void {
  flow.y += drawRow(flow, heads, STYLE.tableHead, true) + 1;
  flow.rule(0.9, 3);
}

/**
 * The crates: crop, crate tag, weight, days stored and fee per line (a check-in: the planned days and
 * their estimate). Rows never split across pages;
 * the column heads repeat at the top of each new page.
 */
export function drawLinesTable(
  flow: PageFlow,
  lines: readonly ReceiptLine[],
  t: ReceiptStrings,
  f: ReceiptFormat,
  checkIn = false,
  rateCards: ReceiptData['rateCards'] = null,
  language: ReceiptData['language'] = 'en',
): void {
  const heads = COLUMNS.map((column) => column.head(t, checkIn));
  flow.ensure(drawRow(flow, heads, STYLE.tableHead, false) + 3 * flow.canvas.lineHeight(STYLE.table));
  drawHead(flow, heads);
  lines.forEach((line, index) => {
    const cells = COLUMNS.map((column) => column.cell(line, index, f));
    const height = drawRow(flow, cells, STYLE.table, false);
    if (flow.ensure(height + 3)) drawHead(flow, heads);
    drawRow(flow, cells, STYLE.table, true);
    flow.y += height + 1;
    // under a lot's last line: its rate card and one crate's fee worked out
    const card = line.lotId === undefined || lines[index + 1]?.lotId === line.lotId ? undefined : rateCards?.find((entry) => entry.rateCard.lot_id === line.lotId);
    if (card) {
      if (flow.ensure(drawBreakdown(flow, card, t, f, language, false) + 3)) drawHead(flow, heads);
      flow.y += drawBreakdown(flow, card, t, f, language, true) + 1;
    }
    flow.rule(0.3, 2);
  });
}

/** A lot's card and its example crate's breakdown, in small type from the crop column to the right edge; returns the height. */
function drawBreakdown(flow: PageFlow, entry: NonNullable<ReceiptData['rateCards']>[number], t: ReceiptStrings, f: ReceiptFormat, language: ReceiptData['language'], draw: boolean): number {
  const format = { language, money: f.money, number: f.number };
  const { summary, example } = entry.rateCard;
  const texts = [`${entry.cropName}: ${rateCardSentence(summary, t, format)}`];
  if (example) texts.push(breakdownSentence(summary, example, t, format));
  const indent = (COLUMNS[0] as Column).width + GAP;
  const x = flow.x + indent;
  const width = flow.width - indent;
  let height = 0;
  for (const text of texts) height += draw ? flow.canvas.block(text, x, flow.y + height, width, STYLE.small) : flow.canvas.blockHeight(text, width, STYLE.small);
  return height;
}
