import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

const API_TARGET = process.env.COLDROOM_API_URL ?? 'http://localhost:8080';
const THEME_COLOUR = '#0b7285';
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
const apiProxy = { '/api': { target: API_TARGET, changeOrigin: false } };

export default defineConfig({
  plugins: [
    react(),
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
          // The app shell: every script and style (pages are small lazy chunks, the knowledge hub's content
          // one chunk per page and language), icons and the six translation files. The Noto fonts (woff2,
          // about 400 kB for all scripts) are precached too: the first visit loads them before the service
          // worker runs, so without precaching an offline reload would show Odia or Gujarati as boxes.
          globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest,woff2}'],
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//],
          runtimeCaching: [
            {
              urlPattern: ({ request }) => request.destination === 'font',
              handler: 'CacheFirst',
              options: { cacheName: 'fonts', expiration: { maxEntries: 40, maxAgeSeconds: 60 * 60 * 24 * 365 } },
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
    rolldownOptions: {
      // The shared contract builds its zod schemas at module level. Telling the bundler those modules
      // have no side effects and `z` calls are pure lets the schemas the web app does not use (and
      // zod itself) drop out of the first download; screens that validate with a schema still get it.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => (CONTRACT_SOURCE.test(id) ? false : undefined),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    clearMocks: true,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
