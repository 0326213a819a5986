import pg from 'pg';
import { openDatabase } from '../db/client';
import type { ToolConfig } from './backup';
import { openEmbedded } from './embedded';
import { RefusedError } from './errors';
import { pgliteSession, pgSession, qualified, quoteIdent, type SqlSession } from './sql-session';
import { compareSummaries, countRelations, listTables, migrationLevel, shippedMigrations, summariseDatabase } from './table-summary';

export interface MigrateResult {
  tables: number;
  rows: number;
}

/** Rows read from the embedded database and written to PostgreSQL per statement. */
const BATCH_ROWS = 2000;
/** Our tables: the migrations make them on the target; other schemas (drizzle's bookkeeping) come from the migrations too. */
const SCHEMA = 'public';

/**
 * Copies the embedded database (DATA_DIR, server stopped) into an empty PostgreSQL database: our migrations
 * make the tables there, then every table's rows are copied and the identity sequences set, in one
 * transaction that commits only when every table's count and checksum match the embedded database's.
 * Uploaded files stay in DATA_DIR/uploads, where the server keeps reading them with DATABASE_URL set.
 */
export async function migrateToPostgres(config: ToolConfig, targetUrl: string, log: (line: string) => void = () => {}): Promise<MigrateResult> {
  if (!/^postgres(ql)?:\/\/.+/.test(targetUrl)) throw new RefusedError('Give the PostgreSQL database as a URL: postgres://user:password@host:5432/database.');
  const embedded = await openEmbedded(config.dataDir, 'copy the embedded database');
  try {
    const source = pgliteSession(embedded.client);
    const level = await migrationLevel(source);
    const shipped = shippedMigrations();
    if (level.count !== shipped.length) {
      throw new RefusedError(
        `The embedded database has ${level.count} of this version's ${shipped.length} migrations. Start the server once (it migrates on ` +
          'start), stop it, and run this again.',
      );
    }
    await refuseUnlessEmpty(targetUrl);
    log('Creating the tables in PostgreSQL (migrations)…');
    const target = await openDatabase({ databaseUrl: targetUrl, poolSize: 1 });
    try {
      await target.migrate();
    } finally {
      await target.close();
    }
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      await client.query('begin');
      const copier: Copier = { transaction: (fn) => embedded.client.transaction((tx) => fn(pgliteSession(tx))) };
      const result = await copyAll(copier, source, pgSession(client), log);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await embedded.close();
  }
}

/**
 * A new database (no tables at all), or one this command migrated before but left empty (a run that
 * failed and rolled back its copy): anything else may be someone's data.
 */
async function refuseUnlessEmpty(targetUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    const session = pgSession(client);
    const { count, examples } = await countRelations(session);
    if (count === 0) return;
    const level = await migrationLevel(session);
    const filled = [];
    for (const table of await listTables(session, SCHEMA)) {
      const [row] = await session.query<{ any: boolean }>(`select exists (select from ${qualified(table.schema, table.name)}) as any`);
      if (row?.any) filled.push(`${table.schema}.${table.name}`);
    }
    if (level.count === shippedMigrations().length && filled.length === 0) return;
    throw new RefusedError(
      `The target database is not empty: it holds ${filled.length ? `rows in ${filled.slice(0, 3).join(', ')}` : `${count} tables, sequences or views (${examples.join(', ')}…)`}. ` +
        'Create a new, empty database (createdb) and give its URL.',
    );
  } finally {
    await client.end();
  }
}

/** The embedded database, read through a cursor inside a transaction. */
interface Copier {
  transaction<T>(fn: (tx: SqlSession) => Promise<T>): Promise<T>;
}

async function copyAll(pglite: Copier, source: SqlSession, target: SqlSession, log: (line: string) => void): Promise<MigrateResult> {
  // Foreign keys are dropped for the copy and added back after it (which checks every row), so tables can
  // be filled in any order, rows referring to rows of their own table included.
  const foreignKeys = await target.query<{ table_name: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table_name, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = $1::regnamespace order by 1, 2`,
    [SCHEMA],
  );
  for (const fk of foreignKeys) await target.query(`alter table ${fk.table_name} drop constraint ${quoteIdent(fk.name)}`);

  const tables = await listTables(source, SCHEMA);
  let total = 0;
  for (const table of tables) {
    const name = qualified(table.schema, table.name);
    const columns = (
      await source.query<{ name: string }>(
        "select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum",
        [name],
      )
    ).map((c) => quoteIdent(c.name));
    const list = columns.join(', ');
    const copied = await pglite.transaction(async (tx) => {
      await tx.query(`declare copy_rows no scroll cursor for select row_to_json(t)::text as row from ${name} t`);
      let rows = 0;
      for (;;) {
        const batch = await tx.query<{ row: string }>(`fetch ${BATCH_ROWS} from copy_rows`);
        if (batch.length === 0) break;
        await target.query(
          `insert into ${name} (${list}) overriding system value select ${list} from json_populate_recordset(null::${name}, $1::json)`,
          [`[${batch.map((b) => b.row).join(',')}]`],
        );
        rows += batch.length;
      }
      await tx.query('close copy_rows');
      return rows;
    });
    total += copied;
    log(`  ${table.schema}.${table.name}: ${copied} rows`);
  }

  // Identity columns draw from sequences: the next id must follow the copied ones, as it would have.
  const sequences = await source.query<{ name: string }>(
    "select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = $1",
    [SCHEMA],
  );
  for (const sequence of sequences) {
    const [state] = await source.query<{ last_value: string; is_called: boolean }>(`select last_value::text as last_value, is_called from ${sequence.name}`);
    await target.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, state!.last_value, state!.is_called]);
  }

  for (const fk of foreignKeys) await target.query(`alter table ${fk.table_name} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);

  const problems = compareSummaries(await summariseDatabase(source, SCHEMA), await summariseDatabase(target, SCHEMA));
  if (problems.length) throw new Error(`The copy does not match the embedded database; nothing was kept:\n  ${problems.join('\n  ')}`);
  return { tables: tables.length, rows: total };
}
