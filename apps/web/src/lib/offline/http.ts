import { apiUrl, decorateHeaders, NETWORK_ERROR, refreshAccessToken } from '../api';
import type { Refusal } from './types';

/**
 * The queue's own small HTTP call. apiFetch throws an ApiError that keeps the error's code, message and
 * fields but not its `details` (the winning movement's code, the server's amount), which the sync screen
 * must show; so the queue reads the error body itself. Headers, URL and token refresh are apiFetch's own.
 */
export interface HttpRequest {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export type HttpOutcome = { ok: true; status: number; body: unknown } | { ok: false; status: number; refusal: Refusal; retryAfterSeconds?: number };

/** The queue sends through this; tests give a fake fetch, never a fake of this module. */
export type Send = (request: HttpRequest) => Promise<HttpOutcome>;

const networkFailure = (message: string): HttpOutcome => ({ ok: false, status: 0, refusal: { status: 0, code: NETWORK_ERROR, message } });

/** Headers for a request, bearer and CSRF included; read now, so a logout right after cannot take them away. */
export function requestHeaders(url: string, method: string, extra: Record<string, string> = {}, json = false): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (json) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return decorateHeaders(url, method, headers);
}

async function once(request: HttpRequest): Promise<HttpOutcome> {
  const url = apiUrl(request.path);
  const json = request.body !== undefined;
  const headers = requestHeaders(url, request.method, request.headers, json);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method: request.method, headers, body: json ? JSON.stringify(request.body) : undefined, credentials: 'same-origin' });
    text = await response.text();
  } catch {
    return networkFailure('Network request failed');
  }
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // A success whose body was cut off is a network failure: it is sent again under the same key.
    if (response.ok) return networkFailure('The answer was cut off');
  }
  if (response.ok) return { ok: true, status: response.status, body: parsed };
  const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
  const failure: HttpOutcome = { ok: false, status: response.status, refusal: refusalOf(response.status, parsed) };
  return Number.isFinite(retryAfter) && retryAfter > 0 ? { ...failure, retryAfterSeconds: retryAfter } : failure;
}

/** The error body of domain-rules §9 ({error: {code, message, fields?, details?}}), or a stand-in by status. */
export function refusalOf(status: number, json: unknown): Refusal {
  const error = (json as { error?: Partial<Refusal> } | undefined)?.error;
  if (error && typeof error.code === 'string' && typeof error.message === 'string') {
    const refusal: Refusal = { status, code: error.code, message: error.message };
    if (error.fields && typeof error.fields === 'object') refusal.fields = error.fields;
    if (error.details && typeof error.details === 'object') refusal.details = error.details;
    return refusal;
  }
  const code = status === 401 ? 'not_authenticated' : status === 429 ? 'rate_limited' : status >= 500 ? 'service_unavailable' : 'invalid_input';
  return { status, code, message: code };
}

/** Sends one request; a 401 buys a new access token once and tries again, as apiFetch does. */
export const sendJson: Send = async (request) => {
  const outcome = await once(request);
  if (outcome.status === 401 && (await refreshAccessToken())) return once(request);
  return outcome;
};
