import type { ServiceProviderSignupRequest, User } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import type { Company } from '../../../lib/company';

export interface ServiceProviderSignupResponse {
  company: Company;
  user: User;
}

/** POST /user/v1/service-provider-signup/ {user{…}, company{…}}: the company and its first service provider. */
export function postServiceProviderSignup(body: ServiceProviderSignupRequest): Promise<ServiceProviderSignupResponse> {
  return apiFetch<ServiceProviderSignupResponse>('/user/v1/service-provider-signup/', { method: 'POST', body, retryOn401: false });
}

export function useServiceProviderSignup() {
  return useMutation({ mutationFn: postServiceProviderSignup });
}
