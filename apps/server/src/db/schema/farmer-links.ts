import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, refColumn } from './columns';
import { farmers } from './people';
import { users } from './users';

/**
 * Which companies serve which farmers: the company that registered a farmer, and every company that linked
 * a self-registered farmer by their user code. A company's farmer list, and its right to see a farmer, come
 * from here.
 */
export const companyFarmers = pgTable(
  'company_farmers',
  {
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    linkedBy: refColumn('linked_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.farmerId], name: 'company_farmers_pkey' }), index('company_farmers_farmer_id_idx').on(t.farmerId)],
);
export type CompanyFarmerRow = typeof companyFarmers.$inferSelect;
