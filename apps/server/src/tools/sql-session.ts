import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * One database session, whichever the kind: the backup tools run plain SQL on a single connection (PGlite
 * has only one; on PostgreSQL one client keeps a snapshot or a transaction across statements).
 */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export function pgliteSession(client: PGlite | Transaction): SqlSession {
  return { query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows };
}

export function pgSession(client: pg.Client | pg.PoolClient): SqlSession {
  return { query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[] };
}

/** An identifier quoted for SQL ("schema"."table"). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}
