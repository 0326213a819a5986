import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { pricingToCard, type Pricing, type RateCard, type RoomMetric } from '@coldroom/domain';
import type { PricingType } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { rateCards, type RateCardRow } from '../../db/schema';

/**
 * Versions of rate cards (docs/rent-rules.md §6). The card in force for a room's crop on a date is the highest
 * version whose effective date is on or before it. Version 1 is the room's fixed or daily price as a card, in
 * force from FIRST_VERSION_FROM (before any lot), so every lot checked in before a change keeps its price.
 */
export const FIRST_VERSION_FROM = '2000-01-01';

/** The SQL of version 1 from a room's crop price (the migration writes the same for every room of its time). */
const firstCardSql = sql`jsonb_build_object('basis', case when cu.metric = 'kg' then 'kg' else 'crate' end,
  'period', case when cuc.pricing = 'fixed' then 'once' else 'day' end, 'rate_minor', cuc.rate_minor)`;

/** Writes version 1 for the room's crops (or those listed) that have no version yet. */
export async function ensureFirstVersions(tx: DbOrTx, roomId: number, cropIds?: readonly number[]): Promise<void> {
  if (cropIds && cropIds.length === 0) return;
  const only = cropIds ? sql`and cuc.crop_id in (${sql.join(cropIds.map((id) => sql`${id}::bigint`), sql`, `)})` : sql``;
  await tx.execute(sql`
    insert into rate_cards (company_id, cooling_unit_id, crop_id, version, effective_from, card)
    select cuc.company_id, cuc.cooling_unit_id, cuc.crop_id, 1, ${FIRST_VERSION_FROM}::date, ${firstCardSql}
    from cooling_unit_crops cuc join cooling_units cu on cu.id = cuc.cooling_unit_id
    where cuc.cooling_unit_id = ${roomId} ${only}
      and not exists (select 1 from rate_cards r where r.cooling_unit_id = cuc.cooling_unit_id and r.crop_id = cuc.crop_id)
    on conflict (cooling_unit_id, crop_id, version) do nothing`);
}

/** A new version (the next number) of a room's crop card. The caller holds the room's row. */
export async function addVersion(
  tx: DbOrTx,
  input: { companyId: number; roomId: number; cropId: number; effectiveFrom: string; card: RateCard; userId: number | null },
): Promise<RateCardRow> {
  const [last] = await tx
    .select({ version: rateCards.version })
    .from(rateCards)
    .where(and(eq(rateCards.coolingUnitId, input.roomId), eq(rateCards.cropId, input.cropId)))
    .orderBy(desc(rateCards.version))
    .limit(1);
  const [row] = await tx
    .insert(rateCards)
    .values({
      companyId: input.companyId,
      coolingUnitId: input.roomId,
      cropId: input.cropId,
      version: (last?.version ?? 0) + 1,
      effectiveFrom: input.effectiveFrom,
      card: input.card,
      createdByUserId: input.userId,
    })
    .returning();
  return row!;
}

/** The card in force for a room's crop on a date (company zone), if the crop has any version. */
export async function cardInForce(tx: DbOrTx, roomId: number, cropId: number, on: string): Promise<RateCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.coolingUnitId, roomId), eq(rateCards.cropId, cropId), lte(rateCards.effectiveFrom, on)))
    .orderBy(desc(rateCards.version))
    .limit(1);
  return row;
}

/** The cards in force on a date for several crops of a room. */
export async function cardsInForce(tx: DbOrTx, roomId: number, cropIds: readonly number[], on: string): Promise<Map<number, RateCardRow>> {
  if (cropIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(rateCards)
    .where(and(eq(rateCards.coolingUnitId, roomId), inArray(rateCards.cropId, [...cropIds]), lte(rateCards.effectiveFrom, on)))
    .orderBy(desc(rateCards.version));
  const found = new Map<number, RateCardRow>();
  for (const row of rows) if (!found.has(row.cropId)) found.set(row.cropId, row);
  return found;
}

/**
 * A card's headline as the room's fixed or daily price (cooling_unit_crops), for the screens and offline
 * devices that know only those: period `once` is fixed at its rate; any other is daily at its rate, or at
 * its first tier's rate when it has tiers.
 */
export function headline(card: RateCard): { pricing: PricingType; rateMinor: number } {
  if (card.period === 'once') return { pricing: 'fixed', rateMinor: card.rate_minor };
  return { pricing: 'daily', rateMinor: card.tiers?.[0]?.rate_minor ?? card.rate_minor };
}

/** A room's fixed or daily price as a card. */
export function simpleCard(pricing: Pricing, metric: RoomMetric): RateCard {
  return pricingToCard(pricing, metric);
}

/** A card without its empty parts (null or absent), as it is stored. */
export function compactCard(card: RateCard): RateCard {
  return Object.fromEntries(Object.entries(card).filter(([, value]) => value !== null && value !== undefined)) as unknown as RateCard;
}
