import { and, asc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorListQuerySchema } from '@coldroom/contract';
import type { DbOrTx } from '../../db/client';
import { companies, coolingUnitOperators, coolingUnits, operators, users } from '../../db/schema';
import { inActorCompany } from '../../platform/company-scope';
import type { Actor } from '../../platform/policy';
import { presentOperator } from './presenter';

export type OperatorListQuery = z.output<typeof operatorListQuerySchema>;

/** The rooms (not deleted) each operator runs, in one query for a whole page. */
async function roomsByOperator(db: DbOrTx, operatorIds: readonly number[]): Promise<Map<number, number[]>> {
  const byOperator = new Map<number, number[]>();
  if (operatorIds.length === 0) return byOperator;
  const rows = await db
    .select({ operatorId: coolingUnitOperators.operatorId, roomId: coolingUnitOperators.coolingUnitId })
    .from(coolingUnitOperators)
    .innerJoin(coolingUnits, eq(coolingUnits.id, coolingUnitOperators.coolingUnitId))
    .where(and(inArray(coolingUnitOperators.operatorId, [...operatorIds]), isNull(coolingUnits.deletedAt)))
    .orderBy(asc(coolingUnitOperators.coolingUnitId));
  for (const row of rows) byOperator.set(row.operatorId, [...(byOperator.get(row.operatorId) ?? []), row.roomId]);
  return byOperator;
}

/** Operators of the actor's company matching `extra`, presented, a page at a time. */
export async function findOperators(db: DbOrTx, actor: Actor, extra: SQL[], page: { page: number; page_size: number }) {
  const where = and(inActorCompany(actor, operators.companyId), isNull(users.anonymisedAt), ...extra);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: operators.id, companyId: operators.companyId, companyName: companies.name, user: users })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .innerJoin(companies, eq(companies.id, operators.companyId))
      .where(where)
      .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(operators.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(operators).innerJoin(users, eq(users.id, operators.userId)).where(where),
  ]);
  const rooms = await roomsByOperator(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentOperator({ ...row, roomIds: rooms.get(row.id) ?? [] })),
    total: count?.n ?? 0,
    page: page.page,
    page_size: page.page_size,
  };
}

export function staffSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const parts: SQL[] = [ilike(users.firstName, pattern), ilike(users.lastName, pattern), sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`];
  if (digits.length >= 3) parts.push(sql`${users.phone} like ${`%${digits}%`}`);
  return or(...parts);
}

export const operatorWithId = (id: number) => eq(operators.id, id);
export const operatorOfUser = (userId: number) => eq(operators.userId, userId);
