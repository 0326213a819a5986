import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { RateCardCreate, RateCardView } from '@coldroom/contract';
import { calendarDateIn, crateCharge as cardCharge, kgToGrams, rateCardProblems, sumMinor, type RateCard } from '@coldroom/domain';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { companies, coolingUnitCrops, crates, crops, produceLots, rateCards, type CoolingUnitRow, type RateCardRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404 } from '../../platform/company-scope';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { roomFor } from '../cooling-units/queries';
import { farmerRefs } from '../movements/refs';
import { recordRateChanges } from '../offline/history';
import { crateCharge } from '../produce/fees';
import { companySmsTemplate } from '../text-overrides/service';
import { rateChangeText } from './rate-change-text';
import { addVersion, compactCard, ensureFirstVersions, headline } from './versions';

interface Room {
  row: CoolingUnitRow;
  currency: string;
  timeZone: string;
  companyName: string;
}

/** A room of the actor's company (404 otherwise), with its company's currency and zone; `lock` holds its row. */
async function roomOf(tx: DbOrTx, actor: Actor, roomId: number, lock = false): Promise<Room> {
  const row = await roomFor(tx, actor, roomId, { forUpdate: lock });
  const [company] = await tx.select({ currency: companies.currency, timeZone: companies.timeZone, name: companies.name }).from(companies).where(eq(companies.id, row.companyId));
  return { row, currency: company!.currency, timeZone: company!.timeZone, companyName: company!.name };
}

/** A crop of the catalogue by its code, or 400 naming `field`. */
async function cropByCode(tx: DbOrTx, code: string, field: string): Promise<{ id: number; code: string }> {
  const [crop] = await tx.select({ id: crops.id, code: crops.code }).from(crops).where(eq(crops.code, code));
  if (!crop) throw errors.invalidInput({ [field]: 'unknown_crop' });
  return crop;
}

/** A version the actor may see (its room is of the actor's company), with its room. */
async function versionOf(tx: DbOrTx, actor: Actor, id: number, lock = false): Promise<{ version: RateCardRow; room: Room; cropCode: string }> {
  const version = foundOr404(await tx.select().from(rateCards).where(eq(rateCards.id, id)), 'The rate card');
  let room: Room;
  try {
    room = await roomOf(tx, actor, version.coolingUnitId, lock);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw errors.notFound('The rate card');
    throw error;
  }
  const [crop] = await tx.select({ code: crops.code }).from(crops).where(eq(crops.id, version.cropId));
  return { version, room, cropCode: crop!.code };
}

function present(row: RateCardRow, cropCode: string): RateCardView {
  return {
    id: row.id,
    cooling_unit_id: row.coolingUnitId,
    crop_id: cropCode,
    version: row.version,
    effective_from: row.effectiveFrom,
    card: row.card as RateCardView['card'],
    created_by_user_id: row.createdByUserId,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET …/cooling-units/{id}/rate-cards/?crop=: a room's versions for a crop, newest first. */
export async function listRateCards(db: Db, actor: Actor, roomId: number, cropCode: string): Promise<{ items: RateCardView[] }> {
  const room = await roomOf(db, actor, roomId);
  const crop = await cropByCode(db, cropCode, 'crop');
  const rows = await db
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.coolingUnitId, room.row.id), eq(rateCards.cropId, crop.id)))
    .orderBy(desc(rateCards.version));
  return { items: rows.map((row) => present(row, crop.code)) };
}

/** 400 naming every bad field of a card (docs/rent-rules.md §6), under `card.`. */
function assertValidCard(card: RateCard): void {
  const problems = rateCardProblems(card);
  if (Object.keys(problems).length > 0) {
    throw errors.invalidInput(Object.fromEntries(Object.entries(problems).map(([field, code]) => [`card.${field}`, code])), 'This rate card is not valid.');
  }
}

/**
 * POST …/cooling-units/{id}/rate-cards/: a new version of the room's card for a crop it takes, from a date
 * not before today (company zone). Effective today, its headline becomes the room's price for the crop.
 */
