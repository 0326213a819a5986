import { and, asc, eq } from 'drizzle-orm';
import { cropById, cropName } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOutLines, checkOuts, coolingUnits, crates, crops, farmers, locations, movements, produceLots, type MovementRow } from '../../db/schema';
import type { FileStorage } from '../../platform/files/storage';
import type { ReceiptData, ReceiptLine } from '../../platform/pdf';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { companyRefs, farmerRefs, must, userNames } from '../movements/refs';
import { ownedBy } from '../movements/scope';

/** The movement the actor may see (staff: their company's; farmers: their own), or 404. */
export async function visibleMovement(db: DbOrTx, actor: Actor, id: number): Promise<MovementRow> {
  return foundOr404(
    await db.select().from(movements).where(and(eq(movements.id, id), ownedBy(actor, movements.companyId, movements.farmerId))).limit(1),
    'The movement',
  );
}

const crop = (code: string, language: string) => {
  const known = cropById(code);
  return known ? cropName(known, language) : code;
};

/**
 * Everything the receipt of a movement shows (platform/pdf renders it), in the farmer's language: check-in
 * lines are the crates taken in (no fee yet); check-out lines the weight taken, days and the charge.
 */
export async function receiptData(db: DbOrTx, files: FileStorage, movement: MovementRow): Promise<{ data: ReceiptData; phone: string | null }> {
  const [companiesById, farmersById, operators] = await Promise.all([
    companyRefs(db, [movement.companyId]),
    farmerRefs(db, [movement.farmerId]),
    userNames(db, [movement.operatorUserId]),
  ]);
  const company = must(companiesById, movement.companyId, 'company');
  const farmer = must(farmersById, movement.farmerId, 'farmer');
  const [place] = await db
    .select({ room: coolingUnits.name, location: locations.name, city: locations.city })
    .from(coolingUnits)
    .innerJoin(locations, eq(locations.id, coolingUnits.locationId))
    .where(eq(coolingUnits.id, movement.coolingUnitId));
  const [code] = await db.select({ userCode: farmers.userCode }).from(farmers).where(eq(farmers.id, movement.farmerId));
  const language = farmer.language;
  let lines: ReceiptLine[];
  let money = { subtotalMinor: 0, discountMinor: 0, totalMinor: 0 };
  let payment: ReceiptData['payment'] = null;
  if (movement.type === 'check_in') {
    const rows = await db
      .select({ code: crops.code, tag: crates.tag, grams: crates.initialGrams })
      .from(crates)
      .innerJoin(checkIns, eq(checkIns.id, crates.checkInId))
      .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(eq(checkIns.movementId, movement.id))
      .orderBy(asc(produceLots.position), asc(crates.id));
    lines = rows.map((row) => ({ cropName: crop(row.code, language), crateTag: row.tag ?? '', weightGrams: row.grams, daysStored: null, feeMinor: null }));
  } else {
    const [checkOut] = await db.select().from(checkOuts).where(eq(checkOuts.movementId, movement.id));
    const rows = await db
      .select({ code: crops.code, tag: crates.tag, grams: checkOutLines.grams, days: checkOutLines.days, line: checkOutLines.lineMinor })
      .from(checkOutLines)
      .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
      .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(eq(checkOutLines.checkOutId, checkOut!.id))
      .orderBy(asc(checkOutLines.position));
    lines = rows.map((row) => ({ cropName: crop(row.code, language), crateTag: row.tag ?? '', weightGrams: row.grams, daysStored: row.days, feeMinor: row.line }));
    money = { subtotalMinor: checkOut!.subtotalMinor, discountMinor: checkOut!.discountMinor, totalMinor: checkOut!.totalMinor };
    payment = { method: checkOut!.paymentMethod, paid: checkOut!.paid };
  }
  const logo = company.logoPath ? await files.get(company.logoPath).catch(() => null) : null;
  return {
    phone: farmer.phone,
    data: {
      language,
      company: { name: company.name, country: company.country, currency: company.currency, logo },
      movement: { type: movement.type, code: movement.code, time: movement.time.toISOString(), timeZone: company.timeZone },
      operatorName: operators.get(movement.operatorUserId) ?? '',
      farmer: { name: farmer.name, phone: farmer.phone, userCode: farmer.is_walk_in ? null : (code?.userCode ?? null) },
      room: { name: place?.room ?? '', location: [place?.location, place?.city].filter(Boolean).join(', ') || null },
      lines,
      ...money,
      payment,
    },
  };
}
