import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SmsMessage, SmsRefusalReason } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';

/**
 * Every SMS the app sends, written in the transaction that causes it and sent after commit (platform/sms).
 * With SMS_PROVIDER=outbox this table is the delivery: service providers read it (one-time codes masked;
 * the server log shows those). `next_attempt_at` is when a pending message is due, or until when a sending
 * one is leased to a worker. A message the budgets or the country list refused is kept with status
 * `refused` and its reason (never sent); `attempts` then counts the refused tries it stands for
 * (platform/sms/refusals.ts).
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: idColumn(),
    companyId: refColumn('company_id').references(() => companies.id),
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    kind: text('kind').$type<SmsMessage['kind']>().notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<SmsMessage['status']>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    refusedReason: text('refused_reason').$type<SmsRefusalReason>(),
    providerMessageId: text('provider_message_id'),
    nextAttemptAt: timestampColumn('next_attempt_at'),
    sentAt: timestampColumn('sent_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('sms_messages_company_created_idx').on(t.companyId, t.createdAt),
    index('sms_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_messages_refused_idx').on(t.companyId, t.kind, t.refusedReason, t.createdAt).where(sql`${t.status} = 'refused'`),
    check('sms_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'refused')`),
    check('sms_messages_refused_reason_check', sql`(${t.status} = 'refused') = (${t.refusedReason} is not null)`),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;
