import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { VendorError } from './http';
import { isPrivateAddress } from './lookup';

export { isPrivateAddress };

/**
 * A generic poller's address must be a public one unless SENSOR_ALLOW_PRIVATE_ADDRESSES is set: a company
 * must not make our server call into the network it runs in (a cloud's metadata address, an admin port).
 * Checked on every poll, on every address the name resolves to, and again at connect time on the addresses the
 * connection uses (lookup.ts), so a name cannot point elsewhere between the check and the call.
 */
export async function assertPublicAddress(url: string, allowPrivate: boolean): Promise<void> {
  let host: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error('scheme');
    host = parsed.hostname.replace(/^\[|\]$/g, '');
  } catch {
    throw new VendorError('unreachable', 'The address is not an http(s) URL.');
  }
  if (allowPrivate) return;
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
  } catch {
    throw new VendorError('unreachable', 'The host name does not resolve.');
  }
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new VendorError('address_not_allowed', 'The address is a private or local one.');
}
