import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { checkIns, checkOuts, produceLots } from './operations';
import { roomAlerts } from './readings';
import { users } from './users';

/**
 * In-app notices for one user. The texts are the app's (by kind); the row keeps only references and
 * figures. A time-to-pick-up notice is raised once per lot and person (unique key).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    companyId: refColumn('company_id').references(() => companies.id),
    userId: refColumn('user_id').notNull().references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    lotId: refColumn('lot_id').references(() => produceLots.id),
    checkInId: refColumn('check_in_id').references(() => checkIns.id),
    /** market_survey_due: the check-out waiting for its survey. */
    checkOutId: refColumn('check_out_id').references(() => checkOuts.id),
    daysLeft: doublePrecision('days_left'),
    /** room_alert, room_alert_critical: the alert (docs/cold-chain-rules.md §5). */
    alertId: refColumn('alert_id').references(() => roomAlerts.id),
    readAt: timestampColumn('read_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // lot_id is null for notices that are not about a lot, and nulls never clash
    uniqueIndex('notifications_once_per_lot_key').on(t.kind, t.lotId, t.userId),
    // One notice per alert, kind and person: two processes evaluating the same readings tell nobody twice.
    uniqueIndex('notifications_once_per_alert_key').on(t.kind, t.alertId, t.userId),
    check('notifications_kind_check', sql`${t.kind} in ('pickup_soon', 'check_in_corrected', 'market_survey_due', 'room_over_capacity', 'room_alert', 'room_alert_critical')`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;
