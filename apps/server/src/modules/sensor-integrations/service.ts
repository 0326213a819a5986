import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  SENSOR_POLL_MINUTES,
  type JsonPollerSettingsInput,
  type SensorIntegration,
  type SensorIntegrationInput,
  type SensorIntegrationUpdate,
  type SensorLink,
  type SensorLinkInput,
  type SensorPollResult,
} from '@coldroom/contract';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { coolingUnits, roomSensorLinks, sensorIntegrations, type JsonPollerSettings, type SensorIntegrationRow, type SensorVendor } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import type { AppError} from '../../platform/errors';
import { errors, violatedConstraint } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomFor } from '../cooling-units/queries';
import { pollIntegration } from './poller';
import { presentIntegration } from './presenter';
import { clientOf, secretBoxOf, storedContext, vendorContext } from './vendor-access';
import { VendorError } from './vendors/http';

/** A company connects a handful of vendor accounts; this stops a script from making thousands. */
export const INTEGRATIONS_PER_COMPANY_MAX = 20;

const toSettings = (input: JsonPollerSettingsInput): JsonPollerSettings => ({
  url: input.url,
  headerName: input.header_name ?? null,
  itemsPath: input.items_path ?? null,
  timePath: input.time_path,
  temperaturePath: input.temperature_path,
  humidityPath: input.humidity_path ?? null,
  unit: input.unit,
});

/** The request field a vendor's failure is about: its credentials, or the generic poller's address. */
function fieldOf(vendor: SensorVendor, error: VendorError, hasHeader: boolean): string {
  if (vendor === 'ubibot') return 'account_key';
  if (vendor === 'vrm') return 'token';
  return error.code === 'rejected' && hasHeader ? 'header_value' : 'settings.url';
}

function checkFailed(vendor: SensorVendor, error: unknown, hasHeader = false): AppError {
  if (!(error instanceof VendorError)) throw error;
  return errors.invalidInput({ [fieldOf(vendor, error, hasHeader)]: `sensor_${error.code}` }, `The check with the vendor failed: ${error.detail}`);
}

function companyOf(actor: Actor): number {
  if (actor.companyId === null) throw errors.forbidden('Only a company\'s service providers connect sensor accounts.');
  return actor.companyId;
}

async function integrationFor(db: DbOrTx, actor: Actor, id: number): Promise<SensorIntegrationRow> {
  const [row] = await db
    .select()
    .from(sensorIntegrations)
    .where(and(eq(sensorIntegrations.id, id), eq(sensorIntegrations.companyId, companyOf(actor))))
    .limit(1);
  if (!row) throw errors.notFound('The sensor integration');
  return row;
}

async function present(db: DbOrTx, config: Config, rows: readonly SensorIntegrationRow[]): Promise<SensorIntegration[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ link: roomSensorLinks, roomName: coolingUnits.name })
    .from(roomSensorLinks)
    .innerJoin(coolingUnits, eq(coolingUnits.id, roomSensorLinks.coolingUnitId))
    .where(inArray(roomSensorLinks.integrationId, rows.map((row) => row.id)))
    .orderBy(asc(coolingUnits.name));
  return rows.map((row) =>
    presentIntegration(
      config,
      row,
      links.filter((entry) => entry.link.integrationId === row.id).map((entry) => ({ ...entry.link, roomName: entry.roomName })),
    ),
  );
}

export async function listIntegrations(db: Db, config: Config, actor: Actor): Promise<{ items: SensorIntegration[] }> {
  const rows = await db.select().from(sensorIntegrations).where(eq(sensorIntegrations.companyId, companyOf(actor))).orderBy(asc(sensorIntegrations.name), asc(sensorIntegrations.id));
  return { items: await present(db, config, rows) };
}

