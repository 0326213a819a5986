import { newIdempotencyKey } from '../idempotency';
import { readItem, STORAGE_KEYS, writeItem } from '../storage';

const VALID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * This device's id (`offline.device_id`): made once, kept in localStorage across logouts, so the server
 * can tell which phone did what and which block of codes it holds.
 */
export function getDeviceId(): string {
  const stored = readItem<string>(STORAGE_KEYS.deviceId);
  if (typeof stored === 'string' && VALID.test(stored)) return stored;
  const made = newIdempotencyKey();
  writeItem(STORAGE_KEYS.deviceId, made);
  return made;
}
