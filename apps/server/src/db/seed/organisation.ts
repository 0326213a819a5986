import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Gender } from '@coldroom/contract';
import { assignOperatorRooms } from '../../modules/cooling-units/assignments';
import { newUserCode } from '../../modules/farmers/codes';
import type { Tx } from '../client';
import { companyFarmers, coolingUnits, farmers, invitations, operators, smsMessages, users } from '../schema';
import { describeRefusal } from '../../platform/sms/refusals';
import { smsText } from '../../platform/sms/templates';
import { idOf, type DemoContext, type DemoStep } from './context';
import { DEMO_COMPANY, SECOND_COMPANY } from './companies';

interface DemoStaff {
  company: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  phone: string;
  /** How many of the company's rooms (in name order) the operator runs. */
  rooms: number;
}

interface DemoFarmer {
  company: string;
  firstName: string;
  lastName: string;
  gender: Gender;
  phone: string | null;
  parentName: string;
  /** false: registered by an operator without a login. */
  login: boolean;
  /** true: signed up on their own and linked to the company by user code. */
  selfRegistered?: boolean;
}

const OPERATORS: readonly DemoStaff[] = [
  { company: DEMO_COMPANY, firstName: 'Ngozi', lastName: 'Eze', gender: 'female', phone: '+2348030000004', rooms: 1 },
  { company: DEMO_COMPANY, firstName: 'Tunde', lastName: 'Bakare', gender: 'male', phone: '+2348030000005', rooms: 2 },
  { company: DEMO_COMPANY, firstName: 'Aisha', lastName: 'Yusuf', gender: 'female', phone: '+2348030000006', rooms: 0 },
  { company: SECOND_COMPANY, firstName: 'Kelechi', lastName: 'Nnamdi', gender: 'male', phone: '+2348030000012', rooms: 1 },
];

const FARMERS: readonly DemoFarmer[] = [
  { company: DEMO_COMPANY, firstName: 'Chiamaka', lastName: 'Obi', gender: 'female', phone: '+2348030000007', parentName: 'Emmanuel Obi', login: true },
  {
    company: DEMO_COMPANY,
    firstName: 'Ibrahim',
    lastName: 'Danjuma',
    gender: 'male',
    phone: '+2348030000008',
    parentName: 'Usman Danjuma',
    login: true,
    selfRegistered: true,
  },
  { company: DEMO_COMPANY, firstName: 'Blessing', lastName: 'Okoro', gender: 'female', phone: '+2348030000009', parentName: 'Peter Okoro', login: false },
  { company: DEMO_COMPANY, firstName: 'Yakubu', lastName: 'Garba', gender: 'male', phone: null, parentName: 'Sani Garba', login: false },
  { company: DEMO_COMPANY, firstName: 'Halima', lastName: 'Sani', gender: 'female', phone: '+2348030000010', parentName: 'Abdullahi Sani', login: false },
  { company: SECOND_COMPANY, firstName: 'Olumide', lastName: 'Balogun', gender: 'male', phone: '+2348030000013', parentName: 'Kunle Balogun', login: true },
  { company: SECOND_COMPANY, firstName: 'Zainab', lastName: 'Lawal', gender: 'female', phone: '+2348030000014', parentName: 'Musa Lawal', login: false },
];

/** The code of the demo company's pending operator invitation (valid for 24 hours after seeding). */
export const DEMO_INVITATION_CODE = 'DEM0C0DE';
const INVITED_PHONE = '+2348030000020';

/**
 * Issue 3's demo data: more operators (some running rooms), farmers with and without a login (one
 * self-registered and linked by code), a pending invitation and a few outbox messages, one of them failed.
 */
export const demoOrganisation: DemoStep = {
  name: 'organisation',
  async run(ctx) {
    for (const person of OPERATORS) await createOperator(ctx, person);
    for (const person of FARMERS) await createFarmer(ctx, person);
    await createInvitationAndMessages(ctx);
  },
};

async function roomsOf(tx: Tx, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: coolingUnits.id })
    .from(coolingUnits)
    .where(and(eq(coolingUnits.companyId, companyId), isNull(coolingUnits.deletedAt)))
    .orderBy(asc(coolingUnits.name));
  return rows.map((row) => row.id);
}

