import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage } from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { SmsSendError, type SmsSender } from './sender';

export interface QueuedSms {
  companyId: number | null;
  to: string;
  text: string;
  kind: SmsMessage['kind'];
}

export interface SmsPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  pollIntervalMs: number;
}

/**
 * The SMS pipeline: `queue` writes the message inside the caller's transaction; `dispatch` sends it once
 * that transaction has committed. A failed send is retried with exponential backoff up to maxAttempts,
 * then marked failed; status, attempts and the last error stay on the row for the outbox endpoint.
 * A worker timer also picks up messages left due (a retry, or a process that stopped before sending).
 */
export interface SmsService {
  readonly providerName: string;
  queue(tx: DbOrTx, message: QueuedSms): Promise<number>;
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
      const [row] = await tx
        .insert(smsMessages)
        .values({ companyId: message.companyId, toPhone: message.to, body: message.text, kind: message.kind, provider: sender.name, nextAttemptAt: new Date() })
        .returning({ id: smsMessages.id });
      return row!.id;
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
