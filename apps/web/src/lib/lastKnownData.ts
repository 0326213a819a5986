import type { Query } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The last-known data: the answers the app last read from the server, kept on the device (IndexedDB) so
 * the pages an operator or farmer has opened still show, with their age, when the network is gone
 * (issue 13). Kept per user, for as long as an operation made offline is accepted (domain rules §10:
 * 7 days), and removed at logout and by the spec's storage wipe.
 */
export const LAST_KNOWN_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Saves happen at most this often: a page that loads ten lists writes the cache once, not ten times. */
const SAVE_INTERVAL_MS = 1000;

let database: UseStore | null = null;
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  database ??= createStore('coldroom-last-known', 'queries');
  return database;
}

const keyOf = (userKey: string) => `queries:${userKey}`;

/**
 * A persister for the query cache under the current user's key (`currentUser` is asked at each save:
 * nothing is written while nobody is logged in). Writes are throttled; the newest state always wins.
 */
export function lastKnownDataPersister(currentUser: () => string | null): Persister {
  let pending: { user: string; client: PersistedClient } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    timer = null;
    const next = pending;
    pending = null;
    const db = store();
    // A save that waited past a logout (or a change of user) is dropped, not written back.
    if (next && db && currentUser() === next.user) await set(keyOf(next.user), next.client, db).catch(() => undefined);
  };
  // A page left (another address typed, the app closed) writes what waits at once.
  if (typeof window !== 'undefined') {
    const now = () => {
      if (timer === null) return;
      clearTimeout(timer);
      void flush();
    };
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && now());
  }
  return {
    persistClient: (client) => {
      const user = currentUser();
      if (user === null) return;
      pending = { user, client };
      timer ??= setTimeout(() => void flush(), SAVE_INTERVAL_MS);
    },
    restoreClient: async () => {
      const user = currentUser();
      const db = store();
      if (user === null || !db) return undefined;
      return get<PersistedClient>(keyOf(user), db).catch(() => undefined);
    },
    removeClient: async () => {
      const user = currentUser();
      const db = store();
      if (user !== null && db) await del(keyOf(user), db).catch(() => undefined);
    },
  };
}

/** Which answers are kept: successful reads only (failures, and what is still loading, are not data). */
export function keepsQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.lastKnown !== false;
}

/** Removes every user's last-known data from the device (logout, the storage wipe of spec §4). */
export async function forgetLastKnownData(): Promise<void> {
  const db = store();
  if (db) await clear(db).catch(() => undefined);
}
