import { expect, test, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../src/app/routeTable';
import { runAxe } from './support/axe';
import { DEMO, logIn, type DemoUser } from './support/login';

// Issue 16: axe-core on every distinct page of the route table (spec §2), for each role and for a
// logged-out visitor, at the project's 360 px phone size, and on a laptop (below). Any serious or critical
// violation of a WCAG 2.0/2.1/2.2 A or AA rule fails the test, naming the route, the rule and a few of the
// elements. Three landmark rules that axe counts as best practice (one main landmark, unique landmark
// names) fail too, whatever their impact.
//
// What is checked where (docs/testing.md, "axe"): each page once per role that sees it, in English at
// 360 px. The help and information pages (knowledge hub topics, model, tutorials, legal pages, FAQ) show
// the same content to everyone: the visitor checks them all, and each role checks the hub as the sample of
// its shell around them (the shell itself is on every page of the role). Hindi, a sample per role: the
// pages a person types in (check-in, check-out, a new farmer, settings, the surveys), the main page, and
// for the visitor the login form, the hub, a topic and the FAQ. Hindi changes the words and the `lang` of
// the page, not the markup: that every label has its words in every language is the translation-key
// test's job (src/lib/i18nKeys.test.ts). At 1280 px: the service provider (who sees the most pages) on the
// pages whose layout widens (LAPTOP_PAGES), the operator on its working pages.
//
// Speed: logged in once per test; routes open one after another inside the running app, as its links do
// (a visitor's first-visit login page by a full load, last), and a route that lands where an earlier one
// landed (a guard's redirect, the login invitation) is checked once.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LANDMARK_RULES = ['landmark-one-main', 'landmark-unique', 'landmark-no-duplicate-main'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const LANGUAGES = ['en', 'hi'] as const;
const VISITORS: { name: string; user: DemoUser | null }[] = [
  { name: 'logged-out visitor', user: null },
  { name: 'operator', user: DEMO.operator },
  { name: 'service provider', user: DEMO.serviceProvider },
  { name: 'farmer', user: DEMO.farmer },
];

/** Pages that show one record named in the query: the first such link seen on an earlier page opens them. */
const QUERY_PAGES: Record<string, RegExp> = {
  'produce-details': /^\/produce-details\?id=\d+$/,
  'market-survey': /^\/market-survey\?check_out=\d+$/,
};

/** A path of the route table as a browser address; `:id` takes an id seen in a link on an earlier page. */
function addressOf(path: string, seenLinks: Set<string>): string {
  if (path === '*') return '/no-such-page';
  const withQuery = QUERY_PAGES[path];
  if (withQuery) return [...seenLinks].find((href) => withQuery.test(href)) ?? `/${path}`;
  if (!path.includes(':id')) return `/${path}`;
  const pattern = new RegExp(`^/${path.replace(':id', '\\d+')}$`);
  return [...seenLinks].find((href) => pattern.test(href)) ?? `/${path.replace(':id', '1')}`;
}

/** Pages whose content is the same for everyone (the hub's topics, the model, tutorials, legal pages). */
const SHARED_CONTENT = new Set([
  'table', 'cooling', 'quality', 'optimal', 'sensors', 'tips', 'response', 'model', 'slider-tutorial', 'slider-comic',
  'about', 'terms-and-conditions', 'comsol-runtime', 'end-user-licence', 'privacy-policy', 'comsol-about', 'faq', 'methodology',
]);
/** Hindi's sample (see the top of this file). */
const HINDI_STAFF = ['', 'check-in', 'check-out', 'add-farmer', 'settings', 'farmer-survey', 'market-survey'];
// Toasts and popups appear at once (the app honours the phone's "reduce motion", theme.ts): a toast
// caught half-faded would measure below its real contrast.
test.use({ reducedMotion: 'reduce' });

const HINDI_VISITOR = ['auth', 'knowledge-hub', 'table', 'faq', 'farmers'];
/**
 * The laptop's sample: the pages whose layout changes past the phone's width (grids of cards and figures,
 * tables, the dashboard, two-column forms, charts), with the side bar around them. Pages that are one
 * column of text or one short form at any width are the phone's sweep's.
 */
const LAPTOP_PAGES = [
  '', 'management', 'management/movements', 'farmers', 'farmer/:id', 'cooling-units', 'cooling-units/:id', 'add-cooling-unit',
  'locations', 'revenue-analysis', 'usage-analysis', 'impact', 'company-details', 'registered-employees', 'audit-log', 'knowledge-hub',
];

/** The routes a visitor's sweep covers: all of them for a visitor, the role's own pages for a role. */
function sweepOf(user: DemoUser | null, language: 'en' | 'hi'): string[] {
  const all = ROUTE_TABLE.map((route) => route.path);
  if (language === 'hi') return all.filter((path) => (user ? HINDI_STAFF : HINDI_VISITOR).includes(path));
  return user ? all.filter((path) => !SHARED_CONTENT.has(path)) : all;
}

const QUIET_MS = 200;

/** Opens an address inside the running app, as its own links do (a full load per route would cost twice the time). */
async function openInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, address);
}

