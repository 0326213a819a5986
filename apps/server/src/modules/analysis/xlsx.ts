import { PassThrough } from 'node:stream';
import { exponentOf } from '@coldroom/domain';
import type { Cell, ExportTable } from './table';

/** A number format showing the amount with its currency's decimals and code, e.g. `#,##0.00 "NGN"`. */
function currencyFormat(currency: string): string {
  const decimals = exponentOf(currency);
  return `#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''} "${currency}"`;
}

const valueOf = (cell: Cell) => (cell.kind === 'money' ? cell.minor / 10 ** exponentOf(cell.currency) : cell.value);

/** The currency every money cell of a column shares (its format then belongs to the column), or null. */
function columnCurrency(rows: Cell[][], index: number): string | null {
  let currency: string | null = null;
  for (const row of rows) {
    const cell = row[index];
    if (cell?.kind !== 'money') return null;
    if (currency !== null && cell.currency !== currency) return null;
    currency = cell.currency;
  }
  return currency;
}

/**
 * The rows on a first sheet, the totals on a second; strings are stored as strings (never as formulas).
 * Written with ExcelJS's streaming writer, rows as plain values and money formats per column where a column
 * has one currency (the revenue export always does): the workbook model cost more than the query behind it.
 */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  // Loaded on the first export, not at start-up: ExcelJS and its zip stack take about 0.4 s to load.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(table.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const currencies = table.headers.map((_, index) => (table.rows.length > 0 ? columnCurrency(table.rows, index) : null));
  sheet.columns = currencies.map((currency) => (currency ? { style: { numFmt: currencyFormat(currency) } } : {}));
  const header = sheet.addRow(table.headers);
  header.font = { bold: true };
  header.commit();
  for (const row of table.rows) {
    const added = sheet.addRow(row.map(valueOf));
    row.forEach((cell, index) => {
      if (cell.kind === 'money' && !currencies[index]) added.getCell(index + 1).numFmt = currencyFormat(cell.currency);
    });
    added.commit();
  }
  sheet.commit();
  const totals = book.addWorksheet('totals');
  for (const [label, cell] of table.totals) {
    const added = totals.addRow([label, valueOf(cell)]);
    if (cell.kind === 'money') added.getCell(2).numFmt = currencyFormat(cell.currency);
    added.commit();
  }
  totals.commit();
  await book.commit();
  return Buffer.concat(chunks);
}
