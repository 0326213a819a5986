/**
 * Imports (docs/import-rules.md): upload and check, another mapping, the preview, start, progress, the
 * rejected rows, the templates. Service providers of the company only (routes.ts); another company's
 * import is 404.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  IMPORT_FIELDS,
  IMPORT_PAGE_SIZE,
  type Import,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type Language,
} from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { companies, importMappings, importRows, imports, type ImportRowRecord } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import type { AppContext } from '../../app-context';
import { checkRows, type CheckedRow, type CompanyFacts, type RawRow } from './check';
import { JOB_IMPORT_APPLY } from './job';
import { readSheet } from './read-file';
import { fold } from './values';
import { FIELD_NAMES, PROBLEM_TEXTS, REASON_HEADER, TEMPLATE_EXAMPLES } from './words';

const STORE_CHUNK = 1000;

function companyIdOf(actor: Actor): number {
  if (actor.companyId === null) throw errors.forbidden();
  return actor.companyId;
}

async function companyFacts(db: DbOrTx, companyId: number): Promise<CompanyFacts> {
  const [company] = await db
    .select({ id: companies.id, country: companies.country, currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw errors.forbidden();
  return company;
}

export function presentImport(row: ImportRowRecord): Import {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    file_name: row.fileName,
    headers: row.headers,
    mapping: row.mapping,
    total: row.totalRows,
    valid: row.validRows,
    unchanged: row.unchangedRows,
    rejected: row.rejectedRows,
    applied: row.appliedRows,
    welcome_sms: row.welcomeSms,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The header names a field is known by: its key and its name in every language. */
function namesOf(field: ImportField): Set<string> {
  return new Set([fold(field), ...Object.values(FIELD_NAMES[field]).map(fold)]);
}

/** A mapping from the headers' names; the remembered one when the company's last file of this kind had the same headers. */
export function guessMapping(kind: ImportKind, headers: readonly string[], remembered?: { headers: string[]; mapping: ImportMapping }): ImportMapping {
  if (remembered && remembered.headers.map(fold).join('\u0000') === headers.map(fold).join('\u0000')) return remembered.mapping;
  const folded = headers.map(fold);
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[kind] as readonly ImportField[]) {
    const names = namesOf(field);
    const index = folded.findIndex((header) => names.has(header));
    mapping[field] = index === -1 ? null : index;
  }
  return mapping;
}

/** Keeps the kind's fields and columns that exist; 400 naming a column beyond the file's. */
function cleanMapping(kind: ImportKind, headers: readonly string[], mapping: ImportMapping): ImportMapping {
  const clean: ImportMapping = {};
  const problems: Record<string, string> = {};
  for (const field of IMPORT_FIELDS[kind] as readonly ImportField[]) {
    const column = mapping[field];
    if (column !== undefined && column !== null && column >= headers.length) problems[`mapping.${field}`] = 'unknown_column';
    clean[field] = column ?? null;
  }
  if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
  return clean;
}

async function storeChecked(db: DbOrTx, importId: number, companyId: number, rows: readonly CheckedRow[], replace: boolean): Promise<void> {
  for (let start = 0; start < rows.length; start += STORE_CHUNK) {
    const chunk = rows.slice(start, start + STORE_CHUNK);
    if (!replace) {
      await db.insert(importRows).values(
        chunk.map((row) => ({ importId, companyId, rowNumber: row.rowNumber, cells: row.cells, values: row.values, status: row.status, problems: row.problems })),
      );
      continue;
    }
    const json = JSON.stringify(chunk.map((row) => ({ row_number: row.rowNumber, values: row.values, status: row.status, problems: row.problems })));
    await db.execute(sql`
      update import_rows r set values = x.values, status = x.status, problems = x.problems
      from jsonb_to_recordset(${json}::jsonb) as x(row_number int, values jsonb, status text, problems jsonb)
      where r.import_id = ${importId} and r.row_number = x.row_number`);
  }
}

const countsOf = (rows: readonly CheckedRow[]) => ({
  validRows: rows.filter((row) => row.status === 'valid').length,
  unchangedRows: rows.filter((row) => row.status === 'unchanged').length,
  rejectedRows: rows.filter((row) => row.status === 'rejected').length,
});

