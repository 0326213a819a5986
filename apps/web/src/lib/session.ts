import type { Language, LoginResponse, Role, User } from '@coldroom/contract';
import { useSyncExternalStore } from 'react';
import { apiFetch, exchangeRefreshToken, setProvisionalAccess, setSessionExpiredHandler } from './api';
import { goTo } from './navigation';
import { getRole, getToken, readItem, removeItem, STORAGE_KEYS, writeItem } from './storage';

export const AUTH_PATH = '/auth';

/** Spec §4: a phone value of the string "None" becomes empty. */
export function normaliseUser(user: User): User {
  return { ...user, phone: user.phone === 'None' ? '' : user.phone };
}

/** Logged in means an access token is stored. */
export function isLoggedIn(): boolean {
  return Boolean(getToken()?.access);
}

export function getStoredUser(): User | null {
  return readItem<User>(STORAGE_KEYS.user);
}

export interface SessionSnapshot {
  loggedIn: boolean;
  role: Role | null;
  user: User | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

/** Re-reads the session from storage and tells subscribers. */
export function syncSession(): void {
  snapshot = { loggedIn: isLoggedIn(), role: getRole(), user: getStoredUser() };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionSnapshot(): SessionSnapshot {
  snapshot ??= { loggedIn: isLoggedIn(), role: getRole(), user: getStoredUser() };
  return snapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot);
}

if (typeof window !== 'undefined') window.addEventListener('storage', syncSession);

// The user's language is applied on the first navigation after login (spec §4).
let languagePending = false;

export function takePendingUserLanguage(): Language | null {
  if (!languagePending) return null;
  languagePending = false;
  return getStoredUser()?.language ?? null;
}

/**
 * Spec §4, in this order: store role, company and user, mark the device as logged in, exchange the
 * refresh token for an access token, store the token. If the exchange fails nothing half-done is left.
 */
export async function startSession(response: LoginResponse): Promise<void> {
  writeItem(STORAGE_KEYS.role, response.role);
  writeItem(STORAGE_KEYS.company, response.company);
  writeItem(STORAGE_KEYS.user, normaliseUser(response.user));
  writeItem(STORAGE_KEYS.loggedDevice, true);
  // While the exchange travels, the first page's data can travel too, with the login's own access token
  // (held in memory, never stored: logged in still means the exchanged token is stored).
  if (response.access) {
    setProvisionalAccess(response.access);
    earlyData?.answered({ role: response.role, user: getStoredUser() });
  }
  try {
    const token = await exchangeRefreshToken(response.refresh);
    writeItem(STORAGE_KEYS.token, { access: token.access, refresh: token.refresh });
  } catch (error) {
    clearSessionKeys();
    earlyData?.failed();
    throw error;
  } finally {
    setProvisionalAccess(null);
  }
  languagePending = true;
  syncSession();
}

/** Who asks for the first page's data during the token exchange (the app's query cache; main.tsx sets it). */
export interface EarlyData {
  /** The login was answered: the session's role and user, stored already. */
  answered(session: { role: Role; user: User | null }): void;
  /** The exchange failed: nothing read for that session may stay. */
  failed(): void;
}
let earlyData: EarlyData | null = null;
export function setEarlyData(handler: EarlyData | null): void {
  earlyData = handler;
}

function clearSessionKeys(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.role, STORAGE_KEYS.company, STORAGE_KEYS.user, STORAGE_KEYS.bootSnapshot]) removeItem(key);
}

/** Purge: forget the session and go to /auth, replacing history. */
export function purgeSession(): void {
  clearSessionKeys();
  languagePending = false;
  syncSession();
  goTo(AUTH_PATH, { replace: true });
}

/** Logout: tell the server (best effort, never waited on), then purge. */
export function logout(): void {
  const refresh = getToken()?.refresh;
  if (refresh) {
    apiFetch('/user/v1/logout/', { method: 'POST', body: { refresh }, retryOn401: false }).catch((error: unknown) => {
      console.warn('logout: server not told', error);
    });
  }
  purgeSession();
}

setSessionExpiredHandler(purgeSession);
