import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from './policy';
import { errors } from './errors';

/**
 * The one condition that limits a query to the actor's company. Every query on tenant rows includes it,
 * so another company's rows are simply not found (404), never "forbidden" (which would reveal them).
 * An actor without a company (a farmer) sees no company's rows through it.
 */
export function inActorCompany(actor: Actor, companyColumn: AnyPgColumn): SQL {
  return actor.companyId === null ? sql`false` : eq(companyColumn, actor.companyId);
}

/** The single row a scoped query found, or 404 — absent and not-yours answer the same. */
export function foundOr404<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw errors.notFound(what);
  return row;
}
