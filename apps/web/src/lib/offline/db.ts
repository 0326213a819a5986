import { createStore, type UseStore } from 'idb-keyval';

/**
 * One IndexedDB database for what the device keeps to send later: each user's queue under `queue:<id>` and
 * each user's reserved codes under `codes:<id>`. One value per user keeps every change one transaction
 * (idb-keyval's `update`), so two tabs cannot both take the same code or the same sequence number.
 */
let store: UseStore | null = null;

export function offlineStore(): UseStore {
  store ??= createStore('coldroom-offline', 'keyval');
  return store;
}

export const queueKey = (userId: number) => `queue:${userId}`;
export const codesKey = (userId: number) => `codes:${userId}`;
