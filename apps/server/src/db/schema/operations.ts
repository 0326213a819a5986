import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { MovementType, PaymentMethod, PricingType } from '@coldroom/contract';
import type { HarvestChoice, RateCard } from '@coldroom/domain';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';
import { crops } from './crops';
import { farmers } from './people';
import { rateCards } from './rate-cards';
import { coolingUnits } from './rooms';
import { users } from './users';

/**
 * Check-ins and check-outs (domain-rules §4–5). One file because the tables refer to each other (a
 * check-in may take in again the produce of a check-out). Weights are whole grams, money minor units.
 */

/** A check-in or check-out: its code (unique in the company) and its time, which never changes. */
export const movements = pgTable(
  'movements',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    type: text('type').$type<MovementType>().notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    operatorUserId: refColumn('operator_user_id').notNull().references(() => users.id),
    /** Server time at creation; for an offline movement, when it was done on the device (docs/offline-rules.md). */
    time: timestampColumn('time').notNull(),
    /** When the server received it (the same as `time` online). */
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
    /** The device an offline movement was done on; null online. */
    deviceId: varchar('device_id', { length: 64 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('movements_company_code_key').on(t.companyId, t.code),
    index('movements_company_time_idx').on(t.companyId, t.time),
    index('movements_room_time_idx').on(t.coolingUnitId, t.time),
    index('movements_farmer_time_idx').on(t.farmerId, t.time),
    check('movements_type_check', sql`${t.type} in ('check_in', 'check_out')`),
  ],
);
export type MovementRow = typeof movements.$inferSelect;

export const checkOuts = pgTable(
  'check_outs',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    movementId: refColumn('movement_id').notNull().references(() => movements.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paid: boolean('paid').notNull(),
    /** Paid towards the total so far (docs/accounts-rules.md); what is due is total − paid. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** Created with `paid: true`: the whole total was paid there, without a payment row. */
    paidAtCheckOut: boolean('paid_at_check_out').notNull().default(false),
    /** Copy of the movement's time (which never changes), written with the check-out: analysis ranges need no join. */
    time: timestampColumn('time').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('check_outs_movement_id_key').on(t.movementId),
    // Analysis (issue 6): a company's check-outs over a range. The trailing columns are there so the
    // revenue figures, and the impact figures' farmer and revenue share of each check-out (issue 30), are
    // read from the index alone (drizzle cannot declare INCLUDE columns).
    index('check_outs_company_time_idx').on(
      t.companyId, t.time, t.id, t.coolingUnitId, t.currency, t.paymentMethod, t.paidMinor, t.totalMinor, t.discountMinor, t.farmerId, t.subtotalMinor,
    ),
    index('check_outs_farmer_unpaid_idx').on(t.farmerId).where(sql`not ${t.paid}`),
    // A farmer's check-outs by time: the market surveys still waiting (a few weeks back) without reading the rest.
    index('check_outs_farmer_time_idx').on(t.farmerId, t.time),
    // Analysis: whether a company has check-outs in a currency other than its own (two short range probes).
    index('check_outs_company_currency_idx').on(t.companyId, t.currency),
    check('check_outs_amounts_check', sql`${t.discountMinor} >= 0 and ${t.discountMinor} <= ${t.subtotalMinor} and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor}`),
    // Payments never exceed the total after discount (domain-rules §11).
    check('check_outs_paid_minor_check', sql`${t.paidMinor} >= 0 and ${t.paidMinor} <= ${t.totalMinor}`),
    check(
      'check_outs_payment_method_check',
      sql`${t.paymentMethod} in ('cash', 'card', 'bank_transfer', 'mobile_money', 'upi', 'ussd', 'qr_code')`,
    ),
  ],
);
export type CheckOutRow = typeof checkOuts.$inferSelect;

export const checkIns = pgTable(
  'check_ins',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    movementId: refColumn('movement_id').notNull().references(() => movements.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    /** The check-out whose produce came in again (check-in with a code); each code once. */
    sourceCheckOutId: refColumn('source_check_out_id').references(() => checkOuts.id),
    correctedAt: timestampColumn('corrected_at'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('check_ins_movement_id_key').on(t.movementId),
    uniqueIndex('check_ins_source_check_out_key').on(t.sourceCheckOutId),
    index('check_ins_room_idx').on(t.coolingUnitId),
    index('check_ins_farmer_idx').on(t.farmerId),
  ],
);
export type CheckInRow = typeof checkIns.$inferSelect;

/** A crop of one harvest in a check-in; the room's price is kept with it as it was at check-in. */
export const produceLots = pgTable(
  'produce_lots',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    checkInId: refColumn('check_in_id').notNull().references(() => checkIns.id),
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
    harvest: text('harvest').$type<HarvestChoice>().notNull(),
    /** Quality at check-in (100 = just harvested); null when the crop has no shelf-life model. */
    initialQuality: doublePrecision('initial_quality'),
    notes: text('notes'),
    pricing: text('pricing').$type<PricingType>().notNull(),
    rateMinor: bigint('rate_minor', { mode: 'number' }).notNull(),
    /**
     * The rate card the lot is billed by (docs/rent-rules.md §6): the version in force at check-in, or a newer
     * one a service provider applied. Null: `pricing`/`rate_minor` as a version-1 card, which is the same fee.
     */
    rateCard: jsonb('rate_card').$type<RateCard>(),
    rateCardId: refColumn('rate_card_id').references(() => rateCards.id),
    position: integer('position').notNull(),
    /** When the time-to-pick-up notice went out (once per lot). */
    pickupNotifiedAt: timestampColumn('pickup_notified_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('produce_lots_check_in_idx').on(t.checkInId),
    check('produce_lots_harvest_check', sql`${t.harvest} in ('today', 'yesterday', 'day_before_yesterday', 'earlier')`),
    check('produce_lots_pricing_check', sql`${t.pricing} in ('fixed', 'daily')`),
  ],
);
export type ProduceLotRow = typeof produceLots.$inferSelect;

/**
 * A crate: its weight at check-in and what is left (grams). Room, farmer and check-in time are repeated
 * from the check-in so stock queries need no joins. `billed_minor` sums its earlier check-out lines.
 */
export const crates = pgTable(
  'crates',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    checkInId: refColumn('check_in_id').notNull().references(() => checkIns.id),
    lotId: refColumn('lot_id').notNull().references(() => produceLots.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    farmerId: refColumn('farmer_id').notNull().references(() => farmers.id),
    tag: text('tag'),
    initialGrams: integer('initial_grams').notNull(),
    currentGrams: integer('current_grams').notNull(),
    plannedDays: integer('planned_days'),
    checkedInAt: timestampColumn('checked_in_at').notNull(),
    /** Copy of its lot's crop (analysis per crop without joins); check-in writes it, a check-in correction keeps it in step. */
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
    billedMinor: bigint('billed_minor', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('crates_lot_idx').on(t.lotId),
    index('crates_check_in_idx').on(t.checkInId),
    index('crates_room_stored_idx').on(t.coolingUnitId).where(sql`${t.currentGrams} > 0`),
    index('crates_farmer_stored_idx').on(t.farmerId).where(sql`${t.currentGrams} > 0`),
    // The duplicate-tag check of a check-in (modules/check-ins/tags.ts): the request's own tags looked up
    // among the room's stored crates, as compared (trimmed, upper case), instead of every stored crate's tag
    // computed and compared (issue 25: 14 of the 17.5 ms PostgreSQL spent per check-in, growing with the room).
    index('crates_room_tag_stored_idx').on(t.coolingUnitId, sql`upper(btrim(${t.tag}))`).where(sql`${t.currentGrams} > 0`),
    // A company's lots in storage (the produce list) without reading its crates that have left.
    index('crates_company_stored_idx').on(t.companyId, t.lotId).where(sql`${t.currentGrams} > 0`),
    // Analysis (issue 6): crates checked in over a range of one company, walked by check-in time; the
    // trailing columns let the usage and impact figures read the index alone. The impact figures (issue 30)
    // sum a check-in's crates per crop as they come: its time, room, crop and farmer are the index's order.
    index('crates_company_checked_in_idx').on(
      t.companyId, t.checkedInAt, t.coolingUnitId, t.cropId, t.farmerId, t.initialGrams, t.currentGrams,
    ),
    check('crates_weights_check', sql`${t.initialGrams} > 0 and ${t.initialGrams} <= 500000 and ${t.currentGrams} >= 0 and ${t.currentGrams} <= ${t.initialGrams}`),
    check('crates_planned_days_check', sql`${t.plannedDays} is null or ${t.plannedDays} between 0 and 365`),
  ],
);
export type CrateRow = typeof crates.$inferSelect;

/** One crate (or part of it) in a check-out, priced as it was at that moment. */
export const checkOutLines = pgTable(
  'check_out_lines',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    checkOutId: refColumn('check_out_id').notNull().references(() => checkOuts.id),
    crateId: refColumn('crate_id').notNull().references(() => crates.id),
    /** Weight in the crate before, and taken out. */
    gramsBefore: integer('grams_before').notNull(),
    grams: integer('grams').notNull(),
    days: integer('days').notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    dueMinor: bigint('due_minor', { mode: 'number' }).notNull(),
    lineMinor: bigint('line_minor', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    /**
     * Copies for the analysis (issue 6), so a range of lines needs no join: the check-out's movement time and
     * room (both never change) and the crate's crop (written by the check-out; a check-in correction that
     * changes a lot's crop keeps it in step, though today no crate of a corrected check-in has left).
     */
    time: timestampColumn('time').notNull(),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    cropId: refColumn('crop_id').notNull().references(() => crops.id),
  },
  (t) => [
    index('check_out_lines_check_out_idx').on(t.checkOutId),
    // Analysis (issue 6): a company's lines over a range, read from the index alone (trailing columns). A
    // check-out's lines come together, by crop (the impact figures sum them per check-out and crop as they come).
    index('check_out_lines_company_time_idx').on(
      t.companyId, t.time, t.checkOutId, t.coolingUnitId, t.cropId, t.grams, t.gramsBefore, t.days, t.lineMinor,
    ),
    index('check_out_lines_crate_idx').on(t.crateId),
    check('check_out_lines_grams_check', sql`${t.grams} > 0 and ${t.grams} <= ${t.gramsBefore}`),
  ],
);
export type CheckOutLineRow = typeof checkOutLines.$inferSelect;
