import type { Language, LoginRequest, LoginResponse, UserType } from '@coldroom/contract';
import { useCallback, useState } from 'react';
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

export interface LoginState {
  isPending: boolean;
  error: unknown;
  /** Logs in; `onError` sees the failure, which also stays in `error` until the next try. */
  submit: (input: LoginInput, on: { onSuccess: () => void; onError?: (error: unknown) => void }) => void;
}

/**
 * The login form's request state. Plain React state rather than a query-cache mutation: the login form is
 * the first page a phone downloads, and the query cache (about 13 kB compressed) is not needed before it.
 */
export function useLogin(): LoginState {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = useCallback<LoginState['submit']>((input, { onSuccess, onError }) => {
    setPending(true);
    setError(null);
    login(input).then(
      () => {
        setPending(false);
        onSuccess();
      },
      (failure: unknown) => {
        setPending(false);
        setError(failure);
        onError?.(failure);
      },
    );
  }, []);
  return { isPending, error, submit };
}
