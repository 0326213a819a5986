import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { users } from './users';

/**
 * Refresh tokens, stored as SHA-256 hashes. A login starts a family; every refresh rotates to a new
 * token of the same family. Presenting a rotated token again means it leaked: the family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(() => users.id),
    companyId: refColumn('company_id').references(() => companies.id),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    rotatedAt: timestampColumn('rotated_at'),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
