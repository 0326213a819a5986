import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SmsMessage, smsOutboxQuerySchema } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { maskOneTimeCodes, SECRET_KINDS } from '../../platform/sms/secrets';

type OutboxQuery = z.output<typeof smsOutboxQuerySchema>;

/**
 * What went out by SMS for a message. One-time codes (password reset, phone verification) belong to the
 * phone's owner alone: the company's staff must not read them here and take the account over, so they
 * are masked for everyone, also with SMS_PROVIDER=outbox (the server log shows them to whoever runs the
 * server). A refused message shows why; a sent one, what the gateway's delivery report said (if one came).
 */
export function presentSms(row: SmsMessageRow): SmsMessage {
  const masked = SECRET_KINDS.has(row.kind);
  return {
    id: row.id,
    company: row.companyId,
    to: row.toPhone,
    text: masked ? maskOneTimeCodes(row.body) : row.body,
    kind: row.kind,
    provider: row.provider,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    provider_message_id: row.providerMessageId,
    refused_reason: row.refusedReason,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    delivery_status: row.deliveryStatus,
    delivery_reason: row.deliveryReason,
    delivery_status_at: row.deliveryStatusAt ? row.deliveryStatusAt.toISOString() : null,
  };
}

/** The company's SMS, newest first (`?company` of another company: 404). */
export async function listOutbox(db: Db, actor: Actor, query: OutboxQuery) {
  if (query.company !== undefined && query.company !== actor.companyId) throw errors.notFound('The company');
  const where = and(inActorCompany(actor, smsMessages.companyId), query.status ? eq(smsMessages.status, query.status) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(smsMessages).where(where),
  ]);
  return { items: rows.map(presentSms), total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}