/** POST: the credentials are tried on the vendor before anything is kept. */
export async function createIntegration(db: Db, config: Config, actor: Actor, input: SensorIntegrationInput, now: Date = new Date()): Promise<SensorIntegration> {
  const companyId = companyOf(actor);
  const [existing] = await db.select({ n: count() }).from(sensorIntegrations).where(eq(sensorIntegrations.companyId, companyId));
  if ((existing?.n ?? 0) >= INTEGRATIONS_PER_COMPANY_MAX) throw errors.businessRule(`A company connects at most ${INTEGRATIONS_PER_COMPANY_MAX} sensor accounts.`, 'too_many_integrations');
  const secret = input.vendor === 'ubibot' ? input.account_key : input.vendor === 'vrm' ? input.token : (input.header_value ?? '');
  const settings = input.vendor === 'json' ? toSettings(input.settings) : null;
  try {
    await clientOf(input.vendor).check(vendorContext(config, input.vendor, secret, settings, now));
  } catch (error) {
    throw checkFailed(input.vendor, error, secret !== '');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sensorIntegrations)
      .values({
        companyId,
        vendor: input.vendor,
        name: input.name,
        credentials: secretBoxOf(config).seal(secret),
        settings,
        pollMinutes: input.poll_minutes ?? SENSOR_POLL_MINUTES.default,
        nextPollAt: now,
        createdBy: actor.userId,
      })
      .returning();
    await recordAudit(tx, actor, { action: 'sensor_integration.create', entityType: 'sensor_integration', entityId: row!.id, details: { vendor: input.vendor, name: input.name } });
    return (await present(tx, config, [row!]))[0]!;
  });
}

/** PUT: new credentials or settings are tried before they replace the old (which stay if the try fails). */
export async function updateIntegration(db: Db, config: Config, actor: Actor, id: number, input: SensorIntegrationUpdate, now: Date = new Date()): Promise<SensorIntegration> {
  const row = await integrationFor(db, actor, id);
  const newSecret = row.vendor === 'ubibot' ? input.account_key : row.vendor === 'vrm' ? input.token : input.header_value === undefined ? undefined : (input.header_value ?? '');
  const wrongFields = Object.keys(input).filter((key) => ['account_key', 'token', 'header_value', 'settings'].includes(key) && !(
    (key === 'account_key' && row.vendor === 'ubibot') || (key === 'token' && row.vendor === 'vrm') || ((key === 'header_value' || key === 'settings') && row.vendor === 'json')
  ));
  if (wrongFields.length > 0) throw errors.invalidInput(Object.fromEntries(wrongFields.map((key) => [key, 'invalid'])), `These fields do not belong to a ${row.vendor} integration.`);
  const settings = input.settings ? toSettings(input.settings) : row.settings;
  const reconnect = newSecret !== undefined || input.settings !== undefined;
  let sealed = row.credentials;
  if (reconnect) {
    const secret = newSecret ?? secretBoxOf(config).open(row.credentials);
    if (secret === null) throw errors.invalidInput({ [fieldOf(row.vendor, new VendorError('rejected', ''), true)]: 'sensor_credentials_unreadable' }, 'Enter the credentials again.');
    try {
      await clientOf(row.vendor).check(vendorContext(config, row.vendor, secret, settings, now));
    } catch (error) {
      throw checkFailed(row.vendor, error, secret !== '');
    }
    sealed = secretBoxOf(config).seal(secret);
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sensorIntegrations)
      .set({
        name: input.name ?? row.name,
        pollMinutes: input.poll_minutes ?? row.pollMinutes,
        credentials: sealed,
        settings,
        updatedAt: now,
        // Fixed credentials are tried at once, and the backoff starts again.
        ...(reconnect ? { failures: 0, nextPollAt: now } : {}),
      })
      .where(eq(sensorIntegrations.id, row.id))
      .returning();
    // Which parts changed, never the secrets themselves.
    await recordAudit(tx, actor, { action: 'sensor_integration.update', entityType: 'sensor_integration', entityId: row.id, details: { changed: Object.keys(input).sort() } });
    return (await present(tx, config, [updated!]))[0]!;
  });
}

/** DELETE: the account and its rooms' links go; the readings already received stay. */
export async function deleteIntegration(db: Db, actor: Actor, id: number): Promise<void> {
  const row = await integrationFor(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(roomSensorLinks).where(eq(roomSensorLinks.integrationId, row.id));
    await tx.delete(sensorIntegrations).where(eq(sensorIntegrations.id, row.id));
    await recordAudit(tx, actor, { action: 'sensor_integration.delete', entityType: 'sensor_integration', entityId: row.id, details: { vendor: row.vendor, name: row.name } });
  });
}

/** GET …/devices/: the vendor's devices (the generic poller has none to list: its device ids are typed). */
export async function vendorDevices(db: Db, config: Config, actor: Actor, id: number, now: Date = new Date()): Promise<{ items: { id: string; name: string }[] }> {
  const row = await integrationFor(db, actor, id);
  try {
    return { items: await clientOf(row.vendor).devices(storedContext(config, row, now)) };
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    throw errors.businessRule(`The vendor's device list could not be read: ${error.detail}`, `sensor_${error.code}`);
  }
}

