import { eq } from 'drizzle-orm';
import type { UserDetail, UserUpdate } from '@coldroom/contract';
import type { Db, Tx } from '../../db/client';
import { farmers, operators, users, type UserRow } from '../../db/schema';
import { assignOperatorRooms } from '../cooling-units/assignments';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens';
import { auditChanges, recordAudit } from '../../platform/audit';
import { errors, violatedConstraint } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { accountFor } from './access';
import { assertAccountDeletable } from './deletion-guards';
import { presentUserDetail } from './presenter';
import { farmerFactsOf } from './queries';
import { userChanges } from './user-changes';

export async function getAccount(db: Db, actor: Actor, id: number): Promise<UserDetail> {
  const target = await accountFor(db, actor, id);
  return presentUserDetail(target, await farmerFactsOf(db, target));
}

export async function updateAccount(db: Db, actor: Actor, id: number, input: UserUpdate): Promise<UserDetail> {
  try {
    return await db.transaction(async (tx) => {
      const target = await accountFor(tx, actor, id, { forUpdate: true });
      const { user: changes, parentName } = userChanges(target, input);
      const [updated] = await tx.update(users).set({ ...changes, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      // A service provider sets an operator's rooms here (spec §7 `cooling_units`); from anyone else it is ignored.
      if (input.cooling_units !== undefined && target.role === 'Operator' && actor.role === 'Service Provider' && target.companyId !== null) {
        const [operator] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.userId, id)).limit(1);
        if (operator) await assignOperatorRooms(tx, target.companyId, operator.id, input.cooling_units);
      }
      if (parentName !== undefined && target.role === 'Farmer') {
        await tx.update(farmers).set({ parentName }).where(eq(farmers.userId, id));
      }
      const fields = Object.keys(input).filter((k) => k !== 'last_login' && (k !== 'cooling_units' || (target.role === 'Operator' && actor.role === 'Service Provider')));
      await recordAudit(tx, actor, {
        action: 'user.update',
        entityType: 'user',
        entityId: id,
        details: { fields, ...auditChanges(auditedUser(target), auditedUser(updated ?? target), fields) },
      });
      const current = updated ?? target;
      return presentUserDetail(current, await farmerFactsOf(tx, current));
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'users_phone_key') throw errors.duplicate({ phone: 'taken' }, 'This phone number is already registered.');
    if (constraint === 'users_email_lower_key') throw errors.duplicate({ email: 'taken' }, 'This email is already registered.');
    throw error;
  }
}

/**
 * Deleting an account anonymises it (domain-rules §2): the person's name and contacts go, the business
 * records that point at them stay. All their sessions end.
 */
export async function deleteAccount(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await accountFor(tx, actor, id, { forUpdate: true });
    await anonymiseAccount(tx, actor, target);
  });
}

/**
 * The deletion itself, for callers that already checked the actor may act on the target (operators and
 * farmers modules too): guards, anonymisation, room assignments cleared, sessions ended, audit row.
 */
export async function anonymiseAccount(tx: Tx, actor: Actor, target: UserRow): Promise<void> {
  await assertAccountDeletable(tx, target);
  const id = target.id;
  const now = new Date();
  await tx
    .update(users)
    .set({
      firstName: 'Deleted user',
      lastName: '',
      phone: null,
      email: null,
      passwordHash: null,
      gender: null,
      active: false,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  if (target.role === 'Farmer') await tx.update(farmers).set({ parentName: null }).where(eq(farmers.userId, id));
  if (target.role === 'Operator' && target.companyId !== null) {
    const [operator] = await tx.select({ id: operators.id }).from(operators).where(eq(operators.userId, id)).limit(1);
    if (operator) await assignOperatorRooms(tx, target.companyId, operator.id, []);
  }
  await revokeAllForUser(tx, id, now);
  await recordAudit(tx, actor, { action: 'user.delete', entityType: 'user', entityId: id, companyId: target.companyId ?? actor.companyId });
}

/** A person's fields the audit trail keeps before and after values of (names and contacts are personal: not kept). */
function auditedUser(row: UserRow): Record<string, unknown> {
  return { gender: row.gender, language: row.language };
}
