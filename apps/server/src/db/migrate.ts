import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migrateWithPglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateWithPg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

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
