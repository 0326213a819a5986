import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { farmers, serviceProviders } from '../schema';
import { insertMany } from './bulk';
import { cropIdsByCode } from '../../modules/crops/queries';
import { rowsOf } from '../../modules/occupancy/queries';
import { idOf, type DemoStep } from './context';
import { DEMO_COMPANY } from './companies';
import { planRoom, type PlannedCheckIn, type PlannedCheckOut } from './history-plan';
import { demoRandom } from './random';
import { DEMO_LOCATIONS, DEMO_ROOMS } from './sites';


/**
 * Issue 5's demo data: four months of check-ins and check-outs in every demo room (seeded, so the same
 * everywhere), some unpaid, some crates still in storage — among them the demo farmer's tomatoes in
 * Dawanau Room A, which the demo operator runs — so the dashboard and analysis pages have history.
 */
export const demoOperations: DemoStep = {
  name: 'operations',
  async run(ctx) {
    const now = Date.now();
    const random = demoRandom(20_261_122);
    const demoFarmer = await farmerIdOfUser(ctx.tx, idOf(ctx.users, 'farmer'));
    const codes = new Map<number, Set<string>>();
    const planned: Plan[] = [];
    for (const room of DEMO_ROOMS) {
      const companyKey = DEMO_LOCATIONS.find((place) => place.key === room.location)!.company;
      const companyId = idOf(ctx.companies, companyKey);
      const roomId = idOf(ctx.rooms, room.key);
      const staying =
        companyKey === DEMO_COMPANY && room.key === 'dawanau-a'
          ? [{ farmerId: demoFarmer, crop: 'tomato', weights: [24.5, 25, 23.75], daysAgo: 2, plannedDays: 7 }]
          : companyKey === DEMO_COMPANY && room.key === 'dawanau-b'
            ? [{ farmerId: demoFarmer, crop: 'okra', weights: [38.2, 41.6], daysAgo: 1, plannedDays: 4 }]
            : [];
      const input = { ...room, farmers: await farmersOf(ctx.tx, companyId), operators: await operatorsOf(ctx.tx, companyId, roomId), staying };
      if (!codes.has(companyId)) codes.set(companyId, new Set());
      planned.push({ companyId, roomId, ...planRoom(input, random, codes.get(companyId)!, now) });
    }
    await insertPlans(ctx.tx, planned);
  },
};

async function farmerIdOfUser(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ id: farmers.id }).from(farmers).where(eq(farmers.userId, userId));
  return row!.id;
}

/** The company's farmers, walk-in customer included (once for every six registered ones, roughly). */
async function farmersOf(tx: Tx, companyId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string; walk_in: boolean }>(
    await tx.execute(sql`select f.id, f.is_walk_in as walk_in from farmers f join company_farmers cf on cf.farmer_id = f.id where cf.company_id = ${companyId} order by f.id`),
  );
  return rows.flatMap((row) => (row.walk_in ? [Number(row.id)] : Array(6).fill(Number(row.id)) as number[]));
}

/** Who checks produce in and out of the room: its operators, else the company's first service provider. */
async function operatorsOf(tx: Tx, companyId: number, roomId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`select o.user_id as id from cooling_unit_operators cuo join operators o on o.id = cuo.operator_id where cuo.cooling_unit_id = ${roomId} order by o.id`),
  );
  if (rows.length > 0) return rows.map((row) => Number(row.id));
  const [sp] = await tx.select({ id: serviceProviders.userId }).from(serviceProviders).where(eq(serviceProviders.companyId, companyId)).orderBy(asc(serviceProviders.id)).limit(1);
  return [sp!.id];
}

type Plan = { companyId: number; roomId: number; checkIns: PlannedCheckIn[]; checkOuts: PlannedCheckOut[] };
const ids = <T extends Record<string, unknown>>(rows: T[], key: (row: T) => string) => new Map(rows.map((row) => [key(row), Number(row.id)]));

