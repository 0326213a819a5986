import type { FarmerCreateRequest, FarmerSignupPending } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/**
 * POST /user/v1/farmers/ {user{…, password}, createUser: true, parent_name}: a farmer signs themselves up.
 * Nothing exists yet: a code goes to the phone by SMS (202), and POST /user/v1/farmers/verify/ makes the account.
 */
export function postFarmerSignup(body: FarmerCreateRequest): Promise<FarmerSignupPending> {
  return apiFetch<FarmerSignupPending>('/user/v1/farmers/', { method: 'POST', body: { ...body, createUser: true }, retryOn401: false });
}

export function useFarmerSignup() {
  return useMutation({ mutationFn: postFarmerSignup });
}
