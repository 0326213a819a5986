import type { FastifyInstance } from 'fastify';
import { USER_TYPES, type Gender, type LoginResponse, type Role, type UserType } from '@coldroom/contract';
import type { Db } from '../src/db/client';
import { companies, companyFarmers, farmers, operators, serviceProviders, users, type CompanyRow, type UserRow } from '../src/db/schema';
import { hashPassword } from '../src/platform/auth/passwords';

export const TEST_PASSWORD = 'Test-password1';
let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; every factory user shares one hash of TEST_PASSWORD. */
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

let sequence = 0;
const next = () => (sequence += 1);
/** A valid Nigerian mobile number not used by the demo data (+234 803 1xx xxxx). Each test file has its own database. */
export function uniquePhone(): string {
  return `+2348031${String(next()).padStart(6, '0')}`;
}

export function uniqueEmail(): string {
  return `person-${next()}@example.com`;
}

export async function createCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<CompanyRow> {
  const [row] = await db
    .insert(companies)
    .values({ name: `Test Cold Rooms ${next()}`, country: 'NG', currency: 'NGN', timeZone: 'Africa/Lagos', ...overrides })
    .returning();
  return row!;
}

export interface PersonOptions {
  company?: CompanyRow | null;
  phone?: string | null;
  email?: string | null;
  active?: boolean;
  gender?: Gender;
  canLogIn?: boolean;
  parentName?: string;
  isWalkIn?: boolean;
}

export interface Person {
  user: UserRow;
  role: Role;
  userType: UserType;
  password: string;
}

const USER_TYPE_OF: Record<Role, UserType> = Object.fromEntries(
  Object.entries(USER_TYPES).map(([type, role]) => [role, type]),
) as Record<Role, UserType>;

/** A user with the profile row of their role. Staff need a company; farmers are linked to it. */
export async function createPerson(db: Db, role: Role, options: PersonOptions = {}): Promise<Person> {
  const company = options.company ?? null;
  if (role !== 'Farmer' && !company) throw new Error('staff need a company');
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      role,
      phone: options.phone === undefined ? uniquePhone() : options.phone,
      email: options.email ?? null,
      passwordHash: options.canLogIn === false ? null : await testPasswordHash(),
      firstName: `First${n}`,
      lastName: `Last${n}`,
      gender: options.gender ?? 'female',
      active: options.active ?? true,
      companyId: role === 'Farmer' ? null : company!.id,
    })
    .returning();
  const userId = user!.id;
  if (role === 'Service Provider') await db.insert(serviceProviders).values({ userId, companyId: company!.id });
  if (role === 'Operator') await db.insert(operators).values({ userId, companyId: company!.id });
  if (role === 'Farmer') {
    const userCode = `F${String(n).padStart(7, '0')}`;
    const [farmer] = await db
      .insert(farmers)
      .values({
        userId,
        companyId: company?.id ?? null,
        parentName: options.parentName ?? null,
        userCode,
        isWalkIn: options.isWalkIn ?? false,
      })
      .returning({ id: farmers.id });
    // The company that registers a farmer serves them (company_farmers), as the farmers module does.
    if (company) await db.insert(companyFarmers).values({ companyId: company.id, farmerId: farmer!.id });
  }
  return { user: user!, role, userType: USER_TYPE_OF[role], password: TEST_PASSWORD };
}

/** A company with one person of each role. */
export async function createCompanyWithStaff(db: Db) {
  const company = await createCompany(db);
  return {
    company,
    serviceProvider: await createPerson(db, 'Service Provider', { company, email: uniqueEmail() }),
    operator: await createPerson(db, 'Operator', { company }),
    farmer: await createPerson(db, 'Farmer', { company }),
  };
}

export interface Session {
  login: LoginResponse;
  access: string;
  refresh: string;
  /** Authorization header for inject(). */
  headers: { authorization: string };
}

/** Logs in through the API and exchanges the refresh token, as the app does (spec §4). */
export async function logIn(app: FastifyInstance, person: Person, username = person.user.phone ?? ''): Promise<Session> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/v1/login/',
    payload: { username, password: person.password, user_type: person.userType },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const body = login.json<LoginResponse>();
  const refreshed = await app.inject({ method: 'POST', url: '/api/user/token/refresh/', payload: { refresh: body.refresh } });
  if (refreshed.statusCode !== 200) throw new Error(`refresh failed: ${refreshed.statusCode} ${refreshed.body}`);
  const tokens = refreshed.json<{ access: string; refresh: string }>();
  return { login: body, access: tokens.access, refresh: tokens.refresh, headers: { authorization: `Bearer ${tokens.access}` } };
}
