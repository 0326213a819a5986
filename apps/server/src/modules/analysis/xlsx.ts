import ExcelJS from 'exceljs';
import { exponentOf } from '@coldroom/domain';
import type { Cell, ExportTable } from './table';

/** A number format showing the amount with its currency's decimals and code, e.g. `#,##0.00 "NGN"`. */
function currencyFormat(currency: string): string {
  const decimals = exponentOf(currency);
  return `#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''} "${currency}"`;
}

function put(target: ExcelJS.Cell, cell: Cell): void {
  if (cell.kind === 'text') target.value = cell.value;
  else if (cell.kind === 'number') target.value = cell.value;
  else {
    target.value = cell.minor / 10 ** exponentOf(cell.currency);
    target.numFmt = currencyFormat(cell.currency);
  }
}

/** The rows on a first sheet, the totals on a second; strings are stored as strings (never as formulas). */
export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.name);
  sheet.addRow(table.headers).font = { bold: true };
  for (const row of table.rows) {
    const added = sheet.addRow([]);
    row.forEach((cell, index) => put(added.getCell(index + 1), cell));
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const totals = book.addWorksheet('totals');
  for (const [label, cell] of table.totals) {
    const added = totals.addRow([label]);
    put(added.getCell(2), cell);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
