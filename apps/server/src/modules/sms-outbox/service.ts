import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SmsMessage, smsOutboxQuerySchema } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { smsMessages, type SmsMessageRow } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

type OutboxQuery = z.output<typeof smsOutboxQuerySchema>;

/**
 * What went out by SMS for a message. Reset codes sent through a real gateway reached their phone; the
 * company's staff must not be able to read them here and take the account over, so they are masked. With
 * SMS_PROVIDER=outbox nothing leaves the server and this list is the delivery, so they show.
 */
export function presentSms(row: SmsMessageRow): SmsMessage {
  const masked = row.kind === 'password_reset' && row.provider !== 'outbox';
  return {
    id: row.id,
    company: row.companyId,
    to: row.toPhone,
    text: masked ? row.body.replace(/\b\d{6}\b/g, '••••••') : row.body,
    kind: row.kind,
    provider: row.provider,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    provider_message_id: row.providerMessageId,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' && row.nextAttemptAt ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
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
