import type { Gender, Role } from '@coldroom/contract';
import { createWalkInCustomer } from '../../modules/farmers/walk-in';
import { companyFarmers, farmers, operators, serviceProviders, users } from '../schema';
import { idOf, type DemoContext, type DemoStep } from './context';
import { DEMO_COMPANY, SECOND_COMPANY } from './companies';

interface DemoPerson {
  key: string;
  company: string;
  role: Role;
  firstName: string;
  lastName: string;
  gender: Gender;
  phone: string;
  email?: string;
  parentName?: string;
  userCode?: string;
}

/** The accounts the README lists; all share DEMO_PASSWORD. */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { key: 'sp', company: DEMO_COMPANY, role: 'Service Provider', firstName: 'Adaeze', lastName: 'Okonkwo', gender: 'female', phone: '+2348030000001', email: 'sp@example.com' },
  { key: 'operator', company: DEMO_COMPANY, role: 'Operator', firstName: 'Emeka', lastName: 'Nwosu', gender: 'male', phone: '+2348030000002' },
  {
    key: 'farmer',
    company: DEMO_COMPANY,
    role: 'Farmer',
    firstName: 'Musa',
    lastName: 'Abubakar',
    gender: 'male',
    phone: '+2348030000003',
    parentName: 'Ibrahim Abubakar',
    userCode: 'ABKR0003',
  },
  { key: 'second-sp', company: SECOND_COMPANY, role: 'Service Provider', firstName: 'Funmilayo', lastName: 'Adeyemi', gender: 'female', phone: '+2348030000011' },
];

/**
 * The demo platform administrator (docs/platform-admin.md): no company, the demo password, log in at
 * /auth?as=admin. Only in demo data; a real server gets its administrator from `npm run admin -- create`.
 */
export const DEMO_ADMIN = { firstName: 'Platform', lastName: 'Administrator', phone: '+2348030000090' } as const;

export const demoPeople: DemoStep = {
  name: 'people',
  async run(ctx) {
    for (const person of DEMO_PEOPLE) ctx.users.set(person.key, await createPerson(ctx, person));
    const [admin] = await ctx.tx
      .insert(users)
      .values({ role: 'Administrator', phone: DEMO_ADMIN.phone, passwordHash: ctx.passwordHash, firstName: DEMO_ADMIN.firstName, lastName: DEMO_ADMIN.lastName, language: 'en', companyId: null })
      .returning({ id: users.id });
    ctx.users.set('admin', admin!.id);
    for (const [key, companyId] of ctx.companies) ctx.users.set(`${key}-walk-in`, await createWalkInCustomer(ctx.tx, companyId));
  },
};

async function createPerson(ctx: DemoContext, person: DemoPerson): Promise<number> {
  const companyId = idOf(ctx.companies, person.company);
  const [user] = await ctx.tx
    .insert(users)
    .values({
      role: person.role,
      phone: person.phone,
      email: person.email ?? null,
      passwordHash: ctx.passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: person.gender,
      language: 'en',
      companyId: person.role === 'Farmer' ? null : companyId,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (person.role === 'Service Provider') await ctx.tx.insert(serviceProviders).values({ userId, companyId });
  if (person.role === 'Operator') await ctx.tx.insert(operators).values({ userId, companyId });
  if (person.role === 'Farmer') {
    const [farmer] = await ctx.tx
      .insert(farmers)
      .values({ userId, companyId, parentName: person.parentName ?? null, userCode: person.userCode!, country: 'NG' })
      .returning({ id: farmers.id });
    await ctx.tx.insert(companyFarmers).values({ companyId, farmerId: farmer!.id });
  }
  return userId;
}

/** The walk-in customer is created the way company sign-up creates it (modules/farmers). */
export { createWalkInCustomer };
