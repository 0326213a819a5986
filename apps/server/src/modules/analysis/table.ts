import { fromMinor, timeZoneOffsetMinutes } from '@coldroom/domain';

/** One column of an exported table: how each row fills it, and what kind of value it is (formats differ per file type). */
export type Cell = { kind: 'text'; value: string } | { kind: 'number'; value: number | null } | { kind: 'money'; minor: number; currency: string };

export interface Column<Row> {
  header: string;
  cell: (row: Row) => Cell;
}

/** Rows of an export and its totals (a sheet of their own in XLSX). */
export interface ExportTable {
  name: string;
  headers: string[];
  rows: Cell[][];
  totals: Array<[string, Cell]>;
}

export function tableOf<Row>(name: string, columns: ReadonlyArray<Column<Row>>, rows: readonly Row[], totals: Array<[string, Cell]>): ExportTable {
  return { name, headers: columns.map((c) => c.header), rows: rows.map((row) => columns.map((c) => c.cell(row))), totals };
}

export const text = (value: string): Cell => ({ kind: 'text', value });
export const number = (value: number | null): Cell => ({ kind: 'number', value });
export const money = (minor: number, currency: string): Cell => ({ kind: 'money', minor, currency });

/** A decimal amount as a CSV shows it: 125050 NGN → "1250.50". */
export const moneyText = (cell: Extract<Cell, { kind: 'money' }>) => fromMinor(cell.minor, cell.currency);

/** An instant as the wall clock of the zone shows it: "2024-03-09 23:30". */
export function localDateTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const local = new Date(at.getTime() + timeZoneOffsetMinutes(at, timeZone) * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}
