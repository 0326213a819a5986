/**
 * The service worker's runtime caches (vite.config.ts) and what the page itself puts in them.
 *
 * A first visit loads its files before the service worker exists: the worker precaches the shell and the
 * operator's pages, but the page's language, its fonts and any other page opened before the worker took
 * over would be missing offline. Once the worker is ready, the page copies what it has loaded into the
 * worker's caches; the copies come from the browser's HTTP cache (hashed files are cached for a year), so
 * this costs no download.
 */
export const ASSET_CACHE = 'coldroom-assets';
export const FONT_CACHE = 'coldroom-fonts';
export const I18N_CACHE = 'coldroom-i18n';

const ASSET = /^\/assets\/[^/]+\.(js|css|wasm)$/;
const FONT = /^\/assets\/[^/]+\.woff2$/;
const TRANSLATION = /^\/assets\/i18n\/[a-z]+\.json$/;

/** Which runtime cache a same-origin path belongs in, or null for anything else. */
export function cacheFor(path: string): string | null {
  if (TRANSLATION.test(path)) return I18N_CACHE;
  if (ASSET.test(path)) return ASSET_CACHE;
  if (FONT.test(path)) return FONT_CACHE;
  return null;
}

/**
 * Copies the files this page has loaded into the worker's caches; failures only mean less offline.
 * `pause` runs before each file: main.tsx waits for an idle moment there, so that on a slow phone the
 * copying (about 80 files, a second of its main thread) never delays a page being drawn (issue 25).
 */
export async function keepLoadedFilesForOffline(pause: () => Promise<void> = () => Promise.resolve()): Promise<number> {
  if (typeof caches === 'undefined' || typeof performance === 'undefined') return 0;
  let kept = 0;
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (url.origin !== location.origin) continue;
    const name = cacheFor(url.pathname);
    if (!name) continue;
    try {
      await pause();
      const cache = await caches.open(name);
      if (await cache.match(url.pathname)) continue;
      await cache.add(url.pathname);
      kept += 1;
    } catch {
      // Full storage or a file gone with a new release: it is fetched again when next used online.
    }
  }
  return kept;
}
