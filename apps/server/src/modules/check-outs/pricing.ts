import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { CheckOutLine } from '@coldroom/contract';
import { gramsToKg, kgToGrams } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkOutLines, checkOuts, crates, crops, movements, produceLots, type CrateRow, type ProduceLotRow } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import type { OperatedRoom } from '../movements/room-access';
import { crateCharge, type LotPrice } from '../produce/fees';

export interface LineRequest {
  crate_id: number;
  weight_kg?: number | null | undefined;
}

export interface PricedLine {
  crate: CrateRow;
  lot: ProduceLotRow;
  /** The lot's price as this line was priced with (its crates at check-in, for a minimum per lot). */
  price: LotPrice & ProduceLotRow;
  /** Grams taken out. */
  grams: number;
  view: CheckOutLine;
}

/**
 * Prices the chosen crates at `at` (domain-rules §5): crates of the farmer in the room, each line the
 * whole remaining weight or a part of it. With `lock`, the crates are locked (in id order, so two
 * check-outs sharing crates never deadlock) and read after any check-out that held them has finished:
 * a crate that left meanwhile answers 409 crate_unavailable and nothing changes.
 */
export async function priceLines(
  tx: DbOrTx,
  room: OperatedRoom,
  farmerId: number,
  lines: readonly LineRequest[],
  at: Date,
  options: { lock: boolean; offline?: boolean },
): Promise<PricedLine[]> {
  const duplicates: Record<string, string> = {};
  lines.forEach((line, i) => lines.findIndex((other) => other.crate_id === line.crate_id) !== i && (duplicates[`lines.${i}.crate_id`] = 'duplicate_crate'));
  if (Object.keys(duplicates).length > 0) throw errors.invalidInput(duplicates);

  const ids = [...lines.map((line) => line.crate_id)].sort((a, b) => a - b);
  const query = tx.select().from(crates).where(and(inArray(crates.id, ids), eq(crates.companyId, room.companyId))).orderBy(asc(crates.id));
  const found = new Map((options.lock ? await query.for('update') : await query).map((crate) => [crate.id, crate]));

  const unknown: Record<string, string> = {};
  const ineligible: Record<string, string> = {};
  const unavailable: Record<string, string> = {};
  lines.forEach((line, i) => {
    const crate = found.get(line.crate_id);
    if (!crate) unknown[`lines.${i}.crate_id`] = 'unknown_crate';
    else if (crate.coolingUnitId !== room.id) ineligible[`lines.${i}.crate_id`] = 'other_room';
    else if (crate.farmerId !== farmerId) ineligible[`lines.${i}.crate_id`] = 'other_owner';
    else if (crate.currentGrams === 0) unavailable[`lines.${i}.crate_id`] = 'crate_unavailable';
    else if (line.weight_kg != null && kgToGrams(line.weight_kg) > crate.currentGrams) unavailable[`lines.${i}.weight_kg`] = 'weight_exceeds_remaining';
  });
  if (Object.keys(unknown).length > 0) throw errors.invalidInput(unknown, 'Some crates do not exist in this company.');
  if (Object.keys(ineligible).length > 0) {
    throw new AppError(422, 'crates_not_eligible', 'A check-out takes crates of one farmer in one cooling unit.', ineligible);
  }
  const gone = lines.findIndex((line) => found.get(line.crate_id)?.currentGrams === 0);
  if (options.offline && gone >= 0) throw await alreadyCheckedOut(tx, lines[gone]!.crate_id, `lines.${gone}.crate_id`);
  if (Object.keys(unavailable).length > 0) {
    throw new AppError(409, 'crate_unavailable', 'Some crates have left or hold less than asked for; reload and try again.', unavailable);
  }

  const lotIds = [...new Set([...found.values()].map((crate) => crate.lotId))];
  const lots = new Map(
    (
      await tx
        .select({ lot: produceLots, code: crops.code })
        .from(produceLots)
        .innerJoin(crops, eq(crops.id, produceLots.cropId))
        .where(inArray(produceLots.id, lotIds))
    ).map((row) => [row.lot.id, row]),
  );
  // A rate card's minimum per lot is shared among the lot's crates at check-in (docs/rent-rules.md §3).
  const perLot = [...lots.values()].filter(({ lot }) => lot.rateCard?.minimum?.per === 'lot').map(({ lot }) => lot.id);
  const lotCrates = new Map(
    perLot.length === 0
      ? []
      : (await tx.select({ lotId: crates.lotId, n: count() }).from(crates).where(inArray(crates.lotId, perLot)).groupBy(crates.lotId)).map((row) => [row.lotId, Number(row.n)]),
  );
  const ctx = { metric: room.metric, timeZone: room.company.timeZone, at };
  return lines.map((line) => {
    const crate = found.get(line.crate_id)!;
    const { lot, code } = lots.get(crate.lotId)!;
    const part = line.weight_kg == null ? crate.currentGrams : kgToGrams(line.weight_kg);
    const price = { ...lot, lotCrates: lotCrates.get(lot.id) ?? 1 };
    const charge = crateCharge(crate, price, ctx, part);
    return {
      crate,
      lot,
      price,
      grams: part,
      view: {
        crate_id: crate.id,
        lot_id: lot.id,
        crop_id: code,
        tag: crate.tag,
        current_weight_kg: gramsToKg(crate.currentGrams),
        weight_kg: gramsToKg(part),
        remaining_weight_kg: gramsToKg(crate.currentGrams - part),
        whole: part === crate.currentGrams,
        days: charge.days,
        fee_minor: charge.fee_minor,
        due_minor: charge.due_minor,
        line_minor: charge.line_minor,
      },
    };
  });
}

/**
 * An offline check-out naming a crate that already left (§10: the first check-out to reach the server won):
 * 409 already_checked_out with the code of the movement that took its last weight.
 */
async function alreadyCheckedOut(tx: DbOrTx, crateId: number, field: string): Promise<AppError> {
  const [winner] = await tx
    .select({ code: movements.code })
    .from(checkOutLines)
    .innerJoin(checkOuts, eq(checkOuts.id, checkOutLines.checkOutId))
    .innerJoin(movements, eq(movements.id, checkOuts.movementId))
    .where(eq(checkOutLines.crateId, crateId))
    .orderBy(desc(checkOutLines.id))
    .limit(1);
  return new AppError(409, 'already_checked_out', 'Already checked out: another check-out took this crate first.', { [field]: 'already_checked_out' }, undefined, {
    code: winner?.code ?? null,
  });
}

/** 0 ≤ discount ≤ total due (domain-rules §5), else 422 discount_too_large naming the largest allowed. */
export function discountRefusal(maxMinor: number): AppError {
  return new AppError(422, 'discount_too_large', `The discount may be at most the total due (${maxMinor} minor units).`, {
    discount_minor: 'discount_too_large',
    max_discount_minor: String(maxMinor),
  });
}
