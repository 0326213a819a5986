/**
 * Reads an uploaded spreadsheet into a header and rows of text cells (docs/import-rules.md "The file"). The
 * format is decided by the bytes: a zip is XLSX (its unpacked size checked before it is opened, zip-bounds.ts),
 * an OLE file is the old .xls (refused), anything else must be UTF-8 text without NUL bytes (CSV with `,`, `;`
 * or a tab). Formulas are never evaluated: they are marked.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_CELL, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MAX_XLSX_ENTRIES, IMPORT_MAX_XLSX_UNPACKED_BYTES, type ImportFileProblem } from '@coldroom/contract';
import { AppError } from '../../platform/errors';
import { zipBoundsProblem } from './zip-bounds';

export interface SheetRow {
  /** The row's line in the file (the header is line 1 in a CSV without blank lines). */
  line: number;
  /** Cells as text; a formula (XLSX) is its text after "=", never its result; a CSV cell is as written. */
  cells: string[];
}

export interface Sheet {
  format: 'csv' | 'xlsx';
  headers: string[];
  rows: SheetRow[];
}

const MESSAGES: Record<ImportFileProblem, string> = {
  not_text: 'This is not a CSV or XLSX file (or not UTF-8 text): save it as "CSV UTF-8" or as an Excel workbook (.xlsx).',
  old_excel_format: 'This is an old Excel file (.xls): save it as an Excel workbook (.xlsx) or as "CSV UTF-8".',
  xlsx_broken: 'This Excel file cannot be opened: save it again as .xlsx or as "CSV UTF-8".',
  xlsx_too_large: `This Excel file unpacks to more than ${IMPORT_MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB (or holds more than ${IMPORT_MAX_XLSX_ENTRIES} parts): save it as "CSV UTF-8" or split it into several files.`,
  csv_malformed: 'The CSV file has a quote that is never closed.',
  empty_file: 'The file has no rows under its header line.',
  too_many_rows: `The file has more than ${IMPORT_MAX_ROWS} rows: split it into several files.`,
  too_many_columns: `The file has more than ${IMPORT_MAX_COLUMNS} columns.`,
  cell_too_long: `A cell is longer than ${IMPORT_MAX_CELL} characters.`,
};

export function fileProblem(problem: ImportFileProblem, where?: string): AppError {
  return new AppError(400, 'file_not_readable', where ? `${MESSAGES[problem]} (${where})` : MESSAGES[problem], { file: problem });
}

const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32BE(0) === 0x504b0304;
const isOle = (data: Buffer) => data.length >= 8 && data.readUInt32BE(0) === 0xd0cf11e0 && data.readUInt32BE(4) === 0xa1b11ae1;

export async function readSheet(data: Buffer): Promise<Sheet> {
  if (isOle(data)) throw fileProblem('old_excel_format');
  const raw = isZip(data) ? await readXlsx(data) : readCsv(data);
  return finish(raw);
}

function finish(sheet: Sheet): Sheet {
  const nonBlank = sheet.rows.filter((row) => row.cells.some((cell) => cell !== ''));
  const [header, ...rows] = nonBlank;
  if (!header || rows.length === 0) throw fileProblem('empty_file');
  if (rows.length > IMPORT_MAX_ROWS) throw fileProblem('too_many_rows');
  const width = Math.max(header.cells.length, ...rows.map((row) => row.cells.length));
  if (width > IMPORT_MAX_COLUMNS) throw fileProblem('too_many_columns');
  for (const row of [header, ...rows]) {
    const long = row.cells.findIndex((cell) => cell.length > IMPORT_MAX_CELL);
    if (long !== -1) throw fileProblem('cell_too_long', `line ${row.line}, column ${long + 1}`);
  }
  const headers = Array.from({ length: width }, (_, i) => header.cells[i] ?? '');
  return { format: sheet.format, headers, rows };
}

/** The separator of the header line: `,`, `;` or a tab, whichever occurs most outside quotes. */
export function detectSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = new Map<string, number>([[',', 0], [';', 0], ['\t', 0]]);
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![1] > 0 ? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] : ',';
}

function readCsv(data: Buffer): Sheet {
  if (data.includes(0)) throw fileProblem('not_text');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw fileProblem('not_text');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Control characters other than tab and line ends: not a spreadsheet's text.
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw fileProblem('not_text');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectSeparator(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // A quote inside an unquoted cell ("5" crates") is text, as spreadsheet programs write it.
      relax_quotes: true,
      max_record_size: IMPORT_MAX_CELL * IMPORT_MAX_COLUMNS * 4,
      to_line: IMPORT_MAX_ROWS + 50,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const code = (error as { code?: string }).code;
    const line = (error as { lines?: number }).lines;
    if (code === 'CSV_MAX_RECORD_SIZE') throw fileProblem('cell_too_long', line ? `line ${line}` : undefined);
    throw fileProblem('csv_malformed', line ? `line ${line}` : undefined);
  }
  // More lines than read: the file is longer than the row limit.
  if (records.length >= IMPORT_MAX_ROWS + 50) throw fileProblem('too_many_rows');
  return {
    format: 'csv',
    headers: [],
    rows: records.map(({ record, info }) => {
      // A leading apostrophe is a spreadsheet's "this is text" mark, which every CSV the app writes puts before
      // = + - @ (a rejected-rows file with "'+234…" phones): it is dropped, so "'=SUM(…)" is a formula again.
      const cells = record.map((cell) => cell.trim().replace(/^'(?=[=+\-@])/, ''));
      return { line: info.lines, cells };
    }),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text; dates as YYYY-MM-DD (Excel keeps them as UTC days). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function readXlsx(data: Buffer): Promise<Sheet> {
  // The zip's directory and unpacked size first: a zip bomb never reaches the spreadsheet library.
  const bounds = zipBoundsProblem(data);
  if (bounds) throw fileProblem(bounds);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw fileProblem('xlsx_broken');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fileProblem('empty_file');
  if (sheet.rowCount > IMPORT_MAX_ROWS + 50) throw fileProblem('too_many_rows');
  if (sheet.columnCount > IMPORT_MAX_COLUMNS) throw fileProblem('too_many_columns');
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      const value = cell.value;
      // A formula is kept as its text ("=SUM(A1:A3)"), never its cached result: the row is refused later.
      const formula = typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
      cells[column - 1] = formula ? `=${String((value as { formula?: string; sharedFormula?: string }).formula ?? (value as { sharedFormula?: string }).sharedFormula ?? '')}`.slice(0, IMPORT_MAX_CELL) : cellText(value).trim();
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return { format: 'xlsx', headers: [], rows };
}