async function remember(db: DbOrTx, companyId: number, kind: ImportKind, headers: string[], mapping: ImportMapping) {
  await db
    .insert(importMappings)
    .values({ companyId, kind, headers, mapping })
    .onConflictDoUpdate({ target: [importMappings.companyId, importMappings.kind], set: { headers, mapping, updatedAt: new Date() } });
}

/** POST …/imports/: reads the whole file first (a bad file stores nothing), then stores its rows checked. */
export async function createImport(db: Db, actor: Actor, kind: ImportKind, fileName: string, data: Buffer): Promise<Import> {
  const companyId = companyIdOf(actor);
  const sheet = await readSheet(data);
  const company = await companyFacts(db, companyId);
  const [remembered] = await db.select().from(importMappings).where(and(eq(importMappings.companyId, companyId), eq(importMappings.kind, kind)));
  const mapping = guessMapping(kind, sheet.headers, remembered);
  const raw: RawRow[] = sheet.rows.map((row) => ({ rowNumber: row.line, cells: row.cells }));
  const checked = await checkRows(db, company, kind, mapping, raw);
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(imports)
      .values({ companyId, kind, fileName, headers: sheet.headers, mapping, totalRows: raw.length, ...countsOf(checked), createdBy: actor.userId })
      .returning();
    await storeChecked(tx, made!.id, companyId, checked, false);
    return presentImport(made!);
  });
}

export async function importFor(db: DbOrTx, actor: Actor, id: number, forUpdate = false): Promise<ImportRowRecord> {
  const query = db.select().from(imports).where(and(eq(imports.id, id), eq(imports.companyId, companyIdOf(actor))));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw errors.notFound('The import');
  return row;
}

export async function listImports(db: Db, actor: Actor): Promise<{ items: Import[] }> {
  const rows = await db.select().from(imports).where(eq(imports.companyId, companyIdOf(actor))).orderBy(desc(imports.createdAt), desc(imports.id)).limit(20);
  return { items: rows.map(presentImport) };
}

const notReady = (message: string) => new AppError(409, 'import_not_ready', message);

/** PUT …/imports/{id}/mapping/: every row checked again with the new mapping, which the company keeps. */
export async function remapImport(db: Db, actor: Actor, id: number, mapping: ImportMapping): Promise<Import> {
  const current = await importFor(db, actor, id);
  if (current.status !== 'preview') throw notReady('The import has started: its mapping cannot change.');
  const clean = cleanMapping(current.kind, current.headers, mapping);
  const company = await companyFacts(db, current.companyId);
  const rows = await db.select({ rowNumber: importRows.rowNumber, cells: importRows.cells }).from(importRows).where(eq(importRows.importId, id)).orderBy(asc(importRows.rowNumber));
  const checked = await checkRows(db, company, current.kind, clean, rows);
  return db.transaction(async (tx) => {
    const locked = await importFor(tx, actor, id, true);
    if (locked.status !== 'preview') throw notReady('The import has started: its mapping cannot change.');
    await storeChecked(tx, id, locked.companyId, checked, true);
    const [updated] = await tx.update(imports).set({ mapping: clean, ...countsOf(checked) }).where(eq(imports.id, id)).returning();
    await remember(tx, locked.companyId, locked.kind, locked.headers, clean);
    return presentImport(updated!);
  });
}

export async function importRowsPage(db: Db, actor: Actor, id: number, query: { status: string; page: number }) {
  const current = await importFor(db, actor, id);
  const where = and(eq(importRows.importId, current.id), query.status === 'all' ? undefined : eq(importRows.status, query.status as 'valid'));
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(importRows).where(where);
  const rows = await db
    .select({ rowNumber: importRows.rowNumber, status: importRows.status, values: importRows.values, problems: importRows.problems })
    .from(importRows)
    .where(where)
    .orderBy(asc(importRows.rowNumber))
    .limit(IMPORT_PAGE_SIZE)
    .offset((query.page - 1) * IMPORT_PAGE_SIZE);
  return { items: rows.map((row) => ({ row: row.rowNumber, status: row.status, values: row.values, problems: row.problems })), total, page: query.page, page_size: IMPORT_PAGE_SIZE };
}

/**
 * POST …/imports/{id}/start/: queues the job (202). A running import is queued again (a stopped server's
 * import continues from its cursor); a finished one answers as it is.
 */
