import { and, eq } from 'drizzle-orm';
import { USER_TYPES, type Language, type LoginRequest, type RefreshResponse, type User, type Role } from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { companies, users, type UserRow } from '../../db/schema';
import type { AccessTokens } from '../../platform/auth/access-tokens';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  findRefreshToken,
  issueRefreshToken,
  lockRefreshToken,
  markRotated,
  REFRESH_GRACE_SECONDS,
  revokeFamily,
  successorOf,
} from '../../platform/auth/refresh-tokens';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { companyOf, presentUser } from '../users/presenter';
import { farmerFactsOf } from '../users/queries';
import { identify, userMatching } from './identify';

export interface LoginResult {
  refresh: string;
  /**
   * An access token of the new session, so that the app can ask for its first page's data while it makes
   * the spec's exchange of the refresh token (one round trip less before the main page on slow networks).
   */
  access: string;
  role: Role;
  company: number | null;
  user: User;
}

/**
 * Checks the credentials and starts a session (a new refresh-token family). Unknown user, wrong password,
 * wrong user type, inactive user and a user without a password all fail the same way, after the same
 * amount of hashing work.
 */
export async function login(db: Db, tokens: AccessTokens, input: LoginRequest): Promise<LoginResult | null> {
  const identity = identify(input.username);
  const condition = userMatching(identity);
  const [user] = condition ? await db.select().from(users).where(condition).limit(1) : [];
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk || !canLogIn(user, input.user_type, identity.kind)) return null;
  // Only after the password: a suspended company's people learn why they cannot log in, nobody else does.
  if (await companySuspended(db, user.companyId)) throw errors.companySuspended();

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
    const { token, familyId } = await issueRefreshToken(tx, { userId: current.id, companyId: current.companyId });
    await recordAudit(tx, { userId: current.id, companyId: company }, { action: 'login', entityType: 'user', entityId: current.id });
    const access = await tokens.sign({ userId: current.id, role: current.role, companyId: current.companyId, sessionId: familyId });
    return { refresh: token, access, role: current.role, company, user: presentUser(current, farmer) };
  });
}

/** Whether the staff member's company is suspended by the platform administrator (docs/platform-admin.md). */
async function companySuspended(db: DbOrTx, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const [row] = await db.select({ suspendedAt: companies.suspendedAt }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return Boolean(row?.suspendedAt);
}

function canLogIn(user: UserRow, userType: LoginRequest['user_type'], by: 'phone' | 'email' | 'unusable'): boolean {
  if (!user.active || user.passwordHash === null) return false;
  if (USER_TYPES[userType] !== user.role) return false;
  return by !== 'email' || user.role === 'Service Provider';
}

/**
 * Exchanges a refresh token for an access token and a new refresh token of the same family, in one
 * transaction that locks the token's row. Presented again within REFRESH_GRACE_SECONDS of its rotation
 * (two tabs refreshing at once), it answers the same pair the first exchange did: the successor is derived
 * from the token and the server secret, and the access token is signed with the rotation's time. Later, a
 * second use revokes the whole family: one of the two holders is not who they claim to be.
 */
export async function refreshSession(db: Db, tokens: AccessTokens, serverSecret: string, presented: string, now = new Date()): Promise<RefreshResponse> {
  const outcome = await db.transaction(async (tx): Promise<Exchange> => {
    const row = await lockRefreshToken(tx, presented);
    if (!row || row.revokedAt) return { refused: 'invalid' };
    const successor = successorOf(presented, serverSecret);
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) return { refused: 'reused', familyId: row.familyId };
      // The first exchange's successor, unless the session ended meanwhile (logout revokes the family).
      const next = await findRefreshToken(tx, successor);
      const user = next && !next.revokedAt ? await sessionUser(tx, row.userId) : undefined;
      return user ? { pair: { refresh: successor, issuedAt: row.rotatedAt, user, familyId: row.familyId } } : { refused: 'invalid' };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { refused: 'expired' };
    const user = await sessionUser(tx, row.userId);
    if (!user) return { refused: 'invalid' };
    if (await companySuspended(tx, user.companyId)) return { refused: 'suspended' };
    await markRotated(tx, row.id, now);
    await issueRefreshToken(tx, { userId: user.id, companyId: user.companyId }, row.familyId, now, successor);
    return { pair: { refresh: successor, issuedAt: now, user, familyId: row.familyId } };
  });

  if ('refused' in outcome) {
    if (outcome.refused === 'expired') throw errors.tokenExpired();
    if (outcome.refused === 'invalid') throw errors.tokenInvalid();
    if (outcome.refused === 'suspended') throw errors.companySuspended();
    await revokeFamily(db, outcome.familyId!);
    throw errors.tokenReused();
  }
  const { user, familyId, issuedAt, refresh } = outcome.pair;
  const access = await tokens.sign({ userId: user.id, role: user.role, companyId: user.companyId, sessionId: familyId }, issuedAt);
  return { access, refresh };
}

interface SessionUser {
  id: number;
  role: Role;
  companyId: number | null;
}

/** What the locked look at a refresh token decided: the pair to answer, or why not. */
type Exchange =
  | { pair: { refresh: string; issuedAt: Date; user: SessionUser; familyId: string } }
  | { refused: 'invalid' | 'expired' | 'reused' | 'suspended'; familyId?: string };

/** The user a session belongs to, while they are active. */
async function sessionUser(tx: DbOrTx, userId: number): Promise<SessionUser | undefined> {
  const [user] = await tx
    .select({ id: users.id, role: users.role, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  return user;
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
