import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { InvitationPreview, InviteSignupRequest, User } from '@coldroom/contract';
import { isInvitationCode, normaliseCode } from '@coldroom/domain';
import type { Db, DbOrTx } from '../../db/client';
import { companies, coolingUnits, invitations, operators, serviceProviders, type InvitationRow } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import { assignOperatorRooms } from '../cooling-units/assignments';
import { assertContactsFree, FieldProblems, insertAccount, rethrowAccountConflict } from '../users/create-account';
import { presentUser } from '../users/presenter';
import { presentPreview } from './presenter';

type InviteRole = InvitationRow['role'];

const invalid = () => new AppError(404, 'invitation_invalid', 'This invitation code is not valid.', { code: 'invalid_code' });
const expired = () => new AppError(422, 'invitation_expired', 'This invitation has expired; ask for a new one.', { code: 'invitation_expired' });
const used = () => new AppError(422, 'invitation_used', 'This invitation has already been used.', { code: 'invitation_used' });

/** The invitation behind a code, if it may still be used for `role` (any role when omitted); else the reason. */
async function usableInvitation(db: DbOrTx, rawCode: string, role: InviteRole | null, lock: boolean): Promise<InvitationRow> {
  const code = normaliseCode(rawCode);
  if (!isInvitationCode(code)) throw invalid();
  const query = db.select().from(invitations).where(eq(invitations.code, code)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  // Cancelled, replaced, unknown and the other role's codes all look the same from outside.
  if (!row || row.cancelledAt || row.replacedAt || (role !== null && row.role !== role)) throw invalid();
  if (row.usedAt) throw used();
  if (row.expiresAt.getTime() <= Date.now()) throw expired();
  return row;
}

/** GET /user/v1/operator-invite/?code: what the sign-up page pre-fills. */
export async function previewInvitation(db: Db, rawCode: string): Promise<InvitationPreview> {
  const row = await usableInvitation(db, rawCode, null, false);
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)).limit(1);
  return presentPreview(row, company?.name ?? '');
}

/**
 * Sign-up from an invitation (domain-rules §2): code of the right type, not used, not expired, the phone
 * the invitation was sent to and still free. The new user joins the inviter's company; an operator gets
 * the invited rooms that still exist. The invitation is used up in the same transaction.
 */
export async function signUpWithInvitation(db: Db, role: InviteRole, input: InviteSignupRequest): Promise<User> {
  const problems = new FieldProblems();
  const phone = problems.phone('phone', input.phone, { required: true });
  const email = problems.email('email', input.email);
  problems.throwIfAny();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const invitation = await usableInvitation(tx, input.code, role, true);
      if (invitation.phone !== phone) {
        throw new AppError(422, 'invitation_phone_mismatch', 'Sign up with the phone number the invitation was sent to.', { phone: 'phone_mismatch' });
      }
      await assertContactsFree(tx, { phone: phone!, email: email ?? null });
      const companyId = invitation.companyId;
      const user = await insertAccount(tx, {
        role,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: phone!,
        email: email ?? invitation.email ?? null,
        gender: input.gender ?? invitation.gender ?? null,
        language: input.language ?? 'en',
        passwordHash,
        companyId,
      });
      if (role === 'Operator') {
        const [operator] = await tx.insert(operators).values({ userId: user.id, companyId }).returning({ id: operators.id });
        await assignOperatorRooms(tx, companyId, operator!.id, await roomsStillThere(tx, companyId, invitation.roomIds));
      } else {
        await tx.insert(serviceProviders).values({ userId: user.id, companyId });
      }
      await tx.update(invitations).set({ usedAt: new Date(), usedBy: user.id }).where(eq(invitations.id, invitation.id));
      await recordAudit(tx, { userId: user.id, companyId }, {
        action: 'invitation.accept',
        entityType: 'invitation',
        entityId: invitation.id,
        details: { role, invitedBy: invitation.invitedBy },
      });
      return presentUser(user, null);
    });
  } catch (error) {
    rethrowAccountConflict(error);
  }
}

async function roomsStillThere(tx: DbOrTx, companyId: number, roomIds: readonly number[]): Promise<number[]> {
  if (roomIds.length === 0) return [];
  const rows = await tx
    .select({ id: coolingUnits.id })
    .from(coolingUnits)
    .where(and(inArray(coolingUnits.id, [...roomIds]), eq(coolingUnits.companyId, companyId), isNull(coolingUnits.deletedAt)));
  return rows.map((row) => row.id);
}

