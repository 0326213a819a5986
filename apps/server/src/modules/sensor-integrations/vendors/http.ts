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

/** GET (or POST) a JSON document; every failure becomes a VendorError. */
export async function vendorJson(url: string, init: { headers?: Record<string, string>; timeoutMs: number; method?: 'GET' | 'POST' }): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: { accept: 'application/json', ...init.headers },
      signal: AbortSignal.timeout(init.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new VendorError('timeout', `No answer within ${init.timeoutMs} ms.`);
    throw new VendorError('unreachable', 'The address could not be reached.');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new VendorError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable', 'The answer was cut off.');
  }
  if (text.length > MAX_BODY_BYTES) throw new VendorError('malformed', 'The answer is too large.');
  let body: unknown = null;
  let parsed = true;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    parsed = false;
  }
  if (response.status === 401 || response.status === 403) throw new VendorError('rejected', vendorSaid(body) || `HTTP ${response.status}`);
  if (response.status === 429) throw new VendorError('rate_limited', vendorSaid(body) || 'Too many requests.', retryAfter(response.headers.get('retry-after')));
  if (response.status === 404) throw new VendorError('unknown_device', vendorSaid(body) || 'Not found.');
  if (response.status >= 400) throw new VendorError('vendor_error', vendorSaid(body) || `HTTP ${response.status}`);
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
