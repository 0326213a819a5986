import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress, PRIVATE_ADDRESS, publicOnlyLookup } from './lookup';

/**
 * One call to a sensor maker's cloud, its failures sorted into the few codes the app words
 * (docs/sensor-integrations.md): the poller backs off on each, and the service provider reads which.
 */
export type VendorErrorCode = 'rejected' | 'rate_limited' | 'timeout' | 'unreachable' | 'malformed' | 'vendor_error' | 'unknown_device' | 'credentials_unreadable' | 'address_not_allowed';

export class VendorError extends Error {
  constructor(
    readonly code: VendorErrorCode,
    readonly detail: string,
    /** From the vendor's Retry-After, when it gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${code}: ${detail}`);
  }
}

/** At most this much of an answer is read: a sensor feed is small, and a huge answer is not one. */
const MAX_BODY_BYTES = 4_000_000;

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(Math.ceil(seconds), 86_400);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.min(Math.ceil((at - Date.now()) / 1000), 86_400));
}

/** A short, safe excerpt of what the vendor said, for the integration's status. */
export function vendorSaid(body: unknown): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['desp', 'errors', 'error', 'message', 'errorCode', 'error_code']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim() !== '') return value.slice(0, 200);
    }
  }
  return '';
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

const timedOut = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: string }).name ?? '');

/** Through the global fetch: the named vendors, at addresses the server's configuration gives. */
async function fetchAnswer(url: string, headers: Record<string, string>, timeoutMs: number, method: 'GET' | 'POST'): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, { method, headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    if (timedOut(error)) throw new VendorError('timeout', `No answer within ${timeoutMs} ms.`);
    throw new VendorError('unreachable', 'The address could not be reached.');
  }
  try {
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
  } catch (error) {
    throw new VendorError(timedOut(error) ? 'timeout' : 'unreachable', 'The answer was cut off.');
  }
}

/**
 * Through node:http(s) with a lookup that refuses private addresses at connect time: an address a company
 * typed (the generic poller) cannot reach our own network, not even by a name that resolves differently
 * between a check and the call. Redirects are not followed; the answer is cut at MAX_BODY_BYTES.
 */
export function guardedAnswer(url: string, headers: Record<string, string>, timeoutMs: number, lookupFn: typeof publicOnlyLookup = publicOnlyLookup): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    // An address written as an IP is never looked up: checked here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && isPrivateAddress(literal) && lookupFn === publicOnlyLookup) {
      reject(new VendorError('address_not_allowed', 'The address is a private or local one.'));
      return;
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let settled = false;
    const fail = (error: VendorError) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      reject(error);
    };
    const request = send(target, { method: 'GET', headers, lookup: lookupFn }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          fail(new VendorError('malformed', 'The answer is too large.'));
          request.destroy();
        } else chunks.push(chunk);
      });
      response.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        const header = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: typeof header === 'string' ? header : null, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', () => fail(new VendorError('unreachable', 'The answer was cut off.')));
    });
    const deadline = setTimeout(() => {
      fail(new VendorError('timeout', `No answer within ${timeoutMs} ms.`));
      request.destroy();
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === PRIVATE_ADDRESS ? new VendorError('address_not_allowed', 'The address is a private or local one.') : new VendorError('unreachable', 'The address could not be reached.')),
    );
    request.end();
  });
}

/**
 * GET (or POST) a JSON document; every failure becomes a VendorError. `guard`: the address came from a
 * company (the generic poller), so it goes through guardedAnswer.
 */
export async function vendorJson(url: string, init: { headers?: Record<string, string>; timeoutMs: number; method?: 'GET' | 'POST'; guard?: boolean }): Promise<unknown> {
  const headers = { accept: 'application/json', ...init.headers };
  const answer = init.guard ? await guardedAnswer(url, headers, init.timeoutMs) : await fetchAnswer(url, headers, init.timeoutMs, init.method ?? 'GET');
  const { status, text } = answer;
  if (text.length > MAX_BODY_BYTES) throw new VendorError('malformed', 'The answer is too large.');
  let body: unknown = null;
  let parsed = true;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = false;
  }
  if (status === 401 || status === 403) throw new VendorError('rejected', vendorSaid(body) || `HTTP ${status}`);
  if (status === 429) throw new VendorError('rate_limited', vendorSaid(body) || 'Too many requests.', retryAfter(answer.retryAfter));
  if (status === 404) throw new VendorError('unknown_device', vendorSaid(body) || 'Not found.');
  if (status >= 300 && status < 400) throw new VendorError('vendor_error', `HTTP ${status}: redirects are not followed.`);
  if (status >= 400) throw new VendorError('vendor_error', vendorSaid(body) || `HTTP ${status}`);
  if (!parsed) throw new VendorError('malformed', 'The answer is not JSON.');
  return body;
}

/** A number from a JSON value (vendors send "23.5" as often as 23.5); null when it is none. */
export function numberFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && /^-?[0-9]+(\.[0-9]+)?$/.test(value.trim())) return Number(value.trim());
  return null;
}

/** A time from ISO text or epoch seconds/milliseconds; null when it is none. */
export function timeFrom(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value < 1e12 ? value * 1000 : value);
  if (typeof value === 'string' && value.trim() !== '') {
    const text = value.trim();
    if (/^[0-9]+$/.test(text)) return timeFrom(Number(text));
    const at = Date.parse(text);
    return Number.isNaN(at) ? null : new Date(at);
  }
  return null;
}
