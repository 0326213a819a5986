/**
 * Idempotency keys for check-ins and check-outs (domain-rules §4): one key per confirmation, reused on
 * every retry of that confirmation, so a request that reached the server before the network dropped
 * is answered again instead of being done twice.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  // Old Android WebViews (before Chrome 92) lack randomUUID: build a version-4 UUID from random bytes.
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one key per request body: asking again for the same body (a retry after a dropped connection)
 * gives the same key; a changed body gets a fresh one; `settle` forgets it once the answer arrived.
 */
export class IdempotencyKeeper {
  private current: { key: string; body: string } | null = null;

  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.current?.body !== text) this.current = { key: newIdempotencyKey(), body: text };
    return this.current.key;
  }

  /** The key of an attempt of this very body whose answer never came, if any (a retry must reuse it). */
  unsettledKeyFor(body: unknown): string | null {
    return this.current?.body === JSON.stringify(body) ? this.current.key : null;
  }

  settle(): void {
    this.current = null;
  }
}
