/**
 * Sites and rooms (issue 4, domain-rules §3): crops, locations, cooling units with pricing and operators,
 * room conditions, sensor device keys, occupancy and the 7-day planner, map settings. All paths are under
 * `/api/storage/v1/` with a trailing slash. Field errors (400 `invalid_input`) name the field by dotted
 * path, e.g. `crops.1.rate` or `readings.3.temperature_c`, with one of the reasons in FIELD_REASONS.
 */
import { z } from 'zod';
import { ALERT_RULE_BOUNDS, CROP_NAME_LANGUAGES, CROP_TYPES, ETHYLENE_LEVELS, ROOM_METRICS } from '@coldroom/domain';
import { pagedSchema, pageQuerySchema } from './common';
import { idTextSchema } from './input-rules';
import { offlineSchema } from './operations-offline';
import { rateCardBodySchema } from './rate-cards';
import {
  CAPACITY_MAX,
  COOLING_UNIT_TYPES,
  CRATE_WEIGHT_MAX_KG,
  DEFAULT_CRATE_WEIGHT_KG,
  HUMIDITY_RANGE_PCT,
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  NAME_MAX,
  PRICING_TYPES,
  READING_SOURCES,
  SENSOR_BATCH_MAX,
  SENSOR_STATES,
  TEMPERATURE_RANGE_C,
} from './sites-limits';

export * from './sites-limits';