/**
 * Waits until the page has settled: no request to the app's own server in flight for 200 ms and no
 * loader or skeleton on screen. Requests elsewhere (map tiles) are left out: there is no network here.
 */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(50);
    if (inFlight() > 0) {
      quietSince = Date.now();
      continue;
    }
    if (Date.now() - quietSince < QUIET_MS) continue;
    const loading = await page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible').count();
    if (loading === 0 && !(await toastInTransition(page))) return;
    quietSince = Date.now();
  }
}

/**
 * Whether a toast is fading in or out (the start-up's "You are online" closes after 3 s, often on a later
 * page of the sweep): half-transparent, its text measures below its real contrast.
 */
function toastInTransition(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Notification-root')].some((toast) => {
      for (let at: Element | null = toast; at && at !== document.body; at = at.parentElement) {
        if (Number(getComputedStyle(at).opacity) < 1) return true;
      }
      return false;
    }),
  );
}

const loggedIn = new WeakSet<Page>();
const counters = new WeakMap<Page, () => number>();

/** The number of requests to the app's own server in flight on this page (one counter per page). */
function requestCounter(page: Page): () => number {
  if (!counters.has(page)) counters.set(page, trackRequests(page));
  return counters.get(page)!;
}

function trackRequests(page: Page): () => number {
  const origin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  let count = 0;
  const own = (url: string) => url.startsWith(origin);
  page.on('request', (request) => own(request.url()) && count++);
  page.on('requestfinished', (request) => own(request.url()) && count--);
  page.on('requestfailed', (request) => own(request.url()) && count--);
  return () => count;
}

