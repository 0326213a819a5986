import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';

/** One's own password, knowing the current one. Other sessions end; this one stays logged in. */
export async function changePassword(db: Db, actor: Actor, current: string, next: string): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId)).limit(1);
  if (!(await verifyPassword(user?.passwordHash, current))) {
    throw errors.invalidInput({ current_password: 'incorrect' }, 'The current password is wrong.');
  }
  const passwordHash = await hashPassword(next);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, actor.userId));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, actor.userId), ne(refreshTokens.familyId, actor.sessionId), isNull(refreshTokens.revokedAt)));
    await recordAudit(tx, actor, { action: 'password.change', entityType: 'user', entityId: actor.userId });
  });
}
