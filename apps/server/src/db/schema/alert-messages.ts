import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { roomAlerts } from './readings';
import { smsMessages } from './sms';
import { users } from './users';

/**
 * Each SMS of a room's alert to one person (docs/cold-chain-rules.md §5): written with its unique key
 * (alert, person, repeat number from 0) before its SMS is queued, in the same transaction, so two server
 * processes never send one message twice. `queued` false: the budgets or the country list refused it (the
 * outbox shows the refusal). The SMS row may be deleted by housekeeping later (the key stays).
 */
export const roomAlertMessages = pgTable(
  'room_alert_messages',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    alertId: refColumn('alert_id').notNull().references(() => roomAlerts.id),
    userId: refColumn('user_id').notNull().references(() => users.id),
    repeat: integer('repeat').notNull(),
    /** The message told of a critical alert (a service provider is told of it at once). */
    critical: boolean('critical').notNull(),
    toldAt: timestampColumn('told_at').notNull(),
    queued: boolean('queued').notNull(),
    smsId: refColumn('sms_id').references(() => smsMessages.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('room_alert_messages_key').on(t.alertId, t.userId, t.repeat),
    // the daily cap counts a person's messages of the last day
    index('room_alert_messages_user_told_idx').on(t.userId, t.toldAt),
    check('room_alert_messages_repeat_check', sql`${t.repeat} >= 0`),
  ],
);
export type RoomAlertMessageRow = typeof roomAlertMessages.$inferSelect;
