/**
 * GET /operation/v1/dashboard/ (issue 14, docs/dashboard-rules.md): what each role needs at a glance on
 * the main page, one answer shaped by the caller's role (`view`). Money is minor units with its currency,
 * always one figure per currency. Dates are local dates (YYYY-MM-DD) in the company's zone.
 */
import { z } from 'zod';
import { id, minor, named } from './operations-fields';
import { occupancySchema, readingSchema } from './sites';
import { SENSOR_STATES } from './sites-limits';

/** At most this many lots to pick up soon are listed (`due_lots_total` counts them all). */
export const DASHBOARD_DUE_LOTS = 20;
/** The farmers who owe most: this many. */
export const DASHBOARD_TOP_DEBTORS = 5;

export const moneyFigureSchema = z.object({ currency: z.string(), amount_minor: minor });
export type MoneyFigure = z.infer<typeof moneyFigureSchema>;

/** A room's target temperature from the crops in it: none known, crops whose ranges do not meet, or the range. */
export const targetRangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('conflict') }),
  z.object({ kind: z.literal('range'), min: z.number(), max: z.number() }),
]);

export const dashboardRoomSchema = z.object({
  id,
  name: z.string(),
  location: named,
  occupancy: occupancySchema,
  sensor: z.boolean(),
  sensor_state: z.enum(SENSOR_STATES),
  latest_reading: readingSchema.nullable(),
  /** Whether a reading was measured today (company's zone). */
  read_today: z.boolean(),
  /** Crop ids in storage in the room now. */
  crops: z.array(z.string()),
  target: targetRangeSchema,
  /** The latest reading lies outside `target`. */
  out_of_range: z.boolean(),
  /** A sensor room with no reading for SENSOR_SILENCE_HOURS. */
  sensor_silent: z.boolean(),
});
export type DashboardRoom = z.infer<typeof dashboardRoomSchema>;

export const dueLotSchema = z.object({
  /** The produce lot (its page is /produce/{id}). */
  id,
  code: z.string(),
  crop_id: z.string(),
  company: named,
  cooling_unit: named.extend({ metric: z.enum(['crates', 'kg']) }),
  farmer: named,
  crates: z.number().int(),
  weight_kg: z.number(),
  time_to_pickup_days: z.number(),
});
export type DueLot = z.infer<typeof dueLotSchema>;

const dueLots = { due_lots: z.array(dueLotSchema), due_lots_total: z.number().int() };

export const debtorSchema = z.object({ farmer: named, currency: z.string(), amount_minor: minor, check_outs: z.number().int() });
export type Debtor = z.infer<typeof debtorSchema>;

/** A service provider's company: money, rooms and lots. */
export const providerDashboardSchema = z.object({
  view: z.literal('service_provider'),
  company: named.extend({ currency: z.string(), time_zone: z.string() }),
  today: z.string(),
  month_start: z.string(),
  revenue_today: z.array(moneyFigureSchema),
  revenue_month: z.array(moneyFigureSchema),
  owed_total: z.array(moneyFigureSchema),
  /** Farmers who owe most, largest first (at most DASHBOARD_TOP_DEBTORS). */
  top_debtors: z.array(debtorSchema),
  rooms: z.array(dashboardRoomSchema),
  ...dueLots,
});

/** An operator: the rooms they run and their lots. */
export const operatorDashboardSchema = z.object({
  view: z.literal('operator'),
  company: named.extend({ time_zone: z.string() }),
  today: z.string(),
  rooms: z.array(dashboardRoomSchema),
  ...dueLots,
});

export const farmerProduceSchema = z.object({ company: named, lots: z.number().int(), crates: z.number().int(), weight_kg: z.number() });

/** A farmer: their own, across companies. */
export const farmerDashboardSchema = z.object({
  view: z.literal('farmer'),
  produce: z.array(farmerProduceSchema),
  owed: z.array(z.object({ company: named, currency: z.string(), amount_minor: minor, check_outs: z.number().int() })),
  /** Check-outs waiting for the farmer's market survey. */
  surveys_due: z.number().int(),
  ...dueLots,
});

export const dashboardSchema = z.discriminatedUnion('view', [providerDashboardSchema, operatorDashboardSchema, farmerDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;
export type ProviderDashboard = z.infer<typeof providerDashboardSchema>;
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;
export type FarmerDashboard = z.infer<typeof farmerDashboardSchema>;
