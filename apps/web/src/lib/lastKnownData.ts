import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * The last-known data (issue 13): the answers the app last read from the server, kept on the device
 * (IndexedDB) so the pages an operator or farmer has opened still show, with their age, when the network
 * is gone. Kept per user, for as long as an operation made offline is accepted (domain rules §10:
 * 7 days), and removed at logout and by the spec's storage wipe.
 *
 * Saved answers are read back only once the app finds itself offline, and only where the app holds
 * nothing newer: online, every page shows what the server says now, and no form starts from an old copy.
 */
export const LAST_KNOWN_DATA_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Saves happen at most this often: a page that loads ten lists writes once, not ten times. */
const SAVE_INTERVAL_MS = 1000;
/** At most this many answers per user, the newest kept (a few hundred kB of JSON at worst). */
export const LAST_KNOWN_MAX_ANSWERS = 150;
/** Raise when the app starts reading the API's answers differently: data saved under another value is not read back. */
const FORMAT = 1;

/**
 * What is worth having offline: the operator's and farmer's working data. Not kept: surveys, accounts,
 * staff, analyses and previews (forms and one-off answers that must come from the server as it is now).
 */
const KEPT_KINDS = new Set(['produce', 'farmers', 'cooling-units', 'crates', 'movements', 'balance', 'locations', 'operators', 'notifications', 'company', 'knowledge-content']);

interface Saved {
  format: number;
  savedAt: number;
  queries: DehydratedState['queries'];
}

let database: UseStore | null = null;
function store(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  database ??= createStore('coldroom-last-known', 'queries');
  return database;
}

const keyOf = (userKey: string) => `queries:${userKey}`;

/** Which answers are kept: successful reads of the kinds above (failures and what is loading are not data). */
export function keepsQuery(query: Query): boolean {
  const [kind, part] = query.queryKey;
  return (
    query.state.status === 'success' &&
    query.state.data !== undefined &&
    typeof kind === 'string' &&
    KEPT_KINDS.has(kind) &&
    part !== 'price-preview' &&
    query.meta?.lastKnown !== false
  );
}

async function readSaved(user: string): Promise<Saved | null> {
  const db = store();
  if (!db) return null;
  const saved = await get<Saved>(keyOf(user), db).catch(() => undefined);
  return saved && saved.format === FORMAT ? saved : null;
}

const fresh = (query: DehydratedState['queries'][number], now: number) => now - query.state.dataUpdatedAt <= LAST_KNOWN_DATA_MAX_AGE_MS;

/**
 * Keeps the client's answers on the device for the user `currentUser` names at each save (nothing is
 * written while nobody is logged in). An answer no longer in memory (its page was left long ago) stays
 * saved until it is 7 days old. Returns a function that stops saving and writes what waits; its promise
 * settles once every save asked for so far is written.
 */
export function keepLastKnownData(client: QueryClient, currentUser: () => string | null): () => Promise<void> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saving: Promise<void> = Promise.resolve();

  const save = async () => {
    timer = null;
    const user = currentUser();
    const db = store();
    if (user === null || !db) return;
    const now = Date.now();
    const byHash = new Map<string, DehydratedState['queries'][number]>();
    for (const query of (await readSaved(user))?.queries ?? []) if (fresh(query, now)) byHash.set(query.queryHash, query);
    for (const query of dehydrate(client, { shouldDehydrateQuery: keepsQuery }).queries) {
      const before = byHash.get(query.queryHash);
      if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
    }
    const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, LAST_KNOWN_MAX_ANSWERS);
    // A save that waited past a logout (or a change of user) is dropped, not written back.
    if (currentUser() !== user) return;
    await set(keyOf(user), { format: FORMAT, savedAt: now, queries } satisfies Saved, db).catch(() => undefined);
  };
  const saveNow = () => {
    if (timer !== null) clearTimeout(timer);
    saving = saving.then(save).catch(() => undefined);
  };
  const schedule = () => {
    timer ??= setTimeout(saveNow, SAVE_INTERVAL_MS);
  };

  const stopWatching = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && keepsQuery(event.query)) schedule();
  });
  // Answers read before this started (the start page's data, asked for as soon as the session exists)
  // are saved too: when the server is quick, every one of them may already be in.
  if (client.getQueryCache().getAll().some(keepsQuery)) schedule();
  // A page left (another address typed, the app closed) writes what waits at once.
  const onHidden = () => {
    if (timer !== null) saveNow();
  };
  const onVisibility = () => document.visibilityState === 'hidden' && onHidden();
  window.addEventListener('pagehide', onHidden);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopWatching();
    window.removeEventListener('pagehide', onHidden);
    document.removeEventListener('visibilitychange', onVisibility);
    onHidden();
    return saving;
  };
}

/**
 * Shows the user's saved answers where the client has nothing newer (hydrate keeps any answer read since),
 * each with the time it was read: pages say how old it is. Returns how many answers were saved.
 */
export async function restoreLastKnownData(client: QueryClient, user: string): Promise<number> {
  const saved = await readSaved(user);
  if (!saved) return 0;
  const now = Date.now();
  const queries = saved.queries.filter((query) => fresh(query, now));
  hydrate(client, { mutations: [], queries });
  return queries.length;
}

/** Removes every user's last-known data from the device (logout, the storage wipe of spec §4). */
export async function forgetLastKnownData(): Promise<void> {
  const db = store();
  if (db) await clear(db).catch(() => undefined);
}