export async function createRateCard(db: Db, actor: Actor, roomId: number, input: RateCardCreate, now: Date = new Date()): Promise<RateCardView> {
  return db.transaction(async (tx) => {
    const room = await roomOf(tx, actor, roomId, true);
    const card = compactCard(input.card as RateCard);
    assertValidCard(card);
    const today = calendarDateIn(now, room.timeZone);
    if (input.effective_from < today) throw errors.invalidInput({ effective_from: 'before_today' }, 'A new version takes effect today or later.');
    const crop = await cropByCode(tx, input.crop_id, 'crop_id');
    const [price] = await tx
      .select()
      .from(coolingUnitCrops)
      .where(and(eq(coolingUnitCrops.coolingUnitId, room.row.id), eq(coolingUnitCrops.cropId, crop.id)));
    if (!price) throw new AppError(422, 'crop_not_accepted', 'This cooling unit does not accept this crop.', { crop_id: 'crop_not_accepted' });
    await ensureFirstVersions(tx, room.row.id, [crop.id]);
    const row = await addVersion(tx, { companyId: room.row.companyId, roomId: room.row.id, cropId: crop.id, effectiveFrom: input.effective_from, card, userId: actor.userId });
    if (input.effective_from <= today) {
      // The room's price shows the card's headline from the day it takes effect (docs/rent-rules.md §6).
      const next = headline(card);
      if (next.pricing !== price.pricing || next.rateMinor !== price.rateMinor) {
        const room0 = { id: room.row.id, companyId: room.row.companyId };
        await recordRateChanges(tx, room0, [price], [{ cropId: crop.id, ...next }], now);
        await tx.update(coolingUnitCrops).set({ pricing: next.pricing, rateMinor: next.rateMinor }).where(eq(coolingUnitCrops.id, price.id));
      }
    }
    await recordAudit(tx, actor, {
      action: 'rate_card.create',
      entityType: 'rate_card',
      entityId: row.id,
      companyId: room.row.companyId,
      details: { cooling_unit_id: room.row.id, crop_id: crop.code, version: row.version, effective_from: row.effectiveFrom, card, currency: room.currency },
    });
    return present(row, crop.code);
  });
}

/** POST /rate-cards/{id}/price/: what a lot of `crates` crates of `weight_kg` each pays after `days` under the version. */
export async function priceExample(
  db: Db,
  actor: Actor,
  id: number,
  input: { crates: number; weight_kg: number; days: number; checked_in_on?: string | undefined },
  now: Date = new Date(),
) {
  const { version, room } = await versionOf(db, actor, id);
  const checkedInOn = input.checked_in_on ?? calendarDateIn(now, room.timeZone);
  const charge = cardCharge(version.card, { checked_in_on: checkedInOn, days: input.days }, kgToGrams(input.weight_kg), input.crates);
  return {
    currency: room.currency,
    checked_in_on: checkedInOn,
    days: input.days,
    charged_days: charge.charged_days,
    unit_minor: charge.unit_minor,
    crate_fee_minor: charge.fee_minor,
    fee_minor: charge.fee_minor * input.crates,
    minimum_applied: charge.minimum_applied,
    lines: charge.lines as unknown as Record<string, unknown>[],
  };
}

interface LotChange {
  lot_id: number;
  farmer_id: number;
  before_minor: number;
  after_minor: number;
}

/**
 * The lots of the version's room and crop still stored (a crate with weight left) that another card bills,
 * with the fees due for what is left now under their card and under this version. `lock` locks the lots.
 */
async function storedLotChanges(tx: DbOrTx, version: RateCardRow, room: Room, now: Date, lock = false): Promise<LotChange[]> {
  const lotQuery = tx
    .selectDistinct({ lot: produceLots })
    .from(produceLots)
    .innerJoin(crates, eq(crates.lotId, produceLots.id))
    .where(
      and(
        eq(crates.coolingUnitId, version.coolingUnitId),
        eq(produceLots.cropId, version.cropId),
        gt(crates.currentGrams, 0),
        or(isNull(produceLots.rateCardId), ne(produceLots.rateCardId, version.id)),
      ),
    )
    .orderBy(asc(produceLots.id));
  const lots = (await lotQuery).map((row) => row.lot);
  if (lots.length === 0) return [];
  const ids = lots.map((lot) => lot.id);
  if (lock) await tx.select({ id: produceLots.id }).from(produceLots).where(inArray(produceLots.id, ids)).orderBy(asc(produceLots.id)).for('update');
  const crateRows = await tx.select().from(crates).where(inArray(crates.lotId, ids)).orderBy(asc(crates.id));
  const counts = new Map((await tx.select({ lotId: crates.lotId, n: count() }).from(crates).where(inArray(crates.lotId, ids)).groupBy(crates.lotId)).map((row) => [row.lotId, Number(row.n)]));
  const ctx = { metric: room.row.metric, timeZone: room.timeZone, at: now };
  return lots.map((lot) => {
    const left = crateRows.filter((crate) => crate.lotId === lot.id && crate.currentGrams > 0);
    const lotCrates = counts.get(lot.id) ?? 1;
    const due = (card: RateCard | null) => sumMinor(left.map((crate) => crateCharge(crate, { ...lot, rateCard: card, lotCrates }, ctx).due_minor));
    return { lot_id: lot.id, farmer_id: left[0]!.farmerId, before_minor: due(lot.rateCard), after_minor: due(version.card) };
  });
}

