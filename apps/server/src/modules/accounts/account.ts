import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Account, AccountCheckOut } from '@coldroom/contract';
import { REMINDER_MIN_DAYS } from '@coldroom/contract';
import { gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { balanceReminders, checkOuts, coolingUnits, crates, movements } from '../../db/schema';
import type { Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { checkOutLineSums } from './line-sums';
import { rowsOf } from '../occupancy/queries';
import { companyRefs, fullName, must } from '../movements/refs';
import { openingBalancesOf, presentOpeningBalance } from './opening-balance';

const DAY_MS = 86_400_000;

/** The companies whose part of a farmer's account the actor reads: staff their own; a farmer every company that served them. */
export async function accountCompanies(db: DbOrTx, actor: Actor, farmerId: number): Promise<number[]> {
  if (actor.role !== 'Farmer') return actor.companyId === null ? [] : [actor.companyId];
  const rows = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      select company_id as id from check_outs where farmer_id = ${farmerId}
      union select company_id from crates where farmer_id = ${farmerId} and current_grams > 0
      union select company_id from opening_balances where farmer_id = ${farmerId}
      order by 1`),
  );
  return rows.map((row) => Number(row.id));
}

/** A farmer's check-outs that still owe money in these companies, oldest first. */
export async function unpaidCheckOuts(db: DbOrTx, farmerId: number, companyIds: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: checkOuts.id,
      companyId: checkOuts.companyId,
      currency: checkOuts.currency,
      code: movements.code,
      time: checkOuts.time,
      roomId: coolingUnits.id,
      roomName: coolingUnits.name,
      totalMinor: checkOuts.totalMinor,
      paidMinor: checkOuts.paidMinor,
      ...checkOutLineSums,
    })
    .from(checkOuts)
    .innerJoin(movements, eq(movements.id, checkOuts.movementId))
    .innerJoin(coolingUnits, eq(coolingUnits.id, checkOuts.coolingUnitId))
    .where(and(eq(checkOuts.farmerId, farmerId), inArray(checkOuts.companyId, [...companyIds]), sql`${checkOuts.totalMinor} > ${checkOuts.paidMinor}`))
    .orderBy(asc(checkOuts.time), asc(checkOuts.id));
}

/** When each company last reminded the farmer of money owed. */
export async function lastReminders(db: DbOrTx, farmerId: number, companyIds: readonly number[]): Promise<Map<number, Date>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ companyId: balanceReminders.companyId, at: sql<Date>`max(${balanceReminders.sentAt})`.mapWith(balanceReminders.sentAt) })
    .from(balanceReminders)
    .where(and(eq(balanceReminders.farmerId, farmerId), inArray(balanceReminders.companyId, [...companyIds])))
    .groupBy(balanceReminders.companyId);
  return new Map(rows.map((row) => [row.companyId, row.at]));
}

/** When the next reminder may go after one at `last` (domain-rules §11: at most one a week). */
export const nextReminderAt = (last: Date) => new Date(last.getTime() + REMINDER_MIN_DAYS * DAY_MS);

/**
 * GET /operation/v1/farmers/{id}/account/: per company (and currency), what is owed and what is behind it
 * (the opening balance while it owes something, the unpaid check-outs), what is in storage, and the
 * reminder state (docs/accounts-rules.md).
 */
export async function farmerAccount(db: DbOrTx, actor: Actor, farmerId: number): Promise<Account> {
  const { farmer, user } = await farmerFor(db, actor, farmerId);
  const companyIds = await accountCompanies(db, actor, farmer.id);
  const unpaid = await unpaidCheckOuts(db, farmer.id, companyIds);
  const openings = await openingBalancesOf(db, farmer.id, companyIds);
  const stored =
    companyIds.length === 0
      ? []
      : await db
          .select({
            companyId: crates.companyId,
            lots: sql<number>`count(distinct ${crates.lotId})::int`,
            crates: sql<number>`count(*)::int`,
            grams: sql<string>`sum(${crates.currentGrams})::text`,
          })
          .from(crates)
          .where(and(eq(crates.farmerId, farmer.id), inArray(crates.companyId, companyIds), sql`${crates.currentGrams} > 0`))
          .groupBy(crates.companyId);
  const reminders = await lastReminders(db, farmer.id, companyIds);
  const names = await companyRefs(db, companyIds);
  const entries = companyIds.flatMap((companyId) => {
    const company = must(names, companyId, 'company');
    const owing = unpaid.filter((row) => row.companyId === companyId);
    const opening = presentOpeningBalance(openings.find((row) => row.companyId === companyId));
    const openingCurrency = openings.find((row) => row.companyId === companyId)?.currency;
    const currencies = [...new Set([...(opening && openingCurrency ? [openingCurrency] : []), ...owing.map((row) => row.currency)])];
    const storage = stored.find((row) => row.companyId === companyId);
    const last = reminders.get(companyId) ?? null;
    return (currencies.length > 0 ? currencies : [company.currency]).map((currency) => {
      const items: AccountCheckOut[] = owing
        .filter((row) => row.currency === currency)
        .map((row) => ({
          id: row.id,
          code: row.code,
          time: row.time.toISOString(),
          cooling_unit: { id: row.roomId, name: row.roomName },
          crates: row.crates,
          weight_kg: gramsToKg(Number(row.grams)),
          total_minor: row.totalMinor,
          paid_minor: row.paidMinor,
          due_minor: row.totalMinor - row.paidMinor,
        }));
      const openingHere = currency === openingCurrency ? opening : null;
      return {
        company: { id: company.id, name: company.name },
        currency,
        owed_minor: (openingHere?.due_minor ?? 0) + items.reduce((sum, item) => sum + item.due_minor, 0),
        opening_balance: openingHere,
        unpaid: items,
        in_storage: { lots: storage?.lots ?? 0, crates: storage?.crates ?? 0, weight_kg: gramsToKg(Number(storage?.grams ?? 0)) },
        last_reminder_at: last?.toISOString() ?? null,
        next_reminder_at: last ? nextReminderAt(last).toISOString() : null,
      };
    });
  });
  return {
    farmer_id: farmer.id,
    name: fullName(user.firstName, user.lastName),
    phone: user.phone,
    is_walk_in: farmer.isWalkIn,
    language: user.language,
    companies: entries,
  };
}
