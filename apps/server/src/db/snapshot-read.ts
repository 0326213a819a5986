import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { rowsOf } from '../modules/occupancy/queries';
import type { Db, DbOrTx } from './client';

/**
 * Long read-only statements run side by side on PostgreSQL, on as many connections, all in one snapshot:
 * the first connection opens a repeatable-read, read-only transaction and exports its snapshot
 * (`pg_export_snapshot()`), each other connection opens the same kind of transaction and imports it
 * (`SET TRANSACTION SNAPSHOT`) before its statement, so every statement sees exactly the same data, as one
 * statement would. The exporting transaction stays open until every other one has answered (an exported
 * snapshot lives only as long as its transaction).
 *
 * Used where one statement would keep one core busy for hundreds of milliseconds while the others idle (the
 * impact figures, issue 30). Answers null, and the caller runs its single statement instead, when the
 * statements cannot go side by side: PGlite (one connection), inside a transaction (one connection, and the
 * caller's own snapshot), on a pool of `MAX_IN_FLIGHT` connections or fewer, or while `MAX_IN_FLIGHT` such
 * reads are already running in this process. That limit bounds the extra pool connections these reads take,
 * and with a larger pool they can never hold every connection while waiting for a second one.
 *
 * Each statement runs without PostgreSQL's parallel workers (`max_parallel_workers_per_gather` 0 for its
 * transaction only): the statements already keep the cores busy side by side, and workers of their own would
 * only contend with them (the impact figures across 20 companies: 1.33 → 1.26 s in the lab).
 */
const MAX_IN_FLIGHT = 2;
let inFlight = 0;

/** A snapshot id as PostgreSQL writes it (hexadecimal parts and dashes); anything else is not sent. */
const SNAPSHOT_ID = /^[0-9A-F]+(-[0-9A-F]+)+$/i;

/**
 * On a pool with room for the reads: with fewer than `MAX_IN_FLIGHT + 1` connections, reads each holding one
 * connection while waiting for another could hold them all and wait for ever.
 */
const onRoomyPool = (db: DbOrTx): db is Db => {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool && (client.options.max ?? 10) > MAX_IN_FLIGHT;
};

const READ_ONLY = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export async function readSideBySide<T>(db: DbOrTx, statements: readonly SQL[]): Promise<T[][] | null> {
  if (statements.length < 2 || !onRoomyPool(db) || inFlight >= MAX_IN_FLIGHT) return null;
  inFlight += 1;
  try {
    return await db.transaction(async (first) => {
      const [exported] = rowsOf<{ id: string }>(
        await first.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true) as workers, pg_export_snapshot() as id`),
      );
      const id = exported?.id ?? '';
      if (!SNAPSHOT_ID.test(id)) throw new Error(`Unexpected snapshot id from PostgreSQL: ${JSON.stringify(id)}`);
      const others = statements.slice(1).map((statement) =>
        db.transaction(async (tx) => {
          // The snapshot must be the transaction's first statement; the setting comes after it.
          await tx.execute(sql.raw(`set transaction snapshot '${id}'`));
          await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
          return rowsOf<T>(await tx.execute(statement));
        }, READ_ONLY),
      );
      // Every other statement is awaited before this transaction ends, also when one of them fails.
      const [mine, ...rest] = await Promise.allSettled([first.execute(statements[0]!).then((result) => rowsOf<T>(result)), ...others]);
      const answers: T[][] = [];
      for (const outcome of [mine!, ...rest]) {
        if (outcome.status === 'rejected') throw outcome.reason;
        answers.push(outcome.value);
      }
      return answers;
    }, READ_ONLY);
  } finally {
    inFlight -= 1;
  }
}
