import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PaymentMethod } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { openingBalances } from './imports';
import { checkOuts } from './operations';
import { farmers } from './people';
import { smsMessages } from './sms';
import { users } from './users';

/**
 * Farmer accounts (domain-rules §11, docs/accounts-rules.md): payments that settle check-outs, and their
 * reversals. A payment is never changed or deleted; a reversal is a second row that points at it.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    kind: text('kind').$type<'payment' | 'reversal'>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Always positive; a reversal takes it back off the check-outs. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The day the money came (a reversal: the day it was made), in the company's zone. */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note'),
    takenByUserId: refColumn('taken_by_user_id').notNull().references(() => users.id),
    /** A reversal: the payment it undoes (once). */
    reversesId: refColumn('reverses_id').references((): AnyPgColumn => payments.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('payments_reverses_id_key').on(t.reversesId),
    index('payments_farmer_company_idx').on(t.farmerId, t.companyId, t.createdAt),
    index('payments_company_created_idx').on(t.companyId, t.createdAt),
    check('payments_kind_check', sql`${t.kind} in ('payment', 'reversal') and (${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
    check('payments_amount_check', sql`${t.amountMinor} > 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** What one payment (or reversal, negative) put on one check-out, or on the farmer's opening balance (exactly one of the two). */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    paymentId: refColumn('payment_id').notNull().references(() => payments.id),
    checkOutId: refColumn('check_out_id').references(() => checkOuts.id),
    openingBalanceId: refColumn('opening_balance_id').references(() => openingBalances.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_check_out_idx').on(t.checkOutId),
    index('payment_allocations_opening_balance_idx').on(t.openingBalanceId),
    check('payment_allocations_amount_check', sql`${t.amountMinor} <> 0`),
    check('payment_allocations_target_check', sql`(${t.checkOutId} is null) <> (${t.openingBalanceId} is null)`),
  ],
);
export type PaymentAllocationRow = typeof paymentAllocations.$inferSelect;

/** Reminders of money owed sent to a farmer by a company (at most one a week, domain-rules §11). */
export const balanceReminders = pgTable(
  'balance_reminders',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    sentAt: timestampColumn('sent_at').notNull(),
    smsId: refColumn('sms_id').references(() => smsMessages.id),
    /** Who asked for it; null for the weekly sweep. */
    sentByUserId: refColumn('sent_by_user_id').references(() => users.id),
  },
  (t) => [index('balance_reminders_farmer_company_idx').on(t.farmerId, t.companyId, t.sentAt)],
);
export type BalanceReminderRow = typeof balanceReminders.$inferSelect;