async function createOperator(ctx: DemoContext, person: DemoStaff): Promise<void> {
  const companyId = idOf(ctx.companies, person.company);
  const [user] = await ctx.tx
    .insert(users)
    .values({ role: 'Operator', phone: person.phone, passwordHash: ctx.passwordHash, firstName: person.firstName, lastName: person.lastName, gender: person.gender, companyId })
    .returning({ id: users.id });
  const [operator] = await ctx.tx.insert(operators).values({ userId: user!.id, companyId }).returning({ id: operators.id });
  const rooms = (await roomsOf(ctx.tx, companyId)).slice(0, person.rooms);
  if (rooms.length > 0) await assignOperatorRooms(ctx.tx, companyId, operator!.id, rooms);
  ctx.users.set(`operator-${person.phone}`, user!.id);
}

async function createFarmer(ctx: DemoContext, person: DemoFarmer): Promise<void> {
  const companyId = idOf(ctx.companies, person.company);
  const [user] = await ctx.tx
    .insert(users)
    .values({
      role: 'Farmer',
      phone: person.phone,
      passwordHash: person.login ? ctx.passwordHash : null,
      firstName: person.firstName,
      lastName: person.lastName,
      gender: person.gender,
      companyId: null,
    })
    .returning({ id: users.id });
  const [farmer] = await ctx.tx
    .insert(farmers)
    .values({
      userId: user!.id,
      companyId: person.selfRegistered ? null : companyId,
      parentName: person.parentName,
      userCode: await newUserCode(ctx.tx),
      country: 'NG',
    })
    .returning({ id: farmers.id });
  await ctx.tx.insert(companyFarmers).values({ companyId, farmerId: farmer!.id });
  ctx.users.set(`farmer-${person.firstName.toLowerCase()}`, user!.id);
}

async function createInvitationAndMessages(ctx: DemoContext): Promise<void> {
  const companyId = idOf(ctx.companies, DEMO_COMPANY);
  const now = Date.now();
  const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);
  const inviteText = `Adaeze invites you to run cold rooms for Demo Cold Rooms. Sign up: http://localhost:8080/auth?code=${DEMO_INVITATION_CODE}&phone=%2B2348030000020 The link works for 24 hours.`;
  const [invitationSms] = await ctx.tx
    .insert(smsMessages)
    .values({ companyId, toPhone: INVITED_PHONE, body: inviteText, kind: 'invitation', provider: 'outbox', status: 'sent', attempts: 1, sentAt: minutesAgo(30), createdAt: minutesAgo(30) })
    .returning({ id: smsMessages.id });
  await ctx.tx.insert(invitations).values({
    companyId,
    role: 'Operator',
    code: DEMO_INVITATION_CODE,
    phone: INVITED_PHONE,
    firstName: 'Sadiq',
    lastName: 'Bello',
    roomIds: (await roomsOf(ctx.tx, companyId)).slice(0, 1),
    invitedBy: idOf(ctx.users, 'sp'),
    smsMessageId: invitationSms!.id,
    expiresAt: new Date(now + 24 * 3600_000 - 30 * 60_000),
    createdAt: minutesAgo(30),
  });
  await ctx.tx.insert(smsMessages).values([
    {
      companyId,
      toPhone: '+2348030000003',
      body: smsText('password_reset', 'en', { code: '482913', minutes: 30 }),
      kind: 'password_reset',
      provider: 'outbox',
      status: 'sent',
      attempts: 1,
      sentAt: minutesAgo(120),
      createdAt: minutesAgo(120),
    },
    {
      companyId,
      toPhone: '+2348030000021',
      body: 'Adaeze invites you to manage Demo Cold Rooms. Sign up: http://localhost:8080/auth?code=DEMCANC1',
      kind: 'invitation',
      provider: 'infobip',
      status: 'failed',
      attempts: 5,
      lastError: 'Infobip HTTP 503: Service Unavailable',
      createdAt: minutesAgo(600),
    },
    {
      // What the country list refuses (README "Security"): an invitation to a number in the United States.
      companyId,
      toPhone: '+14155552671',
      body: 'Adaeze invites you to run cold rooms for Demo Cold Rooms. Sign up: http://localhost:8080/auth',
      kind: 'invitation',
      provider: 'outbox',
      status: 'refused',
      refusedReason: 'country_not_allowed',
      attempts: 1,
      lastError: describeRefusal({ reason: 'country_not_allowed', kind: 'invitation' }),
      createdAt: minutesAgo(45),
    },
  ]);
}
