import type { Farmer, FarmerCreateRequest } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/farmers/ {user{…, password}, createUser: true, parent_name}: a farmer signs themselves up. */
export function postFarmerSignup(body: FarmerCreateRequest): Promise<Farmer> {
  return apiFetch<Farmer>('/user/v1/farmers/', { method: 'POST', body: { ...body, createUser: true }, retryOn401: false });
}

export function useFarmerSignup() {
  return useMutation({ mutationFn: postFarmerSignup });
}
