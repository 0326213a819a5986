import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LossReason, SurveyUnit } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, updatedAtColumn } from './columns';
import { checkOuts } from './operations';
import { farmers } from './people';
import { users } from './users';

/**
 * Surveys (domain-rules §7). Weights are whole grams, money minor units with its currency. The baseline
 * survey belongs to the farmer (once each, across companies); company_id records whose staff last saved it
 * (null: the farmer themself). A market survey belongs to the check-out's company.
 */
export const farmerSurveys = pgTable(
  'farmer_surveys',
  {
    id: idColumn(),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    companyId: refColumn('company_id').references(() => companies.id),
    kind: text('kind').$type<'farmer' | 'trader'>().notNull(),
    coldRoomExperience: boolean('cold_room_experience').notNull(),
    experienceMonths: integer('experience_months'),
    currency: varchar('currency', { length: 3 }).notNull(),
    updatedBy: refColumn('updated_by').notNull().references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('farmer_surveys_farmer_key').on(t.farmerId), check('farmer_surveys_kind_check', sql`${t.kind} in ('farmer', 'trader')`)],
);
export type FarmerSurveyRow = typeof farmerSurveys.$inferSelect;

/** One crop of a baseline survey: a season's quantities and how the farmer sells it. */
export const farmerSurveyCommodities = pgTable(
  'farmer_survey_commodities',
  {
    id: idColumn(),
    surveyId: refColumn('survey_id').notNull().references(() => farmerSurveys.id, { onDelete: 'cascade' }),
    cropCode: text('crop_code').notNull(),
    unit: text('unit').$type<SurveyUnit>().notNull(),
    gramsPerUnit: bigint('grams_per_unit', { mode: 'number' }).notNull(),
    totalGrams: bigint('total_grams', { mode: 'number' }).notNull(),
    selfConsumedGrams: bigint('self_consumed_grams', { mode: 'number' }).notNull(),
    soldGrams: bigint('sold_grams', { mode: 'number' }).notNull(),
    soldBelowMarketGrams: bigint('sold_below_market_grams', { mode: 'number' }).notNull(),
    averagePriceMinor: bigint('average_price_minor', { mode: 'number' }).notNull(),
    seasonMonths: integer('season_months').notNull(),
    mainLossReason: text('main_loss_reason').$type<LossReason>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('farmer_survey_commodities_crop_key').on(t.surveyId, t.cropCode),
    check('farmer_survey_commodities_parts_check', sql`${t.selfConsumedGrams} + ${t.soldGrams} <= ${t.totalGrams} and ${t.soldBelowMarketGrams} <= ${t.soldGrams} and ${t.gramsPerUnit} > 0`),
  ],
);
export type FarmerSurveyCommodityRow = typeof farmerSurveyCommodities.$inferSelect;

/** After a check-out, once per check-out and crop: where and for how much it sold, and what was lost. */
export const marketSurveys = pgTable(
  'market_surveys',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    checkOutId: refColumn('check_out_id').notNull().references(() => checkOuts.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    cropCode: text('crop_code').notNull(),
    whereSold: text('where_sold').$type<'farm_gate' | 'local_market' | 'both'>().notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    unit: text('unit').$type<SurveyUnit>().notNull(),
    gramsPerUnit: bigint('grams_per_unit', { mode: 'number' }).notNull(),
    sellingDate: date('selling_date', { mode: 'string' }).notNull(),
    lostGrams: bigint('lost_grams', { mode: 'number' }).notNull(),
    lossReason: text('loss_reason').$type<LossReason>(),
    filledBy: refColumn('filled_by').notNull().references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('market_surveys_check_out_crop_key').on(t.checkOutId, t.cropCode),
    index('market_surveys_farmer_idx').on(t.farmerId),
    check('market_surveys_where_sold_check', sql`${t.whereSold} in ('farm_gate', 'local_market', 'both')`),
    check('market_surveys_amounts_check', sql`${t.priceMinor} >= 0 and ${t.lostGrams} >= 0 and ${t.gramsPerUnit} > 0`),
  ],
);
export type MarketSurveyRow = typeof marketSurveys.$inferSelect;
