import type { JsonPollerSettings } from '../../../db/schema';

/** One measurement as a vendor gave it; checked against our bounds before it is kept. */
export interface VendorReading {
  measuredAt: Date;
  temperatureC: number;
  humidityPct: number | null;
}

/** A vendor's item we could not read as a reading: kept aside with its reason. */
export interface UnreadableItem {
  problem: string;
}

export type VendorItem = VendorReading | UnreadableItem;

export interface VendorDevice {
  id: string;
  name: string;
}

/** What a poll needs: the opened credentials, the integration's settings, where and how long to call. */
export interface VendorContext {
  secret: string;
  settings: JsonPollerSettings | null;
  baseUrl: string;
  timeoutMs: number;
  now: Date;
  /** SENSOR_ALLOW_PRIVATE_ADDRESSES (the generic poller only). */
  allowPrivate: boolean;
}

export interface VendorClient {
  /** Throws VendorError('rejected') when the vendor refuses the credentials. */
  check(context: VendorContext): Promise<void>;
  devices(context: VendorContext): Promise<VendorDevice[]>;
  /** A device's readings since `since` (exclusive where the vendor allows; duplicates are skipped anyway). */
  readings(context: VendorContext, deviceId: string, since: Date): Promise<VendorItem[]>;
}
