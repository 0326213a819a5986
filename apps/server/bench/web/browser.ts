import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import type { Site } from './site';

/** The phone: slow 3G (400 ms round trip, 400 kbit/s each way), CPU slowed 4×, 360 px wide. */
export const PROFILE = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4, width: 360, height: 740 } as const;
export const OPERATOR = { type: 'Operator', username: '+2348030000002', password: 'Coldroom-demo1', firstName: 'Emeka' } as const;
const STEP_TIMEOUT_MS = 120_000;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim();
}

/** Throttles one page through the DevTools protocol (each page is a target of its own). */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const bytesPerSecond = (PROFILE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
}

export interface VisitFigures {
  /** ms from starting the navigation to a login form that takes input. */
  loginUsableMs: number;
  loginBytes: number;
  loginRequests: number;
  /** Everything the first visit downloaded, the service worker's precaching included. */
  firstVisitBytes: number;
  firstVisitRequests: number;
  /** ms from tapping Log in to the operator's main page with its produce. */
  mainPageMs: number;
  /** A second visit with the service worker warm: ms to a usable login form. */
  repeatLoginUsableMs: number;
  /** The same, logged in: ms to the main page with its produce. */
  repeatMainPageMs: number;
}

/**
 * Runs in every page before the app: notes the moment (ms since the navigation started, the page's own
 * clock) the login form can take input, and the moment the operator's main page shows its greeting and
 * produce. Watching from inside the page avoids counting the harness's own polling, which the 4× slower
 * CPU makes coarse.
 */
const MILESTONES = `(() => {
  const marks = (window.__coldroomMarks = {});
  const check = () => {
    const login = [...document.querySelectorAll('button[type="submit"]')].some((b) => b.textContent.trim() === 'Log in' && !b.disabled);
    if (login && document.querySelector('input[type="password"]') && marks.login === undefined) marks.login = performance.now();
    const greeting = [...document.querySelectorAll('h1')].some((h) => h.textContent.startsWith('Hello,'));
    if (greeting && document.querySelector('a[href^="/produce-details"]') && marks.main === undefined) marks.main = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

async function loginFormUsable(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Log in' });
  await button.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Phone number or email').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

async function mainPageReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: `Hello, ${OPERATOR.firstName}!` }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.locator('a[href^="/produce-details"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** The page's milestone (ms since its navigation started), once the harness has seen it too. */
async function mark(page: Page, name: 'login' | 'main'): Promise<number> {
  const value = await page.evaluate((key) => (globalThis as unknown as { __coldroomMarks?: Record<string, number> }).__coldroomMarks?.[key], name);
  if (typeof value !== 'number') throw new Error(`the page recorded no "${name}" milestone`);
  return value;
}

/** Waits until nothing crossed the proxy for `quietMs` (the service worker's precaching done), at most 3 minutes. */
async function waitForQuiet(site: Site, quietMs: number): Promise<void> {
  const deadline = performance.now() + 180_000;
  while (performance.now() < deadline) {
    const last = site.transfers.at(-1)?.at ?? 0;
    if (performance.now() - last >= quietMs) return;
    await sleep(250);
  }
}

/** One run in a fresh browser profile: first visit, service worker precaching, log in, repeat visits. */
export async function visitRun(site: Site): Promise<VisitFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'coldroom-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: BROWSER_ARGS,
    viewport: { width: PROFILE.width, height: PROFILE.height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    await context.addInitScript({ content: MILESTONES });
    const page = context.pages()[0] ?? (await context.newPage());
    await throttle(context, page);

    const start = performance.now();
    await page.goto(`${site.baseUrl}/auth`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await loginFormUsable(page);
    const loginUsableMs = await mark(page, 'login');
    // The proxy's clock is this process's: the navigation started at `start`, give or take a millisecond.
    const beforeUsable = site.traffic(start, start + loginUsableMs);

    // The first visit in full: the service worker installs and precaches in the background.
    await page.evaluate(async () => {
      const { navigator } = globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } };
      await navigator.serviceWorker.ready;
    });
    await waitForQuiet(site, 3000);
    const firstVisit = site.traffic(start);

    // A repeat visit, logged out, the service worker warm.
    const second = await context.newPage();
    await throttle(context, second);
    await second.goto(`${site.baseUrl}/auth`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await loginFormUsable(second);
    const repeatLoginUsableMs = await mark(second, 'login');

    // Log in as the operator would.
    await second.getByText(OPERATOR.type, { exact: true }).click();
    await second.getByLabel('Phone number or email').fill(OPERATOR.username);
    await second.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    const tap = await second.evaluate(() => performance.now());
    await second.getByRole('button', { name: 'Log in' }).click();
    await mainPageReady(second);
    const mainPageMs = (await mark(second, 'main')) - tap;
    await waitForQuiet(site, 2000);

    // The app opened again, logged in.
    const third = await context.newPage();
    await throttle(context, third);
    await third.goto(`${site.baseUrl}/`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await mainPageReady(third);
    const repeatMainPageMs = await mark(third, 'main');

    return {
      loginUsableMs,
      loginBytes: beforeUsable.bytes,
      loginRequests: beforeUsable.requests,
      firstVisitBytes: firstVisit.bytes,
      firstVisitRequests: firstVisit.requests,
      mainPageMs,
      repeatLoginUsableMs,
      repeatMainPageMs,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A score from 0 to 100, or why Lighthouse gave none (its runtime error code). */
export type LighthouseScore = number | string;

export interface LighthouseScores {
  auth: LighthouseScore;
  main: LighthouseScore;
  /**
   * Lighthouse's measure of the host's CPU speed (its `benchmarkIndex`, higher is faster). Chromium slows
   * the CPU 4× relative to the host, so every CPU-bound figure moves with it: on this shared machine the
   * same build measured three times slower on one day than on another.
   */
  hostBenchmarkIndex: number;
}

/** Lighthouse's mobile performance score (its own simulated slow 4G and 4× CPU) on /auth and the main page. */
export async function lighthouseScores(site: Site, port: number): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const profile = mkdtempSync(join(tmpdir(), 'coldroom-bench-lighthouse-'));
  // A persistent context is the browser's default one, the one Lighthouse opens its tabs in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...BROWSER_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance'] };
    const score = (result: Awaited<ReturnType<typeof lighthouse>>): LighthouseScore => {
      const value = result?.lhr.categories.performance?.score;
      if (result?.lhr.runtimeError || typeof value !== 'number') return `error ${result?.lhr.runtimeError?.code ?? 'no score'}`;
      return Math.round(value * 100);
    };
    const authResult = await lighthouse(`${site.baseUrl}/auth`, flags);
    const auth = score(authResult);
    const hostBenchmarkIndex = authResult?.lhr.environment.benchmarkIndex ?? NaN;
    // Logged in for the main page: the session lives in the browser's storage, which Lighthouse then keeps.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${site.baseUrl}/auth`);
    await page.getByText(OPERATOR.type, { exact: true }).click();
    await page.getByLabel('Phone number or email').fill(OPERATOR.username);
    await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await mainPageReady(page);
    const main = score(await lighthouse(`${site.baseUrl}/`, { ...flags, disableStorageReset: true }));
    return { auth, main, hostBenchmarkIndex };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
