/**
 * "The queue changed": the header's count and the sync screen read the queue again. Other tabs of the app
 * are told through a BroadcastChannel where the browser has one, so their counts do not go stale.
 */
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('coldroom-offline') : null;
  channel?.addEventListener('message', () => tell());
  return channel;
}

function tell(): void {
  for (const listener of listeners) listener();
}

export function onQueueChange(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueChanged(): void {
  tell();
  try {
    openChannel()?.postMessage('changed');
  } catch {
    // A closed channel only means other tabs refresh later.
  }
}
