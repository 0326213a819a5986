import type { UserDetail } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /user/v1/users/{id}/ — a colleague's account (service providers see their company's staff). */
export function getEmployee(userId: number): Promise<UserDetail> {
  return apiFetch<UserDetail>(`/user/v1/users/${userId}/`);
}

export function useEmployee(userId: number) {
  return useQuery({ queryKey: ['employees', 'one', userId], queryFn: () => getEmployee(userId), enabled: Number.isInteger(userId) && userId > 0 });
}
