import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { INVITATION_HOURS, type Invitation, type OperatorInviteRequest, type ServiceProviderInviteRequest } from '@coldroom/contract';
import { invitationCode } from '@coldroom/domain';
import type { AppContext } from '../../app-context';
import type { Db, DbOrTx } from '../../db/client';
import { coolingUnits, invitations, users, type InvitationRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { foundOr404, inActorCompany } from '../../platform/company-scope';
import { AppError, errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { FieldProblems } from '../users/create-account';
import { allowedLinkBases, invitationText, linkProblem, partProblem, signupLink } from './links';
import { presentInvitation } from './presenter';

type InviteRole = InvitationRow['role'];

/**
 * The sign-up link does not start with the server's public address (README: `APP_PUBLIC_URL`): the app
 * is open at another address (127.0.0.1 instead of localhost, http instead of https, a second host name).
 * Still 400 naming `urlOne`, with its own code and both addresses, so the inviter learns what to change.
 */
function appAddressMismatch(appPublicUrl: string, urlOne: string, fields: Record<string, string>): AppError {
  let linkAddress = urlOne;
  try {
    linkAddress = new URL(urlOne).origin;
  } catch {
    // linkProblem parsed it already; keep the text as sent.
  }
  return new AppError(
    400,
    'app_address_mismatch',
    `The invitation link starts with ${linkAddress}, which is not the server's public address APP_PUBLIC_URL (${appPublicUrl}). Open the app at ${appPublicUrl}, or set APP_PUBLIC_URL to the address people use.`,
    fields,
    undefined,
    { app_public_url: appPublicUrl, link_address: linkAddress },
  );
}
type InviteInput = (OperatorInviteRequest & { gender?: OperatorInviteRequest['gender'] }) | ServiceProviderInviteRequest;

/**
 * Invites someone to the caller's company by SMS (domain-rules §2). Refused when anyone already has the
 * phone; a pending invitation to the same phone in this company is replaced. The SMS is queued in the same
 * transaction and sent after it commits; the company's SMS budgets and countries may refuse it (422/429,
 * nothing is created, the outbox shows the refusal). The message parts may not carry other links or phone numbers.
 */
export async function invite(ctx: AppContext, actor: Actor, role: InviteRole, input: InviteInput): Promise<Invitation> {
  const companyId = actor.companyId!;
  const problems = new FieldProblems();
  if (input.user_id !== undefined && input.user_id !== actor.userId) problems.add('user_id', 'must_be_caller');
  const phone = problems.phone('phone', input.phone, { required: true });
  const email = problems.email('email', input.email);
  const bases = allowedLinkBases(ctx.config);
  const urlOneProblem = linkProblem(input.urlOne, bases);
  if (urlOneProblem) problems.add('urlOne', urlOneProblem);
  const urlTwoProblem = input.urlTwo ? linkProblem(input.urlTwo, bases) : null;
  if (urlTwoProblem) problems.add('urlTwo', urlTwoProblem);
  for (const part of ['partOne', 'partTwo'] as const) {
    const problem = partProblem(input[part], bases);
    if (problem) problems.add(part, problem);
  }
  const roomIds = role === 'Operator' ? [...new Set(input.cooling_units ?? [])] : [];
  if (roomIds.length > 0 && !(await roomsBelong(ctx.db, actor, roomIds))) problems.add('cooling_units', 'unknown_cooling_unit');
  // The app builds urlOne from the address it is open at: refused, that address is not APP_PUBLIC_URL.
  if (urlOneProblem === 'link_not_allowed') throw appAddressMismatch(ctx.config.appPublicUrl, input.urlOne, problems.fields);
  problems.throwIfAny();

  const { invitation, smsId } = await ctx.sms.transaction(async (tx) => {
    const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone!)).limit(1);
    if (holder) throw errors.duplicate({ phone: 'taken' }, 'Someone with this phone number already has an account.');
    const now = new Date();
    await tx
      .update(invitations)
      .set({ replacedAt: now })
      .where(and(eq(invitations.companyId, companyId), eq(invitations.phone, phone!), ...stillOpen()));
    const code = await freeCode(tx);
    const [row] = await tx
      .insert(invitations)
      .values({
        companyId,
        role,
        code,
        phone: phone!,
        firstName: input.first_name?.trim() || null,
        lastName: input.last_name?.trim() || null,
        email: email ?? null,
        gender: 'gender' in input ? (input.gender ?? null) : null,
        roomIds,
        invitedBy: actor.userId,
        expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600 * 1000),
      })
      .returning();
    const text = invitationText({ partOne: input.partOne, partTwo: input.partTwo, link: signupLink(input.urlOne, code, phone!), urlTwo: input.urlTwo });
    const smsId = await ctx.sms.queue(tx, { companyId, to: phone!, text, kind: 'invitation', field: 'phone' });
    const [withSms] = await tx.update(invitations).set({ smsMessageId: smsId }).where(eq(invitations.id, row!.id)).returning();
    await recordAudit(tx, actor, { action: 'invitation.create', entityType: 'invitation', entityId: row!.id, details: { role, rooms: roomIds } });
    return { invitation: withSms!, smsId };
  });
  ctx.sms.dispatch([smsId]);
  return presentInvitation(invitation);
}

/** Not used, cancelled or replaced (an expired one still shows, as expired, so it can be sent again). */
function stillOpen() {
  return [isNull(invitations.usedAt), isNull(invitations.cancelledAt), isNull(invitations.replacedAt)];
}

async function roomsBelong(db: DbOrTx, actor: Actor, roomIds: number[]): Promise<boolean> {
  const found = await db
    .select({ id: coolingUnits.id })
    .from(coolingUnits)
    .where(and(inArray(coolingUnits.id, roomIds), inActorCompany(actor, coolingUnits.companyId), isNull(coolingUnits.deletedAt)));
  return found.length === roomIds.length;
}

async function freeCode(tx: DbOrTx): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = invitationCode((size) => randomBytes(size));
    const [taken] = await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.code, code)).limit(1);
    if (!taken) return code;
  }
  throw new Error('Could not find a free invitation code');
}

/** The company's open invitations of one role, newest first (`?company` of another company: 404). */
export async function listInvitations(db: DbOrTx, actor: Actor, role: InviteRole, company: number | undefined): Promise<Invitation[]> {
  if (company !== undefined && company !== actor.companyId) throw errors.notFound('The company');
  const rows = await db
    .select()
    .from(invitations)
    .where(and(inActorCompany(actor, invitations.companyId), eq(invitations.role, role), ...stillOpen()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(presentInvitation);
}

/** Cancels an open invitation of the caller's company; its code stops working. */
export async function cancelInvitation(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = foundOr404(
      await tx.select().from(invitations).where(and(eq(invitations.id, id), inActorCompany(actor, invitations.companyId))).limit(1).for('update'),
      'The invitation',
    );
    if (row.usedAt) throw errors.conflict('This invitation has already been used.');
    if (row.cancelledAt || row.replacedAt) return;
    await tx.update(invitations).set({ cancelledAt: new Date() }).where(eq(invitations.id, id));
    await recordAudit(tx, actor, { action: 'invitation.cancel', entityType: 'invitation', entityId: id });
  });
}


