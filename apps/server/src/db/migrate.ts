import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { DbOrTx } from './client';

/**
 * The migrations folder sits next to this module: src/db/migrations under tsx, and dist/migrations
 * next to the bundled dist/main.js (build.mjs copies it there).
 */
export function migrationsFolder(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  if (!existsSync(folder)) throw new Error(`Database migrations not found at ${folder}; rebuild the server.`);
  return folder;
}

export async function migratePglite(db: PgliteDatabase<Record<string, unknown>>): Promise<void> {
  await migrateWithPglite(db, { migrationsFolder: migrationsFolder() });
}

/** Any number on which every server of this app agrees: two servers starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_242_001;

export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateWithPg(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** A migration of the shipped folder, as its journal names it. */
interface ShippedMigration {
  tag: string;
  /** The migrator's `created_at` for it once applied. */
  when: number;
}

let shipped: readonly ShippedMigration[] | null = null;

/** The migrations this build ships (the folder's journal); read once, the folder does not change while running. */
export function shippedMigrations(): readonly ShippedMigration[] {
  if (!shipped) {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: ShippedMigration[] };
    shipped = journal.entries.map(({ tag, when }) => ({ tag, when }));
  }
  return shipped;
}

/**
 * The shipped migrations the database has not recorded as applied (readiness): none once `migrate` has
 * run. Throws when the migrator's table cannot be read (a database never migrated).
 */
export async function missingMigrations(db: DbOrTx): Promise<string[]> {
  const result: unknown = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  // node-postgres and PGlite's driver both answer { rows }.
  const rows = (result as { rows: { created_at: string | number }[] }).rows;
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return shippedMigrations()
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag);
}
