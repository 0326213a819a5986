import { clear } from 'idb-keyval';
import { offlineStore } from '../lib/offline/db';
import { stubFetch, type FetchHandler } from './render';

/** Empties the offline database between tests (fake-indexeddb keeps it for the whole file). */
export const clearOffline = () => clear(offlineStore());

let block = 0;
/** An answer of POST /operation/v1/device-codes/: 50 fresh codes, different each call. */
export function codeBlock(deviceId: string, expiresAt = '2099-01-01T00:00:00Z') {
  block += 1;
  return { device_id: deviceId, codes: Array.from({ length: 50 }, (_, i) => `B${block}C${String(i).padStart(2, '0')}`), expires_at: expiresAt };
}

/**
 * The server at the fetch boundary: answers device-code reservations itself and passes every other call
 * to `handler`; records the queue's calls (not the code reservations) in order.
 */
export function stubServer(handler: FetchHandler) {
  const sent: { path: string; key: string | null; body: Record<string, unknown> }[] = [];
  const stub = stubFetch((url, init) => {
    const path = new URL(url, 'http://app').pathname.replace(/^\/api/, '');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path === '/operation/v1/device-codes/') return { status: 201, body: codeBlock(String(body.device_id)) };
    if (init.method === 'DELETE') return { status: 204 };
    sent.push({ path, key: new Headers(init.headers).get('Idempotency-Key'), body });
    return handler(url, init);
  });
  return { ...stub, sent };
}
