import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Counters in the rate_limits table (db/schema/rate-limits.ts), shared by every server process on the
 * database and kept across restarts. A counter is a fixed window that opens with its first hit and lasts
 * `windowSeconds`; after that the next hit starts a new window. Times come from the database's clock, so
 * several servers agree on them. Every statement is one atomic upsert: parallel requests cannot both take
 * the last unit of a budget.
 */

export interface CounterState {
  hits: number;
  /** Seconds until the window ends (0 when it has). */
  resetsInSeconds: number;
  /** Seconds until a block set on the key ends (0 when there is none). */
  blockedForSeconds: number;
}

export type TakeResult = { allowed: true; hits: number } | { allowed: false; retryAfterSeconds: number };

interface Row {
  hits: number;
  resets_in: number | string | null;
  blocked_for: number | string | null;
  inserted?: boolean;
}

/**
 * Keys carry what callers count by (an address, a typed username); one that a text column cannot hold
 * (control characters such as NUL) or that is very long is stored as its hash instead.
 */
export function storedKey(key: string): string {
  // eslint-disable-next-line no-control-regex
  if (key.length <= 300 && !/[\u0000-\u001f\u007f]/.test(key)) return key;
  return `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

const rows = (result: unknown): Row[] => (Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? [])) as Row[];
const seconds = (value: number | string | null | undefined) => Math.max(0, Math.ceil(Number(value ?? 0)));
const interval = (secondsFromNow: number) => sql`make_interval(secs => ${secondsFromNow}::float8)`;
const remaining = sql`greatest(0, extract(epoch from (r.resets_at - now())))::float8 as resets_in,
  greatest(0, coalesce(extract(epoch from (r.blocked_until - now())), 0))::float8 as blocked_for`;

/** Adds a hit to the key's window and answers the count, whatever it is. */
export async function hit(db: DbOrTx, rawKey: string, windowSeconds: number): Promise<CounterState> {
  const key = storedKey(rawKey);
  const [row] = rows(
    await db.execute(sql`
      insert into rate_limits as r (key, hits, resets_at) values (${key}, 1, now() + ${interval(windowSeconds)})
      on conflict (key) do update set
        hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
        blocked_until = case when r.resets_at <= now() then null else r.blocked_until end,
        resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
      returning r.hits, ${remaining}, (r.xmax = 0) as inserted`),
  );
  if (row?.inserted) await sweepSome(db);
  return { hits: row!.hits, resetsInSeconds: seconds(row!.resets_in), blockedForSeconds: seconds(row!.blocked_for) };
}

/** Takes one unit of a budget of `max` per window; a full budget is left as it is and refuses. */
export async function take(db: DbOrTx, rawKey: string, windowSeconds: number, max: number): Promise<TakeResult> {
  const key = storedKey(rawKey);
  if (max <= 0) return { allowed: false, retryAfterSeconds: windowSeconds };
  const [row] = rows(
    await db.execute(sql`
      insert into rate_limits as r (key, hits, resets_at) values (${key}, 1, now() + ${interval(windowSeconds)})
      on conflict (key) do update set
        hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
        blocked_until = null,
        resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
      where r.resets_at <= now() or r.hits < ${max}
      returning r.hits, ${remaining}, (r.xmax = 0) as inserted`),
  );
  if (row) {
    if (row.inserted) await sweepSome(db);
    return { allowed: true, hits: row.hits };
  }
  const state = (await peek(db, [key])).get(key);
  return { allowed: false, retryAfterSeconds: Math.max(1, state?.resetsInSeconds ?? windowSeconds) };
}

/** Growing delays: after `free` attempts, each one blocks the next for first × 2^(n − free − 1) s, at most `max`. */
export interface Backoff {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
}

export function backoffSeconds(backoff: Backoff, count: number): number {
  if (count <= backoff.free) return 0;
  return Math.min(backoff.maxSeconds, backoff.firstSeconds * 2 ** (count - backoff.free - 1));
}

/**
 * Counts an attempt of a key that may be blocked: refused while a block set by an earlier attempt lasts;
 * otherwise the count goes up, the window restarts (attempts are forgotten `memorySeconds` after the last
 * one) and the backoff's delay for this count blocks the next attempt. One statement, so parallel
 * attempts queue on the row and the second sees the block the first set.
 */
export async function attempt(db: DbOrTx, rawKey: string, memorySeconds: number, backoff: Backoff): Promise<TakeResult> {
  const key = storedKey(rawKey);
  const next = sql`(case when r.resets_at <= now() then 1 else r.hits + 1 end)`;
  const firstBlock = backoffSeconds(backoff, 1);
  const [row] = rows(
    await db.execute(sql`
      insert into rate_limits as r (key, hits, resets_at, blocked_until)
      values (${key}, 1, now() + ${interval(memorySeconds)}, ${firstBlock > 0 ? sql`now() + ${interval(firstBlock)}` : sql`null`})
      on conflict (key) do update set
        hits = ${next},
        resets_at = excluded.resets_at,
        blocked_until = case when ${next} > ${backoff.free}
          then now() + make_interval(secs => least(${backoff.maxSeconds}::float8, ${backoff.firstSeconds}::float8 * power(2, ${next} - ${backoff.free} - 1)))
          else null end
      where r.blocked_until is null or r.blocked_until <= now()
      returning r.hits, ${remaining}, (r.xmax = 0) as inserted`),
  );
  if (row) {
    if (row.inserted) await sweepSome(db);
    return { allowed: true, hits: row.hits };
  }
  const state = (await peek(db, [key])).get(key);
  return { allowed: false, retryAfterSeconds: Math.max(1, state?.blockedForSeconds ?? 1) };
}

/** The live counters of some keys (expired ones are left out). */
export async function peek(db: DbOrTx, rawKeys: readonly string[]): Promise<Map<string, CounterState>> {
  if (rawKeys.length === 0) return new Map();
  const original = new Map(rawKeys.map((key) => [storedKey(key), key]));
  const keys = [...original.keys()];
  const result = rows(
    await db.execute(sql`
      select r.key, r.hits, ${remaining} from rate_limits r
      where r.key in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )}) and r.resets_at > now()`),
  ) as (Row & { key: string })[];
  return new Map(result.map((row) => [original.get(row.key) ?? row.key, { hits: row.hits, resetsInSeconds: seconds(row.resets_in), blockedForSeconds: seconds(row.blocked_for) }]));
}

/** Forgets a key (a successful log-in clears its failures). */
export async function forget(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
}

/**
 * Deletes counters whose window has ended (with a minute's margin); answers how many. The server calls
 * a small batch of this whenever it creates a counter, which keeps the table near the number of live
 * keys; a periodic job may call it with no batch limit to sweep everything.
 */
export async function deleteExpiredLimits(db: DbOrTx, batch?: number): Promise<number> {
  const expired = sql`select key from rate_limits where resets_at < now() - interval '1 minute'`;
  const result = await db.execute(
    batch === undefined
      ? sql`delete from rate_limits where resets_at < now() - interval '1 minute' returning 1`
      : sql`delete from rate_limits where key in (${expired} order by resets_at limit ${batch} for update skip locked) returning 1`,
  );
  return rows(result).length;
}

const SWEEP_BATCH = 2;
async function sweepSome(db: DbOrTx): Promise<void> {
  await deleteExpiredLimits(db, SWEEP_BATCH);
}
