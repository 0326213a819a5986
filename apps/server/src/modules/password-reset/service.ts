import { and, asc, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { RESET_CODE_MINUTES, RESET_REQUESTS_PER_HOUR } from '@coldroom/contract';
import type { resetPasswordRequestSchema, resetPasswordSetSchema } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { farmers, passwordResets, users, type UserRow } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens';
import { recordAudit } from '../../platform/audit';
import { AppError, errors } from '../../platform/errors';
import { FieldProblems } from '../users/create-account';
import { smsText } from '../../platform/sms/templates';
import { hashResetCode, newResetCode, sameHash } from './codes';

const HOUR_MS = 3600 * 1000;
/** Wrong codes tolerated per phone while its codes live; then they die (a 6-digit code is otherwise guessable). */
export const MAX_FAILED_ATTEMPTS = 5;

/** Concurrent requests for one phone queue up, so the hourly limit cannot be raced past. */
const lockPhone = (tx: Tx, phone: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reset:${phone}`}, 0))`);

/**
 * A reset request (domain-rules §2). The answer is the same whether or not the phone belongs to anyone:
 * every request is recorded and counted against the phone (and, with the SMS budgets, against the client
 * address), and only an account that can log in gets a code. The SMS is the server's own text in the
 * account's language; the request's `partOne`/`partTwo` are ignored, so nobody can send words of their
 * own. A budget of the account's company that refuses the SMS shows in its outbox, never in the answer.
 */
export async function requestReset(ctx: AppContext, input: z.output<typeof resetPasswordRequestSchema>, address: string): Promise<void> {
  const problems = new FieldProblems();
  const phone = problems.phone('phoneNumber', input.phoneNumber, { required: true })!;
  problems.throwIfAny();
  const smsId = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const now = new Date();
    const recent = await tx
      .select({ createdAt: passwordResets.createdAt })
      .from(passwordResets)
      .where(and(eq(passwordResets.phone, phone), gt(passwordResets.createdAt, new Date(now.getTime() - HOUR_MS))))
      .orderBy(asc(passwordResets.createdAt));
    if (recent.length >= RESET_REQUESTS_PER_HOUR) {
      const oldest = recent[recent.length - RESET_REQUESTS_PER_HOUR]!.createdAt.getTime();
      throw errors.rateLimited(Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000)));
    }
    const counted = await ctx.sms.admitAnonymous(tx, { kind: 'password_reset', to: phone, address, field: 'phoneNumber' });
    const user = await loginAccountByPhone(tx, phone);
    const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * 60 * 1000);
    if (!user) {
      await tx.insert(passwordResets).values({ phone, expiresAt });
      return null;
    }
    const code = newResetCode();
    const text = smsText('password_reset', user.language, { code, minutes: RESET_CODE_MINUTES });
    const companyId = user.role === 'Farmer' ? await registeringCompany(tx, user.id) : user.companyId;
    const id = await ctx.sms.queueQuietly(tx, { companyId, to: phone, text, kind: 'password_reset', counted });
    await tx.insert(passwordResets).values(id === null ? { phone, expiresAt } : { phone, userId: user.id, codeHash: hashResetCode(phone, code), expiresAt });
    await recordAudit(tx, { userId: user.id, companyId }, { action: 'password.reset_requested', entityType: 'user', entityId: user.id, details: { sent: id !== null } });
    return id;
  });
  if (smsId !== null) ctx.sms.dispatch([smsId]);
}

const codeInvalid = () => new AppError(400, 'reset_code_invalid', 'The code is wrong or has expired; request a new one.', { code: 'invalid_code' });

/**
 * Sets a new password with a code: one sent to this phone, unused, younger than 30 minutes, and fewer than
 * MAX_FAILED_ATTEMPTS wrong tries. Every session of the account ends. Wrong, expired, used and other
 * phones' codes all answer the same.
 */
export async function setPasswordWithCode(db: Db, input: z.output<typeof resetPasswordSetSchema>): Promise<void> {
  const problems = new FieldProblems();
  const phone = problems.phone('phone', input.phone, { required: true })!;
  problems.throwIfAny();
  // Hashing first also makes every guess cost the same time, right or wrong.
  const passwordHash = await hashPassword(input.password);
  const outcome = await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const now = new Date();
    const live = and(
      eq(passwordResets.phone, phone),
      isNull(passwordResets.usedAt),
      isNotNull(passwordResets.codeHash),
      gt(passwordResets.expiresAt, now),
      lt(passwordResets.failedAttempts, MAX_FAILED_ATTEMPTS),
    );
    const candidates = await tx.select().from(passwordResets).where(live);
    const presented = hashResetCode(phone, input.code);
    const match = candidates.find((row) => row.codeHash !== null && sameHash(row.codeHash, presented));
    if (!match) {
      await tx.update(passwordResets).set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` }).where(live);
      return 'wrong' as const;
    }
    const user = await loginAccountByPhone(tx, phone);
    if (!user || user.id !== match.userId) return 'wrong' as const;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.phone, phone), isNull(passwordResets.usedAt), gte(passwordResets.expiresAt, now)));
    await revokeAllForUser(tx, user.id, now);
    await recordAudit(tx, { userId: user.id, companyId: user.companyId }, { action: 'password.reset', entityType: 'user', entityId: user.id });
    return 'done' as const;
  });
  if (outcome === 'wrong') throw codeInvalid();
}

/** The account behind a phone that could log in: active, not anonymised, with a password. */
async function loginAccountByPhone(tx: Tx, phone: string): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.active, true), isNull(users.anonymisedAt), isNotNull(users.passwordHash)))
    .limit(1);
  return user;
}

async function registeringCompany(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx.select({ companyId: farmers.companyId }).from(farmers).where(eq(farmers.userId, userId)).limit(1);
  return row?.companyId ?? null;
}
