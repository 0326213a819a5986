import { and, eq } from 'drizzle-orm';
import type { Farmer, FarmerUpdate } from '@coldroom/contract';
import { isUserCode, normaliseCode } from '@coldroom/domain';
import type { Db } from '../../db/client';
import { companyFarmerRemovals, companyFarmers, farmers, users } from '../../db/schema';
import { auditChanges, recordAudit } from '../../platform/audit';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { isCountry } from '../companies/defaults';
import { assertAccountDeletable } from '../users/deletion-guards';
import { anonymiseAccount } from '../users/service';
import { FieldProblems, rethrowAccountConflict } from '../users/create-account';
import { farmerFor } from './access';
import { canLogIn, presentFarmer, type FarmerWithUser } from './presenter';

export async function getFarmer(db: Db, actor: Actor, id: number): Promise<Farmer> {
  return presentFarmer(await farmerFor(db, actor, id));
}

/** Links a self-registered farmer (found by their user code) to the caller's company. Linking twice is fine. */
export async function linkFarmer(db: Db, actor: Actor, rawCode: string | null | undefined): Promise<Farmer> {
  const companyId = actor.companyId;
  if (actor.role === 'Farmer' || companyId === null) throw errors.forbidden('Only staff of a company may link farmers.');
  const code = normaliseCode(rawCode ?? '');
  if (!rawCode) throw errors.invalidInput({ user_code: 'required' });
  if (!isUserCode(code)) throw errors.invalidInput({ user_code: 'invalid_code' });
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ farmer: farmers, user: users })
      .from(farmers)
      .innerJoin(users, eq(users.id, farmers.userId))
      .where(and(eq(farmers.userCode, code), eq(farmers.isWalkIn, false), eq(users.active, true)))
      .limit(1);
    if (!found) throw errors.notFound('A farmer with this code');
    const inserted = await tx
      .insert(companyFarmers)
      .values({ companyId, farmerId: found.farmer.id, linkedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ farmerId: companyFarmers.farmerId });
    if (inserted.length > 0) await recordAudit(tx, actor, { action: 'farmer.link', entityType: 'farmer', entityId: found.farmer.id });
    return presentFarmer(found);
  });
}

/**
 * Changes a farmer. The farmer may change everything of their own; staff only farmers their company
 * registered, and the phone only of farmers without a login (a phone is how an account is recovered, so
 * staff changing it would hand the account to someone else).
 */
export async function updateFarmer(db: Db, actor: Actor, id: number, input: FarmerUpdate): Promise<Farmer> {
  const problems = new FieldProblems();
  const phone = input.phone === undefined ? undefined : problems.phone('phone', input.phone, { required: false });
  if (input.country && !isCountry(input.country)) problems.add('country', 'unknown_country');
  problems.throwIfAny();
  try {
    return await db.transaction(async (tx) => {
      const current = await farmerFor(tx, actor, id, { forUpdate: true });
      const self = current.user.id === actor.userId;
      if (!self && current.farmer.companyId !== actor.companyId) throw errors.forbidden('Only the company that registered this farmer may change them.');
      if (current.farmer.isWalkIn) throw errors.forbidden('The walk-in customer record cannot be changed.');
      if (!self && phone !== undefined && phone !== current.user.phone && canLogIn(current.user)) {
        throw new AppError(422, 'farmer_has_login', 'This farmer has a login; only they can change their phone number.', { phone: 'farmer_has_login' });
      }
      if (self && phone === null) throw errors.invalidInput({ phone: 'required' });
      const userChanges: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (input.first_name !== undefined) userChanges.firstName = input.first_name;
      if (input.last_name !== undefined) userChanges.lastName = input.last_name;
      if (input.gender !== undefined) userChanges.gender = input.gender;
      if (input.language !== undefined) userChanges.language = input.language;
      if (phone !== undefined) userChanges.phone = phone;
      const [user] = await tx.update(users).set(userChanges).where(eq(users.id, current.user.id)).returning();
      const farmerChanges: Partial<typeof farmers.$inferInsert> = {};
      if (input.parent_name !== undefined) farmerChanges.parentName = input.parent_name?.trim() || null;
      if (input.country !== undefined) farmerChanges.country = input.country;
      const [farmer] =
        Object.keys(farmerChanges).length > 0 ? await tx.update(farmers).set(farmerChanges).where(eq(farmers.id, id)).returning() : [current.farmer];
      const after = presentFarmer({ farmer: farmer!, user: user! });
      const fields = Object.keys(input);
      const changed = auditChanges(auditedFarmer(current), auditedFarmer({ farmer: farmer!, user: user! }), fields);
      await recordAudit(tx, actor, { action: 'farmer.update', entityType: 'farmer', entityId: id, details: { fields, ...changed } });
      return after;
    });
  } catch (error) {
    rethrowAccountConflict(error);
  }
}

/**
 * Removes a farmer from the caller's company. A farmer the company registered without a login, and whom
 * no other company serves, is deleted (anonymised, domain-rules §2); anyone else is only unlinked, since
 * their account is theirs. The walk-in customer stays; later guards (produce in storage) apply to both.
 */
export async function removeFarmer(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { farmer, user } = await farmerFor(tx, actor, id, { forUpdate: true });
    const companyId = actor.companyId!;
    const links = await tx.select({ companyId: companyFarmers.companyId }).from(companyFarmers).where(eq(companyFarmers.farmerId, id));
    const onlyOurs = links.every((link) => link.companyId === companyId);
    await tx.delete(companyFarmers).where(and(eq(companyFarmers.farmerId, id), eq(companyFarmers.companyId, companyId)));
    // Offline movements done before now may still name this farmer (domain-rules §10).
    await tx.insert(companyFarmerRemovals).values({ companyId, farmerId: id, removedAt: new Date() });
    if (farmer.companyId === companyId && !canLogIn(user) && onlyOurs) {
      await anonymiseAccount(tx, actor, user);
    } else {
      await assertAccountDeletable(tx, user);
    }
    await recordAudit(tx, actor, { action: 'farmer.remove', entityType: 'farmer', entityId: id });
  });
}

/** A farmer's fields the audit trail keeps before and after values of (names and phone are personal: not kept). */
function auditedFarmer({ farmer, user }: FarmerWithUser): Record<string, unknown> {
  return { gender: user.gender, language: user.language, country: farmer.country };
}
