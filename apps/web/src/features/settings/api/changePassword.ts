import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export interface ChangePasswordRequest {
  current_password: string;
  new_password: string;
}

/** POST /user/v1/change-password/ {current_password, new_password}: one's own password; other sessions end. */
export function postChangePassword(body: ChangePasswordRequest): Promise<unknown> {
  return apiFetch<unknown>('/user/v1/change-password/', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
