import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceProvider, serviceProviderListQuerySchema } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { serviceProviders, users, type UserRow } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { staffSearch } from '../operators/queries';

type ListQuery = z.output<typeof serviceProviderListQuerySchema>;

/** spec §3 "User / service provider", camelCase as listed there. */
function presentServiceProvider(row: { id: number; companyId: number; user: UserRow }): ServiceProvider {
  const { user } = row;
  return {
    id: row.id,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    gender: user.gender,
    phone: user.phone,
    lastLogin: user.lastLogin ? user.lastLogin.toISOString() : null,
    language: user.language,
    companyId: row.companyId,
  };
}

async function find(db: Db, actor: Actor, extra: SQL[], page: { page: number; page_size: number }) {
  const where = and(inActorCompany(actor, serviceProviders.companyId), isNull(users.anonymisedAt), ...extra);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: serviceProviders.id, companyId: serviceProviders.companyId, user: users })
      .from(serviceProviders)
      .innerJoin(users, eq(users.id, serviceProviders.userId))
      .where(where)
      .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(serviceProviders.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(serviceProviders).innerJoin(users, eq(users.id, serviceProviders.userId)).where(where),
  ]);
  return { items: rows.map(presentServiceProvider), total: count?.n ?? 0, page: page.page, page_size: page.page_size };
}

/** The company's service providers ("registered employees"); only its own service providers see them. */
export async function listServiceProviders(db: Db, actor: Actor, query: ListQuery) {
  if (query.company !== undefined && query.company !== actor.companyId) throw errors.notFound('The company');
  const search = staffSearch(query.search);
  return find(db, actor, search ? [search] : [], query);
}

export async function getServiceProvider(db: Db, actor: Actor, id: number): Promise<ServiceProvider> {
  const page = await find(db, actor, [eq(serviceProviders.id, id)], { page: 1, page_size: 1 });
  return foundOr404(page.items, 'The service provider');
}