export async function startImport(ctx: AppContext, actor: Actor, id: number, welcomeSms: boolean): Promise<Import> {
  const started = await ctx.db.transaction(async (tx) => {
    const current = await importFor(tx, actor, id, true);
    if (current.status === 'done') return current;
    if (current.status === 'preview') {
      if (current.validRows === 0) throw notReady('No row of this file can be imported: fix the rejected rows first.');
      await remember(tx, current.companyId, current.kind, current.headers, current.mapping);
      await recordAudit(tx, actor, { action: 'import.start', entityType: 'import', entityId: current.id, details: { kind: current.kind, rows: current.validRows, welcome_sms: welcomeSms } });
      const [updated] = await tx.update(imports).set({ status: 'queued', welcomeSms }).where(eq(imports.id, id)).returning();
      return updated!;
    }
    return current;
  });
  if (started.status !== 'done') await ctx.jobs.send(JOB_IMPORT_APPLY, { id: started.id }, { singletonKey: `import:${started.id}`, singletonSeconds: 5 });
  return presentImport(started);
}

/**
 * At a server's start: every import left `queued` or `running` (its server stopped midway) is queued again
 * and continues from its cursor, instead of waiting for the queue to expire the dead process's job (15 min).
 * An import another live process is applying meanwhile is safe: each batch holds the import's row.
 */
export async function resumeImports(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const left = await ctx.db.select({ id: imports.id }).from(imports).where(inArray(imports.status, ['queued', 'running']));
  // A key of its own: the dead process's job holds `import:{id}` for its 5 s slot, and a restart within it
  // would be refused as a duplicate. Processes starting together still queue one job per slot.
  for (const { id } of left) await ctx.jobs.send(JOB_IMPORT_APPLY, { id }, { singletonKey: `import-resume:${id}`, singletonSeconds: 5 });
  return left.length;
}

/** A CSV text cell: formula characters escaped with a leading quote, RFC 4180 quoting. */
function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
const csvFile = (lines: string[][]) => Buffer.from(`\uFEFF${lines.map((line) => line.map(csvText).join(',')).join('\r\n')}\r\n`, 'utf8');

/** The reason of a rejected row in words, in the language. */
export function reasonText(kind: ImportKind, headers: readonly string[], mapping: ImportMapping, problems: CheckedRow['problems'], language: Language): string {
  return problems
    .map((problem) => {
      const column = mapping[problem.field as ImportField];
      const name = column !== null && column !== undefined && headers[column] ? headers[column]! : (FIELD_NAMES[problem.field as ImportField]?.[language] ?? problem.field);
      return PROBLEM_TEXTS[problem.code][language].replace('{field}', name).replace('{row}', String(problem.row ?? ''));
    })
    .join('; ');
}

/** GET …/imports/{id}/rejected.csv: the rejected rows as they were, and a reason column. */
export async function rejectedRowsFile(db: Db, actor: Actor, id: number, language: Language): Promise<{ name: string; data: Buffer }> {
  const current = await importFor(db, actor, id);
  const rows = await db
    .select({ cells: importRows.cells, problems: importRows.problems })
    .from(importRows)
    .where(and(eq(importRows.importId, id), eq(importRows.status, 'rejected')))
    .orderBy(asc(importRows.rowNumber));
  const width = current.headers.length;
  const lines = [
    [...current.headers, REASON_HEADER[language]],
    ...rows.map((row) => [...Array.from({ length: width }, (_, i) => row.cells[i] ?? ''), reasonText(current.kind, current.headers, current.mapping, row.problems, language)]),
  ];
  return { name: `rejected-${current.kind}-${current.id}.csv`, data: csvFile(lines) };
}

/** GET …/imports/template/: the kind's headers in the language and one example row. */
export async function templateFile(kind: ImportKind, language: Language, format: 'csv' | 'xlsx'): Promise<{ name: string; data: Buffer; type: string }> {
  const fields = IMPORT_FIELDS[kind] as readonly ImportField[];
  const headers = fields.map((field) => FIELD_NAMES[field][language]);
  const example = [...TEMPLATE_EXAMPLES[kind]];
  if (format === 'csv') return { name: `${kind}-${language}.csv`, data: csvFile([headers, example]), type: 'text/csv; charset=utf-8' };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind);
  sheet.addRow(headers).font = { bold: true };
  // Text cells, so that phones keep their "+" and codes their leading zeros.
  sheet.addRow(example);
  sheet.columns.forEach((column) => {
    column.numFmt = '@';
    column.width = 18;
  });
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { name: `${kind}-${language}.xlsx`, data, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
}
