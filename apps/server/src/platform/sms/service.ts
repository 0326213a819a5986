import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsKind } from '@coldroom/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { admitAnonymousRequest, admitMessage, type QueuedSms, type SmsAllowance } from './admission';
import type { BudgetScope } from './budgets';
import { oneTimeCodeIn, SECRET_KINDS } from './secrets';
import { recordRefusal, refusalError, SmsRefusedError } from './refusals';
import { SmsSendError, type SmsSender } from './sender';

export type { QueuedSms } from './admission';

export interface SmsPolicy extends SmsAllowance {
  maxAttempts: number;
  retryBaseMs: number;
  pollIntervalMs: number;
}

/**
 * The SMS pipeline. Nothing is queued before it passes the country list and its budgets (admission.ts).
 * `queue` writes the message inside the caller's transaction; `dispatch` sends it once that transaction
 * has committed. A failed send is retried with exponential backoff up to maxAttempts, then marked failed;
 * status, attempts and the last error stay on the row for the outbox endpoint. A worker timer also picks
 * up messages left due (a retry, or a process that stopped before sending).
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
  /** Starts sending these messages now, without waiting; call after the transaction commits. */
  dispatch(ids: readonly number[]): void;
  /** Sends every message that is due now; returns how many were tried. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops the worker and waits for sends in flight. */
  stop(): Promise<void>;
  /** Waits for sends in flight (tests). */
  idle(): Promise<void>;
}

/** A sending message whose worker died is taken over after this long. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

/** Delay before attempt n+1 after n failed attempts: base, 2×base, 4×base … at most 64×base. */
export function retryDelayMs(failedAttempts: number, baseMs: number): number {
  return baseMs * 2 ** Math.min(Math.max(failedAttempts - 1, 0), 6);
}

export function createSmsService(db: Db, sender: SmsSender, policy: SmsPolicy, log: FastifyBaseLogger): SmsService {
  const inFlight = new Set<Promise<void>>();

  /**
   * SMS_PROVIDER=outbox: one-time codes reach nobody's phone and the outbox masks them, so the server log
   * is where whoever runs the server finds them (a demo's way in).
   */
  const logOneTimeCode = (row: SmsMessageRow) => {
    const code = SECRET_KINDS.has(row.kind) ? oneTimeCodeIn(row.body) : null;
    if (code) log.info({ smsId: row.id, to: row.toPhone, kind: row.kind, code }, `One-time code for ${row.toPhone} (SMS_PROVIDER=outbox, shown only in this log): ${code}`);
  };

  async function insertQueued(tx: DbOrTx, message: QueuedSms): Promise<number> {
    const [row] = await tx
      .insert(smsMessages)
      .values({ companyId: message.companyId, toPhone: message.to, body: message.text, kind: message.kind, provider: sender.name, nextAttemptAt: new Date() })
      .returning({ id: smsMessages.id });
    return row!.id;
  }

  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const track = (work: Promise<void>) => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  /** Takes the message for this process (no other worker sends it meanwhile), or null if not due. */
  async function claim(id: number): Promise<SmsMessageRow | null> {
    const now = new Date();
    const [row] = await db
      .update(smsMessages)
      .set({ status: 'sending', nextAttemptAt: new Date(now.getTime() + LEASE_MS), updatedAt: now })
      .where(and(eq(smsMessages.id, id), inArray(smsMessages.status, ['pending', 'sending']), dueAt(now)))
      .returning();
    return row ?? null;
  }

  async function attempt(id: number): Promise<void> {
    const row = await claim(id);
    if (!row) return;
    const attempts = row.attempts + 1;
    try {
      const { providerMessageId } = await sender.send({ to: row.toPhone, text: row.body });
      if (sender.name === 'outbox') logOneTimeCode(row);
      const now = new Date();
      await db
        .update(smsMessages)
        .set({ status: 'sent', attempts, providerMessageId, lastError: null, nextAttemptAt: null, sentAt: now, updatedAt: now })
        .where(eq(smsMessages.id, id));
    } catch (error) {
      const retryable = !(error instanceof SmsSendError) || error.retryable;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = !retryable || attempts >= policy.maxAttempts;
      const now = new Date();
      await db
        .update(smsMessages)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: message,
          nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(attempts, policy.retryBaseMs)),
          updatedAt: now,
        })
        .where(eq(smsMessages.id, id));
      log[giveUp ? 'error' : 'warn']({ smsId: id, attempts, retryable }, `SMS ${giveUp ? 'failed' : 'will be retried'}: ${message}`);
    }
  }

  const safely = (id: number) =>
    attempt(id).catch((error: unknown) => log.error({ err: error, smsId: id }, 'SMS dispatch crashed; the worker will retry'));

  async function runDue(): Promise<number> {
    const due = await db
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(and(inArray(smsMessages.status, ['pending', 'sending']), dueAt(new Date())))
      .orderBy(asc(smsMessages.nextAttemptAt), asc(smsMessages.id))
      .limit(BATCH);
    await Promise.all(due.map(({ id }) => safely(id)));
    return due.length;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      const work = runDue()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'SMS worker run failed'))
        .finally(schedule);
      track(work);
    }, policy.pollIntervalMs);
    timer.unref();
  };

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
      for (const id of ids) track(safely(id));
    },
    runDue,
    start() {
      stopped = false;
      if (!timer) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

function dueAt(now: Date) {
  return or(isNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, now)) ?? sql`true`;
}
