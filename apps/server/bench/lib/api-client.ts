import type { Person } from '../../test/factories';

const TIMEOUT_MS = 10_000;

/** One JSON request to the server under test; anything but the expected status throws with the body. */
export async function api<T>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; expect?: number } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (response.status !== (options.expect ?? 200)) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Logs in as the app does (login, then exchange the refresh token) and returns a 15-minute access token. */
export async function accessToken(baseUrl: string, person: Person): Promise<string> {
  const login = await api<{ refresh: string }>(baseUrl, 'POST', '/api/user/v1/login/', {
    body: { username: person.user.phone, password: person.password, user_type: person.userType },
  });
  const tokens = await api<{ access: string }>(baseUrl, 'POST', '/api/user/token/refresh/', { body: { refresh: login.refresh } });
  return tokens.access;
}
