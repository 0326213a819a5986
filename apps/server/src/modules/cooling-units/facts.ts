import type { RoomRateCard } from '@coldroom/contract';
import { calendarDateIn } from '@coldroom/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  coolingUnitCrops,
  coolingUnitOperators,
  crops,
  locations,
  operators,
  rateCards,
  users,
  type CoolingUnitRow,
  type LocationRow,
  type RoomReadingRow,
} from '../../db/schema';
import { storedTotals, type StoredTotals } from '../occupancy/queries';
import { latestReadings } from '../readings/queries';

export interface RoomCompany {
  id: number;
  name: string;
  currency: string;
  timeZone: string;
}
export interface RoomCrop {
  crop: string;
  pricing: 'fixed' | 'daily';
  rate: number;
}
export interface RoomOperator {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
}

/** Everything a room's presentation needs besides its own row, loaded for a page of rooms at once. */
export interface RoomFacts {
  locations: Map<number, LocationRow>;
  companies: Map<number, RoomCompany>;
  crops: Map<number, RoomCrop[]>;
  /** Each room's crops' cards in force today and later versions (docs/rent-rules.md §7). */
  rateCards: Map<number, RoomRateCard[]>;
  operators: Map<number, RoomOperator[]>;
  totals: Map<number, StoredTotals>;
  latest: Map<number, RoomReadingRow>;
}

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** `staff`: also operators and the latest reading, which farmers never see. */
export async function loadRoomFacts(db: DbOrTx, rooms: readonly CoolingUnitRow[], staff: boolean): Promise<RoomFacts> {
  const roomIds = rooms.map((room) => room.id);
  const empty: RoomFacts = { locations: new Map(), companies: new Map(), crops: new Map(), rateCards: new Map(), operators: new Map(), totals: new Map(), latest: new Map() };
  if (roomIds.length === 0) return empty;
  const locationRows = await db.select().from(locations).where(inArray(locations.id, [...new Set(rooms.map((r) => r.locationId))]));
  const companyRows = await db
    .select({ id: companies.id, name: companies.name, currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(inArray(companies.id, [...new Set(rooms.map((r) => r.companyId))]));
  const cropRows = await db
    .select({ room: coolingUnitCrops.coolingUnitId, crop: crops.code, pricing: coolingUnitCrops.pricing, rate: coolingUnitCrops.rateMinor })
    .from(coolingUnitCrops)
    .innerJoin(crops, eq(crops.id, coolingUnitCrops.cropId))
    .where(inArray(coolingUnitCrops.coolingUnitId, roomIds))
    .orderBy(asc(crops.position), asc(crops.id));
  const operatorRows = staff
    ? await db
        .select({ room: coolingUnitOperators.coolingUnitId, id: operators.id, user_id: users.id, first_name: users.firstName, last_name: users.lastName })
        .from(coolingUnitOperators)
        .innerJoin(operators, eq(operators.id, coolingUnitOperators.operatorId))
        .innerJoin(users, eq(users.id, operators.userId))
        .where(inArray(coolingUnitOperators.coolingUnitId, roomIds))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(operators.id))
    : [];
  return {
    locations: new Map(locationRows.map((row) => [row.id, row])),
    companies: new Map(companyRows.map((row) => [row.id, row])),
    crops: new Map([...groupBy(cropRows, (r) => r.room)].map(([room, list]) => [room, list.map(({ room: _, ...c }) => c)])),
    rateCards: await roomCards(db, rooms, new Map(companyRows.map((row) => [row.id, row.timeZone]))),
    operators: new Map([...groupBy(operatorRows, (r) => r.room)].map(([room, list]) => [room, list.map(({ room: _, ...o }) => o)])),
    totals: await storedTotals(db, roomIds),
    latest: staff ? await latestReadings(db, roomIds) : new Map(),
  };
}

/**
 * Each room's crops' rate cards in force today (the company's zone) and the versions that take effect later,
 * by crop (the room's crop order) and date: what a phone keeps to price offline with the card of the day
 * (issue 29, docs/rent-rules.md §7).
 */
async function roomCards(db: DbOrTx, rooms: readonly CoolingUnitRow[], zones: Map<number, string>, now = new Date()): Promise<Map<number, RoomRateCard[]>> {
  const rows = await db
    .select({ id: rateCards.id, room: rateCards.coolingUnitId, crop: crops.code, version: rateCards.version, effectiveFrom: rateCards.effectiveFrom, card: rateCards.card })
    .from(rateCards)
    .innerJoin(crops, eq(crops.id, rateCards.cropId))
    .where(inArray(rateCards.coolingUnitId, rooms.map((room) => room.id)))
    .orderBy(asc(rateCards.coolingUnitId), asc(crops.position), asc(crops.id), asc(rateCards.effectiveFrom), asc(rateCards.version));
  const today = new Map(rooms.map((room) => [room.id, calendarDateIn(now, zones.get(room.companyId) ?? 'UTC')]));
  const result = new Map<number, RoomRateCard[]>();
  for (const versions of groupBy(rows, (row) => `${row.room}:${row.crop}`).values()) {
    const on = today.get(versions[0]!.room)!;
    // the card in force on a date is the highest version from on or before it: today's, and the later-dated
    // versions above it (a later-dated version below it is never in force)
    const inForce = versions.filter((row) => row.effectiveFrom <= on).reduce<(typeof versions)[number] | undefined>((best, row) => (!best || row.version > best.version ? row : best), undefined);
    const kept = versions.filter((row) => row === inForce || (row.effectiveFrom > on && row.version > (inForce?.version ?? 0)));
    const room = versions[0]!.room;
    result.set(room, [
      ...(result.get(room) ?? []),
      ...kept.map((row) => ({ crop: row.crop, id: row.id, version: row.version, effective_from: row.effectiveFrom, card: { ...row.card, tiers: row.card.tiers ? [...row.card.tiers] : row.card.tiers } })),
    ]);
  }
  return result;
}
