/**
 * Sensor makers' clouds (issue 26, docs/sensor-integrations.md): a service provider connects an account
 * (Ubibot, Victron VRM, or a generic JSON address), picks the vendor's device for each room, and reads
 * each integration's last success and last error. Credentials go in, never out.
 */
import { z } from 'zod';

export const SENSOR_VENDORS = ['ubibot', 'vrm', 'json'] as const;
export type SensorVendorName = (typeof SENSOR_VENDORS)[number];
export const SENSOR_POLL_MINUTES = { min: 5, max: 1440, default: 15 } as const;
/** The codes of a poll's failure, worded by the app. */
export const SENSOR_ERRORS = ['rejected', 'rate_limited', 'timeout', 'unreachable', 'malformed', 'vendor_error', 'unknown_device', 'credentials_unreadable', 'address_not_allowed'] as const;
export type SensorErrorCode = (typeof SENSOR_ERRORS)[number];

const id = z.number().int().positive();
const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid');
const text = (min: number, max: number) =>
  z.string({ error: typeError }).trim().min(min, { error: 'required' }).max(max, { error: 'too_long' });
/** A key or token: visible ASCII only, so nothing can smuggle a header break. */
const secret = z.string({ error: typeError }).max(300, { error: 'too_long' }).regex(/^[\x21-\x7e]{4,300}$/, { error: 'invalid' });
const path = z.string({ error: typeError }).trim().regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, { error: 'invalid' }).max(200, { error: 'too_long' });
const pollMinutes = z
  .number({ error: typeError })
  .int({ error: 'invalid' })
  .min(SENSOR_POLL_MINUTES.min, { error: 'out_of_range' })
  .max(SENSOR_POLL_MINUTES.max, { error: 'out_of_range' });
const common = { name: text(1, 80), poll_minutes: pollMinutes.optional() };

export const jsonPollerSettingsSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: 'invalid' }).max(500, { error: 'too_long' }),
  header_name: z.string({ error: typeError }).max(60, { error: 'too_long' }).regex(/^[A-Za-z0-9-]{1,60}$/, { error: 'invalid' }).nullable().optional(),
  items_path: path.nullable().optional(),
  time_path: path,
  temperature_path: path,
  humidity_path: path.nullable().optional(),
  unit: z.enum(['C', 'F'], { error: 'invalid' }),
});
export type JsonPollerSettingsInput = z.infer<typeof jsonPollerSettingsSchema>;

/** POST …/sensor-integrations/: the credentials are checked against the vendor at once. */
export const sensorIntegrationInputSchema = z.discriminatedUnion(
  'vendor',
  [
    z.strictObject({ vendor: z.literal('ubibot'), ...common, account_key: secret }),
    z.strictObject({ vendor: z.literal('vrm'), ...common, token: secret }),
    z.strictObject({ vendor: z.literal('json'), ...common, header_value: secret.nullable().optional(), settings: jsonPollerSettingsSchema }),
  ],
  { error: 'invalid' },
);
export type SensorIntegrationInput = z.infer<typeof sensorIntegrationInputSchema>;

/** PUT …/sensor-integrations/{id}/: any part; new credentials are checked before they replace the old. */
export const sensorIntegrationUpdateSchema = z.strictObject({
  name: text(1, 80).optional(),
  poll_minutes: pollMinutes.optional(),
  account_key: secret.optional(),
  token: secret.optional(),
  header_value: secret.nullable().optional(),
  settings: jsonPollerSettingsSchema.optional(),
});
export type SensorIntegrationUpdate = z.infer<typeof sensorIntegrationUpdateSchema>;

export const sensorIntegrationSchema = z.object({
  id,
  vendor: z.enum(SENSOR_VENDORS),
  name: z.string(),
  poll_minutes: z.number().int(),
  /** The generic poller's settings (no secret); null for the named vendors. */
  settings: z
    .object({ url: z.string(), header_name: z.string().nullable(), items_path: z.string().nullable(), time_path: z.string(), temperature_path: z.string(), humidity_path: z.string().nullable(), unit: z.enum(['C', 'F']) })
    .nullable(),
  has_header_value: z.boolean(),
  status: z.enum(['waiting', 'ok', 'failing']),
  last_polled_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  last_error: z.enum(SENSOR_ERRORS).nullable(),
  last_error_detail: z.string().nullable(),
  last_error_at: z.string().nullable(),
  failures: z.number().int(),
  next_poll_at: z.string(),
  readings_received: z.number().int(),
  rooms: z.array(
    z.object({
      cooling_unit: z.object({ id, name: z.string() }),
      device_id: z.string(),
      device_name: z.string().nullable(),
      last_reading_at: z.string().nullable(),
      readings_received: z.number().int(),
      readings_set_aside: z.number().int(),
      last_set_aside: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
});
export type SensorIntegration = z.infer<typeof sensorIntegrationSchema>;
export const sensorIntegrationListSchema = z.object({ items: z.array(sensorIntegrationSchema) });

export const sensorDeviceListSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

/** PUT /cooling-units/{id}/sensor-link/: the device is read once before it is kept. */
export const sensorLinkInputSchema = z.strictObject({
  integration: id.max(Number.MAX_SAFE_INTEGER),
  device_id: z.string({ error: typeError }).trim().max(120, { error: 'too_long' }).regex(/^[A-Za-z0-9_.:-]{1,120}$/, { error: 'invalid' }),
  device_name: text(0, 120).nullable().optional(),
});
export type SensorLinkInput = z.infer<typeof sensorLinkInputSchema>;
export const sensorLinkSchema = z.object({
  cooling_unit: id,
  integration: z.object({ id, name: z.string(), vendor: z.enum(SENSOR_VENDORS) }).nullable(),
  device_id: z.string().nullable(),
  device_name: z.string().nullable(),
  last_reading_at: z.string().nullable(),
});
export type SensorLink = z.infer<typeof sensorLinkSchema>;

/** POST …/{id}/poll/: what one poll brought. */
export const sensorPollResultSchema = z.object({
  ok: z.boolean(),
  accepted: z.number().int(),
  set_aside: z.number().int(),
  error: z.enum(SENSOR_ERRORS).nullable(),
});
export type SensorPollResult = z.infer<typeof sensorPollResultSchema>;
