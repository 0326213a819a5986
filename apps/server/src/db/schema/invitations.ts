import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Gender } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { smsMessages } from './sms';
import { users } from './users';

/**
 * An invitation to join a company as an operator (with the rooms they will run) or a service provider
 * (domain-rules §2): 8-character code, 24 hours, single use. A newer invitation to the same phone in the
 * same company replaces the older one (replaced_at).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    role: text('role').$type<'Operator' | 'Service Provider'>().notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    phone: text('phone').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    gender: text('gender').$type<Gender>(),
    /** Operators: the cooling units they will run, assigned when they sign up. */
    roomIds: bigint('room_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    invitedBy: refColumn('invited_by').references(() => users.id),
    smsMessageId: refColumn('sms_message_id').references(() => smsMessages.id),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    usedBy: refColumn('used_by').references(() => users.id),
    cancelledAt: timestampColumn('cancelled_at'),
    replacedAt: timestampColumn('replaced_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('invitations_code_key').on(t.code),
    index('invitations_company_id_idx').on(t.companyId, t.createdAt),
    index('invitations_phone_idx').on(t.phone),
    check('invitations_role_check', sql`${t.role} in ('Operator', 'Service Provider')`),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;
