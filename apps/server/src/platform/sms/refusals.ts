import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { SmsKind, SmsRefusalReason } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { smsMessages } from '../../db/schema';
import { AppError } from '../errors';
import { take } from '../limits/counters';

/** An SMS the budgets or the country list refused, before anything was queued. */
export interface Refusal {
  reason: SmsRefusalReason;
  retryAfterSeconds: number;
  /** The budget that is used up (per its window), for the message. */
  limit?: number;
  companyId: number | null;
  to: string;
  text: string;
  kind: SmsKind;
  /** The request field that named the number, for a 422. */
  field?: string;
}

/** Thrown inside a transaction; SmsService.transaction records it once the transaction has rolled back. */
export class SmsRefusedError extends Error {
  override name = 'SmsRefusedError';
  constructor(readonly refusal: Refusal) {
    super(describeRefusal(refusal));
  }
}

const KIND_NAMES: Record<SmsKind, string> = {
  verification: 'verification',
  password_reset: 'password-reset',
  invitation: 'invitation',
  receipt: 'receipt',
  pickup: 'pick-up',
  reminder: 'reminder',
  alert: 'alert',
  reply: 'reply',
  rate_change: 'rate-change',
  welcome: 'welcome',
};

export function describeRefusal(refusal: Pick<Refusal, 'reason' | 'kind' | 'limit'>): string {
  const kind = KIND_NAMES[refusal.kind];
  const limit = refusal.limit ?? 0;
  switch (refusal.reason) {
    case 'country_not_allowed':
      return 'SMS cannot go to this country: add it to the company’s SMS countries (within the server’s list).';
    case 'company_hour':
      return `The company has sent its ${limit} ${kind} SMS for this hour.`;
    case 'company_day':
      return `The company has sent its ${limit} ${kind} SMS for today.`;
    case 'destination_day':
      return `This number has had its ${limit} ${kind} SMS for today.`;
    case 'subject_day':
      return `This ${kind} SMS has been sent ${limit} times today.`;
    case 'address_hour':
      return `Too many ${kind} SMS were asked for from this address in the last hour.`;
  }
}

/** The answer to the request: 422 for a country (naming the field), 429 with Retry-After for a budget. */
export function refusalError(refusal: Refusal): AppError {
  const message = describeRefusal(refusal);
  if (refusal.reason === 'country_not_allowed') {
    return new AppError(422, 'sms_country_not_allowed', message, refusal.field ? { [refusal.field]: 'country_not_allowed' } : undefined);
  }
  const code = refusal.reason === 'destination_day' || refusal.reason === 'subject_day' ? 'sms_recipient_limit' : 'sms_budget_exceeded';
  const retryAfter = String(Math.max(1, Math.ceil(refusal.retryAfterSeconds)));
  return new AppError(429, code, `${message} Try again in ${retryAfter} seconds.`, undefined, { 'retry-after': retryAfter });
}

/** Refused rows a company gets per hour before further refusals only add to the count of existing ones. */
const REFUSED_ROWS_PER_HOUR = 100;
const HOUR = sql`now() - interval '1 hour'`;

/**
 * Shows a refusal in the company's outbox. The same refusal (kind, reason, number) within the hour adds
 * to one row's count; past REFUSED_ROWS_PER_HOUR new rows an hour, refusals add to the newest row of
 * their kind and reason instead, so a flood of refused requests cannot grow the table without bound.
 * Refusals without a company (anonymous sign-ups) have no outbox and are not stored.
 */
export async function recordRefusal(db: DbOrTx, provider: string, refusal: Refusal): Promise<number | null> {
  if (refusal.companyId === null) return null;
  const same = and(
    eq(smsMessages.companyId, refusal.companyId),
    eq(smsMessages.status, 'refused'),
    eq(smsMessages.kind, refusal.kind),
    eq(smsMessages.refusedReason, refusal.reason),
    gt(smsMessages.createdAt, HOUR),
  );
  const addTo = async (condition: ReturnType<typeof and>) => {
    const [row] = await db.select({ id: smsMessages.id }).from(smsMessages).where(condition).orderBy(desc(smsMessages.id)).limit(1);
    if (!row) return null;
    await db
      .update(smsMessages)
      .set({ attempts: sql`${smsMessages.attempts} + 1`, body: refusal.text, toPhone: refusal.to, updatedAt: new Date() })
      .where(eq(smsMessages.id, row.id));
    return row.id;
  };
  const repeated = await addTo(and(same, eq(smsMessages.toPhone, refusal.to)));
  if (repeated !== null) return repeated;
  const room = await take(db, `sms:refused-rows:${refusal.companyId}`, 3600, REFUSED_ROWS_PER_HOUR);
  if (!room.allowed) {
    const folded = await addTo(same);
    if (folded !== null) return folded;
  }
  const [row] = await db
    .insert(smsMessages)
    .values({
      companyId: refusal.companyId,
      toPhone: refusal.to,
      body: refusal.text,
      kind: refusal.kind,
      provider,
      status: 'refused',
      refusedReason: refusal.reason,
      attempts: 1,
      lastError: describeRefusal(refusal),
      nextAttemptAt: null,
    })
    .returning({ id: smsMessages.id });
  return row!.id;
}