/** Rows are matched to the ids the database gave them by natural keys (company and code, lot position, crate tag), never by order. */
async function insertPlans(tx: Tx, plans: Plan[]): Promise<void> {
  const cropIds = await cropIdsByCode(tx);
  const moveRows = plans.flatMap(({ companyId, roomId, checkIns: ins, checkOuts: outs }) =>
    [...ins.map((m) => ({ m, type: 'check_in' })), ...outs.map((m) => ({ m, type: 'check_out' }))].map(({ m, type }) => ({
      company_id: companyId,
      cooling_unit_id: roomId,
      type,
      code: m.code,
      farmer_id: m.farmerId,
      operator_user_id: m.operatorUserId,
      time: m.time.toISOString(),
    })),
  );
  const moveIds = ids(
    await insertMany<{ id: string; company_id: string; code: string }>(tx, 'movements', MOVEMENT_COLUMNS, moveRows, 'id, company_id, code'),
    (row) => `${row.company_id}:${row.code}`,
  );
  const move = (companyId: number, code: string) => moveIds.get(`${companyId}:${code}`)!;

  const inRows = plans.flatMap(({ companyId, roomId, checkIns: ins }) =>
    ins.map((m) => ({ company_id: companyId, cooling_unit_id: roomId, farmer_id: m.farmerId, movement_id: move(companyId, m.code) })),
  );
  const checkInIds = ids(await insertMany<{ id: string; movement_id: string }>(tx, 'check_ins', CHECK_IN_COLUMNS, inRows, 'id, movement_id'), (row) => String(row.movement_id));
  const checkIn = (companyId: number, code: string) => checkInIds.get(String(move(companyId, code)))!;
  const lotRows = plans.flatMap(({ companyId, checkIns: ins }) =>
    ins.flatMap((m) =>
      m.lots.map((lot) => ({
        company_id: companyId,
        check_in_id: checkIn(companyId, m.code),
        crop_id: cropIds.get(lot.cropCode)!,
        harvest: lot.harvest,
        initial_quality: lot.initialQuality,
        pricing: lot.pricing,
        rate_minor: lot.rate,
        position: lot.position,
        created_at: m.time.toISOString(),
      })),
    ),
  );
  const lotIds = ids(await insertMany<{ id: string; check_in_id: string; position: number }>(tx, 'produce_lots', LOT_COLUMNS, lotRows, 'id, check_in_id, position'), (row) => `${row.check_in_id}:${row.position}`);
  const lot = (companyId: number, code: string, position: number) => lotIds.get(`${checkIn(companyId, code)}:${position}`)!;
  const crateRows = plans.flatMap(({ companyId, roomId, checkIns: ins }) =>
    ins.flatMap((m) =>
      m.lots.flatMap((l) =>
        l.crates.map((c) => ({
          company_id: companyId,
          cooling_unit_id: roomId,
          farmer_id: m.farmerId,
          check_in_id: checkIn(companyId, m.code),
          lot_id: lot(companyId, m.code, l.position),
          crop_id: cropIds.get(l.cropCode)!,
          tag: c.tag,
          initial_grams: c.grams,
          current_grams: c.current,
          planned_days: c.plannedDays,
          checked_in_at: c.checkedInAt.toISOString(),
          billed_minor: c.billed,
        })),
      ),
    ),
  );
  const crateIds = ids(await insertMany<{ id: string; lot_id: string; tag: string }>(tx, 'crates', CRATE_COLUMNS, crateRows, 'id, lot_id, tag'), (row) => `${row.lot_id}:${row.tag}`);

  const outRows = plans.flatMap(({ companyId, roomId, checkOuts: outs }) =>
    outs.map((m) => ({
      company_id: companyId,
      cooling_unit_id: roomId,
      farmer_id: m.farmerId,
      movement_id: move(companyId, m.code),
      currency: 'NGN',
      subtotal_minor: m.subtotal,
      discount_minor: m.discount,
      total_minor: m.total,
      payment_method: m.method,
      paid: m.paid,
      // Paid ones were paid at check-out (docs/accounts-rules.md).
      paid_minor: m.paid ? m.total : 0,
      paid_at_check_out: m.paid,
      time: m.time.toISOString(),
      created_at: m.time.toISOString(),
    })),
  );
  const checkOutIds = ids(await insertMany<{ id: string; movement_id: string }>(tx, 'check_outs', CHECK_OUT_COLUMNS, outRows, 'id, movement_id'), (row) => String(row.movement_id));
  const lineRows = plans.flatMap(({ companyId, roomId, checkOuts: outs }) =>
    outs.flatMap((m) =>
      m.lines.map((l, position) => ({
        company_id: companyId,
        check_out_id: checkOutIds.get(String(move(companyId, m.code)))!,
        crate_id: crateIds.get(`${lot(companyId, l.crate.checkInCode, l.crate.lot.position)}:${l.crate.tag}`)!,
        grams_before: l.gramsBefore,
        grams: l.grams,
        days: l.days,
        fee_minor: l.fee,
        due_minor: l.due,
        line_minor: l.line,
        position,
        time: m.time.toISOString(),
        cooling_unit_id: roomId,
        crop_id: cropIds.get(l.crate.lot.cropCode)!,
      })),
    ),
  );
  await insertMany(tx, 'check_out_lines', LINE_COLUMNS, lineRows, 'id');
}

const MOVEMENT_COLUMNS = { company_id: 'bigint', cooling_unit_id: 'bigint', type: 'text', code: 'varchar(6)', farmer_id: 'bigint', operator_user_id: 'bigint', time: 'timestamptz' };
const CHECK_IN_COLUMNS = { company_id: 'bigint', cooling_unit_id: 'bigint', farmer_id: 'bigint', movement_id: 'bigint' };
const LOT_COLUMNS = { company_id: 'bigint', check_in_id: 'bigint', crop_id: 'bigint', harvest: 'text', initial_quality: 'float8', pricing: 'text', rate_minor: 'bigint', position: 'integer', created_at: 'timestamptz' };
const CRATE_COLUMNS = {
  company_id: 'bigint', cooling_unit_id: 'bigint', farmer_id: 'bigint', check_in_id: 'bigint', lot_id: 'bigint', crop_id: 'bigint', tag: 'text',
  initial_grams: 'integer', current_grams: 'integer', planned_days: 'integer', checked_in_at: 'timestamptz', billed_minor: 'bigint',
};
const CHECK_OUT_COLUMNS = {
  company_id: 'bigint', cooling_unit_id: 'bigint', farmer_id: 'bigint', movement_id: 'bigint', currency: 'varchar(3)', subtotal_minor: 'bigint',
  discount_minor: 'bigint', total_minor: 'bigint', payment_method: 'text', paid: 'boolean',
  paid_minor: 'bigint', paid_at_check_out: 'boolean', time: 'timestamptz', created_at: 'timestamptz',
};
const LINE_COLUMNS = {
  company_id: 'bigint', check_out_id: 'bigint', crate_id: 'bigint', grams_before: 'integer', grams: 'integer', days: 'integer',
  fee_minor: 'bigint', due_minor: 'bigint', line_minor: 'bigint', position: 'integer',
  time: 'timestamptz', cooling_unit_id: 'bigint', crop_id: 'bigint',
};