/** POST …/poll/: poll now (after fixing an account, or to see a new device's readings at once). */
export async function pollNow(db: Db, config: Config, actor: Actor, id: number, now: Date = new Date()): Promise<SensorPollResult> {
  const row = await integrationFor(db, actor, id);
  const outcome = await pollIntegration(db, config, row, now);
  return { ok: outcome.ok, accepted: outcome.accepted, set_aside: outcome.setAside, error: outcome.error };
}

async function linkView(db: DbOrTx, roomId: number): Promise<SensorLink> {
  const [found] = await db
    .select({ link: roomSensorLinks, integration: sensorIntegrations })
    .from(roomSensorLinks)
    .innerJoin(sensorIntegrations, eq(sensorIntegrations.id, roomSensorLinks.integrationId))
    .where(eq(roomSensorLinks.coolingUnitId, roomId))
    .limit(1);
  return {
    cooling_unit: roomId,
    integration: found ? { id: found.integration.id, name: found.integration.name, vendor: found.integration.vendor } : null,
    device_id: found?.link.deviceId ?? null,
    device_name: found?.link.deviceName ?? null,
    last_reading_at: found?.link.lastReadingAt?.toISOString() ?? null,
  };
}

export async function getSensorLink(db: Db, actor: Actor, roomId: number): Promise<SensorLink> {
  const room = await roomFor(db, actor, roomId);
  return linkView(db, room.id);
}

/**
 * PUT …/sensor-link/: the device is read once before it is kept; the room then takes its readings from a
 * sensor (`sensor` on, so nobody types readings beside the vendor's), and the integration is polled soon.
 */
export async function saveSensorLink(db: Db, config: Config, actor: Actor, roomId: number, input: SensorLinkInput, now: Date = new Date()): Promise<SensorLink> {
  const room = await roomFor(db, actor, roomId);
  const [integration] = await db
    .select()
    .from(sensorIntegrations)
    .where(and(eq(sensorIntegrations.id, input.integration), eq(sensorIntegrations.companyId, room.companyId)))
    .limit(1);
  if (!integration) throw errors.invalidInput({ integration: 'unknown_integration' }, 'No such sensor integration in this company.');
  try {
    await clientOf(integration.vendor).readings(storedContext(config, integration, now), input.device_id, new Date(now.getTime() - 3_600_000));
  } catch (error) {
    if (!(error instanceof VendorError)) throw error;
    const field = error.code === 'unknown_device' || error.code === 'malformed' ? 'device_id' : 'integration';
    throw errors.invalidInput({ [field]: `sensor_${error.code}` }, `The device could not be read: ${error.detail}`);
  }
  try {
    return await db.transaction(async (tx) => {
      const values = { integrationId: integration.id, deviceId: input.device_id, deviceName: input.device_name ?? null, lastReadingAt: null, readingsReceived: 0, readingsSetAside: 0, lastSetAside: null, createdBy: actor.userId };
      await tx
        .insert(roomSensorLinks)
        .values({ coolingUnitId: room.id, companyId: room.companyId, ...values })
        .onConflictDoUpdate({ target: roomSensorLinks.coolingUnitId, set: values });
      await tx.update(coolingUnits).set({ sensor: true }).where(eq(coolingUnits.id, room.id));
      await tx.update(sensorIntegrations).set({ nextPollAt: now }).where(eq(sensorIntegrations.id, integration.id));
      await recordAudit(tx, actor, {
        action: 'sensor_link.update',
        entityType: 'cooling_unit',
        entityId: room.id,
        details: { integration: integration.id, device_id: input.device_id, sensor_switched_on: !room.sensor },
      });
      return linkView(tx, room.id);
    });
  } catch (error) {
    if (violatedConstraint(error) === 'room_sensor_links_integration_device_key') throw errors.duplicate({ device_id: 'taken' }, 'This device already feeds another room.');
    throw error;
  }
}

export async function deleteSensorLink(db: Db, actor: Actor, roomId: number): Promise<void> {
  const room = await roomFor(db, actor, roomId);
  await db.transaction(async (tx) => {
    const removed = await tx.delete(roomSensorLinks).where(eq(roomSensorLinks.coolingUnitId, room.id)).returning();
    if (removed.length === 0) throw errors.notFound('The room\'s sensor link');
    await recordAudit(tx, actor, { action: 'sensor_link.delete', entityType: 'cooling_unit', entityId: room.id, details: { integration: removed[0]!.integrationId, device_id: removed[0]!.deviceId } });
  });
}
