import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { bootScript, shippedLanguages } from './build/bootScript.js';
import { AFTER_LOGIN_CHUNK, afterLoginChunks } from './build/afterLoginChunks.js';
import { laterIconsChunk } from './build/iconsChunk.js';
import { stableMantineIds } from './build/mantineUseId.js';
import { precacheShell } from './build/precache.js';
import { ASSET_CACHE, FONT_CACHE, I18N_CACHE } from './src/lib/offlineCaches.js';

const API_TARGET = process.env.COLDROOM_API_URL ?? 'http://localhost:8080';
const THEME_COLOUR = '#0b7285';
const WORKSPACE_SOURCE = /[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/;
const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };
const YEAR_SECONDS = 60 * 60 * 24 * 365;
// The server answers files with "Vary: Origin, Accept-Encoding". A cached copy is the decoded file, the same
// whoever asked: without this, a copy the page stored (no Origin header) never matched a module script's
// request (which carries one), and the file was missing offline.
const IGNORE_VARY = { ignoreVary: true };
const shell = precacheShell();
const laterIcons = laterIconsChunk();
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store|void-elements|html-parse-stringify)[\\/]/;
const ROUTING = /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/;
const afterLogin = afterLoginChunks();

/** Component tests that mock a module (vi.mock): they keep a fresh module graph of their own. */
const SRC = fileURLToPath(new URL('./src', import.meta.url));
const MOCKING_TESTS = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(join(SRC, file), 'utf8').includes('vi.mock('))
  .map((file) => join('src', file));

export default defineConfig({
  plugins: [
    react(),
    stableMantineIds(),
    bootScript(shippedLanguages()),
    laterIcons.plugin,
    afterLogin.plugin,
    shell.plugin,
    // The service worker is left out of unit tests; it only matters in a real browser.
    !process.env.VITEST &&
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: false,
        includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon-180.png'],
        manifest: {
          name: 'Coldroom',
          short_name: 'Coldroom',
          description: 'Run solar cold rooms that keep farmers’ produce fresh.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_COLOUR,
          background_color: '#ffffff',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        },
        workbox: {
          // Everything is listed, then cut to the shell and the operator's pages (build/precache.ts): a first
          // visit on slow 3G must not download every page, language and font (it was 4 MB).
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
          // The QR reader's WebAssembly file (about 1.1 MB) is not precached (build/precache.ts) but listed here.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          manifestTransforms: [
            async (entries) => ({ manifest: entries.filter((entry) => shell.keep(entry.url.replace(/^\//, ''))), warnings: [] }),
          ],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          clientsClaim: true,
          runtimeCaching: [
            {
              // Scripts, styles and the QR reader's WebAssembly not precached (other pages, knowledge content): their
              // names carry a content hash, so a cached copy is always right. Kept once fetched, so a page used once
              // works offline.
              urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/assets\/[^/]+\.(js|css|wasm)$/.test(url.pathname),
              handler: 'CacheFirst',
              options: { cacheName: ASSET_CACHE, expiration: { maxEntries: 400, maxAgeSeconds: YEAR_SECONDS }, matchOptions: IGNORE_VARY },
            },
            {
              // Translations: only the user's language is ever fetched; offline it comes from here, online the
              // newest is fetched in the background.
              urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/assets\/i18n\/[a-z]+\.json$/.test(url.pathname),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: I18N_CACHE, matchOptions: IGNORE_VARY },
            },
            {
              // Fonts: one subset per script, fetched only when a page shows that script (unicode-range).
              urlPattern: ({ request }) => request.destination === 'font',
              handler: 'CacheFirst',
              options: { cacheName: FONT_CACHE, expiration: { maxEntries: 40, maxAgeSeconds: YEAR_SECONDS }, matchOptions: IGNORE_VARY },
            },
          ],
        },
      }),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    // Cheap Android phones often run an old system WebView.
    target: ['es2020', 'chrome87', 'safari14', 'firefox78'],
    sourcemap: false,
    // dist/.vite/manifest.json: the module graph the build-size test and the web benchmark read.
    manifest: true,
    rolldownOptions: {
      output: {
        // The libraries every page runs, first page included, in one file: left to itself the bundler cut
        // them into a dozen small shared chunks, and on slow 3G each file costs a round trip (400 ms, six at a
        // time over HTTP/1.1) before anything can be drawn.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: FRAMEWORK,
            },
            {
              // The router and the query cache: every page but a first visit's login form (app/loginFirst.tsx).
              name: 'routing',
              test: ROUTING,
            },
            {
              // The later pages' icons in one file instead of one each (build/iconsChunk.ts). Only the icons:
              // the helper that draws them is the first page's too and stays there.
              name: 'icons',
              test: laterIcons.test,
              includeDependenciesRecursively: false,
            },
            // The shell's and the main page's own modules in one file, not thirty (build/afterLoginChunks.ts).
            { name: AFTER_LOGIN_CHUNK, test: afterLogin.test, includeDependenciesRecursively: false },
          ],
        },
      },
      // The shared contract builds its zod schemas at module level, and the domain package holds the crop
      // catalogue. Telling the bundler those modules have no side effects and `z` calls are pure lets what
      // a page does not use (zod, the catalogue) drop out of its download; pages that use them still get them.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => (WORKSPACE_SOURCE.test(id) ? false : undefined),
      },
    },
  },
  test: {
    // Two test files at a time, also on a 2-core machine (vitest's default there is one): 454 s → 314 s
    // measured on 2 cores. Waits are bounds, not time limits: 10 s for findBy…/waitFor (src/test/setup.ts)
    // inside a 30 s test, so a busy machine slows the tests down without failing them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    css: false,
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        // Test files share their worker's jsdom and loaded modules instead of building both anew per file:
        // the environment and the setup were half of the step's time (345 s → 70 s on 2 cores).
        // src/test/setup.ts resets after each test what a test leaves behind (DOM, storage, cookies, toasts,
        // timers, mocks, globals).
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKING_TESTS, isolate: false },
      },
      {
        // A file that replaces a module (vi.mock) would replace it for the files after it in a shared
        // worker: those run isolated, as every file did before.
        extends: true,
        test: { name: 'isolated', include: MOCKING_TESTS.length ? MOCKING_TESTS : ['no-such-file'], isolate: true },
      },
    ],
  },
});
