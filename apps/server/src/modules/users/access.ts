import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

/**
 * The account a caller may read or change through /user/v1/users/{id}/: their own, or — for service
 * providers — staff (operators, service providers) of their own company. Another company's users and
 * anyone outside the caller's company answer 404; a colleague the caller's role may not manage, 403.
 * Anonymised accounts are gone (404).
 */
export async function accountFor(db: DbOrTx, actor: Actor, id: number, options: { forUpdate?: boolean } = {}): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.anonymisedAt), or(eq(users.id, actor.userId), inActorCompany(actor, users.companyId))))
    .limit(1);
  const target = foundOr404(options.forUpdate ? await query.for('update') : await query, 'The user');
  if (target.id === actor.userId) return target;
  const managesStaff = actor.role === 'Service Provider' && target.role !== 'Farmer';
  if (!managesStaff) throw errors.forbidden('Only a service provider of this company may manage other accounts.');
  return target;
}
