import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, type RefreshTokenRow } from '../../db/schema';

export const REFRESH_TOKEN_DAYS = 7;

/** Only the hash is stored: a copy of the table does not let anyone in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new opaque token in a family (a new family for a new login). */
export async function issueRefreshToken(
  db: DbOrTx,
  owner: { userId: number; companyId: number | null },
  familyId: string = randomUUID(),
  now = new Date(),
): Promise<{ token: string; familyId: string }> {
  const token = randomBytes(32).toString('base64url');
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
 * Marks a token used. Returns false when another request rotated it first: two refreshes racing with the
 * same token is exactly what a stolen token looks like.
 */
export async function markRotated(db: DbOrTx, id: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
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
