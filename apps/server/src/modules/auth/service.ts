import { and, eq } from 'drizzle-orm';
import { USER_TYPES, type Language, type LoginRequest, type RefreshResponse, type User, type Role } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  findRefreshToken,
  issueRefreshToken,
  markRotated,
  revokeFamily,
} from '../../platform/auth/refresh-tokens';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyOf, presentUser } from '../users/presenter';
import { farmerFactsOf } from '../users/queries';
import { identify, userMatching } from './identify';

export interface LoginResult {
  refresh: string;
  role: Role;
  company: number | null;
  user: User;
}

/**
 * Checks the credentials and starts a session (a new refresh-token family). Unknown user, wrong password,
 * wrong user type, inactive user and a user without a password all fail the same way, after the same
 * amount of hashing work.
 */
export async function login(db: Db, input: LoginRequest): Promise<LoginResult | null> {
  const identity = identify(input.username);
  const condition = userMatching(identity);
  const [user] = condition ? await db.select().from(users).where(condition).limit(1) : [];
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || !canLogIn(user, input.user_type, identity.kind)) return null;

  return db.transaction(async (tx) => {
    const language: Language = input.language ?? user.language;
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: new Date(), language })
      .where(eq(users.id, user.id))
      .returning();
    const current = updated ?? user;
    const farmer = await farmerFactsOf(tx, current);
    const company = companyOf(current, farmer);
    const { token } = await issueRefreshToken(tx, { userId: current.id, companyId: current.companyId });
    await recordAudit(tx, { userId: current.id, companyId: company }, { action: 'login', entityType: 'user', entityId: current.id });
    return { refresh: token, role: current.role, company, user: presentUser(current, farmer) };
  });
}

function canLogIn(user: UserRow, userType: LoginRequest['user_type'], by: 'phone' | 'email' | 'unusable'): boolean {
  if (!user.active || user.passwordHash === null) return false;
  if (USER_TYPES[userType] !== user.role) return false;
  return by !== 'email' || user.role === 'Service Provider';
}

/**
 * Exchanges a refresh token for an access token and a new refresh token of the same family. A token used
 * a second time revokes its whole family: one of the two holders is not who they claim to be.
 */
export async function refreshSession(db: Db, tokens: AccessTokens, presented: string): Promise<RefreshResponse> {
  const row = await findRefreshToken(db, presented);
  if (!row || row.revokedAt) throw errors.tokenInvalid();
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId);
    throw errors.tokenReused();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw errors.tokenExpired();

  const [user] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, row.userId), eq(users.active, true)))
    .limit(1);
  if (!user) throw errors.tokenInvalid();

  const next = await db.transaction(async (tx) => {
    if (!(await markRotated(tx, row.id))) return null;
    return issueRefreshToken(tx, { userId: user.id, companyId: user.companyId }, row.familyId);
  });
  if (!next) {
    // Lost a race with another use of the same token.
    await revokeFamily(db, row.familyId);
    throw errors.tokenReused();
  }
  const access = await tokens.sign({ userId: user.id, role: user.role, companyId: user.companyId, sessionId: row.familyId });
  return { access, refresh: next.token };
}

/** Ends the caller's session, and the session of the refresh token given (when it is the caller's). */
export async function logout(db: Db, actor: Actor, presented: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeFamily(tx, actor.sessionId);
    if (presented) {
      const row = await findRefreshToken(tx, presented);
      if (row && row.userId === actor.userId && row.familyId !== actor.sessionId) await revokeFamily(tx, row.familyId);
    }
    await recordAudit(tx, actor, { action: 'logout', entityType: 'user', entityId: actor.userId });
  });
}
