import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

interface Ok {
  ok: true;
}

/** The spec's call also has `partOne`/`partTwo`; the server ignores them and writes the SMS itself. */
export interface ResetCodeRequest {
  phoneNumber: string;
}

export interface NewPasswordRequest {
  password: string;
  code: string;
  phone: string;
}

/** POST /user/v1/reset-password/ {phoneNumber, partOne, partTwo}: asks for a code by SMS. */
export function requestResetCode(body: ResetCodeRequest): Promise<Ok> {
  return apiFetch<Ok>('/user/v1/reset-password/', { method: 'POST', body, retryOn401: false });
}

/** POST /user/v1/reset-password/ {password, code, phone}: sets the new password with the code. */
export function setNewPassword(body: NewPasswordRequest): Promise<Ok> {
  return apiFetch<Ok>('/user/v1/reset-password/', { method: 'POST', body, retryOn401: false });
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}

export function useSetNewPassword() {
  return useMutation({ mutationFn: setNewPassword });
}
