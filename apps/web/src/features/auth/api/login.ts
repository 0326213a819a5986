import type { Language, LoginRequest, LoginResponse, UserType } from '@coldroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { startSession } from '../../../lib/session';

/** POST /user/v1/login/ {username, password, user_type, language} (spec §7). */
export function postLogin(body: LoginRequest): Promise<LoginResponse> {
  return apiFetch<LoginResponse>('/user/v1/login/', { method: 'POST', body, retryOn401: false });
}

export interface LoginInput {
  username: string;
  password: string;
  userType: UserType;
  language: Language;
}

/** Logs in and runs the spec's session sequence (role, company, user, device flag, token exchange). */
export async function login({ username, password, userType, language }: LoginInput): Promise<LoginResponse> {
  const response = await postLogin({ username: username.trim(), password, user_type: userType, language });
  await startSession(response);
  return response;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
