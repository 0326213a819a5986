import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { idColumn, refColumn, timestampColumn } from './columns';
import { users } from './users';

/**
 * A company's own wording of a text (docs/text-overrides.md): an SMS template (`sms`, key = the template's
 * key) or the knowledge hub's advice for a crop (`crop_advice`, key = the catalogue's crop id), in one language.
 * One row per company, kind, key and language; who wrote it last and when.
 */
export const textOverrides = pgTable(
  'text_overrides',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    updatedByUserId: refColumn('updated_by_user_id').references(() => users.id),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('text_overrides_company_kind_key_language_key').on(t.companyId, t.kind, t.key, t.language),
    check('text_overrides_kind_check', sql`${t.kind} in ('sms', 'crop_advice')`),
  ],
);
export type TextOverrideRow = typeof textOverrides.$inferSelect;
