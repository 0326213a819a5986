import { asc, eq } from 'drizzle-orm';
import { passwordProblem } from '@coldroom/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../platform/audit';
import { hashPassword } from '../platform/auth/passwords';
import { normalisePhone } from '../platform/phone';

/**
 * The platform administrator's account, made from the command line (`npm run admin -- create PHONE`;
 * docs/platform-admin.md). An administrator belongs to no company. A phone that already has an account
 * (a company's person, a farmer) is refused: nobody is promoted.
 */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

export interface NewAdministrator {
  phone: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

export async function createAdministrator(db: Db, input: NewAdministrator): Promise<{ id: number; phone: string }> {
  const phone = normalisePhone(input.phone);
  if (!phone) throw new AdminCommandError(`"${input.phone}" is not a phone number with its country code (for example +2348030000009).`);
  const problem = passwordProblem(input.password);
  if (problem) {
    throw new AdminCommandError(`The password is not strong enough (${problem}): at least 8 characters with an upper-case letter and a digit.`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.phone, phone)).limit(1);
    if (existing?.role === 'Administrator') throw new AdminCommandError(`${phone} is already an administrator (user ${existing.id}).`);
    if (existing) throw new AdminCommandError(`${phone} already belongs to a ${existing.role.toLowerCase()}; an administrator needs a phone of its own.`);
    const [row] = await tx
      .insert(users)
      .values({ role: 'Administrator', phone, passwordHash, firstName: input.firstName ?? 'Platform', lastName: input.lastName ?? 'Administrator', companyId: null })
      .returning({ id: users.id });
    await recordAudit(tx, null, { action: 'admin.create', entityType: 'user', entityId: row!.id, companyId: null, details: { phone } });
    return { id: row!.id, phone };
  });
}

export async function listAdministrators(db: Db): Promise<{ id: number; phone: string | null; active: boolean; lastLogin: Date | null }[]> {
  return db
    .select({ id: users.id, phone: users.phone, active: users.active, lastLogin: users.lastLogin })
    .from(users)
    .where(eq(users.role, 'Administrator'))
    .orderBy(asc(users.id));
}
