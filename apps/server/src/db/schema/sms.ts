import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SmsDeliveryStatus, SmsMessage, SmsRefusalReason } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';
import { farmers } from './people';

/**
 * Every SMS the app sends, written in the transaction that causes it and sent after commit (platform/sms).
 * With SMS_PROVIDER=outbox this table is the delivery: service providers read it (one-time codes masked;
 * the server log shows those). `next_attempt_at` is when a pending message is due, or until when a sending
 * one is leased to a worker. A message the budgets or the country list refused is kept with status
 * `refused` and its reason (never sent); `attempts` then counts the refused tries it stands for
 * (platform/sms/refusals.ts). A sent message's delivery report (modules/farmer-sms/delivery.ts) sets
 * `delivery_status` (delivered, failed, expired), the gateway's reason and the time of the outcome; `status` stays
 * `sent`. Reports are matched by the gateway and its message id (`provider_message_id`).
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
    deliveryStatus: text('delivery_status').$type<SmsDeliveryStatus>(),
    deliveryReason: text('delivery_reason'),
    /** When the gateway says the outcome happened (Infobip's doneAt), or when its report came. */
    deliveryStatusAt: timestampColumn('delivery_status_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('sms_messages_company_created_idx').on(t.companyId, t.createdAt),
    index('sms_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('sms_messages_refused_idx').on(t.companyId, t.kind, t.refusedReason, t.createdAt).where(sql`${t.status} = 'refused'`),
    check('sms_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'refused')`),
    check('sms_messages_refused_reason_check', sql`(${t.status} = 'refused') = (${t.refusedReason} is not null)`),
    // A delivery report finds its message by the gateway's id.
    index('sms_messages_provider_message_idx').on(t.provider, t.providerMessageId).where(sql`${t.providerMessageId} is not null`),
    check('sms_messages_delivery_status_check', sql`${t.deliveryStatus} in ('delivered', 'failed', 'expired')`),
    check('sms_messages_delivery_check', sql`(${t.deliveryStatus} is null) = (${t.deliveryStatusAt} is null)`),
  ],
);
export type SmsMessageRow = typeof smsMessages.$inferSelect;

/**
 * Farmers' SMS as the gateways posted them (docs/sms-and-ussd.md): kept once per gateway message id, then
 * answered by the `sms-answer` job. `status`: `received` until answered; `answered` with the reply's outbox row
 * (null when nothing was sent: a number of no farmer already answered today, or a budget refused it).
 */
export const smsInbound = pgTable(
  'sms_inbound',
  {
    id: idColumn(),
    provider: text('provider').$type<'infobip' | 'africastalking' | 'simulator'>().notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    fromPhone: text('from_phone').notNull(),
    toNumber: text('to_number'),
    body: text('body').notNull(),
    receivedAt: timestampColumn('received_at').notNull(),
    status: text('status').$type<'received' | 'answered'>().notNull().default('received'),
    /** The farmer the number belonged to when answered (null: none). */
    farmerId: refColumn('farmer_id').references(() => farmers.id),
    keyword: text('keyword'),
    replySmsId: refColumn('reply_sms_id').references(() => smsMessages.id, { onDelete: 'set null' }),
    answeredAt: timestampColumn('answered_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('sms_inbound_provider_message_key').on(t.provider, t.providerMessageId),
    index('sms_inbound_waiting_idx').on(t.createdAt).where(sql`${t.status} = 'received'`),
    index('sms_inbound_farmer_idx').on(t.farmerId, t.createdAt),
    check('sms_inbound_status_check', sql`${t.status} in ('received', 'answered')`),
  ],
);
export type SmsInboundRow = typeof smsInbound.$inferSelect;
