import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { passwordProblem, type Farmer, type FarmerCreateRequest } from '@coldroom/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { companies, companyFarmers, farmers } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { isCountry } from '../companies/defaults';
import { assertContactsFree, FieldProblems, insertAccount, rethrowAccountConflict } from '../users/create-account';
import { newUserCode } from './codes';
import { presentFarmer } from './presenter';

type FarmerUserInput = NonNullable<FarmerCreateRequest['user']>;

/**
 * Creates a farmer (domain-rules §2). Staff register farmers of their company, with or without a login;
 * without a caller it is a farmer signing up, who must choose a password. `createUser: false` means no
 * password at all: the account can never log in (also not through a password reset).
 */
export async function registerFarmer(db: Db, actor: Actor | null, input: FarmerCreateRequest & { user: FarmerUserInput }): Promise<Farmer> {
  if (actor?.role === 'Farmer') throw errors.forbidden('Farmers cannot register other farmers.');
  const { user } = input;
  const withLogin = input.createUser ?? (user.password !== undefined && user.password !== '');
  if (!actor && !withLogin) throw errors.notAuthenticated('Log in to register a farmer without a login.');

  const problems = new FieldProblems();
  const phone = problems.phone('user.phone', user.phone, { required: withLogin });
  const email = problems.email('user.email', user.email);
  if (withLogin) {
    const problem = user.password ? passwordProblem(user.password) : 'required';
    if (problem) problems.add('user.password', problem);
  }
  if (user.country && !isCountry(user.country)) problems.add('user.country', 'unknown_country');
  problems.throwIfAny();

  const passwordHash = withLogin ? await hashPassword(user.password!) : null;
  try {
    return await db.transaction(async (tx) => {
      await assertContactsFree(tx, { phone: phone ?? null, email: email ?? null }, 'user.');
      const companyId = actor?.companyId ?? null;
      const country = user.country ?? countryOfPhone(phone ?? null) ?? (companyId ? await companyCountry(tx, companyId) : null);
      const account = await insertAccount(tx, {
        role: 'Farmer',
        firstName: user.first_name,
        lastName: user.last_name ?? '',
        phone: phone ?? null,
        email: email ?? null,
        gender: user.gender ?? null,
        language: user.language ?? 'en',
        passwordHash,
        companyId: null,
      });
      const [farmer] = await tx
        .insert(farmers)
        .values({ userId: account.id, companyId, parentName: input.parent_name?.trim() || null, userCode: await newUserCode(tx), country })
        .returning();
      if (companyId !== null) await tx.insert(companyFarmers).values({ companyId, farmerId: farmer!.id, linkedBy: actor!.userId });
      await recordAudit(tx, actor ?? { userId: account.id, companyId: null }, {
        action: actor ? 'farmer.register' : 'farmer.signup',
        entityType: 'farmer',
        entityId: farmer!.id,
        companyId,
        details: { withLogin },
      });
      return presentFarmer({ farmer: farmer!, user: account });
    });
  } catch (error) {
    rethrowAccountConflict(error, 'user.');
  }
}

function countryOfPhone(phone: string | null): string | null {
  return phone ? (parsePhoneNumberFromString(phone)?.country ?? null) : null;
}

async function companyCountry(tx: Tx, companyId: number): Promise<string | null> {
  const [row] = await tx.select({ country: companies.country }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.country ?? null;
}
