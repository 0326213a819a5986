import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import {
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_RESEND_SECONDS,
  type Farmer,
  type FarmerCreateRequest,
  type FarmerSignupPending,
  type FarmerVerifyRequest,
} from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { farmerSignups, users, type FarmerSignupDetails } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError, errors } from '../../platform/errors';
import { take } from '../../platform/limits/counters';
import { smsText } from '../../platform/sms/templates';
import { hashResetCode, newResetCode, sameHash } from '../password-reset/codes';
import { assertContactsFree, FieldProblems, rethrowAccountConflict } from '../users/create-account';
import { canLogIn } from './presenter';
import { checkFarmerInput, farmerDetails, insertFarmer, type FarmerUserInput } from './register';

/** Anonymous farmer sign-ups one client address may start per hour (many farmers share a mobile network's address). */
export const FARMER_SIGNUPS_PER_ADDRESS_HOUR = 20;
/** Wrong codes a sign-up survives; then it dies and the farmer signs up again. */
export const MAX_FAILED_CODES = 5;

/** Sign-ups and codes of one phone queue up behind each other, so the waits and budgets cannot be raced. */
const lockPhone = (tx: Tx, phone: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`farmer-signup:${phone}`}, 0))`);

const pending = (phone: string): FarmerSignupPending => ({
  phone,
  code_minutes: VERIFICATION_CODE_MINUTES,
  resend_after_seconds: VERIFICATION_RESEND_SECONDS,
});

interface NewSignup {
  details: FarmerSignupDetails;
  passwordHash: string;
}

/**
 * A farmer signs up (docs/abuse-rules.md): nothing is created until the phone answers. The number gets
 * the server's own SMS: a code for a number nobody has; for a number that has an account, how to log in
 * or reset the password (or ask the cold room, when it has no login). The answer is the same either way.
 */
export async function startFarmerSignup(ctx: AppContext, input: FarmerCreateRequest & { user: FarmerUserInput }, address: string): Promise<FarmerSignupPending> {
  const { phone, email } = checkFarmerInput(input.user, true);
  const signups = await take(ctx.db, `signup:farmer:${address}`, 3600, FARMER_SIGNUPS_PER_ADDRESS_HOUR);
  if (!signups.allowed) throw errors.rateLimited(signups.retryAfterSeconds);
  // An email someone has is refused here as on any sign-up; it says nothing about the phone.
  if (email) await assertContactsFree(ctx.db, { phone: null, email }, 'user.');
  const passwordHash = await hashPassword(input.user.password!);
  await sendSignupSms(ctx, phone!, address, { details: farmerDetails(input, email, phone), passwordHash });
  return pending(phone!);
}

/** Another code for a sign-up waiting for its phone; answers (and waits) the same whether or not there is one. */
export async function resendFarmerCode(ctx: AppContext, rawPhone: string, address: string): Promise<FarmerSignupPending> {
  const problems = new FieldProblems();
  const phone = problems.phone('phone', rawPhone, { required: true })!;
  problems.throwIfAny();
  await sendSignupSms(ctx, phone, address, null);
  return pending(phone);
}

/**
 * The SMS of a sign-up (or of a resend, `signup` null), after the wait between codes, the server's
 * country list and the address's and number's budgets, all alike whether or not the number has an account.
 */
async function sendSignupSms(ctx: AppContext, phone: string, address: string, signup: NewSignup | null): Promise<void> {
  const field = signup ? 'user.phone' : 'phone';
  const smsId = await ctx.db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const wait = await take(tx, `verification-wait:${phone}`, VERIFICATION_RESEND_SECONDS, 1);
    if (!wait.allowed) throw errors.rateLimited(wait.retryAfterSeconds);
    const counted = await ctx.sms.admitAnonymous(tx, { kind: 'verification', to: phone, address, field });
    const text = await signupText(ctx, tx, phone, signup);
    return text === null ? null : ctx.sms.queueQuietly(tx, { companyId: null, to: phone, text, kind: 'verification', counted });
  });
  if (smsId !== null) ctx.sms.dispatch([smsId]);
}

/** What the number is told, with the sign-up (re)written when the number is free; null: nothing to say. */
async function signupText(ctx: AppContext, tx: Tx, phone: string, signup: NewSignup | null): Promise<string | null> {
  const [holder] = await tx.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (holder) {
    const template = canLogIn(holder) ? 'signup_existing' : 'signup_no_login';
    return smsText(template, holder.language, { url: `${ctx.config.appPublicUrl}/auth` });
  }
  const now = new Date();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_MINUTES * 60_000);
  const code = newResetCode();
  const codeHash = hashResetCode(phone, code);
  if (signup) {
    // The newest sign-up of a number counts; expired ones of any number go as new ones come.
    await tx.delete(farmerSignups).where(or(eq(farmerSignups.phone, phone), expiredSignups(now)));
    await tx.insert(farmerSignups).values({ phone, details: signup.details, passwordHash: signup.passwordHash, codeHash, expiresAt });
    return smsText('verification', signup.details.language, { code, minutes: VERIFICATION_CODE_MINUTES });
  }
  const [current] = await tx
    .update(farmerSignups)
    .set({ codeHash, expiresAt, failedAttempts: 0 })
    .where(and(eq(farmerSignups.phone, phone), isNull(farmerSignups.verifiedAt)))
    .returning({ language: sql<FarmerSignupDetails['language']>`${farmerSignups.details}->>'language'` });
  return current ? smsText('verification', current.language, { code, minutes: VERIFICATION_CODE_MINUTES }) : null;
}

function expiredSignups(now: Date) {
  return inArray(farmerSignups.id, sql`(select id from farmer_signups where expires_at < ${now} order by expires_at limit 20)`);
}

const codeInvalid = () =>
  new AppError(400, 'verification_code_invalid', 'The code is wrong or has expired; ask for a new one.', { code: 'invalid_code' });

/**
 * The code from the sign-up SMS: the account is created (without a company; an operator links the
 * farmer by their user code) and can log in. Wrong, expired and unknown codes answer the same; after
 * MAX_FAILED_CODES wrong ones the sign-up dies.
 */
export async function verifyFarmerSignup(ctx: AppContext, input: FarmerVerifyRequest): Promise<Farmer> {
  const problems = new FieldProblems();
  const phone = problems.phone('phone', input.phone, { required: true })!;
  problems.throwIfAny();
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      await lockPhone(tx, phone);
      const now = new Date();
      const live = and(eq(farmerSignups.phone, phone), isNull(farmerSignups.verifiedAt), gt(farmerSignups.expiresAt, now), lt(farmerSignups.failedAttempts, MAX_FAILED_CODES));
      const [signup] = await tx.select().from(farmerSignups).where(live).limit(1);
      if (!signup || !sameHash(signup.codeHash, hashResetCode(phone, input.code))) {
        await tx.update(farmerSignups).set({ failedAttempts: sql`${farmerSignups.failedAttempts} + 1` }).where(live);
        return null;
      }
      const farmer = await insertFarmer(tx, null, { phone, passwordHash: signup.passwordHash, details: signup.details });
      await tx.delete(farmerSignups).where(eq(farmerSignups.phone, phone));
      return farmer;
    });
    if (!outcome) throw codeInvalid();
    return outcome;
  } catch (error) {
    if (error instanceof AppError) throw error;
    rethrowAccountConflict(error, 'user.');
  }
}
