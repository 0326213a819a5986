import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CoolingUnitType, PricingType } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';
import { crops } from './crops';
import { locations } from './locations';
import { operators } from './people';

/** A cold room (domain-rules §3). Soft-deleted: check-ins and readings keep pointing at it. */
export const coolingUnits = pgTable(
  'cooling_units',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    locationId: refColumn('location_id').notNull().references(() => locations.id),
    name: text('name').notNull(),
    type: text('type').$type<CoolingUnitType>().notNull(),
    metric: text('metric').$type<RoomMetric>().notNull(),
    /** Crates (crates rooms) or kg (kg rooms). */
    capacity: integer('capacity').notNull(),
    /** Standard crate weight in grams (default 25 kg). */
    crateWeightGrams: integer('crate_weight_grams').notNull().default(25_000),
    public: boolean('public').notNull().default(false),
    editableCheckins: boolean('editable_checkins').notNull().default(false),
    sensor: boolean('sensor').notNull().default(false),
    /**
     * What the room holds now: crates with weight left and their grams. Kept in step by check-ins and
     * check-outs (which hold the room's row while they write), so the capacity check reads two numbers
     * instead of counting the room's crates; `recountRoomStock` sets them again after bulk writes.
     */
    storedCrates: integer('stored_crates').notNull().default(0),
    storedGrams: bigint('stored_grams', { mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    index('cooling_units_company_id_idx').on(t.companyId),
    index('cooling_units_location_id_idx').on(t.locationId),
    check('cooling_units_type_check', sql`${t.type} in ('farm_gate', 'market', 'movable', 'other')`),
    check('cooling_units_metric_check', sql`${t.metric} in ('crates', 'kg')`),
    check('cooling_units_capacity_check', sql`${t.capacity} > 0`),
    check('cooling_units_crate_weight_check', sql`${t.crateWeightGrams} > 0 and ${t.crateWeightGrams} <= 500000`),
  ],
);
export type CoolingUnitRow = typeof coolingUnits.$inferSelect;

/** A crop a room accepts and its price, in minor units of the company currency (domain-rules §3). */
export const coolingUnitCrops = pgTable(
  'cooling_unit_crops',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
    pricing: text('pricing').$type<PricingType>().notNull(),
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('cooling_unit_crops_room_crop_key').on(t.coolingUnitId, t.cropId),
    check('cooling_unit_crops_pricing_check', sql`${t.pricing} in ('fixed', 'daily')`),
    check('cooling_unit_crops_rate_check', sql`${t.rateMinor} >= 0`),
  ],
);
export type CoolingUnitCropRow = typeof coolingUnitCrops.$inferSelect;

/** Which operators run which rooms (an operator may run several; a room may have several operators). */
export const coolingUnitOperators = pgTable(
  'cooling_unit_operators',
  {
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    operatorId: refColumn('operator_id').notNull().references(() => operators.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.coolingUnitId, t.operatorId], name: 'cooling_unit_operators_pkey' }),
    index('cooling_unit_operators_operator_id_idx').on(t.operatorId),
  ],
);
