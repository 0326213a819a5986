import { eq, inArray } from 'drizzle-orm';
import type { Language } from '@coldroom/contract';
import type { RoomMetric } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { companies, coolingUnits, farmers, users } from '../../db/schema';

/** Names and facts that presenters of stock and history show next to ids, loaded for a page at once. */
export interface FarmerRef {
  id: number;
  name: string;
  phone: string | null;
  is_walk_in: boolean;
  userId: number;
  language: Language;
  canLogIn: boolean;
  /** The farmer sent STOP (docs/sms-and-ussd.md §1): no reminders or pick-up notices by SMS. */
  smsStopped: boolean;
}
export interface RoomRef {
  id: number;
  name: string;
  metric: RoomMetric;
  companyId: number;
  editableCheckins: boolean;
}
export interface CompanyRef {
  id: number;
  name: string;
  currency: string;
  timeZone: string;
  country: string;
  logoPath: string | null;
}

const unique = (ids: Iterable<number>) => [...new Set(ids)];
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export async function farmerRefs(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, FarmerRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ farmer: farmers, user: users })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .where(inArray(farmers.id, wanted));
  return new Map(
    rows.map(({ farmer, user }) => [
      farmer.id,
      {
        id: farmer.id,
        name: fullName(user.firstName, user.lastName),
        phone: user.phone,
        is_walk_in: farmer.isWalkIn,
        userId: user.id,
        language: user.language,
        canLogIn: user.passwordHash !== null && user.active,
        smsStopped: farmer.smsStoppedAt !== null,
      },
    ]),
  );
}

export async function userNames(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, first: users.firstName, last: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, fullName(row.first, row.last)]));
}

export async function roomRefs(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, RoomRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: coolingUnits.id, name: coolingUnits.name, metric: coolingUnits.metric, companyId: coolingUnits.companyId, editableCheckins: coolingUnits.editableCheckins })
    .from(coolingUnits)
    .where(inArray(coolingUnits.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function companyRefs(db: DbOrTx, ids: Iterable<number>): Promise<Map<number, CompanyRef>> {
  const wanted = unique(ids);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: companies.id, name: companies.name, currency: companies.currency, timeZone: companies.timeZone, country: companies.country, logoPath: companies.logoPath })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A loaded reference that must exist (rows point at it with a foreign key). */
export function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`${what} ${String(key)} was not loaded`);
  return value;
}
