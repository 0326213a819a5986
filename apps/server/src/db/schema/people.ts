import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { users } from './users';

/** A service provider: an admin of one company. */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(() => users.id),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('service_providers_user_id_key').on(t.userId), index('service_providers_company_id_idx').on(t.companyId)],
);

/** An operator: staff of one company; room assignments come with the cooling-unit issue. */
export const operators = pgTable(
  'operators',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(() => users.id),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('operators_user_id_key').on(t.userId), index('operators_company_id_idx').on(t.companyId)],
);

/**
 * A farmer (cooling user). company_id is the company that registered them, null for self-registered
 * farmers; they may still use other companies' rooms. The user code is global because an operator of any
 * company types it to link a farmer.
 */
export const farmers = pgTable(
  'farmers',
  {
    id: idColumn(),
    userId: refColumn('user_id').notNull().references(() => users.id),
    companyId: refColumn('company_id').references(() => companies.id),
    parentName: text('parent_name'),
    /** Where the farmer lives (imports, docs/import-rules.md). */
    village: text('village'),
    userCode: varchar('user_code', { length: 8 }).notNull(),
    country: varchar('country', { length: 2 }),
    /** The company's "User without a phone" record for people who do not register (domain-rules §1). */
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    /** Registered offline: created_at is when it was done on the device, received_at when it arrived. */
    createdAt: createdAtColumn(),
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
    deviceId: varchar('device_id', { length: 64 }),
    /** When the farmer sent STOP (docs/sms-and-ussd.md §1): no reminders and no pick-up notices by SMS until START. */
    smsStoppedAt: timestampColumn('sms_stopped_at'),
  },
  (t) => [
    uniqueIndex('farmers_user_id_key').on(t.userId),
    uniqueIndex('farmers_user_code_key').on(t.userCode),
    uniqueIndex('farmers_walk_in_per_company_key').on(t.companyId).where(sql`${t.isWalkIn}`),
    index('farmers_company_id_idx').on(t.companyId),
  ],
);
export type FarmerRow = typeof farmers.$inferSelect;
