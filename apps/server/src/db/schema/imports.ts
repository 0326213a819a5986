import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ImportKind, ImportMapping, ImportProblem } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { farmers } from './people';
import { users } from './users';

/**
 * A spreadsheet import (docs/import-rules.md): the file's header, the mapping, its counts and the job's
 * cursor. `next_row`: the valid rows before it are written (each batch moves it in the batch's transaction).
 */
export const imports = pgTable(
  'imports',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<ImportKind>().notNull(),
    status: text('status').$type<'preview' | 'queued' | 'running' | 'done'>().notNull().default('preview'),
    fileName: text('file_name').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    totalRows: integer('total_rows').notNull(),
    validRows: integer('valid_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    appliedRows: integer('applied_rows').notNull().default(0),
    nextRow: integer('next_row').notNull().default(0),
    welcomeSms: boolean('welcome_sms').notNull().default(false),
    createdBy: refColumn('created_by').notNull().references(() => users.id),
    createdAt: createdAtColumn(),
    startedAt: timestampColumn('started_at'),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [
    index('imports_company_created_idx').on(t.companyId, t.createdAt),
    check('imports_kind_check', sql`${t.kind} in ('farmers', 'rooms', 'balances')`),
    check('imports_status_check', sql`${t.status} in ('preview', 'queued', 'running', 'done')`),
  ],
);
export type ImportRowRecord = typeof imports.$inferSelect;

/** One data row of an import file: its cells as read, the mapped values, its status and problems. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: refColumn('import_id').notNull().references(() => imports.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    cells: jsonb('cells').$type<string[]>().notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<'valid' | 'unchanged' | 'rejected' | 'imported'>().notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber], name: 'import_rows_pkey' }),
    index('import_rows_status_idx').on(t.importId, t.status, t.rowNumber),
  ],
);

/** The mapping last used by a company for a kind, offered for the next file with the same headers. */
export const importMappings = pgTable(
  'import_mappings',
  {
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<ImportKind>().notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind], name: 'import_mappings_pkey' })],
);

/**
 * Money a farmer owed the company before it used the app (docs/import-rules.md "Opening balances"): an
 * account entry, one per farmer and company; its amount and date are never edited. `paid_minor` is what
 * payments have put towards it so far (minus reversals), as on a check-out.
 */
export const openingBalances = pgTable(
  'opening_balances',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    owedOn: date('owed_on', { mode: 'string' }).notNull(),
    note: text('note'),
    importId: refColumn('import_id').references(() => imports.id, { onDelete: 'set null' }),
    createdBy: refColumn('created_by').notNull().references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('opening_balances_company_farmer_key').on(t.companyId, t.farmerId),
    check('opening_balances_amount_check', sql`${t.amountMinor} > 0`),
    check('opening_balances_paid_check', sql`${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.amountMinor}`),
  ],
);

/** The start checklist dismissed for a company (docs/import-rules.md "The start checklist"). */
export const companyChecklists = pgTable('company_checklists', {
  companyId: refColumn('company_id').primaryKey().references(() => companies.id),
  dismissedAt: timestampColumn('dismissed_at').notNull(),
  dismissedBy: refColumn('dismissed_by').notNull().references(() => users.id),
});
