/**
 * readSideBySide (db/snapshot-read.ts): on PostgreSQL the statements run at once on separate connections and
 * see one snapshot, also while other sessions commit; a failure in any statement rejects the whole read and
 * leaves nothing open; on PGlite and inside a transaction it declines (null) and the caller runs one statement.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { rowsOf } from '../modules/occupancy/queries';
import { openDatabase, type Database } from './client';
import { readSideBySide } from './snapshot-read';

let database: Database;
let dispose: () => Promise<void>;
let url: string | null;

beforeAll(async () => {
  ({ database, dispose, url } = await freshDatabase({ empty: true }));
  await database.db.execute(sql`create table snapshot_probe (id serial primary key)`);
});
afterAll(async () => dispose?.());

/** What one statement saw: its server process, its snapshot, the rows it counted, and how long it waited. */
const probe = (pause: number) =>
  sql`select pg_backend_pid() as pid, pg_current_snapshot()::text as snapshot, (select count(*) from snapshot_probe)::int as rows,
             pg_sleep(${pause}) is null as slept`;

describe('statements side by side in one snapshot', () => {
  it('runs each statement on its own connection, all seeing the same rows while others commit (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    // A writer commits a row every few milliseconds for the whole test (bounded: at most 400 rows).
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing && n < 400; n += 1) {
        await database.db.execute(sql`insert into snapshot_probe default values`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    try {
      for (let round = 0; round < 5; round += 1) {
        // The second statement starts after a pause, so without one snapshot it would count rows the writer
        // committed meanwhile.
        const answers = await readSideBySide<{ pid: number; snapshot: string; rows: number }>(database.db, [probe(0), sql`select pg_sleep(0.05) is null as slept`, probe(0)]);
        expect(answers).not.toBeNull();
        const [first, , second] = answers!.map((rows) => rows[0]!);
        expect(second!.pid).not.toBe(first!.pid);
        expect(second!.snapshot).toBe(first!.snapshot);
        expect(second!.rows).toBe(first!.rows);
      }
    } finally {
      writing = false;
      await writer;
    }
    const [written] = rowsOf<{ rows: number }>(await database.db.execute(sql`select count(*)::int as rows from snapshot_probe`));
    expect(written!.rows).toBeGreaterThan(0);
  });

  it('runs each statement without parallel workers, for its transaction only (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const setting = sql`select current_setting('max_parallel_workers_per_gather') as workers`;
    const before = rowsOf<{ workers: string }>(await database.db.execute(setting))[0]!.workers;
    expect(before).not.toBe('0');
    const answers = await readSideBySide<{ workers: string }>(database.db, [setting, setting, setting]);
    expect(answers!.map((rows) => rows[0]!.workers)).toEqual(['0', '0', '0']);
    // The pool's connections are as they were for whatever runs on them next.
    const after = await Promise.all([0, 1, 2].map(() => database.db.transaction(async (tx) => rowsOf<{ workers: string }>(await tx.execute(setting))[0]!.workers)));
    expect(after).toEqual([before, before, before]);
  });

  it('runs the statements at the same time (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    // Each statement tells when it started and ended (the server's clock): one after the other, the second
    // would start after the first ended; side by side it starts while the first still sleeps.
    const span = sql`select clock_timestamp() as began, pg_sleep(1) is null as slept, clock_timestamp() as ended`;
    const answers = await readSideBySide<{ began: Date; ended: Date }>(database.db, [span, span]);
    const [first, second] = answers!.map((rows) => rows[0]!);
    expect(new Date(second!.began).getTime()).toBeLessThan(new Date(first!.ended).getTime());
    expect(new Date(first!.began).getTime()).toBeLessThan(new Date(second!.ended).getTime());
  });

  it('rejects when any statement fails, and the pool serves the next read (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    await expect(readSideBySide(database.db, [probe(0), sql`select 1 / 0 as broken`])).rejects.toThrow(/select 1 \/ 0 as broken/);
    await expect(readSideBySide(database.db, [sql`select 1 / 0 as broken`, probe(0)])).rejects.toThrow(/select 1 \/ 0 as broken/);
    const answers = await readSideBySide<{ rows: number }>(database.db, [probe(0), probe(0)]);
    expect(answers).toHaveLength(2);
    expect(database.poolUse().total).toBeLessThanOrEqual(database.poolUse().max);
  });

  it('declines while two such reads already run in the process, and reads side by side again after (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const slow = sql`select 1 as one from pg_sleep(0.5)`;
    const running = [readSideBySide(database.db, [slow, slow]), readSideBySide(database.db, [slow, slow])];
    // Both have started (each holds its count before its first await); a third now runs as one statement.
    expect(await readSideBySide(database.db, [probe(0), probe(0)])).toBeNull();
    expect(await Promise.all(running)).toEqual([
      [[{ one: 1 }], [{ one: 1 }]],
      [[{ one: 1 }], [{ one: 1 }]],
    ]);
    expect(await readSideBySide(database.db, [probe(0), probe(0)])).toHaveLength(2);
  });

  it('declines on a pool too small to hold the reads and their second connections (PostgreSQL)', async (context) => {
    if (database.kind !== 'postgres' || url === null) context.skip();
    for (const poolSize of [1, 2]) {
      const small = await openDatabase({ databaseUrl: url!, poolSize });
      try {
        expect(await readSideBySide(small.db, [probe(0), probe(0)])).toBeNull();
      } finally {
        await small.close();
      }
    }
    const roomy = await openDatabase({ databaseUrl: url!, poolSize: 3 });
    try {
      expect(await readSideBySide(roomy.db, [probe(0), probe(0)])).toHaveLength(2);
    } finally {
      await roomy.close();
    }
  });

  it('declines on PGlite, inside a transaction and for a single statement', async () => {
    const inside = await database.db.transaction(async (tx) => readSideBySide(tx, [probe(0), probe(0)]));
    expect(inside).toBeNull();
    expect(await readSideBySide(database.db, [probe(0)])).toBeNull();
    if (database.kind === 'pglite') expect(await readSideBySide(database.db, [probe(0), probe(0)])).toBeNull();
  });
});
