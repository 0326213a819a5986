import type { UserDetail } from '@coldroom/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** GET /user/v1/users/{id}/ — one's own account, fresh from the server. */
export function getAccount(id: number): Promise<UserDetail> {
  return apiFetch<UserDetail>(`/user/v1/users/${id}/`);
}

export function useAccount(id: number | undefined) {
  return useQuery({ queryKey: ['account', id], queryFn: () => getAccount(id!), enabled: id !== undefined });
}
