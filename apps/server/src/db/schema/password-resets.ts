import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { users } from './users';

/**
 * Password-reset requests (domain-rules §2). One row per request, also for phones nobody has (user_id and
 * code_hash null), so the per-phone limit counts the same either way and answers reveal nothing. The code
 * is stored only as a hash bound to the phone.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: idColumn(),
    phone: text('phone').notNull(),
    userId: refColumn('user_id').references(() => users.id),
    codeHash: text('code_hash'),
    /** Wrong codes tried while this one was live; at the limit it dies. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('password_resets_phone_created_idx').on(t.phone, t.createdAt)],
);
export type PasswordResetRow = typeof passwordResets.$inferSelect;
