import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, type RefreshTokenRow } from '../../db/schema';

export const REFRESH_TOKEN_DAYS = 7;
/**
 * A refresh token presented again within this many seconds of its rotation answers the same new pair
 * (two tabs, or the app and a tab, refreshing at once); later, a reuse revokes the family.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** Only the hash is stored: a copy of the table does not let anyone in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token that replaces `token` when it rotates: HMAC-SHA-256 of it under a key derived from the server
 * secret. Nothing but hashes is stored, yet a refresh repeated within the grace window can answer the same
 * successor again, on any server process that shares the secret. Only a holder of `token` and the secret
 * can work it out.
 */
export function successorOf(token: string, serverSecret: string): string {
  const key = createHmac('sha256', serverSecret).update('coldroom refresh-token successor').digest();
  return createHmac('sha256', key).update(token).digest('base64url');
}

/** A new opaque token in a family (a new family for a new login); random unless given. */
export async function issueRefreshToken(
  db: DbOrTx,
  owner: { userId: number; companyId: number | null },
  familyId: string = randomUUID(),
  now = new Date(),
  token: string = randomBytes(32).toString('base64url'),
): Promise<{ token: string; familyId: string }> {
  await db.insert(refreshTokens).values({
    userId: owner.userId,
    companyId: owner.companyId,
    tokenHash: hashRefreshToken(token),
    familyId,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000),
  });
  return { token, familyId };
}

export async function findRefreshToken(db: DbOrTx, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token))).limit(1);
  return row;
}

/**
 * The token's row, locked until the transaction ends: concurrent refreshes of one token (on any number of
 * server processes) take turns, so the second sees the first's rotation.
 */
export async function lockRefreshToken(tx: DbOrTx, token: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token))).limit(1).for('update');
  return row;
}

export async function markRotated(tx: DbOrTx, id: number, now = new Date()): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: DbOrTx, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