/** Logs in (or not), switches the language and runs axe on every route in turn; answers the failures. */
async function checkEveryRoute(
  page: Page,
  user: DemoUser | null,
  language: string,
  only?: string[],
  look: 'standard' | 'highContrast' = 'standard',
): Promise<{ failures: string[]; checked: string[] }> {
  const inFlight = requestCounter(page);
  // A visitor starts inside the full app (the hub): a first visit's /auth is the light login page without
  // the app's router (delivery.spec.ts), from which a route change inside the app would go nowhere. A later
  // sweep of the same test (another language or look) keeps the session and starts afresh from a full load.
  const start = user ? '/' : '/knowledge-hub';
  if (user && !loggedIn.has(page)) {
    await logIn(page, user);
    loggedIn.add(page);
  } else if (page.url() === 'about:blank') await page.goto(start);
  await page.evaluate(
    ([language, look]) => {
      localStorage.setItem('coldroom.language', JSON.stringify(language));
      localStorage.setItem('coldroom.look', JSON.stringify(look));
    },
    [language, look],
  );
  await page.goto(start);

  const seenLinks = new Set<string>();
  const checked: string[] = [];
  const failures: string[] = [];
  // The main page first: its links give real ids for the detail pages.
  // The light login page, opened by a full load, comes last: after it the app's router is gone.
  const rank = (path: string) => (path === '' ? 0 : !user && path === 'auth' ? 2 : 1);
  const routes = [...ROUTE_TABLE].sort((a, b) => rank(a.path) - rank(b.path)).filter((route) => !only || only.includes(route.path));
  for (const route of routes) {
    const address = addressOf(route.path, seenLinks);
    const firstVisit = !user && route.path === 'auth';
    if (firstVisit) await page.goto(address);
    else await openInApp(page, address);
    await settle(page, inFlight);
    const url = new URL(page.url());
    // A logged-out visitor meets the same invitation to log in on every page that needs an account (only the
    // page's name differs): it is checked once.
    const invitation = (await page.locator('[data-view="login-invitation"]').count()) > 0;
    const landed = invitation ? 'the login invitation' : `${url.pathname}${url.search}${firstVisit ? ' (first visit)' : ''}`;
    for (const href of await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) seenLinks.add(href);
    if (checked.includes(landed)) continue;
    checked.push(landed);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const results = await runAxe(page, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(LANDMARK_RULES.map((rule) => [rule, { enabled: true }])),
      resultTypes: ['violations'],
    });
    for (const violation of results.violations) {
      const fails = LANDMARK_RULES.includes(violation.id) || FAILING_IMPACTS.has(violation.impact ?? '');
      if (!fails) continue;
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ');
      failures.push(`/${route.path}${landed !== `/${route.path}` ? ` (at ${landed})` : ''}: ${violation.id} [${violation.impact}] on ${violation.nodes.length} element(s): ${targets}`);
    }
  }
  return { failures, checked };
}

function report(who: string, language: string, { failures, checked }: { failures: string[]; checked: string[] }) {
  test.info().annotations.push({ type: 'axe', description: `${checked.length} pages checked: ${checked.join(' ')}` });
  // A sweep that opened next to nothing (a broken login, a sample that names no route) proves nothing.
  expect.soft(checked.length, `pages checked as ${who} in ${language}: ${checked.join(' ')}`).toBeGreaterThanOrEqual(3);
  expect.soft(failures, `accessibility violations as ${who} in ${language}:\n${failures.join('\n')}`).toEqual([]);
}

// One test per visitor (one login): every distinct page in English, then the Hindi sample; the operator's
// test then turns on the high-contrast look for bright sun (Settings › Display) on its working pages.
for (const visitor of VISITORS) {
  test(`axe at 360 px: every distinct page in English and the Hindi sample, as ${visitor.name}`, async ({ page }) => {
    test.setTimeout(480_000);
    for (const language of LANGUAGES) {
      report(visitor.name, language, await checkEveryRoute(page, visitor.user, language, sweepOf(visitor.user, language)));
    }
    if (visitor.user !== DEMO.operator) return;
    const result = await checkEveryRoute(page, DEMO.operator, 'en', ['', 'check-in', 'check-out'], 'highContrast');
    // The look is on: its darkest grey is black.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-gray-9').trim())).toBe('#000000');
    report('operator (high contrast)', 'en', result);
  });
}

// The laptop's layout (side bar, wider grids): the service provider, who sees the most pages, on the pages
// whose layout widens, and the operator's own pages.
test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  test('axe at 1280 px: the pages whose layout widens, as service provider in English', async ({ page }) => {
    test.setTimeout(360_000);
    report('service provider', 'en', await checkEveryRoute(page, DEMO.serviceProvider, 'en', LAPTOP_PAGES));
  });
  test("axe at 1280 px: the operator's main page, check-in and check-out in English", async ({ page }) => {
    test.setTimeout(120_000);
    report('operator', 'en', await checkEveryRoute(page, DEMO.operator, 'en', ['', 'check-in', 'check-out']));
  });
});
