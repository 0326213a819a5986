import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from './client';

/**
 * Named prepared statements for the hottest paths (the token check, the check-in's statements). On
 * PostgreSQL, node-postgres parses a named statement once per connection and then only binds and runs it,
 * and PostgreSQL keeps its plan: planning alone was about a third of the check-in's PostgreSQL time. PGlite
 * (one connection in the process) ignores the name and runs the statement as before.
 *
 * A name must always stand for the same text: node-postgres refuses one name with two texts. Statements
 * whose text varies (an optional clause) get the text's hash in their name.
 */

const dialect = new PgDialect();

/** `prefix` plus a short hash of the statement's text, so each variant of a statement has a name of its own. */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 10)}`;
}

/**
 * Runs raw SQL as a named prepared statement, in the caller's transaction when given one; answers like
 * `db.execute` (read it with rowsOf).
 */
export function executePrepared(db: DbOrTx, prefix: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, statementName(prefix, built.sql), false).execute();
}

/**
 * A named prepared statement whose text is built once per variant: `build(variant)` writes it with
 * `sql.placeholder(name)` where a value goes (a value written in as such would stay the first call's for every
 * later call), and each run binds `values` by those names, in the caller's
 * transaction when given one (answers like `db.execute`). Building the SQL and hashing its text cost the
 * server more CPU per check-in than running the statement did on PostgreSQL's side.
 */
export function statementOnce<Variant extends string>(prefix: string, build: (variant: Variant, db: DbOrTx) => SQL) {
  const built = new Map<Variant, { query: Query; name: string }>();
  return (db: DbOrTx, variant: Variant, values: Record<string, unknown>): Promise<unknown> => {
    let statement = built.get(variant);
    if (!statement) {
      const query = dialect.sqlToQuery(build(variant, db));
      built.set(variant, (statement = { query, name: statementName(prefix, query.sql) }));
    }
    return db._.session.prepareQuery(statement.query, undefined, statement.name, false).execute(values);
  };
}

const cached = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared query built once per database handle (outside transactions only: it runs on the pool), with
 * `sql.placeholder` for what changes per call. Building drizzle's SQL for every request cost more CPU than
 * the lookup itself.
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cached.get(db);
  if (!byName) cached.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db)));
  return query;
}
