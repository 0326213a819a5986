import { useSyncExternalStore } from 'react';
import { getSyncSnapshot, subscribeSync, type SyncSnapshot } from './controller';

/** The header's and sync screen's view of the queue: online or not, how many wait, how many were refused. */
export function useSyncStatus(): SyncSnapshot {
  return useSyncExternalStore(subscribeSync, getSyncSnapshot);
}
