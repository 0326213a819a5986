import { asc, eq, inArray } from 'drizzle-orm';
import type { CheckOut } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOutLines, crates, crops, produceLots, type CheckOutRow } from '../../db/schema';
import { loadRecordParts, recordHead } from '../movements/record-parts';
import { checkOutRateCards } from '../produce/rate-card-view';

/** Full check-outs (lines, names, totals) for rows the caller may see, in the rows' order. */
export async function checkOutViews(db: DbOrTx, rows: readonly CheckOutRow[]): Promise<CheckOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction every query shares one connection.
  const partsOf = await loadRecordParts(db, rows);
  const lineRows = await db
    .select({ line: checkOutLines, tag: crates.tag, lotId: crates.lotId, code: crops.code })
    .from(checkOutLines)
    .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
    .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
    .innerJoin(crops, eq(crops.id, produceLots.cropId))
    .where(inArray(checkOutLines.checkOutId, ids))
    .orderBy(asc(checkOutLines.position));
  const rateCards = await checkOutRateCards(db, ids);
  const reused = new Set(
    (await db.select({ source: checkIns.sourceCheckOutId }).from(checkIns).where(inArray(checkIns.sourceCheckOutId, ids))).map((row) => row.source),
  );

  return rows.map((row) => {
    const lines = lineRows.filter(({ line }) => line.checkOutId === row.id);
    return {
      ...recordHead(row.id, 'check_out', partsOf(row)),
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
      rate_cards: rateCards.get(row.id) ?? [],
    };
  });
}
