import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsKind } from '@coldroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { smsPlainLetters } from '@coldroom/domain';
import { companies, smsMessages, type SmsMessageRow } from '../../db/schema';
import { admitAnonymousRequest, admitMessage, type QueuedSms, type SmsAllowance } from './admission';
import type { BudgetScope } from './budgets';
import { oneTimeCodeIn, SECRET_KINDS } from './secrets';
import { recordRefusal, refusalError, SmsRefusedError } from './refusals';
import { SmsSendError, type SmsSender } from './sender';

export type { QueuedSms } from './admission';

export interface SmsPolicy extends SmsAllowance {
  maxAttempts: number;
  retryBaseMs: number;
  /** How often the catch-up job looks for messages still waiting. */
  pollIntervalMs: number;
  /** Time limit of one gateway request; a claim lasts longer than that (see leaseMs). */
  requestTimeoutMs: number;
}

/** Where the service puts its sends: the job queue (platform/jobs), given once the queue exists. */
export interface SmsQueue {
  /**
   * Enqueues the `sms-send` job of an outbox row, to start at `at` (now if absent). `catchingUp`: at most
   * one such job per row per catch-up interval, however often the row is found waiting.
   */
  enqueue(id: number, at?: Date, catchingUp?: boolean): Promise<void>;
}

/**
 * The SMS pipeline. Nothing is queued before it passes the country list and its budgets (admission.ts).
 * `queue` writes the message (the outbox row) inside the caller's transaction; `dispatch`, once that
 * transaction has committed, enqueues an `sms-send` job per row on the job queue (platform/jobs), and
 * `catchUp` (a periodic job) enqueues rows still waiting, so a process that died between commit and
 * enqueue loses nothing. `sendOne` (the job) claims the row (pending → sending, with a lease) before it
 * talks to the gateway, so no two processes send the same row. A failed send is retried with exponential
 * backoff (a new job at the row's next attempt time) up to maxAttempts, then marked failed: status,
 * attempts and the last error stay on the row for the outbox endpoint (the dead letters).
 */
export interface SmsService {
  readonly providerName: string;
  /**
   * Queues a message in the caller's transaction, or throws SmsRefusedError (run the transaction with
   * `transaction` below, which shows the refusal in the outbox and answers 422 or 429).
   */
  queue(tx: Tx, message: QueuedSms): Promise<number>;
  /** Like queue, but a refusal is written to the outbox in this transaction and answers null (no error). */
  queueQuietly(tx: Tx, message: QueuedSms): Promise<number | null>;
  /**
   * For an anonymous request that may send an SMS: the server's country list and the budgets of the
   * client address and the number, whether or not the number has an account. Throws the 422/429; answers
   * the budgets taken, to pass on as `counted`.
   */
  admitAnonymous(tx: Tx, request: { kind: SmsKind; to: string; address: string; field?: string }): Promise<BudgetScope[]>;
  /** db.transaction, with refused SMS shown in the outbox and answered as 422/429. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Enqueues the sending of these messages, without waiting; call after the transaction commits. */
  dispatch(ids: readonly number[]): void;
  /** The `sms-send` job: claims the row and sends it if it is due (else does nothing or re-enqueues). */
  sendOne(id: number): Promise<void>;
  /** The `sms-catch-up` job: enqueues every message due now; answers how many. */
  catchUp(): Promise<number>;
  /** Connects the service to the job queue (app.ts, before the queue starts). */
  useQueue(queue: SmsQueue): void;
  /** Waits until the enqueues started by dispatch have finished (before the queue stops). */
  flush(): Promise<void>;
  /** Waits (bounded) until the messages dispatched by this process are sent or failed (tests). */
  idle(): Promise<void>;
}

/**
 * How long a claim lasts: a message left `sending` (its process died mid-send) is taken over after this.
 * Longer than two gateway requests, so a claim never lapses while its own request can still be answered.
 */
export function leaseMs(requestTimeoutMs: number): number {
  return 2 * requestTimeoutMs + 5000;
}
const BATCH = 100;
/** How long idle() waits at most. */
const IDLE_LIMIT_MS = 10_000;

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base … at most 64×base. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.min(Math.max(failedAttempts - 1, 0), 6);
}

