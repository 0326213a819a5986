import { and, eq, isNull } from 'drizzle-orm';
import type { Operator } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { operators, users } from '../../db/schema';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { anonymiseAccount } from '../users/service';
import { findOperators, operatorOfUser, operatorWithId, staffSearch, type OperatorListQuery } from './queries';

/**
 * GET /user/v1/operators: service providers list their company's operators (`?company` of another company
 * answers 404); an operator may only look themselves up (`?user_id=<own id>`), colleagues are 403.
 */
export async function listOperators(db: Db, actor: Actor, query: OperatorListQuery) {
  if (query.company !== undefined && query.company !== actor.companyId) throw errors.notFound('The company');
  if (actor.role === 'Operator' && query.user_id !== actor.userId) throw errors.forbidden('Operators may only read their own record.');
  const extra = [];
  if (query.user_id !== undefined) extra.push(operatorOfUser(query.user_id));
  const search = staffSearch(query.search);
  if (search) extra.push(search);
  return findOperators(db, actor, extra, query);
}

/** One operator of the actor's company (404 otherwise); an operator may read only themselves (403). */
export async function getOperator(db: Db, actor: Actor, id: number): Promise<Operator> {
  const page = await findOperators(db, actor, [operatorWithId(id)], { page: 1, page_size: 1 });
  const operator = foundOr404(page.items, 'The operator');
  if (actor.role === 'Operator' && operator.userId !== actor.userId) throw errors.forbidden('Operators may only read their own record.');
  return operator;
}

/** Removes an operator from the company: the account is deleted (anonymised), rooms and sessions go. */
export async function removeOperator(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { user } = foundOr404(
      await tx
        .select({ user: users })
        .from(operators)
        .innerJoin(users, eq(users.id, operators.userId))
        .where(and(eq(operators.id, id), inActorCompany(actor, operators.companyId), isNull(users.anonymisedAt)))
        .limit(1)
        .for('update'),
      'The operator',
    );
    await anonymiseAccount(tx, actor, user);
  });
}
