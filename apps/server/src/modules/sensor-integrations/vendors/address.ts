import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { VendorError } from './http';

/**
 * A generic poller's address must be a public one unless SENSOR_ALLOW_PRIVATE_ADDRESSES is set: a company
 * must not make our server call into the network it runs in (a cloud's metadata address, an admin port).
 * Checked on every poll, on every address the name resolves to.
 */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const kind = isIP(address);
  if (kind === 4) return PRIVATE.check(address, 'ipv4');
  if (kind === 6) {
    const mapped = /^::ffff:([0-9.]+)$/i.exec(address);
    return mapped ? PRIVATE.check(mapped[1]!, 'ipv4') : PRIVATE.check(address, 'ipv6');
  }
  return true;
}

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
