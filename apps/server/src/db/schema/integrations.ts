import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn, updatedAtColumn } from './columns';
import { coolingUnits } from './rooms';
import { users } from './users';

export type SensorVendor = 'ubibot' | 'vrm' | 'json';

/** What a generic JSON poller reads (docs/sensor-integrations.md); no secret in here. */
export interface JsonPollerSettings {
  url: string;
  headerName: string | null;
  itemsPath: string | null;
  timePath: string;
  temperaturePath: string;
  humidityPath: string | null;
  unit: 'C' | 'F';
}

/**
 * A company's account at a sensor maker's cloud (issue 26). The credentials are AES-256-GCM ciphertext
 * (platform/secrets.ts), never answered by the API; the poll's outcome is kept for the service provider.
 */
export const sensorIntegrations = pgTable(
  'sensor_integrations',
  {
    id: idColumn(),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    vendor: text('vendor').$type<SensorVendor>().notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    credentials: text('credentials').notNull(),
    settings: jsonb('settings').$type<JsonPollerSettings | null>(),
    pollMinutes: integer('poll_minutes').notNull(),
    nextPollAt: timestampColumn('next_poll_at').notNull().defaultNow(),
    lastPolledAt: timestampColumn('last_polled_at'),
    lastSuccessAt: timestampColumn('last_success_at'),
    lastErrorAt: timestampColumn('last_error_at'),
    /** A stable code the app words (rejected, rate_limited, timeout, malformed, unreachable, …). */
    lastError: varchar('last_error', { length: 40 }),
    lastErrorDetail: varchar('last_error_detail', { length: 300 }),
    /** Failed polls in a row: the backoff doubles with each. */
    failures: integer('failures').notNull().default(0),
    readingsReceived: refColumn('readings_received').notNull().default(0),
    createdBy: refColumn('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('sensor_integrations_company_idx').on(t.companyId),
    index('sensor_integrations_next_poll_idx').on(t.nextPollAt),
    check('sensor_integrations_vendor_check', sql`${t.vendor} in ('ubibot', 'vrm', 'json')`),
    check('sensor_integrations_poll_check', sql`${t.pollMinutes} between 5 and 1440`),
  ],
);
export type SensorIntegrationRow = typeof sensorIntegrations.$inferSelect;

/** Which vendor device feeds a room; one per room. `lastReadingAt` is where the next poll starts. */
export const roomSensorLinks = pgTable(
  'room_sensor_links',
  {
    coolingUnitId: refColumn('cooling_unit_id').primaryKey().references(() => coolingUnits.id),
    companyId: refColumn('company_id').notNull().references(() => companies.id),
    integrationId: refColumn('integration_id').notNull().references(() => sensorIntegrations.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 120 }).notNull(),
    deviceName: varchar('device_name', { length: 120 }),
    lastReadingAt: timestampColumn('last_reading_at'),
    readingsReceived: refColumn('readings_received').notNull().default(0),
    /** Readings the vendor sent that we could not keep (out of bounds, in the future), with the last one's reason. */
    readingsSetAside: integer('readings_set_aside').notNull().default(0),
    lastSetAside: varchar('last_set_aside', { length: 200 }),
    createdBy: refColumn('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('room_sensor_links_integration_device_key').on(t.integrationId, t.deviceId), index('room_sensor_links_integration_idx').on(t.integrationId)],
);
export type RoomSensorLinkRow = typeof roomSensorLinks.$inferSelect;
