import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { OutOfRangeState } from '@coldroom/domain';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';
import { produceLots } from './operations';
import { coolingUnits } from './rooms';
import { users } from './users';

/** A room's key for posting sensor readings; only its SHA-256 is kept (the key is shown once). */
export const deviceKeys = pgTable(
  'device_keys',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    keyHash: text('key_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdBy: refColumn('created_by').references(() => users.id),
    lastUsedAt: timestampColumn('last_used_at'),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('device_keys_key_hash_key').on(t.keyHash), index('device_keys_cooling_unit_id_idx').on(t.coolingUnitId)],
);
export type DeviceKeyRow = typeof deviceKeys.$inferSelect;

/** Room conditions (domain-rules §3): entered by staff or posted by the room's sensor. */
export const roomReadings = pgTable(
  'room_readings',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    measuredAt: timestampColumn('measured_at').notNull(),
    temperatureC: doublePrecision('temperature_c').notNull(),
    humidityPct: doublePrecision('humidity_pct'),
    source: text('source').$type<'manual' | 'sensor'>().notNull(),
    recordedBy: refColumn('recorded_by').references(() => users.id),
    deviceKeyId: refColumn('device_key_id').references(() => deviceKeys.id),
    /** When the server received it (an offline reading arrives later than it was measured). */
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
    /** The device an offline reading was entered on; null otherwise. */
    offlineDeviceId: varchar('offline_device_id', { length: 64 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('room_readings_room_measured_idx').on(t.coolingUnitId, t.measuredAt),
    // Rows arrive in time order, so a BRIN of a few kB finds the old ones the retention job deletes.
    index('room_readings_measured_brin').using('brin', t.measuredAt),
    // A sensor resending a batch must not double its readings.
    uniqueIndex('room_readings_sensor_time_key').on(t.coolingUnitId, t.measuredAt).where(sql`${t.source} = 'sensor'`),
    check('room_readings_source_check', sql`${t.source} in ('manual', 'sensor')`),
    check('room_readings_temperature_check', sql`${t.temperatureC} between -30 and 60`),
    check('room_readings_humidity_check', sql`${t.humidityPct} is null or ${t.humidityPct} between 0 and 100`),
  ],
);
export type RoomReadingRow = typeof roomReadings.$inferSelect;

/**
 * A room's alert rule (docs/cold-chain-rules.md §1), once a service provider saved one; a room without a row
 * follows the defaults. The bounds are the domain's (checkAlertRule); the checks keep the table sane.
 */
export const roomAlertRules = pgTable(
  'room_alert_rules',
  {
    coolingUnitId: refColumn('cooling_unit_id').primaryKey().references(() => coolingUnits.id),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    lowerC: doublePrecision('lower_c'),
    upperC: doublePrecision('upper_c'),
    delayMin: integer('delay_min').notNull(),
    clearBandC: doublePrecision('clear_band_c').notNull(),
    criticalDeltaC: doublePrecision('critical_delta_c').notNull(),
    criticalAfterMin: integer('critical_after_min').notNull(),
    noDataMin: integer('no_data_min').notNull(),
    humidityLowerPct: doublePrecision('humidity_lower_pct'),
    humidityUpperPct: doublePrecision('humidity_upper_pct'),
    updatedBy: refColumn('updated_by').references(() => users.id),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('room_alert_rules_limits_check', sql`(${t.lowerC} is null) = (${t.upperC} is null) and (${t.lowerC} is null or ${t.lowerC} < ${t.upperC})`),
    check('room_alert_rules_humidity_check', sql`(${t.humidityLowerPct} is null) = (${t.humidityUpperPct} is null)`),
  ],
);
export type RoomAlertRuleRow = typeof roomAlertRules.$inferSelect;

/**
 * An alert of a room (docs/cold-chain-rules.md §2, §4): an excursion of its temperature or humidity that
 * lasted the delay (or went past the critical level), or a silence. At most one open alert per room and kind
 * (unique index): an excursion is never alerted twice.
 */
export const roomAlerts = pgTable(
  'room_alerts',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    kind: text('kind').$type<'temperature' | 'humidity' | 'no_data'>().notNull(),
    startedAt: timestampColumn('started_at').notNull(),
    openedAt: timestampColumn('opened_at').notNull(),
    criticalAt: timestampColumn('critical_at'),
    closedAt: timestampColumn('closed_at'),
    /** The reading farthest beyond a limit (null for no data). */
    peakValue: doublePrecision('peak_value'),
    peakAt: timestampColumn('peak_at'),
    direction: text('direction').$type<'high' | 'low'>(),
    minutesHigh: doublePrecision('minutes_high').notNull().default(0),
    minutesLow: doublePrecision('minutes_low').notNull().default(0),
    acknowledgedBy: refColumn('acknowledged_by').references(() => users.id),
    acknowledgedAt: timestampColumn('acknowledged_at'),
    acknowledgeNote: text('acknowledge_note'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('room_alerts_one_open_key').on(t.coolingUnitId, t.kind).where(sql`${t.closedAt} is null`),
    index('room_alerts_room_started_idx').on(t.coolingUnitId, t.startedAt),
    index('room_alerts_company_open_idx').on(t.companyId).where(sql`${t.closedAt} is null`),
    check('room_alerts_kind_check', sql`${t.kind} in ('temperature', 'humidity', 'no_data')`),
    check('room_alerts_direction_check', sql`${t.direction} is null or ${t.direction} in ('high', 'low')`),
  ],
);
export type RoomAlertRow = typeof roomAlerts.$inferSelect;

/**
 * Hourly rollups of room_readings (UTC hours), kept beside the raw rows in the same transaction as each
 * insert, and kept when READINGS_RETENTION_DAYS deletes old raw rows. Charts of a week or more read these:
 * measured in docs/cold-chain-rules.md "Storage". Sums and counts, so buckets of any whole hours average right.
 */
export const roomReadingHours = pgTable(
  'room_reading_hours',
  {
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    hour: timestampColumn('hour').notNull(),
    readings: integer('readings').notNull(),
    temperatureMin: doublePrecision('temperature_min').notNull(),
    temperatureMax: doublePrecision('temperature_max').notNull(),
    temperatureSum: doublePrecision('temperature_sum').notNull(),
    humidityReadings: integer('humidity_readings').notNull().default(0),
    humidityMin: doublePrecision('humidity_min'),
    humidityMax: doublePrecision('humidity_max'),
    humiditySum: doublePrecision('humidity_sum').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'room_reading_hours_pkey', columns: [t.coolingUnitId, t.hour] })],
);
export type RoomReadingHourRow = typeof roomReadingHours.$inferSelect;

