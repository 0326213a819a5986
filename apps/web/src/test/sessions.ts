import type { Role } from '@coldroom/contract';
import { syncSession } from '../lib/session';
import { removeItem, STORAGE_KEYS, writeItem } from '../lib/storage';

export const VISITORS: (Role | null)[] = [null, 'Farmer', 'Operator', 'Service Provider'];
export const visitorName = (role: Role | null) => role ?? 'logged out';

/** Puts a session in storage: logged out, or logged in with a role (as the login sequence leaves it). */
export function actAs(role: Role | null): void {
  if (role === null) {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.user, STORAGE_KEYS.company]) removeItem(key);
  } else {
    writeItem(STORAGE_KEYS.token, { access: 'access', refresh: 'refresh' });
    writeItem(STORAGE_KEYS.role, role);
    writeItem(STORAGE_KEYS.company, 1);
    writeItem(STORAGE_KEYS.user, {
      id: 1,
      first_name: 'Amina',
      last_name: 'Bello',
      email: null,
      gender: 'female',
      phone: '+2348030000002',
      last_login: null,
      language: 'en',
      role,
      company: 1,
    });
  }
  syncSession();
}
