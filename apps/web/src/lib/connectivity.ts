import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiFetch, onServerReached } from './api';

/** How often the app asks the server whether it is back, while its requests fail. */
export const RECHECK_MS = 20_000;

/**
 * Keeps the query cache's idea of "online" true to what the app can reach, not only to what the browser
 * says: a request that cannot reach the server makes the app offline (pages show their last-known data
 * and wait instead of failing again and again), and it is online again at the first request that gets
 * through, at the browser's `online` event, or when a check every 20 s reaches the server.
 */
export function watchConnectivity(): () => void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  let timer: ReturnType<typeof setInterval> | null = null;
  const stopChecking = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const stopHearing = onServerReached((reached) => {
    if (reached) {
      stopChecking();
      if (!onlineManager.isOnline()) onlineManager.setOnline(true);
      return;
    }
    if (onlineManager.isOnline()) onlineManager.setOnline(false);
    timer ??= setInterval(() => void apiFetch('/user/version/').catch(() => undefined), RECHECK_MS);
  });
  return () => {
    stopChecking();
    stopHearing();
  };
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the app can reach the server now (see watchConnectivity), as React state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
