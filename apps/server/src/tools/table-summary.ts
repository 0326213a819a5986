import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrate';
import { qualified, type SqlSession } from './sql-session';

/** Row count and checksum of one table. */
export interface TableSummary {
  rows: number;
  /** md5 over the md5 of each row's text, sorted: the same rows give the same sum on PostgreSQL and PGlite. */
  checksum: string;
}

/** "schema.table" → its summary, for every table of the database (the system's own left out). */
export type DatabaseSummary = Record<string, TableSummary>;

/** The last migration applied to a database, by its file name (db/migrations/meta/_journal.json). */
export interface MigrationLevel {
  count: number;
  last: string | null;
}

/** Schemas of the system and of PostgreSQL's own machinery: never backed up or compared. */
const SYSTEM_SCHEMAS = "n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'";

/** Every ordinary table outside the system schemas, as "schema.table", sorted. */
export async function listTables(session: SqlSession, onlySchema?: string): Promise<{ schema: string; name: string }[]> {
  const rows = await session.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS} ${onlySchema ? 'and n.nspname = $1' : ''}
      order by n.nspname collate "C", c.relname collate "C"`,
    onlySchema ? [onlySchema] : [],
  );
  return rows;
}

/** How many relations (tables, views, sequences…) a database holds outside the system schemas: 0 for a new one. */
export async function countRelations(session: SqlSession): Promise<{ count: number; examples: string[] }> {
  const rows = await session.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${SYSTEM_SCHEMAS} order by 1`,
  );
  return { count: rows.length, examples: rows.slice(0, 3).map((r) => r.name) };
}

/**
 * The session settings that fix how a row prints as text, so checksums agree between servers whatever their
 * defaults. Set once on a session before summarising it.
 */
export async function fixTextOutput(session: SqlSession): Promise<void> {
  await session.query("select set_config('timezone', 'UTC', false), set_config('datestyle', 'ISO, YMD', false), set_config('extra_float_digits', '1', false), set_config('bytea_output', 'hex', false), set_config('intervalstyle', 'postgres', false)");
}

/** Row counts and checksums of every table (or of one schema's tables). */
export async function summariseDatabase(session: SqlSession, onlySchema?: string): Promise<DatabaseSummary> {
  await fixTextOutput(session);
  const summary: DatabaseSummary = {};
  for (const table of await listTables(session, onlySchema)) {
    const [row] = await session.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
         from (select md5(t::text) as h from ${qualified(table.schema, table.name)} t) rows_of_table`,
    );
    summary[`${table.schema}.${table.name}`] = { rows: row!.rows, checksum: row!.checksum };
  }
  return summary;
}

/** Tables whose count or checksum differ between two summaries (a table missing on one side included). */
export function compareSummaries(expected: DatabaseSummary, actual: DatabaseSummary): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const problems: string[] = [];
  for (const name of names) {
    const want = expected[name];
    const got = actual[name];
    if (!want) problems.push(`${name}: not in the backup, but in the database`);
    else if (!got) problems.push(`${name}: missing`);
    else if (want.rows !== got.rows) problems.push(`${name}: ${got.rows} rows, expected ${want.rows}`);
    else if (want.checksum !== got.checksum) problems.push(`${name}: ${got.rows} rows as expected, but their contents differ (checksum)`);
  }
  return problems;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this version of the server ships, oldest first. */
export function shippedMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** The migrations applied to a database (drizzle's bookkeeping table); 0 and null for a database never migrated. */
export async function migrationLevel(session: SqlSession): Promise<MigrationLevel> {
  const [table] = await session.query<{ found: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as found");
  if (!table?.found) return { count: 0, last: null };
  const rows = await session.query<{ created_at: string }>('select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at');
  const last = rows.at(-1);
  if (!last) return { count: 0, last: null };
  const entry = shippedMigrations().find((e) => String(e.when) === last.created_at);
  return { count: rows.length, last: entry?.tag ?? `unknown migration of ${new Date(Number(last.created_at)).toISOString()}` };
}
