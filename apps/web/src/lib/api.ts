import { CSRF_COOKIE, CSRF_HEADER, type ErrorBody, type RefreshResponse } from '@coldroom/contract';
import { API_BASE } from './config';
import { getToken, STORAGE_KEYS, writeItem } from './storage';

/** An API failure with the server's error code (domain-rules §9); status 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A refusal's Retry-After (429): seconds before trying again is worth it. */
    readonly retryAfterSeconds: number | null = null,
    /** What a refusal tells beyond its code (e.g. the movement that checked a crate out first). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'network_error';
const SAFE_METHODS = new Set(['GET', 'HEAD']);
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** Collapses duplicate slashes in the path part, leaving the scheme's `//` and the query alone. */
export function collapseSlashes(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  const scheme = /^[a-z][a-z\d+.-]*:\/\//i.exec(path)?.[0] ?? '';
  return scheme + path.slice(scheme.length).replace(/\/{2,}/g, '/') + rest;
}

export function isRelativeUrl(url: string): boolean {
  return !SCHEME.test(url) && !url.startsWith('//');
}

/** Spec §7: every call goes to the API base, duplicate slashes collapsed. */
export function apiUrl(path: string, base: string = API_BASE): string {
  return collapseSlashes(SCHEME.test(path) ? path : `${base}/${path}`);
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The request interceptor: bearer token and CSRF header. Spec §8: it does nothing on error. */
/**
 * The login answer's own access token, held in memory only while the spec's exchange of the refresh token
 * runs (lib/session.ts): the main page's data is asked for with it meanwhile. Never stored; the stored
 * token, once there, wins.
 */
let provisionalAccess: string | null = null;
export function setProvisionalAccess(token: string | null): void {
  provisionalAccess = token;
}

export function decorateHeaders(url: string, method: string, headers: Headers): Headers {
  try {
    const access = getToken()?.access ?? provisionalAccess;
    if (access) headers.set('Authorization', `Bearer ${access}`);
    if (!SAFE_METHODS.has(method) && isRelativeUrl(url)) {
      const csrf = readCookie(CSRF_COOKIE);
      if (csrf) headers.set(CSRF_HEADER, csrf);
    }
  } catch {
    // Leave the request as it is.
  }
  return headers;
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Try once to refresh the access token when the answer is 401 (default true). */
  retryOn401?: boolean;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

let onSessionExpired: () => void = () => undefined;
/** Called when the refresh token is refused: the session is over. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function send(path: string, request: ApiRequest): Promise<Response> {
  const method = (request.method ?? 'GET').toUpperCase();
  const url = apiUrl(path);
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  decorateHeaders(url, method, headers);
  try {
    const response = await fetch(url, { method, headers, body, signal: request.signal, credentials: 'same-origin' });
    tellReached(true);
    return response;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    tellReached(false);
    throw new ApiError(0, NETWORK_ERROR, 'Network request failed');
  }
}

const reachListeners = new Set<(reached: boolean) => void>();

/**
 * Hears whether each request reached the server. A phone can show a signal and still carry nothing (the
 * browser then says it is online); the app learns it from its own requests (lib/connectivity.ts).
 */
export function onServerReached(listener: (reached: boolean) => void): () => void {
  reachListeners.add(listener);
  return () => reachListeners.delete(listener);
}

function tellReached(reached: boolean): void {
  for (const listener of reachListeners) listener(reached);
}

/** The error body of domain-rules §9, checked by hand so the first screen does not need the schema library. */
function errorOf(json: unknown): (ErrorBody['error'] & { details?: Record<string, unknown> }) | null {
  const error = (json as Partial<ErrorBody> | undefined)?.error as (ErrorBody['error'] & { details?: unknown }) | undefined;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string') return null;
  const fields = error.fields && typeof error.fields === 'object' ? error.fields : undefined;
  const details = error.details && typeof error.details === 'object' && !Array.isArray(error.details) ? (error.details as Record<string, unknown>) : undefined;
  return { code: error.code, message: error.message, fields, details };
}

const FALLBACK_CODES: Record<number, string> = { 401: 'not_authenticated', 403: 'forbidden', 404: 'not_found', 429: 'rate_limited' };

async function parse<T>(response: Response): Promise<T> {
  // A body cut off on its way (the page navigating away, the connection dropping) is a network failure,
  // never an empty success: callers store what they get (the company, say), and nothing must replace it.
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR, 'The answer was cut off');
  }
  let json: unknown = undefined;
  let readable = true;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    readable = false;
  }
  if (response.ok) {
    if (!readable) throw new ApiError(0, NETWORK_ERROR, 'The answer was cut off');
    return json as T;
  }
  const error = errorOf(json);
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  if (error) {
    throw new ApiError(response.status, error.code, error.message, error.fields ?? {}, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null, error.details ?? {});
  }
  const code = FALLBACK_CODES[response.status] ?? (response.status >= 500 ? 'service_unavailable' : 'invalid_input');
  throw new ApiError(response.status, code, response.statusText || code);
}

export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request);
  if (response.status === 401 && request.retryOn401 !== false && (await refreshAccessToken())) {
    return parse<T>(await send(path, request));
  }
  return parse<T>(response);
}

/** A file from the API (a receipt PDF, say) as a Blob; failures throw ApiError like apiFetch. */
export async function apiBlob(path: string, request: ApiRequest = {}): Promise<Blob> {
  let response = await send(path, request);
  if (response.status === 401 && request.retryOn401 !== false && (await refreshAccessToken())) response = await send(path, request);
  if (!response.ok) return parse<never>(response);
  return response.blob();
}

/** POST /user/token/refresh/ {refresh} → {access, refresh}; the refresh token rotates on every use. */
export function exchangeRefreshToken(refresh: string): Promise<RefreshResponse> {
  return apiFetch<RefreshResponse>('/user/token/refresh/', { method: 'POST', body: { refresh }, retryOn401: false });
}

// One refresh at a time: a rotated refresh token used twice would revoke the whole session.
let refreshing: Promise<boolean> | null = null;

export function refreshAccessToken(): Promise<boolean> {
  refreshing ??= renewToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renewToken(): Promise<boolean> {
  const refresh = getToken()?.refresh;
  if (!refresh) return false;
  try {
    const next = await exchangeRefreshToken(refresh);
    writeItem(STORAGE_KEYS.token, { access: next.access, refresh: next.refresh });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) onSessionExpired();
    return false;
  }
}
