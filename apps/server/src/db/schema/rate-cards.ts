import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateCard } from '@coldroom/domain';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn } from './columns';
import { crops } from './crops';
import { coolingUnits } from './rooms';
import { users } from './users';

/**
 * A room's rate card for a crop (docs/rent-rules.md §6): versions 1, 2, … each in force from its date (in the
 * company's zone). Version 1 of every room's crop is its fixed or daily price as a card (the migration wrote it
 * for the rooms of the time; later rooms get it when their crops are first priced). Rows never change.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    card: jsonb('card').$type<RateCard>().notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('rate_cards_room_crop_version_key').on(t.coolingUnitId, t.cropId, t.version),
    index('rate_cards_room_crop_from_idx').on(t.coolingUnitId, t.cropId, t.effectiveFrom),
    check('rate_cards_version_check', sql`${t.version} >= 1`),
  ],
);
export type RateCardRow = typeof rateCards.$inferSelect;
