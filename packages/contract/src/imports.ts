/**
 * Importing farmers, rooms and opening balances from a spreadsheet (issue 30, docs/import-rules.md), and the
 * start checklist of a new company's main page.
 */
import { z } from 'zod';
import { LANGUAGES } from './basics';
import { idTextSchema } from './input-rules';

export const IMPORT_KINDS = ['farmers', 'rooms', 'balances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields of each kind, in template order. */
export const IMPORT_FIELDS = {
  farmers: ['first_name', 'last_name', 'phone', 'gender', 'language', 'parent_name', 'user_code', 'village'],
  rooms: ['room_name', 'location', 'type', 'capacity', 'metric', 'crop', 'pricing', 'price'],
  balances: ['phone', 'amount', 'date', 'note'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];
export const ALL_IMPORT_FIELDS = [...new Set(Object.values(IMPORT_FIELDS).flat())] as ImportField[];

/** Fields a row must have (rooms: `location` too when the company has several locations). */
export const IMPORT_REQUIRED = {
  farmers: ['first_name', 'phone'],
  rooms: ['room_name', 'capacity', 'metric', 'crop', 'pricing', 'price'],
  balances: ['phone', 'amount', 'date'],
} as const satisfies Record<ImportKind, readonly string[]>;

/** Why a row is rejected (the web shows each in words). */
export const IMPORT_PROBLEMS = [
  'required',
  'too_long',
  'formula_in_cell',
  'bad_phone',
  'phone_other_country',
  'duplicate_in_file',
  'phone_taken',
  'bad_gender',
  'bad_language',
  'bad_user_code',
  'user_code_taken',
  'unknown_location',
  'bad_type',
  'bad_capacity',
  'bad_metric',
  'unknown_crop',
  'bad_pricing',
  'bad_amount',
  'room_fields_differ',
  'unknown_farmer',
  'bad_date',
  'date_in_future',
  'balance_exists',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export const IMPORT_ROW_STATUSES = ['valid', 'unchanged', 'rejected', 'imported'] as const;
export const IMPORT_STATUSES = ['preview', 'queued', 'running', 'done'] as const;

/** Limits of a file (docs/import-rules.md "The file"). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** An .xlsx (a zip) unpacked: all its entries together, and how many entries (a zip bomb is refused before it is opened). */
export const IMPORT_MAX_XLSX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_XLSX_ENTRIES = 1_000;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_COLUMNS = 40;
export const IMPORT_MAX_CELL = 200;
export const IMPORT_PAGE_SIZE = 50;

/** Field → column index of the file (absent or null: not in the file). */
export const importMappingSchema = z.partialRecord(z.enum(ALL_IMPORT_FIELDS as [ImportField, ...ImportField[]]), z.number().int().min(0).max(IMPORT_MAX_COLUMNS - 1).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importMappingRequestSchema = z.object({ mapping: importMappingSchema });

export const importProblemSchema = z.object({ field: z.string(), code: z.enum(IMPORT_PROBLEMS), row: z.number().int().optional() });
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  headers: z.array(z.string()),
  mapping: importMappingSchema,
  total: z.number().int(),
  valid: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** Valid rows written so far (the progress bar: applied of valid). */
  applied: z.number().int(),
  welcome_sms: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importListSchema = z.object({ items: z.array(importSchema) });

export const importRowSchema = z.object({
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  values: z.record(z.string(), z.string()),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsQuerySchema = z.object({
  status: z.enum(['all', ...IMPORT_ROW_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const importRowsPageSchema = z.object({ items: z.array(importRowSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const importStartSchema = z.object({ welcome_sms: z.boolean().default(false) });

export const importTemplateQuerySchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  lang: z.enum(LANGUAGES).default('en'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export const importIdParamSchema = z.object({ id: idTextSchema });

export const CHECKLIST_ITEMS = ['location', 'room', 'operator', 'farmers', 'check_in'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const startChecklistSchema = z.object({
  /** Show it: not dismissed and not every item done. */
  show: z.boolean(),
  dismissed: z.boolean(),
  items: z.array(z.object({ key: z.enum(CHECKLIST_ITEMS), done: z.boolean() })),
});
export type StartChecklist = z.infer<typeof startChecklistSchema>;

/** Error codes of imports: a file that cannot be read (`fields.file` says why), an import that cannot start. */
export const IMPORT_ERROR_CODES = ['file_not_readable', 'import_not_ready'] as const;
/** Why a file cannot be read (`fields.file` of file_not_readable). */
export const IMPORT_FILE_PROBLEMS = ['not_text', 'old_excel_format', 'xlsx_broken', 'xlsx_too_large', 'csv_malformed', 'empty_file', 'too_many_rows', 'too_many_columns', 'cell_too_long'] as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEMS)[number];
