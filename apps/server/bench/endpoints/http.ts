import type { UserType } from '@coldroom/contract';

const TIMEOUT_MS = 30_000;

export interface Answer {
  status: number;
  /** Milliseconds from sending the request to the last byte of the answer. */
  ms: number;
  body: Buffer;
  contentType: string;
}

export interface Request {
  method: string;
  path: string;
  token?: string | null;
  body?: unknown;
  /** A multipart body instead of JSON (built afresh for each request). */
  form?: () => FormData;
  headers?: Record<string, string>;
}

/** One request to the server under test, its whole answer read and timed. */
export async function send(baseUrl: string, request: Request): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const body = request.form ? request.form() : request.body === undefined ? undefined : JSON.stringify(request.body);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const answer = Buffer.from(await response.arrayBuffer());
  return { status: response.status, ms: performance.now() - started, body: answer, contentType: response.headers.get('content-type') ?? '' };
}

/** A JSON request that must answer `expect`; throws with the start of the answer otherwise. */
export async function sendJson<T>(baseUrl: string, request: Request & { expect?: number }): Promise<T> {
  const answer = await send(baseUrl, request);
  const text = answer.body.toString('utf8');
  if (answer.status !== (request.expect ?? 200)) throw new Error(`${request.method} ${request.path} answered ${answer.status}: ${text.slice(0, 400)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface Login {
  username: string;
  password: string;
  userType: UserType;
}

export interface Session {
  access: string;
  refresh: string;
}

/** Logs in as the app does (login, then the refresh token exchanged for an access token). */
export async function logIn(baseUrl: string, login: Login): Promise<Session> {
  const body = { username: login.username, password: login.password, user_type: login.userType };
  const { refresh } = await sendJson<{ refresh: string }>(baseUrl, { method: 'POST', path: '/api/user/v1/login/', body });
  return sendJson<Session>(baseUrl, { method: 'POST', path: '/api/user/token/refresh/', body: { refresh } });
}
