/** Spec §2: later network changes are only logged; they have no user-facing effect. */
export function watchNetwork(log: (message: string) => void = console.info): () => void {
  const online = () => log('network: online');
  const offline = () => log('network: offline');
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