const id = z.number().int().positive();
/** 'required' when absent, 'invalid' when of the wrong type. */
const typeError = (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid');
const idRef = z.number({ error: typeError }).int({ error: 'invalid' }).positive({ error: 'invalid' }).max(Number.MAX_SAFE_INTEGER, { error: 'invalid' });
const text = (max: number) => z.string({ error: typeError }).trim().max(max, { error: 'too_long' });
const optionalText = (max: number) => text(max).nullable().optional();
const requiredName = text(NAME_MAX).min(1, { error: 'required' });
const bounded = (range: { min: number; max: number }) =>
  z.number({ error: typeError }).min(range.min, { error: 'out_of_range' }).max(range.max, { error: 'out_of_range' });
const isoTime = z.iso.datetime({ offset: true, error: 'invalid' });
const range = z.object({ min: z.number(), max: z.number() });

// ─── crops ─────────────────────────────────────────────────────────────────────────────────────────
export const cropNamesSchema = z.object(Object.fromEntries(CROP_NAME_LANGUAGES.map((l) => [l, z.string()])) as Record<(typeof CROP_NAME_LANGUAGES)[number], z.ZodString>);

/**
 * GET /storage/v1/crops/ item. `id` is the catalogue id ("tomato"), the same id company shortlists
 * (`crop`) and room crop lists use.
 */
export const cropSchema = z.object({
  id: z.string(),
  type: z.enum(CROP_TYPES),
  names: cropNamesSchema,
  temperature_c: range.nullable(),
  relative_humidity_pct: range.nullable(),
  storage_life_days: range.nullable(),
  ethylene_production: z.enum(ETHYLENE_LEVELS).nullable(),
  ethylene_sensitivity: z.enum(ETHYLENE_LEVELS).nullable(),
  /** Whether time-to-pick-up can be estimated for this crop (domain-rules §6). */
  has_kinetics: z.boolean(),
});
export type CropItem = z.infer<typeof cropSchema>;
export const cropListSchema = z.object({ items: z.array(cropSchema) });
export type CropList = z.infer<typeof cropListSchema>;

// ─── locations ─────────────────────────────────────────────────────────────────────────────────────
const locationFields = {
  name: requiredName,
  /** ISO 3166-1 alpha-2 ("NG", "IN"). */
  country: z.string({ error: typeError }).trim().toUpperCase().max(2, { error: 'invalid' }).regex(/^[A-Z]{2}$/, { error: 'invalid' }),
  state: optionalText(120),
  city: optionalText(120),
  street: optionalText(200),
  street_number: optionalText(30),
  zip_code: optionalText(20),
  /** Both or neither (`both_or_neither`); a location added by address may have no coordinates yet. */
  latitude: bounded(LATITUDE_RANGE).nullable().optional(),
  longitude: bounded(LONGITUDE_RANGE).nullable().optional(),
};
/** POST /storage/v1/locations/ (service providers). */
export const locationCreateSchema = z.object(locationFields);
export type LocationCreate = z.infer<typeof locationCreateSchema>;
/** PUT /storage/v1/locations/{id}/: only given fields change. */
export const locationUpdateSchema = z.object(locationFields).partial();
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const locationSchema = z.object({
  id,
  company: id,
  name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  street_number: z.string().nullable(),
  zip_code: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Rooms (not deleted) at this location. */
  cooling_unit_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Location = z.infer<typeof locationSchema>;
/** GET /storage/v1/locations/?page&page_size&search (search: name, city, state). */
export const locationListQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
export const locationListSchema = pagedSchema(locationSchema);
export type LocationList = z.infer<typeof locationListSchema>;

// ─── cooling units ─────────────────────────────────────────────────────────────────────────────────
/** A crop the room accepts and its price: `rate` in minor units of the company currency, per crate or per kg (the room's metric); `daily` is per day. */
export const cropPricingInputSchema = z.object({
  /** Catalogue crop id ("tomato"); `unknown_crop` when it is not in the catalogue. */
  crop: z.string({ error: typeError }).trim().min(1, { error: 'required' }).max(64, { error: 'unknown_crop' }),
  pricing: z.enum(PRICING_TYPES, { error: 'invalid' }),
  rate: z.number({ error: typeError }).int({ error: 'not_whole_number' }).min(0, { error: 'out_of_range' }).max(Number.MAX_SAFE_INTEGER, { error: 'out_of_range' }),
});
export type CropPricingInput = z.infer<typeof cropPricingInputSchema>;

const coolingUnitFields = {
  name: requiredName,
  location: idRef,
  type: z.enum(COOLING_UNIT_TYPES, { error: 'invalid' }),
  metric: z.enum(ROOM_METRICS, { error: 'invalid' }),
  /** Crates (crates rooms) or kg (kg rooms), a whole number. */
  capacity: z.number({ error: typeError }).int({ error: 'not_whole_number' }).min(1, { error: 'out_of_range' }).max(CAPACITY_MAX, { error: 'out_of_range' }),
  standard_crate_weight_kg: z.number({ error: typeError }).gt(0, { error: 'out_of_range' }).max(CRATE_WEIGHT_MAX_KG, { error: 'out_of_range' }),
  public: z.boolean({ error: typeError }),
  editable_checkins: z.boolean({ error: typeError }),
  sensor: z.boolean({ error: typeError }),
  /** Replaces the room's crop list; one entry per crop (`duplicate_crop`). */
  crops: z.array(cropPricingInputSchema).max(100, { error: 'too_long' }),
  /** Operator ids (`operators.id`, as GET /user/v1/operators/ lists them) of the same company. */
  operators: z.array(idRef).max(200, { error: 'too_long' }),
};
/** POST /storage/v1/cooling-units/ (service providers). Defaults: crate 25 kg, flags false, no crops, no operators. */
export const coolingUnitCreateSchema = z.object({
  ...coolingUnitFields,
  standard_crate_weight_kg: coolingUnitFields.standard_crate_weight_kg.default(DEFAULT_CRATE_WEIGHT_KG),
  public: coolingUnitFields.public.default(false),
  editable_checkins: coolingUnitFields.editable_checkins.default(false),
  sensor: coolingUnitFields.sensor.default(false),
  crops: coolingUnitFields.crops.default([]),
  operators: coolingUnitFields.operators.default([]),
});
export type CoolingUnitCreate = z.input<typeof coolingUnitCreateSchema>;
/** PUT /storage/v1/cooling-units/{id}/: only given fields change; `crops` and `operators` replace the lists. */
export const coolingUnitUpdateSchema = z.object(coolingUnitFields).partial();
export type CoolingUnitUpdate = z.infer<typeof coolingUnitUpdateSchema>;

export const occupancySchema = z.object({
  metric: z.enum(ROOM_METRICS),
  /** Crates (crates rooms) or kg (kg rooms) in storage. */
  used: z.number(),
  capacity: z.number(),
  fraction: z.number(),
  free: z.number(),
  crates: z.number().int(),
  kg: z.number(),
});
export type OccupancyNow = z.infer<typeof occupancySchema>;

export const readingSchema = z.object({
  id,
  measured_at: z.string(),
  temperature_c: z.number(),
  humidity_pct: z.number().nullable(),
  source: z.enum(READING_SOURCES),
});
export type Reading = z.infer<typeof readingSchema>;

export const locationSummarySchema = z.object({
  id,
  name: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const cropPricingSchema = z.object({ crop: z.string(), pricing: z.enum(PRICING_TYPES), rate: z.number().int() });
/** A version of a room's crop card as a room answer carries it (docs/rent-rules.md §7). */
export const roomRateCardSchema = z.object({ crop: z.string(), id, version: z.number().int(), effective_from: z.string(), card: rateCardBodySchema });
export type RoomRateCard = z.infer<typeof roomRateCardSchema>;
export const assignedOperatorSchema = z.object({ id, user_id: id, first_name: z.string(), last_name: z.string() });

/** What a farmer may see of a room: public facts, prices and how full it is. */
export const coolingUnitPublicSchema = z.object({
  view: z.literal('public'),
  id,
  company: z.object({ id, name: z.string() }),
  name: z.string(),
  location: locationSummarySchema,
  type: z.enum(COOLING_UNIT_TYPES),
  metric: z.enum(ROOM_METRICS),
  capacity: z.number().int(),
  standard_crate_weight_kg: z.number(),
  public: z.boolean(),
  /** ISO 4217 code of `crops[].rate`. */
  currency: z.string(),
  /** The company's time zone (IANA), the zone of a rate card's dates; optional: older servers lack it. */
  time_zone: z.string().optional(),
  crops: z.array(cropPricingSchema),
  /**
   * Each crop's rate card in force today (the company's zone) and the versions that take effect later, by
   * crop and then date, so a phone prices a check-in offline with the card in force on its day
   * (docs/rent-rules.md §7). A crop without a version has none here (its price is version 1). Optional:
   * older servers and offline copies lack it.
   */
  rate_cards: z.array(roomRateCardSchema).optional(),
  occupancy: occupancySchema,
});
export type CoolingUnitPublic = z.infer<typeof coolingUnitPublicSchema>;

/** What the company's staff see. */
export const coolingUnitSchema = coolingUnitPublicSchema.extend({
  view: z.literal('staff'),
  editable_checkins: z.boolean(),
  sensor: z.boolean(),
  sensor_state: z.enum(SENSOR_STATES),
  latest_reading: readingSchema.nullable(),
  operators: z.array(assignedOperatorSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CoolingUnit = z.infer<typeof coolingUnitSchema>;
export const coolingUnitAnySchema = z.discriminatedUnion('view', [coolingUnitSchema, coolingUnitPublicSchema]);
export type CoolingUnitAny = z.infer<typeof coolingUnitAnySchema>;

/**
 * GET /storage/v1/cooling-units/?location&operator&operator_user&search&page&page_size. Staff: their
 * company's rooms (view "staff"); farmers: public rooms and rooms they have used (view "public").
 * `operator` is an operators.id, `operator_user` that operator's user id.
 */
export const coolingUnitListQuerySchema = pageQuerySchema.extend({
  location: idTextSchema.optional(),
  operator: idTextSchema.optional(),
  operator_user: idTextSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export const coolingUnitListSchema = pagedSchema(coolingUnitAnySchema);
export type CoolingUnitList = z.infer<typeof coolingUnitListSchema>;

/** GET /storage/v1/cooling-units/{id}/planner/: day 0 is today in the company's time zone. */
export const plannerDaySchema = z.object({
  day: z.number().int(),
  date: z.string(),
  crates: z.number().int(),
  kg: z.number(),
  used: z.number(),
  fraction: z.number(),
});
export const plannerSchema = z.object({
  cooling_unit: id,
  metric: z.enum(ROOM_METRICS),
  capacity: z.number().int(),
  days: z.array(plannerDaySchema),
});
export type Planner = z.infer<typeof plannerSchema>;

// ─── room conditions ───────────────────────────────────────────────────────────────────────────────
const readingFields = {
  temperature_c: bounded(TEMPERATURE_RANGE_C),
  humidity_pct: bounded(HUMIDITY_RANGE_PCT).nullable().optional(),
};
/** POST /storage/v1/cooling-units/{id}/readings/ (staff; refused with 422 `sensor_linked` while `sensor` is on). */
export const manualReadingSchema = z.object({
  ...readingFields,
  measured_at: isoTime.optional(),
  /** Entered without network (docs/offline-rules.md): measured at `done_at` unless `measured_at` says otherwise. */
  offline: offlineSchema.optional(),
});
export type ManualReading = z.infer<typeof manualReadingSchema>;
/** POST /storage/v1/cooling-units/{id}/sensor-readings/ with `Authorization: Device <key>`. */
export const sensorBatchSchema = z.object({
  readings: z
    .array(z.object({ ...readingFields, measured_at: isoTime }))
    .min(1, { error: 'required' })
    .max(SENSOR_BATCH_MAX, { error: 'too_long' }),
});
export type SensorBatch = z.infer<typeof sensorBatchSchema>;
/** A reading already stored for the same room and time is skipped, so a sensor may resend a batch. */
export const sensorBatchResultSchema = z.object({ accepted: z.number().int(), duplicates: z.number().int() });
export type SensorBatchResult = z.infer<typeof sensorBatchResultSchema>;

/** GET /storage/v1/cooling-units/{id}/readings/?from&to (ISO times; default the last 7 days; at most 31 days). */
export const readingListQuerySchema = z.object({ from: isoTime.optional(), to: isoTime.optional() });
export const readingListSchema = z.object({ cooling_unit: id, from: z.string(), to: z.string(), items: z.array(readingSchema) });
export type ReadingList = z.infer<typeof readingListSchema>;

// ─── device keys ───────────────────────────────────────────────────────────────────────────────────
export const deviceKeySchema = z.object({
  id,
  /** The first characters of the key, to tell keys apart. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type DeviceKey = z.infer<typeof deviceKeySchema>;
/** POST /storage/v1/cooling-units/{id}/device-keys/: the only time the key itself is shown. */
export const deviceKeyCreatedSchema = deviceKeySchema.extend({ key: z.string() });
export type DeviceKeyCreated = z.infer<typeof deviceKeyCreatedSchema>;
export const deviceKeyListSchema = z.object({ items: z.array(deviceKeySchema) });
export const deviceKeyParamsSchema = z.object({
  id: idTextSchema,
  keyId: idTextSchema,
});

// ─── alert rules (issue 26, docs/cold-chain-rules.md §1) ───────────────────────────────────────────
const R = ALERT_RULE_BOUNDS;
const wholeBounded = (range: { min: number; max: number }) => bounded(range).int({ error: 'invalid' });
const alertRuleFields = {
  /** °C; both null: no temperature limits (silence only). */
  lower_c: bounded(R.temperatureC).nullable(),
  upper_c: bounded(R.temperatureC).nullable(),
  delay_min: wholeBounded(R.delayMin),
  clear_band_c: bounded(R.clearBandC),
  critical_delta_c: bounded(R.criticalDeltaC),
  critical_after_min: wholeBounded(R.criticalAfterMin),
  no_data_min: wholeBounded(R.noDataMin),
  /** % relative humidity; both null: humidity not watched. */
  humidity_lower_pct: bounded(R.humidityPct).nullable(),
  humidity_upper_pct: bounded(R.humidityPct).nullable(),
};
/**
 * PUT /storage/v1/cooling-units/{id}/alert-rule/ (service providers). Each field's bounds are the domain's
 * (checkAlertRule): 400 `invalid_input` names the field with `out_of_range`, `not_below_upper` (a lower limit
 * not below the upper), `too_wide` (the clearing band), `not_after_delay` (the critical duration) or `required`
 * (one limit of a pair without the other).
 */
export const alertRuleInputSchema = z.strictObject(alertRuleFields);
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;
/** GET …/alert-rule/ (staff): the room's rule, or its default from the crops stored now when none was saved. */
export const alertRuleSchema = z.object({
  cooling_unit: id,
  ...alertRuleFields,
  /** True while nobody saved a rule: the limits follow the crops stored. */
  is_default: z.boolean(),
  /** The limits the crops stored now would give (null: none), to show beside saved ones. */
  crop_lower_c: z.number().nullable(),
  crop_upper_c: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type AlertRuleView = z.infer<typeof alertRuleSchema>;

// ─── room alerts (issue 26, docs/cold-chain-rules.md §2–§5) ────────────────────────────────────────
export const ROOM_ALERT_KINDS = ['temperature', 'humidity', 'no_data'] as const;
export const roomAlertSchema = z.object({
  id,
  cooling_unit: z.object({ id, name: z.string() }),
  kind: z.enum(ROOM_ALERT_KINDS),
  /** The first reading out of range (no data: the latest reading's time plus the no-data time). */
  started_at: z.string(),
  opened_at: z.string(),
  critical_at: z.string().nullable(),
  /** Null while the alert lasts. */
  closed_at: z.string().nullable(),
  /** The reading farthest beyond a limit (°C or %), its time and side; null for no data. */
  peak_value: z.number().nullable(),
  peak_at: z.string().nullable(),
  direction: z.enum(['high', 'low']).nullable(),
  minutes_high: z.number(),
  minutes_low: z.number(),
  acknowledged: z.object({ by: z.string(), at: z.string(), note: z.string() }).nullable(),
});
export type RoomAlert = z.infer<typeof roomAlertSchema>;
/**
 * GET /storage/v1/alerts/?open&room&page&page_size (staff): a service provider's company's alerts, an
 * operator's rooms', open first, then newest first; `open=false` the closed ones (the history). Pages of
 * 100 unless asked otherwise (at most 200).
 */
export const roomAlertListQuerySchema = pageQuerySchema.extend({
  open: z.enum(['true', 'false'], { error: 'invalid' }).transform((v) => v === 'true').optional(),
  room: idTextSchema.optional(),
  page_size: z.coerce.number().int().min(1).max(200).default(100),
});
export const roomAlertListSchema = pagedSchema(roomAlertSchema);
export type RoomAlertList = z.infer<typeof roomAlertListSchema>;
/**
 * One telling of an alert (docs/cold-chain-rules.md §5): an in-app notice (`app`, `room_alert` or the
 * service providers' `critical` one) or an SMS (`sms`, its repeat number from 0 and the outbox status).
 */
export const roomAlertToldSchema = z.object({
  channel: z.enum(['app', 'sms']),
  person: z.object({ id, name: z.string() }),
  at: z.string(),
  critical: z.boolean(),
  repeat: z.number().int().nullable(),
  status: z.enum(['pending', 'sending', 'sent', 'failed', 'refused']).nullable(),
});
export type RoomAlertTold = z.infer<typeof roomAlertToldSchema>;
/** GET /storage/v1/alerts/{id}/ (staff who see the room): the alert and who was told, when and how (oldest first). */
export const roomAlertDetailSchema = roomAlertSchema.extend({ told: z.array(roomAlertToldSchema) });
export type RoomAlertDetail = z.infer<typeof roomAlertDetailSchema>;
/** POST /storage/v1/alerts/{id}/acknowledge/ (staff who see the room): what was done; once (409 after). */
export const acknowledgeAlertSchema = z.strictObject({
  note: z.string({ error: typeError }).trim().min(3, { error: 'too_short' }).max(500, { error: 'too_long' }),
});
export type AcknowledgeAlert = z.infer<typeof acknowledgeAlertSchema>;

// ─── map ───────────────────────────────────────────────────────────────────────────────────────────
/** GET /storage/v1/map-config/ (public): the tile template for leaflet and its attribution. */
export const mapConfigSchema = z.object({ tile_url: z.string(), attribution: z.string(), max_zoom: z.number().int() });
export type MapConfig = z.infer<typeof mapConfigSchema>;
