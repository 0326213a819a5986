import { eq, sql } from 'drizzle-orm';
import { DASHBOARD_DUE_LOTS, DASHBOARD_TOP_DEBTORS, type Dashboard, type DueLot, type MoneyFigure, type ProduceItem } from '@coldroom/contract';
import { calendarDateIn, dayRangeIn, needsPickupNotice } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyRefs } from '../movements/refs';
import { rowsOf } from '../occupancy/queries';
import { listProduce } from '../produce/service';
import { pendingSurveys } from '../surveys/market-survey';
import { owedByFarmer, type OwedRow } from './owed';
import { dashboardRooms } from './rooms';

/** Every lot in storage the actor sees, with its time to pick up (the produce list's own estimate). */
const ALL_LOTS = 100_000;

/** Revenue per currency: check-out totals after discount whose time is in [start, end). */
async function revenue(db: DbOrTx, companyId: number, start: Date, end: Date): Promise<MoneyFigure[]> {
  const result = await db.execute(sql`
    select currency, sum(total_minor)::float8 as amount from check_outs
    where company_id = ${companyId} and time >= ${start.toISOString()}::timestamptz and time < ${end.toISOString()}::timestamptz
    group by currency order by currency`);
  return rowsOf<{ currency: string; amount: number | string }>(result).map((row) => ({ currency: row.currency, amount_minor: Number(row.amount) }));
}

/** Sums per currency. */
function totals(rows: readonly OwedRow[]): MoneyFigure[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + row.owedMinor);
  return [...sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount_minor]) => ({ currency, amount_minor }));
}

/** Lots under 2 days to pick up, soonest first. */
function dueLots(items: readonly ProduceItem[], roomIds?: ReadonlySet<number>) {
  const due = items
    .filter((item) => needsPickupNotice(item.time_to_pickup_days) && (!roomIds || roomIds.has(item.cooling_unit.id)))
    .sort((a, b) => (a.time_to_pickup_days ?? 0) - (b.time_to_pickup_days ?? 0) || a.id - b.id);
  const lots: DueLot[] = due.slice(0, DASHBOARD_DUE_LOTS).map((item) => ({
    id: item.id,
    code: item.movement_code,
    crop_id: item.crop_id,
    company: item.company,
    cooling_unit: item.cooling_unit,
    farmer: { id: item.farmer.id, name: item.farmer.name },
    crates: item.crates,
    weight_kg: item.weight_kg,
    time_to_pickup_days: item.time_to_pickup_days ?? 0,
  }));
  return { due_lots: lots, due_lots_total: due.length };
}

async function allLots(db: DbOrTx, actor: Actor, now: Date): Promise<ProduceItem[]> {
  return (await listProduce(db, actor, { page: 1, page_size: ALL_LOTS }, now)).items;
}

/** GET /operation/v1/dashboard/ (docs/dashboard-rules.md): the caller's figures, shaped by their role. */
export async function dashboardFor(db: DbOrTx, actor: Actor, now: Date = new Date()): Promise<Dashboard> {
  if (actor.role === 'Farmer') return farmerDashboard(db, actor, now);
  if (actor.companyId === null) throw errors.forbidden();
  const [company] = await db
    .select({ id: companies.id, name: companies.name, currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, actor.companyId))
    .limit(1);
  if (!company) throw errors.forbidden();
  const today = calendarDateIn(now, company.timeZone);
  const [rooms, lots] = await Promise.all([dashboardRooms(db, actor, company.timeZone, now), allLots(db, actor, now)]);
  if (actor.role === 'Operator') {
    return {
      view: 'operator',
      company: { id: company.id, name: company.name, time_zone: company.timeZone },
      today,
      rooms,
      ...dueLots(lots, new Set(rooms.map((room) => room.id))),
    };
  }
  const monthStart = `${today.slice(0, 8)}01`;
  const { start: dayStart, end: dayEnd } = dayRangeIn(today, company.timeZone);
  const [revenueToday, revenueMonth, owed] = await Promise.all([
    revenue(db, company.id, dayStart, dayEnd),
    revenue(db, company.id, dayRangeIn(monthStart, company.timeZone).start, dayEnd),
    owedByFarmer(db, { companyId: company.id }),
  ]);
  return {
    view: 'service_provider',
    company: { id: company.id, name: company.name, currency: company.currency, time_zone: company.timeZone },
    today,
    month_start: monthStart,
    revenue_today: revenueToday,
    revenue_month: revenueMonth,
    owed_total: totals(owed),
    top_debtors: owed.slice(0, DASHBOARD_TOP_DEBTORS).map((row) => ({
      farmer: { id: row.farmerId, name: row.farmerName },
      currency: row.currency,
      amount_minor: row.owedMinor,
      check_outs: row.checkOuts,
    })),
    rooms,
    ...dueLots(lots),
  };
}

/** A farmer's own, across companies: produce per company, money owed per company, lots due, surveys waiting. */
async function farmerDashboard(db: DbOrTx, actor: Actor, now: Date): Promise<Dashboard> {
  const [lots, owed, surveys] = await Promise.all([
    allLots(db, actor, now),
    owedByFarmer(db, { farmerUserId: actor.userId }),
    pendingSurveys(db as Parameters<typeof pendingSurveys>[0], actor, { page: 1, page_size: 1 }, now),
  ]);
  const produce = new Map<number, { company: { id: number; name: string }; lots: number; crates: number; grams: number }>();
  for (const lot of lots) {
    const entry = produce.get(lot.company.id) ?? { company: lot.company, lots: 0, crates: 0, grams: 0 };
    entry.lots += 1;
    entry.crates += lot.crates;
    entry.grams += Math.round(lot.weight_kg * 1000);
    produce.set(lot.company.id, entry);
  }
  const names = await companyRefs(db, owed.map((row) => row.companyId));
  return {
    view: 'farmer',
    produce: [...produce.values()].map(({ grams, ...entry }) => ({ ...entry, weight_kg: grams / 1000 })),
    owed: owed.map((row) => ({
      company: { id: row.companyId, name: names.get(row.companyId)?.name ?? '' },
      currency: row.currency,
      amount_minor: row.owedMinor,
      check_outs: row.checkOuts,
    })),
    surveys_due: surveys.total,
    ...dueLots(lots),
  };
}