function summary(version: RateCardRow, room: Room, items: readonly LotChange[]) {
  const before = sumMinor(items.map((item) => item.before_minor));
  const after = sumMinor(items.map((item) => item.after_minor));
  return {
    rate_card_id: version.id,
    currency: room.currency,
    lots: items.length,
    farmers: new Set(items.map((item) => item.farmer_id)).size,
    before_minor: before,
    after_minor: after,
    change_minor: after - before,
    items: [...items],
  };
}

/** GET /rate-cards/{id}/apply/: what applying the version to the lots stored now would change, as of now. */
export async function applyPreview(db: Db, actor: Actor, id: number, now: Date = new Date()) {
  const { version, room } = await versionOf(db, actor, id);
  return summary(version, room, await storedLotChanges(db, version, room, now));
}

/**
 * POST /rate-cards/{id}/apply/: bills the chosen stored lots (all of them when none are named) by this
 * version from now on, in one transaction with an audit row; each farmer with a phone who has not sent STOP
 * is told by SMS (a refused SMS is shown in the outbox and does not undo the change).
 */
export async function applyRateCard(ctx: AppContext, actor: Actor, id: number, input: { confirm: true; lot_ids?: number[] | undefined }, now: Date = new Date()) {
  const queued: number[] = [];
  const result = await ctx.sms.transaction(async (tx: Tx) => {
    const { version, room, cropCode } = await versionOf(tx, actor, id, true);
    const today = calendarDateIn(now, room.timeZone);
    if (version.effectiveFrom > today) {
      throw new AppError(422, 'rate_card_not_in_force', 'This version takes effect later; it can be applied to stored lots from its date.', { effective_from: version.effectiveFrom });
    }
    const all = await storedLotChanges(tx, version, room, now, true);
    let chosen = all;
    if (input.lot_ids) {
      const wanted = new Set(input.lot_ids);
      const problems: Record<string, string> = {};
      input.lot_ids.forEach((lotId, i) => {
        if (!all.some((item) => item.lot_id === lotId)) problems[`lot_ids.${i}`] = 'not_a_stored_lot_of_this_card';
        else if (input.lot_ids!.indexOf(lotId) !== i) problems[`lot_ids.${i}`] = 'duplicate';
      });
      if (Object.keys(problems).length > 0) throw errors.invalidInput(problems);
      chosen = all.filter((item) => wanted.has(item.lot_id));
    }
    const done = summary(version, room, chosen);
    if (chosen.length === 0) return { ...done, sms_queued: 0 };
    await tx
      .update(produceLots)
      .set({ rateCard: version.card, rateCardId: version.id })
      .where(inArray(produceLots.id, chosen.map((item) => item.lot_id)));
    await recordAudit(tx, actor, {
      action: 'rate_card.apply',
      entityType: 'rate_card',
      entityId: version.id,
      companyId: room.row.companyId,
      details: {
        cooling_unit_id: room.row.id,
        crop_id: cropCode,
        version: version.version,
        lot_ids: chosen.map((item) => item.lot_id),
        lots: done.lots,
        farmers: done.farmers,
        before_minor: done.before_minor,
        after_minor: done.after_minor,
        change_minor: done.change_minor,
        currency: room.currency,
      },
    });
    const refs = await farmerRefs(tx, chosen.map((item) => item.farmer_id));
    for (const farmer of refs.values()) {
      if (!farmer.phone || farmer.smsStopped || farmer.is_walk_in) continue;
      const mine = chosen.filter((item) => item.farmer_id === farmer.id);
      const text = rateChangeText(farmer.language, {
        company: room.companyName,
        room: room.row.name,
        lots: mine.length,
        from: today,
        dueMinor: sumMinor(mine.map((item) => item.after_minor)),
        currency: room.currency,
      }, await companySmsTemplate(tx, room.row.companyId, 'rate_change', farmer.language));
      const smsId = await ctx.sms.queueQuietly(tx, { companyId: room.row.companyId, to: farmer.phone, text, kind: 'rate_change', subject: `rate_card:${version.id}:${farmer.id}` });
      if (smsId !== null) queued.push(smsId);
    }
    return { ...done, sms_queued: queued.length };
  });
  if (queued.length > 0) ctx.sms.dispatch(queued);
  return result;
}

