import type { FarmerSignupPending } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** POST /user/v1/farmers/verify/resend/ {phone}: a new sign-up code by SMS (the server makes one wait between codes). */
export function postResendFarmerCode(phone: string): Promise<FarmerSignupPending> {
  return apiFetch<FarmerSignupPending>('/user/v1/farmers/verify/resend/', { method: 'POST', body: { phone }, retryOn401: false });
}

export function useResendFarmerCode() {
  return useMutation({ mutationFn: postResendFarmerCode });
}
