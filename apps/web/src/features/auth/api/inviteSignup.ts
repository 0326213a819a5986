import type { InviteSignupRequest, Role, User } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const PATHS: Partial<Record<Role, string>> = {
  Operator: '/user/v1/operator-invite-signup/',
  'Service Provider': '/user/v1/service-provider-invite-signup/',
};

export interface InviteSignupInput {
  role: Role;
  body: InviteSignupRequest;
}

/** POST /user/v1/operator-invite-signup/ or /service-provider-invite-signup/ {first_name, …, password, code}. */
export function postInviteSignup({ role, body }: InviteSignupInput): Promise<User> {
  const path = PATHS[role];
  if (!path) return Promise.reject(new Error(`No invitation sign-up for ${role}`));
  return apiFetch<User>(path, { method: 'POST', body, retryOn401: false });
}

export function useInviteSignup() {
  return useMutation({ mutationFn: postInviteSignup });
}