export function createSmsService(db: Db, sender: SmsSender, policy: SmsPolicy, log: FastifyBaseLogger, count: (outcome: 'sent' | 'failed') => void = () => {}): SmsService {
  const inFlight = new Set<Promise<void>>();
  /** Messages this process dispatched and has not yet seen sent or failed (idle()). */
  const awaited = new Set<number>();
  let queue: SmsQueue | null = null;
  const lease = leaseMs(policy.requestTimeoutMs);

  /**
   * SMS_PROVIDER=outbox: one-time codes reach nobody's phone and the outbox masks them, so the server log
   * is where whoever runs the server finds them (a demo's way in).
   */
  const logOneTimeCode = (row: SmsMessageRow) => {
    const code = SECRET_KINDS.has(row.kind) ? oneTimeCodeIn(row.body) : null;
    if (code) log.info({ smsId: row.id, to: row.toPhone, kind: row.kind, code }, `One-time code for ${row.toPhone} (SMS_PROVIDER=outbox, shown only in this log): ${code}`);
  };

  async function insertQueued(tx: DbOrTx, message: QueuedSms): Promise<number> {
    // A company may have its SMS in plain letters (docs/translations.md): written so in the outbox, sent so.
    let body = message.text;
    if (message.companyId !== null && message.companyId !== undefined) {
      const [company] = await tx.select({ plain: companies.smsPlainLetters }).from(companies).where(eq(companies.id, message.companyId));
      if (company?.plain) body = smsPlainLetters(body);
    }
    const [row] = await tx
      .insert(smsMessages)
      .values({ companyId: message.companyId, toPhone: message.to, body, kind: message.kind, provider: sender.name, nextAttemptAt: new Date() })
      .returning({ id: smsMessages.id });
    return row!.id;
  }

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  const enqueue = async (id: number, at?: Date, catchingUp = false) => {
    if (!queue) throw new Error('The SMS service has no job queue');
    await queue.enqueue(id, at, catchingUp);
  };

  /** Takes the message for this process (no other worker sends it meanwhile), or null if not due. */
  async function claim(id: number): Promise<{ row: SmsMessageRow; until: Date } | null> {
    const now = new Date();
    const until = new Date(now.getTime() + lease);
    const [row] = await db
      .update(smsMessages)
      .set({ status: 'sending', nextAttemptAt: until, updatedAt: now })
      .where(and(eq(smsMessages.id, id), inArray(smsMessages.status, ['pending', 'sending']), dueAt(now)))
      .returning();
    return row ? { row, until } : null;
  }

  /** The row is still ours: claimed by this attempt (its lease unchanged), not taken over since. */
  const stillOurs = (id: number, until: Date) => and(eq(smsMessages.id, id), eq(smsMessages.status, 'sending'), eq(smsMessages.nextAttemptAt, until));

  async function sendOne(id: number): Promise<void> {
    const claimed = await claim(id);
    if (!claimed) {
      // Not due yet (a job that ran early), or sent, failed or claimed elsewhere: a pending row gets its job again.
      const [row] = await db.select({ status: smsMessages.status, nextAttemptAt: smsMessages.nextAttemptAt }).from(smsMessages).where(eq(smsMessages.id, id));
      if (row?.status === 'pending' && row.nextAttemptAt && row.nextAttemptAt > new Date()) await enqueue(id, row.nextAttemptAt);
      return;
    }
    const { row, until } = claimed;
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await sender.send({ to: row.toPhone, text: row.body, id: `coldroom-${row.id}` });
      if (sender.name === 'outbox') logOneTimeCode(row);
      const now = new Date();
      await db
        .update(smsMessages)
        .set({ status: 'sent', attempts, providerMessageId, lastError: null, nextAttemptAt: null, sentAt: now, updatedAt: now })
        .where(stillOurs(id, until));
      count('sent');
    } catch (error) {
      const retryable = !(error instanceof SmsSendError) || error.retryable;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = !retryable || attempts >= policy.maxAttempts;
      const now = new Date();
      const next = giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts, policy.retryBaseMs));
      const [marked] = await db
        .update(smsMessages)
        .set({ status: giveUp ? 'failed' : 'pending', attempts, lastError: message, nextAttemptAt: next, updatedAt: now })
        .where(stillOurs(id, until))
        .returning({ id: smsMessages.id });
      log[giveUp ? 'error' : 'warn']({ smsId: id, attempts, retryable }, `SMS ${giveUp ? 'failed' : 'will be retried'}: ${message}`);
      if (giveUp) count('failed');
      // The retry is a job of its own, due at the row's next attempt (the catch-up job would find it too).
      else if (marked) await enqueue(id, next!);
    }
  }

  async function catchUp(): Promise<number> {
    const due = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(inArray(smsMessages.status, ['pending', 'sending']), dueAt(new Date())))
      .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.id))
      .limit(BATCH);
    for (const { id } of due) await enqueue(id, undefined, true);
    return due.length;
  }

  async function flush(): Promise<void> {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  }

  async function idle(): Promise<void> {
    await flush();
    const until = Date.now() + IDLE_LIMIT_MS;
    while (awaited.size > 0 && Date.now() < until) {
      const open = await db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(and(inArray(smsMessages.id, [...awaited]), inArray(smsMessages.status, ['pending', 'sending'])));
      const still = new Set(open.map((r) => r.id));
      for (const id of [...awaited]) if (!still.has(id)) awaited.delete(id);
      if (awaited.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return {
    providerName: sender.name,
    async queue(tx, message) {
      const refusal = await admitMessage(tx, policy, message);
      if (refusal) throw new SmsRefusedError(refusal);
      return insertQueued(tx, message);
    },
    async queueQuietly(tx, message) {
      const refusal = await admitMessage(tx, policy, message);
      if (!refusal) return insertQueued(tx, message);
      log.warn({ to: message.to, kind: message.kind, reason: refusal.reason, companyId: message.companyId }, 'SMS refused');
      await recordRefusal(tx, sender.name, refusal);
      return null;
    },
    async admitAnonymous(tx, request) {
      const result = await admitAnonymousRequest(tx, policy, request);
      if ('refusal' in result) {
        log.warn({ to: request.to, kind: request.kind, reason: result.refusal.reason, address: request.address }, 'Anonymous SMS request refused');
        throw refusalError(result.refusal);
      }
      return result.counted;
    },
    async transaction(work) {
      try {
        return await db.transaction(work);
      } catch (error) {
        if (!(error instanceof SmsRefusedError)) throw error;
        const { refusal } = error;
        log.warn({ to: refusal.to, kind: refusal.kind, reason: refusal.reason, companyId: refusal.companyId }, 'SMS refused');
        await recordRefusal(db, sender.name, refusal);
        throw refusalError(refusal);
      }
    },
    dispatch(ids) {
      for (const id of ids) {
        awaited.add(id);
        // Enqueued after the commit; if this fails (or the process stops first) the catch-up job enqueues it.
        track(enqueue(id).catch((error: unknown) => log.error({ err: error, smsId: id }, 'SMS could not be enqueued; the catch-up job will')));
      }
    },
    sendOne,
    catchUp,
    useQueue(q) {
      queue = q;
    },
    flush,
    idle,
  };
}

function dueAt(now: Date) {
  return or(isNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, now)) ?? sql`true`;
}
