import type { InvitationPreview } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /user/v1/operator-invite/?code — who was invited, for which company and role (no login needed). */
export function getInvitationPreview(code: string): Promise<InvitationPreview> {
  return apiFetch<InvitationPreview>(`/user/v1/operator-invite/?code=${encodeURIComponent(code)}`, { retryOn401: false });
}

export function useInvitationPreview(code: string) {
  return useQuery({ queryKey: ['invitation-preview', code], queryFn: () => getInvitationPreview(code), enabled: code.length > 0, retry: false });
}
