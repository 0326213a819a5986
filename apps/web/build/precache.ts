import type { Plugin, Rollup } from 'vite';

/**
 * What the service worker precaches (issue: first visit at most 800 kB in total on slow 3G).
 *
 * Precached: the app shell (index.html, the entry script and everything it imports statically, the login
 * page included, its CSS, the manifest and icons), the logged-in shell, the popups and toasts, and the pages an operator needs at the cold-room door, with everything they
 * import: main page, check-in, check-out, produce details, movements, rooms, farmers, settings,
 * notifications and the sync screen. Those work offline after one visit to the app.
 *
 * Not precached, cached when first used instead (runtime rules in vite.config.ts): every other page
 * (management, analysis, surveys, the knowledge hub and its content, one chunk per page and language),
 * translations (only the user's language is ever fetched), fonts (only the scripts the language shows).
 */
export const PRECACHED_CHUNKS = [
  'app/fullApp',
  'app/shell/ShellLayout',
  'app/Overlays',
  'features/home/pages/MainPage',
  'features/check-in/pages/CheckInPage',
  'features/check-out/pages/CheckOutPage',
  'features/produce/pages/ProduceDetailsPage',
  'features/movements/pages/MovementsPage',
  'features/cooling-units/pages/CoolingUnitsPage',
  'features/cooling-units/pages/CoolingUnitPage',
  'features/farmers/pages/FarmersPage',
  'features/farmers/pages/FarmerPage',
  'features/farmers/pages/AddFarmerPage',
  'features/settings/pages/SettingsPage',
  'features/notifications/pages/NotificationsPage',
  // What waits to be sent is looked at with no network above all (issue 13).
  'features/sync/pages/SyncPage',
] as const;
// Not the QR reader for phones without a BarcodeDetector (lib/scanner/wasmReader, its .wasm file 357 kB
// compressed): precached, it took the first visit from 734 to 1,240 kB on slow 3G for every phone, Android's
// Chrome included, which reads QR codes itself. Staff phones that need it fetch it in the background once
// the service worker is ready (lib/scanner/detector.ts, warmQrReader), and it is kept when first used.

/** Files outside the bundle that belong to the shell. */
const SHELL_FILES = [/^index\.html$/, /^manifest\.webmanifest$/, /^icons\/icon-192\.png$/, /^icons\/icon\.svg$/];


/**
 * A Vite plugin that works out, from the finished bundle, which files the shell and the precached pages
 * need, and a filter for the service worker's precache manifest that keeps just those.
 */
export function precacheShell(): { plugin: Plugin; keep: (url: string) => boolean; files: () => ReadonlySet<string> } {
  const needed = new Set<string>();
  const plugin: Plugin = {
    name: 'coldroom-precache-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      needed.clear();
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const add = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        const chunk = byName.get(fileName);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) needed.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) needed.add(asset);
        for (const imported of chunk.imports) add(imported);
      };
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId?.replace(/\\/g, '/').replace(/\.tsx?$/, '') ?? '';
        if (chunk.isEntry || PRECACHED_CHUNKS.some((page) => id.endsWith(`/src/${page}`))) add(chunk.fileName);
      }
      const missing = PRECACHED_CHUNKS.filter((page) => !chunks.some((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').includes(`/src/${page}.`)));
      if (missing.length) this.error(`precache: no chunk for ${missing.join(', ')} (renamed? update build/precache.ts)`);
    },
  };
  return {
    plugin,
    keep: (url) => needed.has(url) || SHELL_FILES.some((pattern) => pattern.test(url)),
    files: () => needed,
  };
}
