import { sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type Company, type ServiceProviderSignupRequest, type User } from '@coldroom/contract';
import type { Db } from '../../db/client';
import { companies, serviceProviders } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { errors, violatedConstraint } from '../../platform/errors';
import { defaultTimeZone, isCountry, isTimeZone, ml4MarketByDefault } from '../companies/defaults';
import { presentCompany } from '../companies/presenter';
import { createWalkInCustomer } from '../farmers/walk-in';
import { assertContactsFree, FieldProblems, insertAccount, rethrowAccountConflict } from '../users/create-account';
import { presentUser } from '../users/presenter';

/**
 * POST /user/v1/service-provider-signup/ (domain-rules §2): the company, its first service provider and its
 * walk-in customer, in one transaction. Company defaults: NGN, digital twin on, ml4Market for NG and IN,
 * time zone from the country.
 */
export async function signUpServiceProvider(db: Db, input: ServiceProviderSignupRequest): Promise<{ company: Company; user: User }> {
  const problems = new FieldProblems();
  const phone = problems.phone('user.phone', input.user.phone, { required: true });
  const email = problems.email('user.email', input.user.email);
  const { country } = input.company;
  if (!isCountry(country)) problems.add('company.country', 'unknown_country');
  if (input.company.time_zone !== undefined && !isTimeZone(input.company.time_zone)) problems.add('company.time_zone', 'invalid_time_zone');
  problems.throwIfAny();

  const passwordHash = await hashPassword(input.user.password);
  try {
    return await db.transaction(async (tx) => {
      const [nameTaken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(sql`lower(${companies.name}) = ${input.company.name.toLowerCase()}`)
        .limit(1);
      if (nameTaken) throw nameTakenError();
      await assertContactsFree(tx, { phone: phone!, email: email ?? null }, 'user.');
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.company.name,
          country,
          currency: input.company.currency ?? DEFAULT_CURRENCY,
          timeZone: input.company.time_zone ?? defaultTimeZone(country),
          cropIds: input.company.crop ?? [],
          digitalTwin: true,
          ml4Market: ml4MarketByDefault(country),
        })
        .returning();
      const user = await insertAccount(tx, {
        role: 'Service Provider',
        firstName: input.user.first_name,
        lastName: input.user.last_name,
        phone: phone!,
        email: email ?? null,
        gender: input.user.gender ?? null,
        language: input.user.language ?? input.company.language ?? 'en',
        passwordHash,
        companyId: company!.id,
      });
      await tx.insert(serviceProviders).values({ userId: user.id, companyId: company!.id });
      await createWalkInCustomer(tx, company!.id);
      const actor = { userId: user.id, companyId: company!.id };
      await recordAudit(tx, actor, { action: 'company.signup', entityType: 'company', entityId: company!.id });
      return { company: presentCompany(company!, { withBank: true, hasRooms: false }), user: presentUser(user, null) };
    });
  } catch (error) {
    if (violatedConstraint(error) === 'companies_name_lower_key') throw nameTakenError();
    rethrowAccountConflict(error, 'user.');
  }
}

const nameTakenError = () => errors.duplicate({ 'company.name': 'taken' }, 'A company with this name already exists.');
