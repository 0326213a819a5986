import type { Invitation } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { storedCompanyId } from '../../../lib/company';

/** GET /user/v1/service-provider-invite/?company — service providers invited who have not signed up yet. */
export function getEmployeeInvitations(company: number): Promise<Invitation[]> {
  return apiFetch<Invitation[]>(`/user/v1/service-provider-invite/?company=${company}`);
}

export function useEmployeeInvitations() {
  const company = storedCompanyId();
  return useQuery({ queryKey: ['employees', 'invitations', company], queryFn: () => getEmployeeInvitations(company) });
}
