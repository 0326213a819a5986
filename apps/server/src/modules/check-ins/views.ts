import { asc, eq, inArray } from 'drizzle-orm';
import type { CheckIn } from '@coldroom/contract';
import { calendarDateIn, gramsToKg, sumMinor, type RoomMetric } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkOuts, crates, crops, movements, produceLots, type CheckInRow, type CrateRow, type MovementRow, type ProduceLotRow } from '../../db/schema';
import { plannedCrateFee } from '../produce/fees';
import { lotRateCardView } from '../produce/rate-card-view';
import { loadRecordParts, recordHead } from '../movements/record-parts';

/** Whether a check-in may still be corrected (domain-rules §4), and if not, why. */
export function correctionBlock(
  movementTime: Date,
  room: { editableCheckins: boolean },
  crateRows: readonly Pick<CrateRow, 'currentGrams' | 'initialGrams'>[],
  timeZone: string,
  now: Date,
): 'not_same_day' | 'room_not_editable' | 'crates_left' | null {
  if (!room.editableCheckins) return 'room_not_editable';
  // The same instant is the same day (a check-in's own answer): no need to work out the zone's date twice.
  if (movementTime.getTime() !== now.getTime() && calendarDateIn(movementTime, timeZone) !== calendarDateIn(now, timeZone)) return 'not_same_day';
  if (crateRows.some((crate) => crate.currentGrams < crate.initialGrams)) return 'crates_left';
  return null;
}

/** Everything one check-in's answer shows, loaded (checkInViews) or already at hand (a new check-in). */
export interface CheckInParts {
  row: Pick<CheckInRow, 'id' | 'correctedAt'>;
  movement: Pick<MovementRow, 'id' | 'code' | 'time' | 'operatorUserId'>;
  room: { id: number; name: string; metric: RoomMetric; editableCheckins: boolean };
  company: { id: number; name: string; currency: string; timeZone: string };
  farmer: { id: number; name: string; phone: string | null; is_walk_in: boolean };
  operatorName: string;
  /** In position order. */
  lots: readonly { lot: LotPart; code: string }[];
  /** In id order. */
  crates: readonly CratePart[];
  sourceCode: string | null;
}
export type LotPart = Pick<ProduceLotRow, 'id' | 'harvest' | 'initialQuality' | 'notes' | 'pricing' | 'rateMinor' | 'rateCard' | 'rateCardId'>;
export type CratePart = Pick<CrateRow, 'id' | 'lotId' | 'tag' | 'initialGrams' | 'currentGrams' | 'plannedDays'>;

/** The answer for one check-in from its parts. */
export function checkInView(parts: CheckInParts, now: Date): CheckIn {
  const { row, movement, room, company } = parts;
  const lots = parts.lots.map(({ lot, code }) => {
    const lotCrates = parts.crates.filter((crate) => crate.lotId === lot.id);
    const price = { ...lot, lotCrates: lotCrates.length };
    // the estimate's breakdown: the lot's first crate at its check-in weight for its planned days (not planned: one day)
    const first = lotCrates[0];
    const example = first ? { id: first.id, checkedInAt: movement.time, days: Math.max(1, first.plannedDays ?? 1), grams: first.initialGrams } : null;
    return {
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
        rate_card: lotRateCardView(price, code, room.metric, company.timeZone, example),
      },
      planned: lotCrates.map((crate) =>
        plannedCrateFee({ currentGrams: crate.initialGrams, plannedDays: crate.plannedDays }, price, room.metric, {
          checkedInAt: movement.time,
          timeZone: company.timeZone,
        }),
      ),
    };
  });
  return {
    ...recordHead(row.id, 'check_in', parts),
    currency: company.currency,
    lots: lots.map((lot) => lot.view),
    crates: parts.crates.length,
    weight_kg: gramsToKg(parts.crates.reduce((sum, crate) => sum + crate.initialGrams, 0)),
    planned_fee_minor: sumMinor(lots.flatMap((lot) => lot.planned)),
    source_check_out_code: parts.sourceCode,
    editable: correctionBlock(movement.time, room, parts.crates, company.timeZone, now) === null,
    corrected_at: row.correctedAt?.toISOString() ?? null,
  };
}

/** Full check-ins (lots, crates, names, estimate) for rows the caller may see, in the rows' order. */
export async function checkInViews(db: DbOrTx, rows: readonly CheckInRow[], now: Date = new Date()): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction every query shares one connection.
  const partsOf = await loadRecordParts(db, rows);
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
  return rows.map((row) =>
    checkInView(
      {
        row,
        ...partsOf(row),
        lots: lotRows.filter(({ lot }) => lot.checkInId === row.id),
        crates: crateRows.filter((crate) => crate.checkInId === row.id),
        sourceCode: row.sourceCheckOutId ? (sourceCodes.get(row.sourceCheckOutId) ?? null) : null,
      },
      now,
    ),
  );
}
