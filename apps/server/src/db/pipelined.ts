import pg from 'pg';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './client';

/**
 * A transaction that costs two round trips to PostgreSQL fewer than `db.transaction`: its BEGIN goes on the
 * wire with its first statement, and the statement run by `commitWith` goes with its COMMIT, each pair in
 * one write (node-postgres's pipeline mode: a query is sent without waiting for the one before it to
 * answer). The statements run exactly as in `db.transaction`, in the same order and in one transaction:
 * PostgreSQL takes the transaction's snapshot at its first statement either way, a statement that fails
 * rolls the transaction back, and a COMMIT after a failed statement ends it without writing anything.
 *
 * Each write to PostgreSQL's socket was the largest single cost of a check-in in the server (about a third of
 * its CPU, the kernel waking PostgreSQL inside the call); PostgreSQL, too, reads both statements at one wake-up.
 *
 * PGlite (no socket, one connection in the process) and a caller already in a transaction run as
 * `db.transaction` does; `commitWith` then simply runs its statement before the commit.
 */
export type CommitWith = <R>(last: (tx: Tx) => Promise<R>) => Promise<R>;

const onPool = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

export async function pipelinedTransaction<T>(db: Db, work: (tx: Tx, commitWith: CommitWith) => Promise<T>): Promise<T> {
  if (!onPool(db)) return db.transaction((tx) => work(tx, (last) => last(tx)));
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const { pipe, tx } = pipedOf(db, client);
  pipe.open();
  let broken: Error | undefined;
  try {
    const result = await work(tx, async (last) => {
      pipe.commitNext = true;
      return last(tx);
    });
    await pipe.finish();
    return result;
  } catch (error) {
    try {
      await pipe.rollback();
    } catch (rollbackError) {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    throw error;
  } finally {
    // A client with a query still on the wire (a run that threw without waiting for one) is not given back.
    if (!pipe.close()) broken ??= new Error('A query of the transaction was still running');
    client.release(broken);
  }
}

type QueryArgs = Parameters<pg.PoolClient['query']>;

const piped = new WeakMap<pg.PoolClient, { pipe: PipedClient; tx: Tx }>();

/**
 * The client's piping wrapper and a transaction object on it: the same session and transaction objects
 * drizzle's own transaction makes, made once per connection (making drizzle's transaction object builds a
 * query builder for every table of the schema, about 2% of the server's CPU in a check-in).
 */
function pipedOf(db: Db, client: pg.PoolClient): { pipe: PipedClient; tx: Tx } {
  let made = piped.get(client);
  if (!made) {
    const pipe = new PipedClient(client);
    const { dialect, schema, options } = (db as unknown as { session: { dialect: unknown; schema: unknown; options: unknown } }).session;
    type Session = ConstructorParameters<typeof NodePgTransaction>[1];
    const session = new NodePgSession(pipe as unknown as pg.PoolClient, dialect as never, schema as never, options as never);
    const tx = new NodePgTransaction(dialect as never, session as unknown as Session, schema as never) as unknown as Tx;
    piped.set(client, (made = { pipe, tx }));
  }
  return made;
}

/** The pool client as drizzle's session uses it (`query`), sending BEGIN and COMMIT along with statements. */
class PipedClient {
  /** The next query goes with the COMMIT (set by commitWith). */
  commitNext = false;
  private state: 'idle' | 'open' | 'ended' = 'idle';

  constructor(private readonly client: pg.PoolClient) {}

  /** A new transaction on the client, idle as the pool hands it out: pipeline mode until close(). */
  open(): void {
    this.state = 'idle';
    this.commitNext = false;
    (this.client as unknown as { pipeline: boolean }).pipeline = true;
  }

  async query(...args: QueryArgs): Promise<unknown> {
    if (this.state === 'ended') throw new Error('The transaction has ended');
    const before = this.state === 'idle' ? 'begin' : null;
    const after = this.commitNext ? 'commit' : null;
    this.commitNext = false;
    if (before) this.state = 'open';
    if (after) this.state = 'ended';
    if (!before && !after) return (this.client.query as (...a: QueryArgs) => Promise<unknown>)(...args);
    const stream = (this.client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
    // One write for the pair: the queries' own cork/uncork nest inside this one.
    stream.cork();
    let sent: Promise<unknown>[];
    try {
      sent = [
        before ? this.client.query(before) : Promise.resolve(),
        (this.client.query as (...a: QueryArgs) => Promise<unknown>)(...args),
        after ? this.client.query(after) : Promise.resolve(),
      ];
    } finally {
      stream.uncork();
    }
    const [opened, ran, ended] = await Promise.allSettled(sent);
    if (opened!.status === 'rejected') throw opened!.reason;
    if (ran!.status === 'rejected') throw ran!.reason;
    if (ended!.status === 'rejected') throw ended!.reason;
    return ran!.value;
  }

  /** COMMIT, unless it went with the last statement (or nothing was sent). */
  async finish(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'ended';
    await this.client.query('commit');
  }

  /** ROLLBACK if the transaction is still open. */
  async rollback(): Promise<void> {
    if (this.state !== 'open') return;
    this.state = 'ended';
    await this.client.query('rollback');
  }

  /** Back to one query at a time, as the pool's other users expect; false if a query has not answered yet. */
  close(): boolean {
    const client = this.client as unknown as { pipeline: boolean; _activeQuery: unknown; _queryQueue: unknown[]; _sentQueryQueue: unknown[] };
    const idle = !client._activeQuery && client._queryQueue.length === 0 && client._sentQueryQueue.length === 0;
    client.pipeline = false;
    return idle;
  }
}
