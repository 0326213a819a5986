import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, timestampColumn, updatedAtColumn } from './columns';

/** The tenant: a service provider's organisation (domain-rules §1). */
export const companies = pgTable(
  'companies',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2, e.g. NG. */
    country: varchar('country', { length: 2 }).notNull(),
    /** ISO 4217, e.g. NGN. */
    currency: varchar('currency', { length: 3 }).notNull().default('NGN'),
    /** IANA zone; business days are counted in it. */
    timeZone: text('time_zone').notNull(),
    logoPath: text('logo_path'),
    /** The company's crop shortlist: crop ids of the packages/domain catalogue ("tomato"), in the order chosen. */
    cropIds: text('crop_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Countries SMS may go to besides `country` (ISO 3166-1 alpha-2), within the server's SMS_COUNTRIES. */
    smsCountries: text('sms_countries').array().notNull().default(sql`'{}'::text[]`),
    digitalTwin: boolean('digital_twin').notNull().default(true),
    ml4Market: boolean('ml4_market').notNull().default(false),
    ml4Quality: boolean('ml4_quality').notNull().default(false),
    ml4Farmers: boolean('ml4_farmers').notNull().default(false),
    hasCoolingUnits: boolean('has_cooling_units').notNull().default(false),
    dateJoined: timestampColumn('date_joined').notNull().defaultNow(),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankName: text('bank_name'),
    /** Weekly SMS reminders of money owed (domain-rules §11); its service providers may turn them off. */
    balanceReminders: boolean('balance_reminders').notNull().default(true),
    /** Its SMS in plain letters, without tone marks, dots and hooks (docs/translations.md): one GSM part, not UCS-2. */
    smsPlainLetters: boolean('sms_plain_letters').notNull().default(false),
    /** Set by the platform administrator: its people cannot log in and their requests are refused (docs/platform-admin.md). */
    suspendedAt: timestampColumn('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /** The platform administrator's cap on all SMS the company causes per day; null: only the server's budgets. */
    smsDayLimit: integer('sms_day_limit'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('companies_name_lower_key').on(sql`lower(${t.name})`),
    check('companies_sms_day_limit_check', sql`${t.smsDayLimit} is null or ${t.smsDayLimit} >= 0`),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;
