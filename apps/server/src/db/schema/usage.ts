import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { refColumn } from './columns';

/**
 * Daily totals for the usage analysis, by room and LOCAL date of the company (its time zone). They are
 * kept in step in the same transaction as every write that moves them (check-in, check-out, correction)
 * and rebuilt from the movements when the company's time zone changes; modules/analysis/usage-days.ts.
 * A year of a busy company is tens of thousands of rows instead of hundreds of thousands of crates.
 * Derived data, so no foreign keys: a check-in pays for no extra key lookups, and a rebuild restores it.
 */

/** Produce in and out of a room on one local date, per crop: crates (out: crates that left whole) and grams. */
export const usageCropDays = pgTable(
  'usage_crop_days',
  {
    companyId: refColumn('company_id').notNull(),
    coolingUnitId: refColumn('cooling_unit_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    cropId: refColumn('crop_id').notNull(),
    cratesIn: integer('crates_in').notNull().default(0),
    gramsIn: bigint('grams_in', { mode: 'number' }).notNull().default(0),
    cratesOut: integer('crates_out').notNull().default(0),
    gramsOut: bigint('grams_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'usage_crop_days_pkey', columns: [t.coolingUnitId, t.day, t.cropId] }),
    index('usage_crop_days_company_day_idx').on(t.companyId, t.day),
  ],
);

/**
 * A room's day: check-ins and check-outs recorded, and the produce in and out over all crops (the sum of
 * its crop rows, kept beside them so a year of room-days is read without grouping).
 */
export const usageRoomDays = pgTable(
  'usage_room_days',
  {
    companyId: refColumn('company_id').notNull(),
    coolingUnitId: refColumn('cooling_unit_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    checkIns: integer('check_ins').notNull().default(0),
    checkOuts: integer('check_outs').notNull().default(0),
    cratesIn: integer('crates_in').notNull().default(0),
    gramsIn: bigint('grams_in', { mode: 'number' }).notNull().default(0),
    cratesOut: integer('crates_out').notNull().default(0),
    gramsOut: bigint('grams_out', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'usage_room_days_pkey', columns: [t.coolingUnitId, t.day] }),
    index('usage_room_days_company_day_idx').on(t.companyId, t.day),
  ],
);
