import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../src/app/routeTable';
import { DEMO, logIn, type DemoUser } from './support/login';

// Issue 16: axe-core on every route of the route table (spec §2), for each role and for a logged-out
// visitor, in English and Hindi, at the project's 360 px phone size, and on a laptop (below). Any serious or
// critical violation of a WCAG 2.0/2.1/2.2 A or AA rule fails the test, naming the route, the rule and a
// few of the elements. Three landmark rules that axe counts as best practice (one main landmark, unique
// landmark names) fail too, whatever their impact.
//
// Speed: one page per role and language, logged in once; routes open one after another inside the running
// app, as its links do, and a route that lands where an earlier one landed (a guard's redirect, the login
// invitation) is checked once. Each route waits until the page has settled before axe runs (about 1 s of
// axe per page here; a sweep takes 2 to 3 minutes, and its limit leaves room for a slower machine).

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
    if (loading === 0) return;
    quietSince = Date.now();
  }
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
  const inFlight = trackRequests(page);
  if (user) await logIn(page, user);
  else await page.goto('/auth');
  await page.evaluate(
    ([language, look]) => {
      localStorage.setItem('coldroom.language', JSON.stringify(language));
      localStorage.setItem('coldroom.look', JSON.stringify(look));
    },
    [language, look],
  );
  await page.reload();

  const seenLinks = new Set<string>();
  const checked: string[] = [];
  const failures: string[] = [];
  // The main page first: its links give real ids for the detail pages.
  const routes = [...ROUTE_TABLE].sort((a, b) => Number(b.path === '') - Number(a.path === '')).filter((route) => !only || only.includes(route.path));
  for (const route of routes) {
    const address = addressOf(route.path, seenLinks);
    // Logged out, /auth is the light login page without the app's router (delivery.spec.ts), so a route
    // opened inside it would leave that page on screen: a visitor's page opens as a link from elsewhere does.
    if (user) await openInApp(page, address);
    else await page.goto(address);
    await settle(page, inFlight);
    const url = new URL(page.url());
    // A logged-out visitor meets the same invitation to log in on every page that needs an account (only the
    // page's name differs): it is checked once.
    const invitation = (await page.locator('[data-view="login-invitation"]').count()) > 0;
    const landed = invitation ? 'the login invitation' : url.pathname + url.search;
    for (const href of await page.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) seenLinks.add(href);
    if (checked.includes(landed)) continue;
    checked.push(landed);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: WCAG_TAGS },
        rules: Object.fromEntries(LANDMARK_RULES.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      })
      // The app has no frames: axe runs in the page itself rather than gathering frame results in a new tab.
      .setLegacyMode(true)
      .analyze();
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
  expect(failures, `accessibility violations as ${who} in ${language}:\n${failures.join('\n')}`).toEqual([]);
}

for (const visitor of VISITORS) {
  for (const language of LANGUAGES) {
    test(`axe at 360 px: every route as ${visitor.name} in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page }) => {
      test.setTimeout(360_000);
      report(visitor.name, language, await checkEveryRoute(page, visitor.user, language));
    });
  }
}

// The high-contrast look for bright sun (Settings › Display), on the operator's working pages.
test('axe at 360 px in the high-contrast look: the operator\'s main page, check-in and check-out in English', async ({ page }) => {
  test.setTimeout(120_000);
  const result = await checkEveryRoute(page, DEMO.operator, 'en', ['', 'check-in', 'check-out'], 'highContrast');
  // The look is on: its darkest grey is black.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-gray-9').trim())).toBe('#000000');
  report('operator (high contrast)', 'en', result);
});

// The laptop's layout (side bar, wider grids): every route as the service provider, who sees the most pages,
// and the operator's own pages (the spec's time budget keeps the rest of the laptop runs out).
test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
  test('axe at 1280 px: every route as service provider in English', async ({ page }) => {
    test.setTimeout(360_000);
    report('service provider', 'en', await checkEveryRoute(page, DEMO.serviceProvider, 'en'));
  });
  test("axe at 1280 px: the operator's main page, check-in and check-out in English", async ({ page }) => {
    test.setTimeout(120_000);
    report('operator', 'en', await checkEveryRoute(page, DEMO.operator, 'en', ['', 'check-in', 'check-out']));
  });
});
