import type { AddressInfo } from 'node:net';

/**
 * The address a person opens to reach the server just started, from the socket it really listens on (not
 * from PORT's default): a wildcard bind (0.0.0.0, ::) reads as localhost, an IPv6 address gets brackets.
 */
export function listeningUrl(address: AddressInfo | string | null): string {
  if (address === null) return 'an unknown address';
  if (typeof address === 'string') return address; // a Unix socket or pipe
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** "http://localhost:9000", with the public address after it when links in SMS point elsewhere. */
export function listeningLine(address: AddressInfo | string | null, publicUrl: string): string {
  const local = listeningUrl(address);
  return local === publicUrl ? local : `${local} (public address ${publicUrl})`;
}
