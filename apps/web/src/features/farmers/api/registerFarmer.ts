import type { Farmer, FarmerCreateRequest } from '@coldroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * POST /user/v1/farmers/ {user{…}, createUser: false, parent_name}: a farmer without a login, registered by
 * an operator or service provider (no password is sent: the server stores one that can never log in).
 */
export function postFarmerWithoutLogin(body: Omit<FarmerCreateRequest, 'createUser' | 'user_code'>): Promise<Farmer> {
  return apiFetch<Farmer>('/user/v1/farmers/', { method: 'POST', body: { ...body, createUser: false } });
}

export function useRegisterFarmer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postFarmerWithoutLogin, onSuccess: () => client.invalidateQueries({ queryKey: ['farmers'] }) });
}
