import { openNewVersionPopup } from '../components/popups/NewVersionPopup';
import { showToast } from '../components/toast';
import { apiFetch } from '../lib/api';
import { bootAnnouncedNetwork } from '../lib/bootLogin';
import { nativePlatform } from '../lib/nativePlatform';
import { isOnline, watchNetwork } from '../lib/network';
import { isLoggedIn, logout } from '../lib/session';
import { readItem, STORAGE_KEYS, writeItem } from '../lib/storage';

/**
 * Spec §4: fetch the backend version; when it differs from the stored one while logged in, store the
 * new one and log out. A first run (nothing stored yet) only stores it. Failures are ignored silently.
 */
export async function checkBackendVersion(): Promise<void> {
  try {
    const { version } = await apiFetch<{ version: string }>('/user/version/');
    const stored = readItem<string>(STORAGE_KEYS.backendVersion);
    if (stored === version) return;
    writeItem(STORAGE_KEYS.backendVersion, version);
    if (stored !== null && isLoggedIn()) logout();
  } catch {
    // Silently ignored (spec §8).
  }
}

export type StorePlatform = 'android' | 'ios';

/**
 * Does the store have a build the device lacks? On Android the store code is compared as a string,
 * its dots turned into zeros ('1.2.3' → '10203'), so any difference means the store has another build.
 * Elsewhere both are compared as numbers.
 */
export function storeHasNewBuild(platform: StorePlatform, storeCode: string, deviceCode: string): boolean {
  if (platform === 'android') return storeCode.replace(/\./g, '0') !== deviceCode;
  const store = Number(storeCode);
  const device = Number(deviceCode);
  return Number.isFinite(store) && Number.isFinite(device) && store > device;
}

async function deviceBuild(): Promise<string> {
  const { App } = await import('@capacitor/app');
  return (await App.getInfo()).build;
}

export interface VersionCodeDeps {
  platform?: string;
  readDeviceCode?: () => Promise<string>;
}

/** Spec §4: skipped on desktop (the web build); otherwise ask the store code of this platform. */
export async function checkVersionCode({ platform = nativePlatform(), readDeviceCode = deviceBuild }: VersionCodeDeps = {}): Promise<void> {
  if (platform !== 'android' && platform !== 'ios') return;
  try {
    const { version_code, store_url } = await apiFetch<{ version_code: string; store_url: string }>(`/storage/version-code/${platform}`);
    if (storeHasNewBuild(platform, version_code, await readDeviceCode())) openNewVersionPopup(store_url);
  } catch (error) {
    console.warn('version code: check failed', error);
  }
}

/** Spec §2: once at start, a success toast when online or a danger toast when offline. */
export function announceNetworkStatus(online: boolean = isOnline()): void {
  if (online) showToast('analytics.online', 'success');
  else showToast('analytics.offline', 'danger');
}

let started = false;

/**
 * A public storage certificate (`/c/…`, issue 28) is read by buyers and lenders who never use the app: it is
 * not the app starting, so it gets no network toast (spec §2's start toast is the app's).
 */
export const isPublicPage = (path: string = typeof location === 'undefined' ? '/' : location.pathname) => /^\/c\//.test(path);

/** Runs the start-up checks once per app run (React may mount the root twice in development). */
export function runStartup(): void {
  if (started) return;
  started = true;
  // The login form drawn before the app gives it itself (boot/login.js) while the app's code waits for the visitor.
  if (!isPublicPage() && !bootAnnouncedNetwork()) announceNetworkStatus();
  watchNetwork();
  void checkBackendVersion();
  void checkVersionCode();
}
