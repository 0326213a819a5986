import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OfflineKind, PricingType } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { crops } from './crops';
import { farmers, operators } from './people';
import { coolingUnits } from './rooms';
import { users } from './users';

/**
 * Offline operations (domain-rules §10, docs/offline-rules.md): the code blocks devices reserve, the refusals
 * the server answered, and the histories that let an operation be judged at the time it was done.
 */

/**
 * A movement code reserved by one user's device. Unique in the company with the movements' codes (online
 * draws skip these); rows stay after they lapse or are used, so a code is never handed out twice.
 */
export const deviceCodes = pgTable(
  'device_codes',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    userId: refColumn('user_id').notNull().references(() => users.id),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Set at logout (DELETE device-codes): lapsed before expires_at. */
    lapsedAt: timestampColumn('lapsed_at'),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('device_codes_company_code_key').on(t.companyId, t.code), index('device_codes_user_device_idx').on(t.userId, t.deviceId)],
);
export type DeviceCodeRow = typeof deviceCodes.$inferSelect;

/** An offline operation the server refused (any 4xx but 401), kept for the company's service providers to see. */
export const offlineRefusals = pgTable(
  'offline_refusals',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    userId: refColumn('user_id').notNull().references(() => users.id),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    kind: text('kind').$type<OfflineKind>().notNull(),
    code: varchar('code', { length: 6 }),
    status: integer('status').notNull(),
    errorCode: text('error_code').notNull(),
    message: text('message').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    doneAt: timestampColumn('done_at'),
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
  },
  (t) => [
    index('offline_refusals_company_received_idx').on(t.companyId, t.receivedAt),
    index('offline_refusals_user_received_idx').on(t.userId, t.receivedAt),
    check('offline_refusals_kind_check', sql`${t.kind} in ('check_in', 'check_out', 'reading', 'farmer')`),
  ],
);

/**
 * Every rate a room's crop had, from when (domain-rules §10: a check-in locks the rate valid at done_at).
 * Written whenever a room's crops change; `pricing` null: the room stopped taking the crop then.
 */
export const roomCropRates = pgTable(
  'room_crop_rates',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
    pricing: text('pricing').$type<PricingType>(),
    rateMinor: bigint('rate_minor', { mode: 'number' }),
    validFrom: timestampColumn('valid_from').notNull(),
  },
  (t) => [index('room_crop_rates_room_crop_from_idx').on(t.coolingUnitId, t.cropId, t.validFrom)],
);

/** When an operator ran a room (domain-rules §10: the operator must have been assigned at done_at). */
export const operatorRoomPeriods = pgTable(
  'operator_room_periods',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    operatorId: refColumn('operator_id').notNull().references(() => operators.id),
    startedAt: timestampColumn('started_at').notNull(),
    /** Null while it lasts. */
    endedAt: timestampColumn('ended_at'),
  },
  (t) => [index('operator_room_periods_operator_room_idx').on(t.operatorId, t.coolingUnitId, t.startedAt)],
);

/** When a company removed a farmer (domain-rules §10: still referable by movements done before). */
export const companyFarmerRemovals = pgTable(
  'company_farmer_removals',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    removedAt: timestampColumn('removed_at').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('company_farmer_removals_farmer_idx').on(t.farmerId, t.companyId)],
);
