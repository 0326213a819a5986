import { asc, eq, inArray } from 'drizzle-orm';
import type { CheckIn } from '@coldroom/contract';
import { calendarDateIn, gramsToKg, sumMinor } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOuts, crates, crops, movements, produceLots, type CheckInRow, type CrateRow } from '../../db/schema';
import { plannedCrateFee } from '../produce/fees';
import { companyRefs, farmerRefs, must, roomRefs, userNames } from '../movements/refs';

/** Whether a check-in may still be corrected (domain-rules §4), and if not, why. */
export function correctionBlock(
  movementTime: Date,
  room: { editableCheckins: boolean },
  crateRows: readonly Pick<CrateRow, 'currentGrams' | 'initialGrams'>[],
  timeZone: string,
  now: Date,
): 'not_same_day' | 'room_not_editable' | 'crates_left' | null {
  if (!room.editableCheckins) return 'room_not_editable';
  if (calendarDateIn(movementTime, timeZone) !== calendarDateIn(now, timeZone)) return 'not_same_day';
  if (crateRows.some((crate) => crate.currentGrams < crate.initialGrams)) return 'crates_left';
  return null;
}

/** Full check-ins (lots, crates, names, estimate) for rows the caller may see, in the rows' order. */
export async function checkInViews(db: DbOrTx, rows: readonly CheckInRow[], now: Date = new Date()): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const movementRows = await db.select().from(movements).where(inArray(movements.id, rows.map((row) => row.movementId)));
  const moves = new Map(movementRows.map((m) => [m.id, m]));
  const lotRows = await db
    .select({ lot: produceLots, code: crops.code })
    .from(produceLots)
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(inArray(produceLots.checkInId, ids))
    .orderBy(asc(produceLots.position));
  const crateRows = await db.select().from(crates).where(inArray(crates.checkInId, ids)).orderBy(asc(crates.id));
  const sources = rows.flatMap((row) => (row.sourceCheckOutId ? [row.sourceCheckOutId] : []));
  const sourceCodes = new Map(
    sources.length === 0
      ? []
      : (
          await db
            .select({ id: checkOuts.id, code: movements.code })
            .from(checkOuts)
            .innerJoin(movements, eq(movements.id, checkOuts.movementId))
            .where(inArray(checkOuts.id, sources))
        ).map((row) => [row.id, row.code]),
  );
  // One after the other: inside a transaction every query shares one connection.
  const rooms = await roomRefs(db, rows.map((row) => row.coolingUnitId));
  const companiesById = await companyRefs(db, rows.map((row) => row.companyId));
  const farmersById = await farmerRefs(db, rows.map((row) => row.farmerId));
  const operators = await userNames(db, movementRows.map((m) => m.operatorUserId));

  return rows.map((row) => {
    const movement = must(moves, row.movementId, 'movement');
    const room = must(rooms, row.coolingUnitId, 'room');
    const company = must(companiesById, row.companyId, 'company');
    const farmer = must(farmersById, row.farmerId, 'farmer');
    const ownCrates = crateRows.filter((crate) => crate.checkInId === row.id);
    const lots = lotRows
      .filter(({ lot }) => lot.checkInId === row.id)
      .map(({ lot, code }) => {
        const lotCrates = ownCrates.filter((crate) => crate.lotId === lot.id);
        return {
          lot,
          view: {
            id: lot.id,
            crop_id: code,
            harvest: lot.harvest,
            initial_quality: lot.initialQuality,
            notes: lot.notes,
            pricing: lot.pricing,
            rate_minor: lot.rateMinor,
            crates: lotCrates.map((crate) => ({
              id: crate.id,
              tag: crate.tag,
              weight_kg: gramsToKg(crate.initialGrams),
              current_weight_kg: gramsToKg(crate.currentGrams),
              planned_days: crate.plannedDays,
            })),
          },
          planned: lotCrates.map((crate) => plannedCrateFee({ currentGrams: crate.initialGrams, plannedDays: crate.plannedDays }, lot, room.metric)),
        };
      });
    return {
      id: row.id,
      movement: { id: movement.id, code: movement.code, type: 'check_in' as const, time: movement.time.toISOString() },
      company: { id: company.id, name: company.name },
      cooling_unit: { id: room.id, name: room.name, metric: room.metric },
      farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.is_walk_in },
      operator: { user_id: movement.operatorUserId, name: operators.get(movement.operatorUserId) ?? '' },
      currency: company.currency,
      lots: lots.map((lot) => lot.view),
      crates: ownCrates.length,
      weight_kg: gramsToKg(ownCrates.reduce((sum, crate) => sum + crate.initialGrams, 0)),
      planned_fee_minor: sumMinor(lots.flatMap((lot) => lot.planned)),
      source_check_out_code: row.sourceCheckOutId ? (sourceCodes.get(row.sourceCheckOutId) ?? null) : null,
      editable: correctionBlock(movement.time, room, ownCrates, company.timeZone, now) === null,
      corrected_at: row.correctedAt?.toISOString() ?? null,
    };
  });
}

/** One check-in by id (the caller knows it may see it), as the create answers present it. */
export async function presentCheckIn(db: DbOrTx, id: number, now: Date): Promise<CheckIn> {
  const rows = await db.select().from(checkIns).where(eq(checkIns.id, id));
  return (await checkInViews(db, rows, now))[0]!;
}
