import { getStoredUser, subscribeSession } from '../session';
import { MAX_DELAY_MS } from './backoff';
import { onQueueChange } from './events';
import type { Send } from './http';
import { syncRound, unsentCounts, type RoundReport } from './sync';

/**
 * Runs the sync for the logged-in user: at start, when the network comes back, when the backoff's wait
 * is over, and when asked ("Sync now"). One round at a time in this tab, and across tabs where the browser
 * has Web Locks. Also keeps the figures the header and the sync screen show.
 */
export interface SyncSnapshot {
  online: boolean;
  /** Waiting or blocked operations of the logged-in user (sending included). */
  waiting: number;
  refused: number;
  syncing: boolean;
  /** A send was answered 401: the operator must log in again (as the same user) for the queue to go. */
  sessionOver: boolean;
  progress: { done: number; total: number } | null;
  /** When the next automatic try is due (ms since epoch), after a network failure. */
  retryAt: number | null;
}

const INITIAL: SyncSnapshot = { online: true, waiting: 0, refused: 0, syncing: false, sessionOver: false, progress: null, retryAt: null };
let snapshot: SyncSnapshot = { ...INITIAL, online: typeof navigator === 'undefined' || navigator.onLine !== false };
const listeners = new Set<() => void>();

const sameProgress = (a: SyncSnapshot['progress'], b: SyncSnapshot['progress']) => a === b || (a !== null && b !== null && a.done === b.done && a.total === b.total);

/**
 * Only a real change is announced: the header's sync button reads this store (`useSyncExternalStore`), and
 * each announcement draws it again at once, in its own blocking task (issue 25's trace of the daily open: six
 * at start, most of them changing nothing).
 */
function setSnapshot(change: Partial<SyncSnapshot>): void {
  const keys = Object.keys(change) as (keyof SyncSnapshot)[];
  if (keys.every((key) => (key === 'progress' ? sameProgress(snapshot.progress, change.progress ?? null) : snapshot[key] === change[key]))) return;
  snapshot = { ...snapshot, ...change };
  for (const listener of listeners) listener();
}

export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSyncSnapshot = (): SyncSnapshot => snapshot;

/** Reads the logged-in user's counts again (none when logged out: another user's queue is never counted). */
export async function refreshCounts(): Promise<void> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) {
    setSnapshot({ waiting: 0, refused: 0 });
    return;
  }
  try {
    const counts = await unsentCounts(userId);
    if (getStoredUser()?.id === userId) setSnapshot(counts);
  } catch (error) {
    // No IndexedDB here (an old WebView, private mode): there is no queue to count.
    console.warn('offline sync: queue not readable', error);
  }
}

let options: { send?: Send; now?: () => number; random?: () => number } = {};
let running: Promise<RoundReport | null> | null = null;
let following: Promise<RoundReport | null> | null = null;
let followForce = false;
let timer: ReturnType<typeof setTimeout> | null = null;

function schedule(at: number | undefined): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (at === undefined) return;
  const now = (options.now ?? Date.now)();
  timer = setTimeout(() => void syncNow({ force: false }), Math.min(Math.max(at - now, 0), MAX_DELAY_MS));
}

async function round(force: boolean): Promise<RoundReport | null> {
  const userId = getStoredUser()?.id;
  if (userId === undefined) return null;
  setSnapshot({ syncing: true, progress: null });
  try {
    const report = await syncRound(userId, { ...options, force, onProgress: (done, total) => setSnapshot({ progress: { done, total } }) });
    const change: Partial<SyncSnapshot> = { sessionOver: report.result === 'session_over', retryAt: report.retryAt ?? null };
    if (report.result === 'done' && report.reached) change.online = true;
    if (report.result === 'offline') change.online = false;
    setSnapshot(change);
    schedule(report.retryAt);
    return report;
  } catch (error) {
    // IndexedDB refused (private mode, full disk): the queue stays as it is; the next trigger tries again.
    console.error('offline sync: round failed', error);
    return null;
  } finally {
    setSnapshot({ syncing: false, progress: null });
    await refreshCounts();
  }
}

/**
 * One round now. While one runs, one more follows it (answered when it ends): the running round may have
 * passed over what the caller just changed (an operation retried or re-keyed from the sync screen). Asked
 * again meanwhile, the same follow-up is answered. `force` skips backoff's wait (default true).
 */
export function syncNow({ force = true }: { force?: boolean } = {}): Promise<RoundReport | null> {
  if (running) {
    followForce ||= force;
    following ??= running.then(() => {
      following = null;
      const again = followForce;
      followForce = false;
      return syncNow({ force: again });
    });
    return following;
  }
  running = withLock(() => round(force)).finally(() => {
    running = null;
  });
  return running;
}

function withLock(run: () => Promise<RoundReport | null>): Promise<RoundReport | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return run();
  // Another tab holding the lock is sending this same queue: this tab does not wait for it.
  return locks.request('coldroom-offline-sync', { ifAvailable: true }, (lock) => (lock ? run() : null));
}

let lastUserId: number | undefined;

/**
 * The app found the server again, or lost it (lib/connectivity.ts: requests that fail, the 20 s check).
 * A phone can show a signal and carry nothing, or get the network back without an `online` event.
 */
export function networkChanged(online: boolean): void {
  setSnapshot({ online });
  if (online) void syncNow();
}

/** Starts the triggers; answers a stop function. `overrides` are for tests (fake fetch boundary, clock). */
export function startOfflineSync(overrides: typeof options = {}): () => void {
  // No IndexedDB (a very old WebView, some private modes): nothing can be queued, so there is nothing to send.
  if (typeof indexedDB === 'undefined') return () => undefined;
  options = overrides;
  lastUserId = getStoredUser()?.id;
  const online = () => networkChanged(true);
  const offline = () => networkChanged(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  const stopQueue = onQueueChange(() => void refreshCounts());
  // Logging in again as the same user sends the queue; a new user starts with their own (often empty) one.
  const stopSession = subscribeSession(() => {
    const userId = getStoredUser()?.id;
    if (userId === lastUserId) return;
    lastUserId = userId;
    void refreshCounts();
    if (userId === undefined) return;
    setSnapshot({ sessionOver: false });
    void syncNow();
  });
  void refreshCounts();
  void syncNow();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    stopQueue();
    stopSession();
    schedule(undefined);
    options = {};
  };
}
