import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// End-to-end tests run the production build (server bundle + web build) on a fresh embedded database
// with demo data. Workers re-read this file, so the port and data folder are fixed once in the
// environment by the main process and inherited.
process.env.E2E_PORT ??= '18437';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'coldroom-e2e-'));
const port = Number(process.env.E2E_PORT);
// The server's log, where one-time codes show with SMS_PROVIDER=outbox (e2e/support/server-log.ts reads it).
const serverLog = join(process.env.E2E_DATA_DIR, 'server.log');
const baseURL = `http://127.0.0.1:${port}`;
// The sensor makers' clouds' stand-in (apps/server/test/sensor-vendors-stand-in-main.ts): vendors on this
// port, its control (the test adds a sensor's feeds) on the next.
process.env.E2E_VENDOR_PORT ??= String(port + 1);
const vendorPort = Number(process.env.E2E_VENDOR_PORT);

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A trace records every action's screenshots and DOM: it made each test 40–60 % slower (a login 3.3 s →
    // 5.5 s here). Recorded when a failed test is tried again (CI tries once more); locally run
    // `npx playwright test --trace on` to get one.
    trace: 'on-first-retry',
    // A click or a page load that cannot happen fails within 30 s, not at the end of a sweep's long test
    // time-out (a link missing from the menu once held a navigation round for its whole 10 minutes).
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The service worker (precaching the shell on a first visit, in every new browser context) only matters
    // to the specs about offline use and delivery, which allow it (test.use); elsewhere it only costs time.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    // A phone's layout (360 CSS px, touch, mobile) drawn at one device pixel per CSS pixel: the Pixel 5's
    // 2.75 made Chromium's software rasteriser paint 7.6 times the pixels for the same layout, sizes and
    // taps (docs/testing.md). Screenshots come out 360 pixels wide.
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 } },
  ],
  webServer: [
    {
      command: 'npx tsx ../server/test/sensor-vendors-stand-in-main.ts',
      url: `http://127.0.0.1:${vendorPort + 1}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      env: { E2E_VENDOR_PORT: String(vendorPort) },
    },
    {
      // CI runs the production bundle. While developing, E2E_FROM_SOURCE=1 runs the server from source and
      // E2E_WEB_DIST points at a web build of one's own, so parallel work does not share build folders.
      command: `${process.env.E2E_FROM_SOURCE ? 'npx tsx ../server/src/main.ts' : 'node ../server/dist/main.js'} > ${JSON.stringify(serverLog)} 2>&1`,
      url: `${baseURL}/api/user/version/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        DEMO_DATA: 'true',
        APP_PUBLIC_URL: baseURL,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        UBIBOT_BASE_URL: `http://127.0.0.1:${vendorPort}/ubibot`,
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
