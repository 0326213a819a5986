import { useSyncExternalStore } from 'react';
import { LOOKS, type Look } from '../app/palettes';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

/** The display look (issue 16), kept on the device: the standard one unless high contrast was chosen. */
export function getLook(): Look {
  const stored = readItem<string>(STORAGE_KEYS.look);
  return (LOOKS as readonly (string | null)[]).includes(stored) ? (stored as Look) : 'standard';
}

const listeners = new Set<() => void>();

export function setLook(look: Look): void {
  writeItem(STORAGE_KEYS.look, look);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may change it too.
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.look && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLook(): Look {
  return useSyncExternalStore(subscribe, getLook);
}
