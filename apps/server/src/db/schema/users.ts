import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Gender, Language, Role } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';

/**
 * Everyone who can be named in the app. Phone (E.164) and email identify a person across companies, so
 * their unique keys are global rather than per company. Farmers have no company here: they may use rooms
 * of several companies (see farmers.company_id for the one that registered them). The platform
 * administrator has no company either (docs/platform-admin.md).
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    role: text('role').$type<Role>().notNull(),
    phone: text('phone'),
    email: text('email'),
    /** null: cannot log in (farmers registered without a login, anonymised accounts). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender').$type<Gender>(),
    language: text('language').$type<Language>().notNull().default('en'),
    lastLogin: timestampColumn('last_login'),
    active: boolean('active').notNull().default(true),
    companyId: refColumn('company_id').references(() => companies.id),
    anonymisedAt: timestampColumn('anonymised_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_company_id_idx').on(t.companyId),
    check('users_role_check', sql`${t.role} in ('Service Provider', 'Operator', 'Farmer', 'Administrator')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female', 'other')`),
  ],
);
export type UserRow = typeof users.$inferSelect;
