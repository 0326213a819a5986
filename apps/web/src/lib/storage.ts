import { isLanguage, ROLES, type Language, type Role } from '@coldroom/contract';
import { STORAGE_CONTROL_MARKER } from './config';

/** Spec §3: everything the app keeps on the device. */
export const STORAGE_KEYS = {
  token: 'coldroom.token',
  role: 'coldroom.role',
  user: 'coldroom.user',
  company: 'coldroom.company',
  language: 'coldroom.language',
  backendVersion: 'coldroom.backendVersion',
  farmer: 'coldroom.farmer',
  loggedDevice: 'coldroom.loggedDevice',
  /** The main page as last drawn, shown at the next open before the app runs (lib/bootSnapshot.ts). */
  bootSnapshot: 'coldroom.bootSnapshot',
  control: 'coldroom.control',
  // Not in the spec: the display look chosen in settings (issue 16); a setting of the device, kept at logout.
  look: 'coldroom.look',
  // Not in the spec either: this device's id for offline operations (issue 13), kept at logout. The spec's
  // wipe clears it; a new one is then made, and codes reserved under the old one keep its id beside them.
  deviceId: 'coldroom.deviceId',
  // Not in the spec: the thermal printer chosen in settings (issue 28, lib/printing), a setting of the device.
  printer: 'coldroom.printer',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The stored token: `access` is sent as the bearer, `refresh` buys a new access token. */
export interface StoredToken {
  access: string;
  refresh: string;
}

// Spec §8: storage read, write and clear failures are logged to the console only.
export function readItem<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch (error) {
    console.error(`storage: could not read ${key}`, error);
    return null;
  }
}

export function writeItem(key: StorageKey, value: unknown): void {
  // JSON has no `undefined`: localStorage would keep the text "undefined", which reads back as nothing.
  if (value === undefined) {
    console.error(`storage: refused to write nothing to ${key}`);
    return;
  }
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`storage: could not write ${key}`, error);
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`storage: could not remove ${key}`, error);
  }
}

export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch (error) {
    console.error('storage: could not clear', error);
  }
}

/** Spec §4: wipe everything when the control marker is missing or differs, then set it. */
export function ensureControlMarker(marker: string = STORAGE_CONTROL_MARKER): boolean {
  if (readItem<string>(STORAGE_KEYS.control) === marker) return false;
  clearStorage();
  writeItem(STORAGE_KEYS.control, marker);
  return true;
}

export function getToken(): StoredToken | null {
  const token = readItem<Partial<StoredToken>>(STORAGE_KEYS.token);
  if (!token || typeof token !== 'object') return null;
  return { access: typeof token.access === 'string' ? token.access : '', refresh: typeof token.refresh === 'string' ? token.refresh : '' };
}

export function getRole(): Role | null {
  const role = readItem<string>(STORAGE_KEYS.role);
  return (ROLES as readonly (string | null)[]).includes(role) ? (role as Role) : null;
}

export function getLanguage(): Language | null {
  const language = readItem<string>(STORAGE_KEYS.language);
  return isLanguage(language) ? language : null;
}

/** Spec §4: a language is stored only if it is in the supported list. */
export function storeLanguage(language: string): boolean {
  if (!isLanguage(language)) return false;
  writeItem(STORAGE_KEYS.language, language);
  return true;
}
