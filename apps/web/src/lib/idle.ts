/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`); where there is no
 * requestIdleCallback (older WebViews, jsdom) after a short delay. Returns a function that cancels it.
 */
export function onIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, Math.min(timeoutMs, 50));
  return () => window.clearTimeout(timer);
}
