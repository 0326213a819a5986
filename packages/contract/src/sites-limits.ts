/** Sites and rooms: paths, limits and enums without zod (see sites.ts), for clients that need no schema. */

export const SITES_PREFIX = '/storage/v1';

/** Reasons a field is refused (the web maps `fields.<name>` reasons to text). */
export const FIELD_REASONS = [
  'required',
  'invalid',
  'out_of_range',
  'too_long',
  'not_whole_number',
  'in_future',
  'unknown_crop',
  'duplicate_crop',
  'unknown_location',
  'unknown_operator',
  'unknown_cooling_unit',
  'both_or_neither',
  'range_too_long',
  'from_after_to',
] as const;

// ─── limits ────────────────────────────────────────────────────────────────────────────────────────
export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;
/** Physical range of a room reading; outside it a value is a broken sensor or a typo. */
export const TEMPERATURE_RANGE_C = { min: -30, max: 60 } as const;
export const HUMIDITY_RANGE_PCT = { min: 0, max: 100 } as const;
/** A room with `sensor` on and no reading for this long is in sensor error. */
export const SENSOR_SILENCE_HOURS = 12;
/** A reading may be timestamped at most this far ahead of the server's clock (device clock drift). */
export const READING_FUTURE_SKEW_SECONDS = 300;
export const SENSOR_BATCH_MAX = 500;
/** GET readings: at most this many days between `from` and `to`; default the last 7 days. */
export const READINGS_RANGE_MAX_DAYS = 31;
export const READINGS_DEFAULT_DAYS = 7;
export const CAPACITY_MAX = 10_000_000;
export const DEFAULT_CRATE_WEIGHT_KG = 25;
export const CRATE_WEIGHT_MAX_KG = 500;
export const NAME_MAX = 120;
/** Sensors authenticate with `Authorization: Device <key>` (no login, no cookies). */
export const DEVICE_AUTH_SCHEME = 'Device';

export const COOLING_UNIT_TYPES = ['farm_gate', 'market', 'movable', 'other'] as const;
export type CoolingUnitType = (typeof COOLING_UNIT_TYPES)[number];
export const PRICING_TYPES = ['fixed', 'daily'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];
/** off: the room has no sensor; ok: a reading in the last SENSOR_SILENCE_HOURS; error: none in that time. */
export const SENSOR_STATES = ['off', 'ok', 'error'] as const;
export type SensorState = (typeof SENSOR_STATES)[number];
export const READING_SOURCES = ['manual', 'sensor'] as const;
