import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';

/** Where a company has rooms (domain-rules §3). Soft-deleted: rooms and history keep pointing at it. */
export const locations = pgTable(
  'locations',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }).notNull(),
    state: text('state'),
    city: text('city'),
    street: text('street'),
    streetNumber: text('street_number'),
    zipCode: text('zip_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    index('locations_company_id_idx').on(t.companyId),
    check('locations_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('locations_longitude_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
    check('locations_coordinates_pair_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);
export type LocationRow = typeof locations.$inferSelect;
