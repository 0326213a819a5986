import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { passwordProblem, type Farmer, type FarmerCreated, type FarmerCreateRequest } from '@coldroom/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, companyFarmers, farmers, users, type FarmerSignupDetails } from '../../db/schema';
import type { IdempotentResult } from '../../platform/idempotency';
import { offlineStamp, type OfflineStamp } from '../offline/time';
import { hashPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { isCountry } from '../companies/defaults';
import { assertContactsFree, FieldProblems, insertAccount, rethrowAccountConflict } from '../users/create-account';
import { newUserCode } from './codes';
import { presentFarmer } from './presenter';

export type FarmerUserInput = NonNullable<FarmerCreateRequest['user']>;

/** Whether the request asks for a login: `createUser`, else whether a password was given. */
export function wantsLogin(input: FarmerCreateRequest & { user: FarmerUserInput }): boolean {
  return input.createUser ?? (input.user.password !== undefined && input.user.password !== '');
}

/** Checks a farmer's fields (400 naming each problem); answers the normalised phone and email. */
export function checkFarmerInput(user: FarmerUserInput, withLogin: boolean): { phone: string | null; email: string | null } {
  const problems = new FieldProblems();
  const phone = problems.phone('user.phone', user.phone, { required: withLogin });
  const email = problems.email('user.email', user.email);
  if (withLogin) {
    const problem = user.password ? passwordProblem(user.password) : 'required';
    if (problem) problems.add('user.password', problem);
  }
  if (user.country && !isCountry(user.country)) problems.add('user.country', 'unknown_country');
  problems.throwIfAny();
  return { phone: phone ?? null, email: email ?? null };
}

/** What the account will hold, from the request (the country defaults to the phone's). */
export function farmerDetails(input: FarmerCreateRequest & { user: FarmerUserInput }, email: string | null, phone: string | null): FarmerSignupDetails {
  const { user } = input;
  return {
    firstName: user.first_name,
    lastName: user.last_name ?? '',
    gender: user.gender ?? null,
    email,
    language: user.language ?? 'en',
    country: user.country ?? countryOfPhone(phone),
    parentName: input.parent_name?.trim() || null,
  };
}

/**
 * Writes the farmer's account, farmer record and audit row in the caller's transaction: registered by
 * staff of a company (linked to it), or a self-sign-up whose phone was just verified (no company).
 */
export async function insertFarmer(
  tx: Tx,
  actor: Actor | null,
  account: { phone: string | null; passwordHash: string | null; details: FarmerSignupDetails; offline?: OfflineStamp | null },
): Promise<Farmer> {
  const { details } = account;
  await assertContactsFree(tx, { phone: account.phone, email: details.email }, 'user.');
  const companyId = actor?.companyId ?? null;
  const country = details.country ?? (companyId ? await companyCountry(tx, companyId) : null);
  const user = await insertAccount(tx, {
    role: 'Farmer',
    firstName: details.firstName,
    lastName: details.lastName,
    phone: account.phone,
    email: details.email,
    gender: details.gender,
    language: details.language,
    passwordHash: account.passwordHash,
    companyId: null,
  });
  const [farmer] = await tx
    .insert(farmers)
    .values({
      userId: user.id,
      companyId,
      parentName: details.parentName,
      userCode: await newUserCode(tx),
      country,
      // Registered offline: it happened at done_at, and arrived now from that device.
      ...(account.offline ? { createdAt: account.offline.doneAt, receivedAt: account.offline.receivedAt, deviceId: account.offline.deviceId } : {}),
    })
    .returning();
  if (companyId !== null) await tx.insert(companyFarmers).values({ companyId, farmerId: farmer!.id, linkedBy: actor!.userId });
  await recordAudit(tx, actor ?? { userId: user.id, companyId: null }, {
    action: actor ? 'farmer.register' : 'farmer.signup',
    entityType: 'farmer',
    entityId: farmer!.id,
    companyId,
    details: { withLogin: account.passwordHash !== null },
  });
  return presentFarmer({ farmer: farmer!, user });
}

/**
 * Staff register a farmer of their company (domain-rules §2), with or without a login. `createUser:
 * false` means no password at all: the account can never log in (also not through a password reset).
 * A farmer signing themselves up goes through signup.ts (the phone is verified first).
 */
export async function registerFarmer(
  actor: Actor,
  input: FarmerCreateRequest & { user: FarmerUserInput },
  inTransaction: (run: (tx: Tx) => Promise<IdempotentResult<FarmerCreated>>) => Promise<FarmerCreated>,
  now: Date = new Date(),
): Promise<FarmerCreated> {
  if (actor.role === 'Farmer') throw errors.forbidden('Farmers cannot register other farmers.');
  const offline = offlineStamp(input.offline, now);
  const withLogin = wantsLogin(input);
  const { phone, email } = checkFarmerInput(input.user, withLogin);
  const passwordHash = withLogin ? await hashPassword(input.user.password!) : null;
  try {
    return await inTransaction(async (tx) => {
      // Offline, a phone the company already serves is that farmer (§10: same phone, same person).
      const known = offline && phone && actor.companyId !== null ? await companyFarmerByPhone(tx, actor.companyId, phone) : null;
      if (known) return { status: 200, body: { ...known, matched_existing: true } };
      const farmer = await insertFarmer(tx, actor, { phone, passwordHash, details: farmerDetails(input, email, phone), offline });
      return { status: 201, body: offline ? { ...farmer, matched_existing: false } : farmer };
    });
  } catch (error) {
    rethrowAccountConflict(error, 'user.');
  }
}

/** The company's farmer (registered or linked there, not deleted) with this phone, if any. */
async function companyFarmerByPhone(tx: Tx, companyId: number, phone: string): Promise<Farmer | null> {
  const [found] = await tx
    .select({ farmer: farmers, user: users })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.userId))
    .innerJoin(companyFarmers, and(eq(companyFarmers.farmerId, farmers.id), eq(companyFarmers.companyId, companyId)))
    .where(and(eq(users.phone, phone), isNull(users.anonymisedAt)))
    .limit(1);
  return found ? presentFarmer(found) : null;
}

function countryOfPhone(phone: string | null): string | null {
  return phone ? (parsePhoneNumberFromString(phone)?.country ?? null) : null;
}

async function companyCountry(tx: Tx, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ country: companies.country }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.country ?? null;
}
