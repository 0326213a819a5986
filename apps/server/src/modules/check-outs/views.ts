import { asc, eq, inArray } from 'drizzle-orm';
import type { CheckOut } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOutLines, crates, crops, movements, produceLots, type CheckOutRow } from '../../db/schema';
import { companyRefs, farmerRefs, must, roomRefs, userNames } from '../movements/refs';

/** Full check-outs (lines, names, totals) for rows the caller may see, in the rows' order. */
export async function checkOutViews(db: DbOrTx, rows: readonly CheckOutRow[]): Promise<CheckOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const movementRows = await db.select().from(movements).where(inArray(movements.id, rows.map((row) => row.movementId)));
  const moves = new Map(movementRows.map((m) => [m.id, m]));
  const lineRows = await db
    .select({ line: checkOutLines, tag: crates.tag, lotId: crates.lotId, code: crops.code })
    .from(checkOutLines)
    .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
    .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(inArray(checkOutLines.checkOutId, ids))
    .orderBy(asc(checkOutLines.position));
  const reused = new Set(
    (await db.select({ source: checkIns.sourceCheckOutId }).from(checkIns).where(inArray(checkIns.sourceCheckOutId, ids))).map((row) => row.source),
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
    const lines = lineRows.filter(({ line }) => line.checkOutId === row.id);
    return {
      id: row.id,
      movement: { id: movement.id, code: movement.code, type: 'check_out' as const, time: movement.time.toISOString() },
      company: { id: company.id, name: company.name },
      cooling_unit: { id: room.id, name: room.name, metric: room.metric },
      farmer: { id: farmer.id, name: farmer.name, phone: farmer.phone, is_walk_in: farmer.is_walk_in },
      operator: { user_id: movement.operatorUserId, name: operators.get(movement.operatorUserId) ?? '' },
      currency: row.currency,
      lines: lines.map(({ line, tag, lotId, code }) => ({
        crate_id: line.crateId,
        lot_id: lotId,
        crop_id: code,
        tag,
        current_weight_kg: gramsToKg(line.gramsBefore),
        weight_kg: gramsToKg(line.grams),
        remaining_weight_kg: gramsToKg(line.gramsBefore - line.grams),
        whole: line.grams === line.gramsBefore,
        days: line.days,
        fee_minor: line.feeMinor,
        due_minor: line.dueMinor,
        line_minor: line.lineMinor,
      })),
      crates: lines.length,
      weight_kg: gramsToKg(lines.reduce((sum, { line }) => sum + line.grams, 0)),
      subtotal_minor: row.subtotalMinor,
      discount_minor: row.discountMinor,
      total_minor: row.totalMinor,
      payment_method: row.paymentMethod,
      paid: row.paid,
      code_used: reused.has(row.id),
    };
  });
}