/**
 * A lot's shelf-life exposure so far (domain-rules §6: Σ k(T_i) · Δt_i from its check-in up to `until`) and its
 * temperature record's pass up to then, kept so that a long stay's quality and record go on from here instead of
 * reading every reading since its check-in again
 * (docs/cold-chain-rules.md §7). Valid only for the stay, room and crop constants it was summed for (checked
 * on use); forgotten when a reading of its room arrives measured at or before `until` (rollups.ts, in the
 * transaction of the insert, after the room's lock that the job writing these takes in share mode).
 */
export const lotExposures = pgTable(
  'lot_exposures',
  {
    lotId: refColumn('lot_id').primaryKey().references(() => produceLots.id, { onDelete: 'cascade' }),
    coolingUnitId: refColumn('cooling_unit_id').notNull().references(() => coolingUnits.id),
    checkedInAt: timestampColumn('checked_in_at').notNull(),
    k0PerSecond: doublePrecision('k0_per_second').notNull(),
    activationEnergy: doublePrecision('activation_energy').notNull(),
    until: timestampColumn('until').notNull(),
    exposure: doublePrecision('exposure').notNull(),
    /** The lot's temperature record (§6) up to `until` as the domain's pass left it, for the crop and no-data time below. */
    cropCode: text('crop_code').notNull(),
    capMin: integer('cap_min').notNull(),
    record: jsonb('record').$type<OutOfRangeState>().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('lot_exposures_room_until_idx').on(t.coolingUnitId, t.until),
    check('lot_exposures_span_check', sql`${t.until} > ${t.checkedInAt} and ${t.exposure} >= 0`),
  ],
);
export type LotExposureRow = typeof lotExposures.$inferSelect;
