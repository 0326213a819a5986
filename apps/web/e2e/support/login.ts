import { CSRF_COOKIE, CSRF_HEADER } from '@coldroom/contract';
import { expect, type Page } from '@playwright/test';
import { STORAGE_CONTROL_MARKER } from '../../src/lib/storageMarker';

export const DEMO_PASSWORD = 'Coldroom-demo1';
export const DEMO = {
  serviceProvider: { type: 'Service provider', username: '+2348030000001', firstName: 'Adaeze' },
  operator: { type: 'Operator', username: '+2348030000002', firstName: 'Emeka' },
  farmer: { type: 'Farmer', username: '+2348030000003', firstName: 'Musa' },
} as const;
export type DemoUser = (typeof DEMO)[keyof typeof DEMO];
type Who = { type: string; username: string; firstName?: string };

/** The login form's account types as the API names them (spec §7, `user_type`). */
const USER_TYPES: Record<string, string> = { 'Service provider': 'sp', Operator: 'op', Farmer: 'f' };

/** Logs in through the form on /auth, as a person would, and waits for the main page's greeting. */
export async function logInThroughForm(page: Page, who: Who, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByText(who.type, { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  if (who.firstName) await expect(page.getByRole('heading', { name: `Hello, ${who.firstName}!` })).toBeVisible();
}

/** A POST with the browser context's cookies and, once the server has set them, the CSRF header (as the app sends it). */
async function post(page: Page, path: string, data: unknown) {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value;
  return page.request.post(path, { data, headers: csrf ? { [CSRF_HEADER]: csrf } : {} });
}

/**
 * Starts a session for a test that is not about logging in, and opens the main page. The form (proven by
 * foundation.spec.ts, delivery.spec.ts and the journeys that sign up) costs a page load and four steps
 * more; here the browser context's own request client logs in and exchanges the refresh token (spec §7,
 * the same calls the form makes, with the context's cookies and the CSRF header), and the page is given what the spec's login
 * sequence stores (§4: role, company, user, the device flag, the token, after the storage format's marker)
 * before the app starts.
 */
export async function logIn(page: Page, who: Who, password = DEMO_PASSWORD) {
  const login = await post(page, '/api/user/v1/login/', { username: who.username, password, user_type: USER_TYPES[who.type], language: 'en' });
  expect(login.status(), `logging in as ${who.username}`).toBe(200);
  const session = (await login.json()) as { refresh: string; role: string; company: unknown; user: unknown };
  const exchange = await post(page, '/api/user/token/refresh/', { refresh: session.refresh });
  expect(exchange.status(), 'the refresh token exchange').toBe(200);
  const token = (await exchange.json()) as { access: string; refresh: string };
  // Storage needs a page of the app's origin: an empty one, answered here, so the app does not start twice.
  await page.route('**/e2e-session', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }));
  await page.goto('/e2e-session');
  await page.evaluate(
    ({ marker, role, company, user, token }) => {
      const store = (key: string, value: unknown) => localStorage.setItem(`coldroom.${key}`, JSON.stringify(value));
      // The storage format's marker first: without it the app wipes what it finds at start (spec §4).
      store('control', marker);
      store('role', role);
      store('company', company);
      store('user', user);
      store('loggedDevice', true);
      store('token', token);
    },
    { marker: STORAGE_CONTROL_MARKER, role: session.role, company: session.company, user: session.user, token: { access: token.access, refresh: token.refresh } },
  );
  await page.unroute('**/e2e-session');
  await page.goto('/');
  if (who.firstName) await expect(page.getByRole('heading', { name: `Hello, ${who.firstName}!` })).toBeVisible();
}
