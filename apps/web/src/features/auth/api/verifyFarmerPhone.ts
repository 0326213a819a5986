import type { Farmer, FarmerVerifyRequest } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/farmers/verify/ {phone, code}: the code from the sign-up SMS; answers the new farmer (201). */
export function postVerifyFarmerPhone(body: FarmerVerifyRequest): Promise<Farmer> {
  return apiFetch<Farmer>('/user/v1/farmers/verify/', { method: 'POST', body, retryOn401: false });
}

export function useVerifyFarmerPhone() {
  return useMutation({ mutationFn: postVerifyFarmerPhone });
}
