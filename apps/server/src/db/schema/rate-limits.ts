import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns';

/**
 * Every limit the server keeps (platform/limits): anonymous requests per client address, log-in failures,
 * SMS budgets. Kept here rather than in a process's memory, so they hold across restarts and are shared by
 * every server process on one database. A row is one counter: `hits` within a window that ends at
 * `resets_at` (then it starts again from zero), and for log-in throttling a `blocked_until`, never later
 * than `resets_at`. Rows past `resets_at` mean nothing and are deleted as new keys arrive
 * (deleteExpiredLimits does a full sweep).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestampColumn('resets_at').notNull(),
    blockedUntil: timestampColumn('blocked_until'),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
export type RateLimitRow = typeof rateLimits.$inferSelect;
