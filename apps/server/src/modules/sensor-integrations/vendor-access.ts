import type { Config } from '../../config';
import type { SensorIntegrationRow, SensorVendor } from '../../db/schema';
import { createSecretBox, secretKey, type SecretBox } from '../../platform/secrets';
import { VendorError } from './vendors/http';
import { jsonPoller } from './vendors/json';
import type { VendorClient, VendorContext } from './vendors/types';
import { ubibot } from './vendors/ubibot';
import { vrm } from './vendors/vrm';

const CLIENTS: Record<SensorVendor, VendorClient> = { ubibot, vrm, json: jsonPoller };

export const clientOf = (vendor: SensorVendor): VendorClient => CLIENTS[vendor];

/** The box that seals credentials, from INTEGRATIONS_KEY or the JWT secret. */
export const secretBoxOf = (config: Config): SecretBox => createSecretBox(secretKey(config.sensors.key, config.jwtSecret));

function baseUrlOf(config: Config, vendor: SensorVendor): string {
  if (vendor === 'ubibot') return config.sensors.ubibotBaseUrl;
  if (vendor === 'vrm') return config.sensors.vrmBaseUrl;
  return '';
}

/** What a vendor call needs, for credentials in the clear (just typed) or sealed (stored). */
export function vendorContext(config: Config, vendor: SensorVendor, secret: string, settings: SensorIntegrationRow['settings'], now: Date): VendorContext {
  return {
    secret,
    settings,
    baseUrl: baseUrlOf(config, vendor),
    timeoutMs: config.sensors.requestTimeoutMs,
    now,
    allowPrivate: config.sensors.allowPrivateAddresses,
  };
}

/** The stored integration's context; throws credentials_unreadable when the key changed since it was sealed. */
export function storedContext(config: Config, row: SensorIntegrationRow, now: Date): VendorContext {
  const secret = secretBoxOf(config).open(row.credentials);
  if (secret === null) throw new VendorError('credentials_unreadable', 'The stored credentials cannot be opened with the configured key; enter them again.');
  return vendorContext(config, row.vendor, secret, row.settings, now);
}
