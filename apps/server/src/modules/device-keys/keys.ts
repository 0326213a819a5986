import { createHash, randomBytes } from 'node:crypto';
import { DEVICE_AUTH_SCHEME } from '@coldroom/contract';

const KEY_PREFIX = 'crdk_';
const PREFIX_SHOWN = 12;

/** A new device key: 32 random bytes, shown once; only its hash and first characters are stored. */
export function newDeviceKey(): { key: string; hash: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, hash: hashDeviceKey(key), prefix: key.slice(0, PREFIX_SHOWN) };
}

/** SHA-256 is enough: the key is long and random, so there is nothing to guess slowly. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The key of `Authorization: Device <key>`, or null. */
export function deviceKeyFromHeader(header: string | undefined): string | null {
  const match = new RegExp(`^${DEVICE_AUTH_SCHEME}\\s+(\\S{1,200})$`, 'i').exec(header ?? '');
  return match?.[1] ?? null;
}
