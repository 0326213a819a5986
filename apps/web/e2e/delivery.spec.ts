import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { AFTER_LOGIN_FILES_BUDGET, afterLoginSizes, firstPageSizes, FIRST_PAGE_BUDGET } from '../build/sizes';
import { DEMO, DEMO_PASSWORD } from './support/login';

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 12's cheap invariants, on the production build the end-to-end suite runs: how files go over the
// wire, what the service worker downloads ahead, the first page's size, and the login form offline.

const DIST = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '..', 'dist');
const hindi = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'public', 'assets', 'i18n', 'hi.json'), 'utf8'));

/** Status and headers of a GET with exactly these request headers (no client of ours adds or decodes). */
function headersOf(baseURL: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = get(new URL(path, baseURL), { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
  });
}

function builtFiles(): { scripts: string[]; styles: string[] } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return {
    scripts: [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
    styles: [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!),
  };
}

test('scripts and styles go out compressed at build time and are cached for a year; the shell is revalidated', async ({ baseURL }) => {
  const { scripts, styles } = builtFiles();
  expect(scripts.length).toBeGreaterThan(0);
  expect(styles.length).toBeGreaterThan(0);
  for (const file of [...scripts, ...styles]) {
    const br = await headersOf(baseURL!, file, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status, file).toBe(200);
    expect(br.headers['content-encoding'], file).toBe('br');
    expect(br.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary), file).toMatch(/accept-encoding/i);
    const gzip = await headersOf(baseURL!, file, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding'], file).toBe('gzip');
  }
  for (const path of ['/', '/sw.js', '/manifest.webmanifest']) {
    const answer = await headersOf(baseURL!, path, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(answer.status, path).toBe(200);
    expect(answer.headers['cache-control'], path).toBe('no-cache');
  }
  // Translations: compressed too, and checked for a newer version each time.
  const english = await headersOf(baseURL!, '/assets/i18n/en.json', { 'accept-encoding': 'br' });
  expect(english.headers['content-encoding']).toBe('br');
  expect(english.headers['cache-control']).toBe('no-cache');
});

test('the service worker precaches the shell and the operator pages, no translation and no knowledge page', () => {
  const worker = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
  expect(urls).toContain('index.html');
  for (const script of builtFiles().scripts) expect(urls, script).toContain(script.slice(1));
  for (const page of ['ShellLayout', 'Overlays', 'CheckInPage', 'CheckOutPage', 'MainPage', 'ProduceDetailsPage']) {
    expect(urls.some((url) => new RegExp(`^assets/${page}-[\\w-]+\\.js$`).test(url)), page).toBe(true);
  }
  expect(urls.filter((url) => url.includes('i18n/'))).toEqual([]);
  expect(urls.filter((url) => /^assets\/(KnowledgeContentPage|RevenueAnalysisPage|UsageAnalysisPage)-/.test(url))).toEqual([]);
  expect(urls.filter((url) => url.endsWith('.woff2') || url.endsWith('.woff'))).toEqual([]);
  // The QR reader's WebAssembly (357 kB compressed) only for the phones that need it, fetched after Log in.
  expect(urls.filter((url) => url.endsWith('.wasm') || /^assets\/wasmReader-/.test(url))).toEqual([]);
});

test('the first page stays within its size budget', () => {
  const sizes = firstPageSizes(DIST);
  expect(sizes.jsGzip, `first page JavaScript, gzip: ${sizes.jsGzip} bytes`).toBeLessThanOrEqual(FIRST_PAGE_BUDGET.jsGzipBytes);
  expect(sizes.cssGzip, `first page CSS, gzip: ${sizes.cssGzip} bytes`).toBeLessThanOrEqual(FIRST_PAGE_BUDGET.cssGzipBytes);
});

test('what a Log in opens comes in few files (build/afterLoginChunks.ts)', () => {
  const sizes = afterLoginSizes(DIST);
  expect(sizes.files, `rest of the app, shell and main page: ${sizes.files} files, ${sizes.jsGzip} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(AFTER_LOGIN_FILES_BUDGET);
});

test('a first visit draws a working login form before the router and the rest of the app arrive', async ({ page }) => {
  // The rest of the app (router, query cache, every page) is held back until the form has been used.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/(fullApp|routing)-[^/]+\.js$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  // The start-up toast waits for the translations, which arrive after it is asked for: words, not a key.
  await expect(page.getByRole('status').filter({ hasText: 'You are online.' })).toBeVisible();
  await expect(page.getByText('analytics.online')).toHaveCount(0);
  await page.getByText(DEMO.operator.type, { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(DEMO.operator.username);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password9');
  await page.getByRole('button', { name: 'Log in' }).click();
  // The form talks to the server on its own and shows the refusal.
  await expect(page.getByRole('alert').filter({ hasText: 'is not right' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/view=register/);
  release();
  expect(held.length).toBeGreaterThan(0);
  // The router takes over at the new address, and the browser's back button returns to the login form.
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Phone number or email').fill(DEMO.operator.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${DEMO.operator.firstName}!` })).toBeVisible();
});

