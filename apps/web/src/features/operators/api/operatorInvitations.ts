import type { Invitation } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';

/** GET /user/v1/operator-invite/?company — operators invited who have not signed up yet. */
export function getOperatorInvitations(company: number): Promise<Invitation[]> {
  return apiFetch<Invitation[]>(`/user/v1/operator-invite/?company=${company}`);
}

export function useOperatorInvitations(enabled = true) {
  const company = storedCompanyId();
  return useQuery({ queryKey: ['operators', 'invitations', company], queryFn: () => getOperatorInvitations(company), enabled });
}
