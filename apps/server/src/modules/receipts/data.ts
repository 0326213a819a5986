import { and, asc, eq, isNull } from 'drizzle-orm';
import { cropById, cropName, sumMinor } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkIns, checkOutLines, checkOuts, coolingUnits, crates, crops, farmers, locations, movements, produceLots, serviceProviders, users, type MovementRow } from '../../db/schema';
import type { FileStorage } from '../../platform/files/storage';
import type { ReceiptData, ReceiptLine } from '../../platform/pdf';
import { foundOr404 } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { companyRefs, farmerRefs, must, userNames } from '../movements/refs';
import { ownedBy } from '../movements/scope';
import { plannedCrateFee } from '../produce/fees';
import { checkOutRateCards, lotRateCardView } from '../produce/rate-card-view';
import { lotTemperatureRecordsFromRollups, type LotStay } from '../produce/temperature-record';

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
    .select({
      room: coolingUnits.name,
      metric: coolingUnits.metric,
      location: locations.name,
      city: locations.city,
      state: locations.state,
      street: locations.street,
      number: locations.streetNumber,
    })
    .from(coolingUnits)
    .innerJoin(locations, eq(locations.id, coolingUnits.locationId))
    .where(eq(coolingUnits.id, movement.coolingUnitId));
  const [code] = await db.select({ userCode: farmers.userCode }).from(farmers).where(eq(farmers.id, movement.farmerId));
  const language = farmer.language;
  let lines: ReceiptLine[];
  let money = { subtotalMinor: 0, discountMinor: 0, totalMinor: 0 };
  let payment: ReceiptData['payment'] = null;
  let estimate: ReceiptData['estimate'] = null;
  let temperature: ReceiptData['temperature'] = null;
  let rateCards: ReceiptData['rateCards'] = null;
  if (movement.type === 'check_in') {
    const rows = await db
      .select({ id: crates.id, code: crops.code, tag: crates.tag, grams: crates.initialGrams, planned: crates.plannedDays, kind: produceLots.pricing, rate: produceLots.rateMinor, lot: produceLots.id, lotRow: produceLots })
      .from(crates)
      .innerJoin(checkIns, eq(checkIns.id, crates.checkInId))
      .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(eq(checkIns.movementId, movement.id))
      .orderBy(asc(produceLots.position), asc(crates.id));
    // what the planned days would cost at the price locked at check-in (not planned: one day, as on the produce page)
    const metric = place?.metric ?? 'crates';
    // a lot's price: its card when it has one (docs/rent-rules.md §6), its crates at check-in for a minimum per lot
    const price = (row: (typeof rows)[number]) => ({ ...row.lotRow, lotCrates: rows.filter((other) => other.lot === row.lot).length });
    const stay = { checkedInAt: movement.time, timeZone: company.timeZone };
    lines = rows.map((row) => ({
      cropName: crop(row.code, language),
      crateTag: row.tag ?? '',
      weightGrams: row.grams,
      daysStored: Math.max(1, row.planned ?? 1),
      feeMinor: plannedCrateFee({ currentGrams: row.grams, plannedDays: row.planned }, price(row), metric, stay),
      lotId: row.lot,
    }));
    const lots = [...new Map(rows.toReversed().map((row) => [row.lot, row])).values()].toReversed();
    rateCards = lots.map((row) => ({
      cropName: crop(row.code, language),
      rateCard: lotRateCardView(price(row), row.code, metric, company.timeZone, { id: row.id, checkedInAt: movement.time, days: Math.max(1, row.planned ?? 1), grams: row.grams }),
    }));
    estimate = {
      rules: lots.map((row) => ({ cropName: crop(row.code, language), kind: row.kind, metric, rateMinor: row.rate })),
      totalMinor: sumMinor(lines.map((line) => line.feeMinor ?? 0)),
    };
  } else {
    const [checkOut] = await db.select().from(checkOuts).where(eq(checkOuts.movementId, movement.id));
    const rows = await db
      .select({ code: crops.code, tag: crates.tag, grams: checkOutLines.grams, days: checkOutLines.days, line: checkOutLines.lineMinor, lot: crates.lotId, room: crates.coolingUnitId, since: crates.checkedInAt })
      .from(checkOutLines)
      .innerJoin(crates, eq(crates.id, checkOutLines.crateId))
      .innerJoin(produceLots, eq(produceLots.id, crates.lotId))
      .innerJoin(crops, eq(crops.id, produceLots.cropId))
      .where(eq(checkOutLines.checkOutId, checkOut!.id))
      .orderBy(asc(checkOutLines.position));
    lines = rows.map((row) => ({ cropName: crop(row.code, language), crateTag: row.tag ?? '', weightGrams: row.grams, daysStored: row.days, feeMinor: row.line, lotId: row.lot }));
    rateCards = ((await checkOutRateCards(db, [checkOut!.id])).get(checkOut!.id) ?? []).map((rateCard) => ({ cropName: crop(rateCard.crop_id, language), rateCard }));
    money = { subtotalMinor: checkOut!.subtotalMinor, discountMinor: checkOut!.discountMinor, totalMinor: checkOut!.totalMinor };
    payment = { method: checkOut!.paymentMethod, paid: checkOut!.paid };
    temperature = await checkOutTemperature(db, movement, rows, company.timeZone, language);
  }
  const address = place ? [[place.number, place.street].filter(Boolean).join(' '), place.city, place.state].filter(Boolean).join(', ') : '';
  const logo = company.logoPath ? await files.get(company.logoPath).catch(() => null) : null;
  return {
    phone: farmer.phone,
    data: {
      language,
      company: { name: company.name, country: company.country, currency: company.currency, logo, phone: await companyPhone(db, movement.companyId), address: address || null },
      movement: { type: movement.type, code: movement.code, time: movement.time.toISOString(), timeZone: company.timeZone },
      operatorName: operators.get(movement.operatorUserId) ?? '',
      farmer: { name: farmer.name, phone: farmer.phone, userCode: farmer.is_walk_in ? null : (code?.userCode ?? null) },
      room: { name: place?.room ?? '', location: [place?.location, place?.city].filter(Boolean).join(', ') || null },
      lines,
      ...money,
      payment,
      estimate,
      temperature,
      rateCards,
    },
  };
}