/** Holds the app's entry script until `release` is called: the plain login form (boot/login.js) is all there is. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('before the app has loaded, the plain login form takes what is typed; the app’s form goes on from the same field and caret', async ({ page }) => {
  const release = await holdTheApp(page);
  // The page's load event waits for the held script: only the navigation's start is awaited.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#boot-login')).toBeVisible();
  await page.getByText(DEMO.farmer.type, { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(DEMO.farmer.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD.slice(0, 9));
  await page.getByLabel('Password', { exact: true }).press('ArrowLeft');
  await page.getByLabel('Password', { exact: true }).press('ArrowLeft');
  release();
  await expect(page.locator('#boot-login')).toHaveCount(0);
  // The app's own form: the same user type, values, focused field and caret (two keys from the end).
  await expect(page.getByRole('radio', { name: DEMO.farmer.type })).toBeChecked();
  await expect(page.getByLabel('Phone number or email')).toHaveValue(DEMO.farmer.username);
  await page.keyboard.press('End');
  await page.keyboard.type(DEMO_PASSWORD.slice(9));
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${DEMO.farmer.firstName}!` })).toBeVisible();
});

test('the app’s form waits until the visitor uses the plain one, which gives the start’s toast; a wiped language takes over at once', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.locator('#boot-login')).toBeVisible();
  await expect(page.locator('#boot-login-toast[role="status"]')).toHaveText('You are online.');
  // Loaded and idle, nothing used: still the plain form (the app's form is not drawn, its code waits).
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#boot-login')).toBeVisible();
  await expect(page.locator('.mantine-SegmentedControl-root')).toHaveCount(0);
  // A tap on the phone field: the app's form takes over, with that field focused.
  await page.getByLabel('Phone number or email').click();
  await expect(page.locator('#boot-login')).toHaveCount(0);
  await expect(page.locator('.mantine-SegmentedControl-root')).toBeVisible();
  await expect(page.getByLabel('Phone number or email')).toBeFocused();
  // The app gave no second start toast.
  await expect(page.getByRole('status').filter({ hasText: 'You are online.' })).toHaveCount(0);

  // A first visit whose stored language the storage wipe at start (spec §4) takes: the plain form was drawn
  // in Hindi, the app would start in English; its form takes over at once, in Hindi.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('coldroom.language', JSON.stringify('hi'));
  });
  await page.reload();
  await expect(page.locator('.mantine-SegmentedControl-root')).toBeVisible();
  await expect(page.locator('#boot-login')).toHaveCount(0);
  await expect(page.getByLabel(hindi.auth.username)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('Log in tapped on the plain form in Hindi, before the app has loaded, logs in once the app is there', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await page.getByText(hindi.auth.userTypes.op, { exact: true }).click();
  await page.getByLabel(hindi.auth.username).fill(DEMO.operator.username);
  await page.getByLabel(hindi.auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: hindi.auth.submit }).click();
  await expect(page.getByRole('button', { name: hindi.auth.submit })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.locator('#glance-title')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await page.evaluate(() => localStorage.getItem('coldroom.language'))).toBe('"hi"');
});

test('after one visit the login form opens with no network, in the language chosen', async ({ page, context }) => {
  await page.goto('/auth');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByLabel(hindi.auth.username)).toBeVisible();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // The worker copies what the page loaded before it took over (the language, its font) into its caches.
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('coldroom-i18n')).match('/assets/i18n/hi.json').then((found) => found !== undefined)))
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel(hindi.auth.username)).toBeVisible();
  await expect(page.getByRole('button', { name: hindi.pages.auth })).toBeVisible();
  await context.setOffline(false);
});
