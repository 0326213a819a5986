import { moneyText, type Cell, type ExportTable } from './table';

const BOM = '\uFEFF';
/** Cells a spreadsheet would run as a formula (or that hide one behind a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe: a leading single quote before formula characters, then RFC 4180 quoting. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell(cell: Cell): string {
  if (cell.kind === 'text') return csvText(cell.value);
  if (cell.kind === 'money') return moneyText(cell);
  return cell.value === null ? '' : String(cell.value);
}

/** UTF-8 with a byte-order mark (so spreadsheet programs read non-Latin names right), CRLF line ends. */
export function toCsv(table: ExportTable): Buffer {
  const lines = [table.headers.map(csvText).join(','), ...table.rows.map((row) => row.map(csvCell).join(','))];
  return Buffer.from(BOM + lines.join('\r\n') + '\r\n', 'utf8');
}
