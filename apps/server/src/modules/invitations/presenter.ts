import type { Invitation, InvitationPreview } from '@coldroom/contract';
import type { InvitationRow } from '../../db/schema';

export function invitationStatus(row: InvitationRow, now = new Date()): Invitation['status'] {
  if (row.usedAt) return 'used';
  if (row.cancelledAt) return 'cancelled';
  if (row.replacedAt) return 'replaced';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    code: row.code,
    role: row.role,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    cooling_units: row.roomIds,
    company: row.companyId,
    invited_by: row.invitedBy,
    status: invitationStatus(row),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    used_at: row.usedAt ? row.usedAt.toISOString() : null,
    sms_message_id: row.smsMessageId,
  };
}

/** What an invited person sees before signing up: their own details and the company name, nothing else. */
export function presentPreview(row: InvitationRow, companyName: string): InvitationPreview {
  return {
    code: row.code,
    role: row.role,
    phone: row.phone,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    company_name: companyName,
    expires_at: row.expiresAt.toISOString(),
  };
}
