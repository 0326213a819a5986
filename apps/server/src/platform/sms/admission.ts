import { eq } from 'drizzle-orm';
import type { SmsKind } from '@coldroom/contract';
import type { DbOrTx, Tx } from '../../db/client';
import { companies } from '../../db/schema';
import { take } from '../limits/counters';
import { budgetKey, SCOPE_SECONDS, type BudgetScope, type BudgetTargets, type SmsBudgets } from './budgets';
import { companyCountries, phoneCountry } from './countries';
import type { Refusal } from './refusals';

/** What the server allows: budgets per kind and the server-wide country list (config). */
export interface SmsAllowance {
  budgets: SmsBudgets;
  countries: readonly string[];
  /** Told of each refusal as it is decided (metrics); never changes the answer. */
  onRefused?: (refusal: Refusal) => void;
}

/** One SMS about to be queued. */
export interface QueuedSms {
  companyId: number | null;
  to: string;
  text: string;
  kind: SmsKind;
  /** What a per-subject budget counts: one movement's receipt is `movement:<id>`. */
  subject?: string;
  /** The request field that named the number, for a refusal's 422 (`phone`, `user.phone`). */
  field?: string;
  /** Budgets already taken for this message (by admitAnonymous). */
  counted?: readonly BudgetScope[];
}

/** The budgets a queued message passes, in the order they are tried (the narrowest first). */
const MESSAGE_SCOPES: readonly BudgetScope[] = ['subject_day', 'destination_day', 'company_hour', 'company_day'];
/** The budgets an anonymous request passes before it may cause any SMS. */
const ANONYMOUS_SCOPES: readonly BudgetScope[] = ['address_hour', 'destination_day'];

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

async function takeAll(db: DbOrTx, allowance: SmsAllowance, message: QueuedSms, scopes: readonly BudgetScope[], targets: BudgetTargets): Promise<void> {
  for (const scope of scopes) {
    const limit = allowance.budgets[message.kind][scope];
    const key = budgetKey(message.kind, scope, targets);
    if (limit === undefined || key === null) continue;
    const result = await take(db, key, SCOPE_SECONDS[scope], limit);
    if (!result.allowed) throw new Refused({ ...message, reason: scope, retryAfterSeconds: result.retryAfterSeconds, limit });
  }
}

/**
 * The country check: the company's countries (its own and extra ones, within the server's list), or the
 * server's list. Also answers the company's daily SMS cap, read in the same look-up.
 */
async function countryRefusal(db: DbOrTx, allowance: SmsAllowance, message: QueuedSms): Promise<{ refusal: Refusal | null; dayLimit: number | null }> {
  const country = phoneCountry(message.to);
  let allowed: ReadonlySet<string> = new Set(allowance.countries);
  let dayLimit: number | null = null;
  if (message.companyId !== null) {
    const [company] = await db
      .select({ country: companies.country, smsCountries: companies.smsCountries, smsDayLimit: companies.smsDayLimit })
      .from(companies)
      .where(eq(companies.id, message.companyId))
      .limit(1);
    allowed = company ? companyCountries(company, allowance.countries) : new Set();
    dayLimit = company?.smsDayLimit ?? null;
  }
  const refusal: Refusal | null = country !== null && allowed.has(country) ? null : { ...message, reason: 'country_not_allowed', retryAfterSeconds: 0 };
  return { refusal, dayLimit };
}

/**
 * The platform administrator's cap on all SMS of a company per day (companies.sms_day_limit; null: none),
 * over every kind. A refusal reads as the company's daily budget.
 */
async function takeCompanyCap(db: DbOrTx, message: QueuedSms, limit: number | null): Promise<void> {
  if (message.companyId === null || limit === null) return;
  const result = await take(db, `sms:all:company_cap:${message.companyId}`, SCOPE_SECONDS.company_day, limit);
  if (!result.allowed) throw new Refused({ ...message, reason: 'company_day', retryAfterSeconds: result.retryAfterSeconds, limit });
}

/**
 * Checks a message against the country list and its budgets and takes one unit of each budget. Runs in
 * a savepoint: a refusal leaves no budget taken and the caller's transaction usable. Null: admitted.
 */
export async function admitMessage(tx: Tx, allowance: SmsAllowance, message: QueuedSms): Promise<Refusal | null> {
  const refusal = await refusalOf(tx, allowance, message);
  if (refusal) allowance.onRefused?.(refusal);
  return refusal;
}

async function refusalOf(tx: Tx, allowance: SmsAllowance, message: QueuedSms): Promise<Refusal | null> {
  const { refusal: country, dayLimit } = await countryRefusal(tx, allowance, message);
  if (country) return country;
  const counted = new Set(message.counted ?? []);
  const scopes = MESSAGE_SCOPES.filter((scope) => !counted.has(scope));
  try {
    await tx.transaction(async (savepoint) => {
      await takeAll(savepoint, allowance, message, scopes, { company: message.companyId, destination: message.to, subject: message.subject });
      await takeCompanyCap(savepoint, message, dayLimit);
    });
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * An anonymous request that may cause an SMS (a sign-up, a password reset), checked before anything
 * else and alike whether or not the number has an account: the server's country list, the client
 * address's budget and the number's daily budget. Answers the scopes it took, or the refusal.
 */
export async function admitAnonymousRequest(
  tx: Tx,
  allowance: SmsAllowance,
  request: { kind: SmsKind; to: string; address: string; field?: string },
): Promise<{ counted: BudgetScope[] } | { refusal: Refusal }> {
  const result = await anonymousAdmission(tx, allowance, request);
  if ('refusal' in result) allowance.onRefused?.(result.refusal);
  return result;
}

async function anonymousAdmission(
  tx: Tx,
  allowance: SmsAllowance,
  request: { kind: SmsKind; to: string; address: string; field?: string },
): Promise<{ counted: BudgetScope[] } | { refusal: Refusal }> {
  const message: QueuedSms = { companyId: null, to: request.to, text: '', kind: request.kind, ...(request.field ? { field: request.field } : {}) };
  const { refusal: country } = await countryRefusal(tx, allowance, message);
  if (country) return { refusal: country };
  try {
    await takeAll(tx, allowance, message, ANONYMOUS_SCOPES, { destination: request.to, address: request.address });
    return { counted: ['destination_day'] };
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal };
    throw error;
  }
}