/** The company has no phone of its own: its first active service provider's is the one people call. */
async function companyPhone(db: DbOrTx, companyId: number): Promise<string | null> {
  const [first] = await db
    .select({ phone: users.phone })
    .from(serviceProviders)
    .innerJoin(users, eq(users.id, serviceProviders.userId))
    .where(and(eq(serviceProviders.companyId, companyId), eq(users.active, true), isNull(users.anonymisedAt)))
    .orderBy(asc(serviceProviders.id))
    .limit(1);
  return first?.phone ?? null;
}

/** Each lot of a check-out and its temperature from its check-in to this check-out (the stay the receipt closes). */
async function checkOutTemperature(
  db: DbOrTx,
  movement: MovementRow,
  rows: readonly { code: string; lot: number; room: number; since: Date }[],
  timeZone: string,
  language: ReceiptData['language'],
): Promise<ReceiptData['temperature']> {
  const lots = new Map<number, LotStay>();
  for (const row of rows) {
    const known = lots.get(row.lot);
    if (!known || row.since < known.from) lots.set(row.lot, { lotId: row.lot, roomId: row.room, companyId: movement.companyId, cropCode: row.code, from: row.since, to: movement.time, timeZone });
  }
  const stays = [...lots.values()];
  const records = await lotTemperatureRecordsFromRollups(db, stays, movement.time);
  return stays.flatMap((stay) => {
    const record = records.get(stay.lotId);
    return record ? [{ cropName: crop(stay.cropCode, language), record }] : [];
  });
}
