import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type BrowserContext, type CDPSession, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { BROWSER_ARGS, chromiumPath } from './chromium';
import { tasksAtCpuTime, type TraceEvent } from './cpuTime';
import type { Site } from './site';

/** The issue's network and screen: slow 3G (400 ms round trip, 400 kbit/s each way), 360 px wide. */
export const PROFILE = { latencyMs: 400, kbitPerSecond: 400, width: 360, height: 740 } as const;
export const DEMO_PASSWORD = 'Coldroom-demo1';
export const USERS = {
  operator: { type: 'Operator', username: '+2348030000002', firstName: 'Emeka' },
  farmer: { type: 'Farmer', username: '+2348030000003', firstName: 'Musa' },
  serviceProvider: { type: 'Service provider', username: '+2348030000001', firstName: 'Adaeze' },
} as const;
type User = (typeof USERS)[keyof typeof USERS];
const STEP_TIMEOUT_MS = 180_000;
/** A person typing their phone number and password on a first visit takes about this long. */
const TYPING_MS = 10_000;

/** Throttles one page through the DevTools protocol (each page is a target of its own). */
export async function throttle(context: BrowserContext, page: Page, cpuRate: number): Promise<void> {
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  const bytesPerSecond = (PROFILE.kbitPerSecond * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
}

export interface VisitFigures {
  /** ms from starting the navigation to a login form that takes input. */
  loginUsableMs: number;
  loginBytes: number;
  loginRequests: number;
  /** Everything the first visit downloaded, the service worker's precaching included. */
  firstVisitBytes: number;
  firstVisitRequests: number;
  /** ms from tapping Log in (after about 10 s of typing, first visit) to the operator's main page with today's figures. */
  mainPageMs: number;
  /** The same, to the first produce card (below the first screen). */
  mainProduceMs: number;
  /** The app opened again, logged in, service worker warm: ms to the main page with today's figures. */
  dailyOpenMs: number;
  /** …and its first paint (the page is in the document before the browser has styled and painted it). */
  dailyOpenPaintMs: number;
  /** A repeat visit logged out, service worker warm: ms to a usable login form. */
  repeatLoginUsableMs: number;
  /** ms from tapping Log in to the farmer's main page (their dashboard), service worker warm. */
  farmerMainMs: number;
  /** ms from tapping Log in to the service provider's dashboard, service worker warm. */
  providerMainMs: number;
  /** Interaction to Next Paint (the slowest key or tap, ms) while typing in the check-in and check-out forms. */
  inp: InpFigures;
}

export interface InpFigures {
  farmerSearch: number;
  crateCount: number;
  /** A crate's weight typed with 20 lots and 200 crates in the check-in form. */
  crateWeightFullForm: number;
  /** "All crates" tapped in a check-out of 20 lots and 200 crates (all of them then drawn as chosen). */
  allCratesFullCheckOut: number;
  /** The discount typed in a check-out with 20 lots and 200 crates chosen. */
  discountFullCheckOut: number;
}

/**
 * Runs in every page before the app: notes the moments (ms since the navigation started, the page's own
 * clock) the login form takes input, the main page shows its greeting with today's figures (the "at a
 * glance" block) and its first produce card; and keeps every interaction's Event Timing duration for INP.
 * Watching from inside the page avoids counting the harness's own polling, which the slowed CPU makes coarse.
 */
export const IN_PAGE = `(() => {
  const marks = (window.__coldroomMarks = {});
  const check = () => {
    if (marks.snapshot === undefined && document.getElementById('boot-snapshot')) marks.snapshot = performance.now();
    if (marks.login === undefined) {
      const login = [...document.querySelectorAll('button[type="submit"]')].some((b) => b.textContent.trim() === 'Log in' && !b.disabled);
      if (login && document.querySelector('input[type="password"]')) marks.login = performance.now();
    }
    if (marks.main === undefined || marks.produce === undefined) {
      const h1 = document.querySelector('h1');
      if (h1 && h1.textContent.startsWith('Hello,')) {
        if (marks.main === undefined && document.getElementById('glance-title')) marks.main = performance.now();
        if (marks.produce === undefined && document.querySelector('a[href^="/produce-details"]')) marks.produce = performance.now();
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  window.__coldroomInteractions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__coldroomInteractions.get(entry.interactionId) ?? 0;
      window.__coldroomInteractions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

type Mark = 'login' | 'main' | 'produce';

/** Each throttled page's DevTools session. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The page's milestone (ms since its navigation started), waited for (bounded). Read through the DevTools
 * protocol, not Playwright's waitForFunction: that injects Playwright's own script (a few hundred kB) into
 * the page, whose compiling on the slowed CPU held up the page being measured by up to a second.
 */
async function mark(page: Page, name: Mark): Promise<number> {
  const cdp = sessions.get(page);
  if (!cdp) throw new Error('mark() needs a page throttled by throttle()');
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: `window.__coldroomMarks && window.__coldroomMarks[${JSON.stringify(name)}]`, returnByValue: true });
    if (typeof result.value === 'number') return result.value;
    await sleep(250);
  }
  throw new Error(`the page did not reach "${name}" within ${STEP_TIMEOUT_MS / 1000} s`);
}

/** A milestone the page has reached, or undefined (no waiting). */
async function markOf(page: Page, name: string): Promise<number | undefined> {
  const { result } = await sessions.get(page)!.send('Runtime.evaluate', { expression: `window.__coldroomMarks && window.__coldroomMarks[${JSON.stringify(name)}]`, returnByValue: true });
  return typeof result.value === 'number' ? result.value : undefined;
}

/** The page's first contentful paint (ms since its navigation started), through the DevTools protocol. */
async function firstPaint(page: Page): Promise<number> {
  const { result } = await sessions.get(page)!.send('Runtime.evaluate', {
    expression: "(performance.getEntriesByName('first-contentful-paint')[0] || { startTime: NaN }).startTime",
    returnByValue: true,
  });
  return Number(result.value);
}

/** The slowest interaction since the last call (the INP of fewer than 50 interactions), then forgets them. */
async function slowestInteraction(page: Page): Promise<number> {
  // Event Timing reports an interaction once the next frame is painted: give it that frame.
  await page.evaluate(() => new Promise((resolve) => (globalThis as unknown as { requestAnimationFrame(callback: () => void): void }).requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => {
    const seen = (globalThis as unknown as { __coldroomInteractions: Map<number, number> }).__coldroomInteractions;
    const slowest = Math.max(0, ...seen.values());
    seen.clear();
    return slowest;
  });
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

async function newThrottledPage(context: BrowserContext, cpuRate: number): Promise<Page> {
  const page = await context.newPage();
  await throttle(context, page, cpuRate);
  return page;
}

/** Fills the login form; `typingMs` spreads the keys over that time, as a person types. Answers the tap's time. */
async function logIn(page: Page, user: User, typingMs = 0): Promise<number> {
  const started = Date.now();
  await page.getByText(user.type, { exact: true }).click({ timeout: STEP_TIMEOUT_MS });
  const keys = user.username.length + DEMO_PASSWORD.length;
  const delay = typingMs ? Math.floor((typingMs * 0.8) / keys) : 0;
  await page.getByLabel('Phone number or email').pressSequentially(user.username, { delay, timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Password', { exact: true }).pressSequentially(DEMO_PASSWORD, { delay, timeout: STEP_TIMEOUT_MS });
  const left = typingMs - (Date.now() - started);
  if (left > 0) await sleep(left);
  // The button is found and its place measured before the clock starts: Playwright's own search for it
  // (accessible names, hit testing) runs in the page, and on the slowed CPU it took a few hundred ms.
  // The app's form may take over from the plain one (boot/login.js) just then: the button is found again.
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  for (let attempt = 0; attempt < 5 && !box; attempt++) box = await page.getByRole('button', { name: 'Log in' }).boundingBox({ timeout: STEP_TIMEOUT_MS });
  if (!box) throw new Error('the Log in button is not on the screen');
  const tap = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return tap;
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).first().click({ timeout: STEP_TIMEOUT_MS });
  await page.getByRole('button', { name: 'Confirm' }).click({ timeout: STEP_TIMEOUT_MS });
  await page.waitForURL(/\/auth$/, { timeout: STEP_TIMEOUT_MS });
}

/**
 * Opens /auth in a new throttled page of the warm browser and logs in, typing as a person does (about 10 s,
 * as on the first visit): ms from the tap to the main page. Since the login form is drawn before the app's
 * code has run (boot/login.js), a tap within a second or two of opening would also wait for that code;
 * typing gives the app the time a person gives it.
 */
export async function mainPageAfterLogIn(context: BrowserContext, site: Site, cpuRate: number, user: User, typingMs = TYPING_MS): Promise<{ page: Page; ms: number }> {
  const page = await newThrottledPage(context, cpuRate);
  await page.goto(`${site.baseUrl}/auth`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
  await mark(page, 'login');
  const tap = await logIn(page, user, typingMs);
  return { page, ms: (await mark(page, 'main')) - tap };
}

/**
 * One run in a fresh browser profile on the calibrated phone: a first visit (the login form, then about
 * 10 s of typing, Log in, the main page), the app opened again logged in, a repeat visit logged out, the
 * farmer's and the service provider's main pages after Log in, then typing in check-in and check-out.
 */
export async function visitRun(site: Site, cpuRate: number, log: (line: string) => void = () => {}): Promise<VisitFigures> {
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
    await context.addInitScript({ content: IN_PAGE });
    const first = context.pages()[0] ?? (await context.newPage());
    await throttle(context, first, cpuRate);

    const start = performance.now();
    await first.goto(`${site.baseUrl}/auth`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const loginUsableMs = await mark(first, 'login');
    // The proxy's clock is this process's: the navigation started at `start`, give or take a millisecond.
    const beforeUsable = site.traffic(start, start + loginUsableMs);
    const tap = await logIn(first, USERS.operator, TYPING_MS);
    const mainPageMs = (await mark(first, 'main')) - tap;
    const mainProduceMs = (await mark(first, 'produce')) - tap;
    log(`web:   first visit: login form ${loginUsableMs.toFixed(0)} ms (${beforeUsable.bytes} bytes), main page ${mainPageMs.toFixed(0)} ms after Log in, first produce card ${mainProduceMs.toFixed(0)} ms`);

    // The first visit in full: the service worker installs and precaches in the background.
    await first.evaluate(async () => {
      const { navigator } = globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } };
      await navigator.serviceWorker.ready;
    });
    await waitForQuiet(site, 3000);
    const firstVisit = site.traffic(start);
    const saved = await first.evaluate(() => {
      const raw = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('coldroom.bootSnapshot');
      return raw === null ? null : { chars: raw.length, ageMs: Date.now() - (JSON.parse(raw) as { savedAt: number }).savedAt };
    });
    log(`web:   main page saved for the next open: ${saved ? `${saved.chars} characters, ${(saved.ageMs / 1000).toFixed(1)} s ago` : 'no'}`);
    await first.close();

    // The daily open: the app opened again, logged in.
    const daily = await newThrottledPage(context, cpuRate);
    await daily.goto(`${site.baseUrl}/`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const dailyOpenMs = await mark(daily, 'main');
    await mark(daily, 'produce');
    const dailyOpenPaintMs = await firstPaint(daily);
    const shown = await markOf(daily, 'snapshot');
    const visibility = await sessions.get(daily)!.send('Runtime.evaluate', { expression: 'document.visibilityState', returnByValue: true });
    log(`web:   daily open ${dailyOpenMs.toFixed(0)} ms (first paint ${dailyOpenPaintMs.toFixed(0)} ms; saved page shown: ${shown === undefined ? 'no' : `at ${shown.toFixed(0)} ms`}; page ${String(visibility.result.value)})`);
    await logOut(daily);
    await daily.close();

    // A repeat visit, logged out.
    const repeat = await newThrottledPage(context, cpuRate);
    await repeat.goto(`${site.baseUrl}/auth`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const repeatLoginUsableMs = await mark(repeat, 'login');
    await repeat.close();

    const farmer = await mainPageAfterLogIn(context, site, cpuRate, USERS.farmer);
    await logOut(farmer.page);
    await farmer.page.close();
    const provider = await mainPageAfterLogIn(context, site, cpuRate, USERS.serviceProvider);
    await logOut(provider.page);
    await provider.page.close();

    log(`web:   repeat login form ${repeatLoginUsableMs.toFixed(0)} ms, farmer's main page ${farmer.ms.toFixed(0)} ms, provider's ${provider.ms.toFixed(0)} ms after Log in`);
    const operator = await mainPageAfterLogIn(context, site, cpuRate, USERS.operator, 0);
    const inp = await typingFigures(operator.page, site.baseUrl, log);

    return {
      loginUsableMs,
      loginBytes: beforeUsable.bytes,
      loginRequests: beforeUsable.requests,
      firstVisitBytes: firstVisit.bytes,
      firstVisitRequests: firstVisit.requests,
      mainPageMs,
      mainProduceMs,
      dailyOpenMs,
      dailyOpenPaintMs,
      repeatLoginUsableMs,
      farmerMainMs: farmer.ms,
      providerMainMs: provider.ms,
      inp,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Keys typed one at a time, 150 ms apart (a quick thumb), on the calibrated phone. */
const KEY_DELAY_MS = 150;
const LOTS = 20;
const CRATES_PER_LOT = 10;

export async function choose(page: Page, label: RegExp, option: RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label }).click({ timeout: STEP_TIMEOUT_MS });
  await page.getByRole('option', { name: option }).first().click({ timeout: STEP_TIMEOUT_MS });
}

/**
 * A person's way into a field: a tap on it, then the keys. The tap counts as an interaction too: since
 * 2026-11-28 the figures include it (before, Playwright focused the field from a script, which no INP sees,
 * and a first focus that drew the whole check-in form, 1.2 s, fell outside the measure or onto the first key).
 */
export async function tapAndType(page: Page, field: Locator, text: string, log: (line: string) => void): Promise<void> {
  const handle = await field.elementHandle({ timeout: STEP_TIMEOUT_MS });
  // A tap the phone did not turn into a focus (two runs of 2026-11-29 lost one in six) is tapped again, as a
  // person would; the tap that missed is an interaction of the figure all the same.
  for (let tap = 1; ; tap += 1) {
    await tapWhenOnTop(handle);
    if (await focusedWithin(handle, 3000)) break;
    if (tap === 3) throw new Error(`three taps on the field did not focus it (${await handle.evaluate((element) => (element as unknown as { outerHTML: string }).outerHTML.slice(0, 120))})`);
    log(`web:   a tap did not focus the field; tapping it again (tap ${tap + 1})`);
  }
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  await handle.dispose();

  async function tapWhenOnTop(handle: ElementHandle): Promise<void> {
    // A list closing (the crop just chosen) may still cover the field on the slowed phone, or the page still
    // grow above it (a long crate list drawn): tap once it is on top.
    for (let attempt = 0; ; attempt += 1) {
      // In the middle of the screen, as a person scrolls to it (at an edge the phone's bar may cover it).
      if (attempt % 5 === 0) await handle.evaluate((element) => (element as unknown as { scrollIntoView(options: object): void }).scrollIntoView({ block: 'center' }));
      const box = await handle.boundingBox();
      if (box) {
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const onTop = await handle.evaluate((element, [px, py]) => {
          const top = (element.ownerDocument as unknown as { elementFromPoint(x: number, y: number): unknown }).elementFromPoint(px!, py!);
          return top === element || element.contains(top as never);
        }, [x, y]);
        if (onTop) {
          await page.touchscreen.tap(x, y);
          break;
        }
      }
      if (attempt >= 100) {
        const cover = await handle.evaluate((element) => {
          const rect = (element as unknown as { getBoundingClientRect(): { x: number; y: number; width: number; height: number } }).getBoundingClientRect();
          const top = (element.ownerDocument as unknown as { elementFromPoint(x: number, y: number): { outerHTML: string } | null }).elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
          return top ? top.outerHTML.slice(0, 200) : 'nothing';
        });
        throw new Error(`the field to type in stayed covered or off the screen for 20 s (on top: ${cover})`);
      }
      await sleep(200);
    }
  }
}

/**
 * The phone turns a tap into a focus once it has handled the touch: on the slowed CPU, with the page busy,
 * that can come after the tap's call returns (a check at once failed a run now and then).
 */
async function focusedWithin(handle: ElementHandle, ms: number): Promise<boolean> {
  for (let waited = 0; waited <= ms; waited += 100) {
    if (await handle.evaluate((element) => (element.ownerDocument as unknown as { activeElement: unknown }).activeElement === element)) return true;
    await sleep(100);
  }
  return false;
}

/** INP while tapping and typing: the farmer search and a crate count in check-in, a weight with 20 lots of 10 crates, "All crates" and a discount in a check-out of 200 crates. */
export async function typingFigures(page: Page, base: string, log: (line: string) => void = () => {}): Promise<InpFigures> {
  await page.goto(`${base}/check-in`, { timeout: STEP_TIMEOUT_MS });
  const farmerBox = page.getByRole('combobox', { name: /^Farmer/ });
  await farmerBox.waitFor({ timeout: STEP_TIMEOUT_MS });
  await slowestInteraction(page);
  await tapAndType(page, farmerBox, 'Musa', log);
  await page.getByRole('option', { name: /^Musa Abubakar/ }).waitFor({ timeout: STEP_TIMEOUT_MS });
  const farmerSearch = await slowestInteraction(page);
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click();
  await choose(page, /^Cold room/, /^Dawanau Room A/);

  // Twenty lots of ten crates each: the first lot's count typed (measured), the others filled (set-up).
  let crateCount = 0;
  for (let lot = 0; lot < LOTS; lot += 1) {
    if (lot > 0) await page.getByRole('button', { name: 'Add another crop' }).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('combobox', { name: /^Crop/ }).nth(lot).click({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('option', { name: /^Tomato$/ }).first().click({ timeout: STEP_TIMEOUT_MS });
    const count = page.getByRole('textbox', { name: 'Number of crates' }).nth(lot);
    if (lot === 0) {
      // The field holds 1: emptied first (set-up), then tapped and typed.
      await count.fill('', { timeout: STEP_TIMEOUT_MS });
      await count.blur();
      await slowestInteraction(page);
      await tapAndType(page, count, String(CRATES_PER_LOT), log);
      await page.getByRole('textbox', { name: /^Weight of crate \d/ }).nth(CRATES_PER_LOT - 1).waitFor({ timeout: STEP_TIMEOUT_MS });
      crateCount = await slowestInteraction(page);
    } else await count.fill(String(CRATES_PER_LOT), { timeout: STEP_TIMEOUT_MS });
  }
  const weight = page.getByRole('textbox', { name: /^Weight of crate \d/ }).nth(LOTS * CRATES_PER_LOT - 1);
  await weight.waitFor({ timeout: STEP_TIMEOUT_MS });
  await weight.scrollIntoViewIfNeeded();
  await slowestInteraction(page);
  await tapAndType(page, weight, '24.5', log);
  const crateWeightFullForm = await slowestInteraction(page);

  // Check-out: the demo farmer's crates in the room, the 20 lots of 10 crates the benchmark checked in
  // beforehand among them (stored), every crate chosen.
  await page.goto(`${base}/check-out`, { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('combobox', { name: /^Farmer/ }).pressSequentially('Musa', { delay: 0, timeout: STEP_TIMEOUT_MS });
  await page.getByRole('option', { name: /^Musa Abubakar/ }).click({ timeout: STEP_TIMEOUT_MS });
  await choose(page, /^Cold room/, /^Dawanau Room A/);
  const allCrates = page.getByRole('checkbox', { name: /^All crates/ });
  await allCrates.waitFor({ timeout: STEP_TIMEOUT_MS });
  await slowestInteraction(page);
  await allCrates.check({ timeout: STEP_TIMEOUT_MS });
  const allCratesFullCheckOut = await slowestInteraction(page);
  const discount = page.getByRole('textbox', { name: /^Discount/ });
  await discount.scrollIntoViewIfNeeded({ timeout: STEP_TIMEOUT_MS });
  await slowestInteraction(page);
  await tapAndType(page, discount, '150', log);
  const discountFullCheckOut = await slowestInteraction(page);
  return { farmerSearch, crateCount, crateWeightFullForm, allCratesFullCheckOut, discountFullCheckOut };
}

/** A score from 0 to 100, or why Lighthouse gave none (its runtime error code). */
export type LighthouseScore = number | string;

export interface LighthouseScores {
  auth: LighthouseScore;
  main: LighthouseScore;
  /**
   * The main page's score from the same run's artifacts with each of the page's main-thread tasks at its CPU
   * time (bench/web/cpuTime.ts), and how much longer those tasks took than their CPU time.
   */
  mainAtCpuTime: LighthouseScore;
  mainWallOverCpu: number;
  /** Lighthouse's own benchmark index of the host during its run (higher is faster). */
  hostBenchmarkIndex: number;
}

/**
 * Lighthouse's mobile performance score on /auth and the main page: its mobile preset (simulated slow 4G)
 * with the CPU slowed by the calibrated rate, the same phone as the runs above.
 */
export async function lighthouseScores(site: Site, port: number, cpuRate: number): Promise<LighthouseScores> {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const profile = mkdtempSync(join(tmpdir(), 'coldroom-bench-lighthouse-'));
  const artifacts = mkdtempSync(join(tmpdir(), 'coldroom-bench-lighthouse-artifacts-'));
  // A persistent context is the browser's default one, the one Lighthouse opens its tabs in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...BROWSER_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuRate },
    };
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
    await page.getByText(USERS.operator.type, { exact: true }).click();
    await page.getByLabel('Phone number or email').fill(USERS.operator.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: `Hello, ${USERS.operator.firstName}!` }).waitFor({ timeout: STEP_TIMEOUT_MS });
    // Its artifacts are kept, and audited again with the page's tasks at their CPU time.
    const measured = join(artifacts, 'measured');
    const atCpu = join(artifacts, 'cpu');
    const main = score(await lighthouse(`${site.baseUrl}/`, { ...flags, disableStorageReset: true, gatherMode: measured, auditMode: measured }));
    cpSync(measured, atCpu, { recursive: true });
    const tracePath = join(atCpu, 'defaultPass.trace.json');
    const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
    const rewrite = tasksAtCpuTime(trace.traceEvents);
    writeFileSync(tracePath, JSON.stringify(trace));
    const mainAtCpuTime = score(await lighthouse(undefined, { ...flags, disableStorageReset: true, auditMode: atCpu }));
    return { auth, main, hostBenchmarkIndex, mainAtCpuTime, mainWallOverCpu: rewrite.cpuMs > 0 ? rewrite.wallMs / rewrite.cpuMs : NaN };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(artifacts, { recursive: true, force: true });
  }
}
