import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './users';

/** The first answer to each Idempotency-Key, per user, so an offline queue can replay safely. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(() => users.id),
    companyId: refColumn('company_id').references(() => companies.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of method, path and body: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_key').on(t.userId, t.key), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
