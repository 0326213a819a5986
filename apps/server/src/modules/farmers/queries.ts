import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Farmer, farmerListQuerySchema } from '@coldroom/contract';
import { normaliseCode } from '@coldroom/domain';
import type { Db } from '../../db/client';
import { farmers, operators, users } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { visibleFarmers } from './access';
import { presentFarmer } from './presenter';

export type FarmerListQuery = z.output<typeof farmerListQuerySchema>;

/**
 * GET /user/v1/farmers/: staff see their company's farmers (`?operator` and `?company` must be of their own
 * company, else 404); a farmer may only ask for themselves (`?user_id=<own id>`). Walk-in customer first,
 * then by name.
 */
export async function listFarmers(db: Db, actor: Actor, query: FarmerListQuery) {
  if (actor.role === 'Farmer' && query.user_id !== actor.userId) throw errors.forbidden('A farmer may only read their own record.');
  if (query.company !== undefined && query.company !== actor.companyId) throw errors.notFound('The company');
  if (query.operator !== undefined) {
    foundOr404(
      await db
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.id, query.operator), inActorCompany(actor, operators.companyId)))
        .limit(1),
      'The operator',
    );
  }
  const conditions: SQL[] = [visibleFarmers(actor)];
  if (query.user_id !== undefined) conditions.push(eq(farmers.userId, query.user_id));
  const search = searchCondition(query.search);
  if (search) conditions.push(search);
  const where = and(...conditions);

  const [rows, [count]] = await Promise.all([
    db
      .select({ farmer: farmers, user: users })
      .from(farmers)
      .innerJoin(users, eq(users.id, farmers.userId))
      .where(where)
      .orderBy(desc(farmers.isWalkIn), sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, farmers.id)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(farmers).innerJoin(users, eq(users.id, farmers.userId)).where(where),
  ]);
  return { items: rows.map(presentFarmer) satisfies Farmer[], total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

/** Name, phone (digits anywhere) or user code. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const parts: SQL[] = [
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
    eq(farmers.userCode, normaliseCode(text)),
  ];
  if (digits.length >= 3) parts.push(sql`${users.phone} like ${`%${digits}%`}`);
  return or(...parts);
}
