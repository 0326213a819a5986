import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, logIn } from './support/login';

/** The demo platform administrator (apps/server/src/db/seed/people.ts, docs/platform-admin.md). */
const ADMIN = { type: 'Administrator', username: '+2348030000090', firstName: 'Platform' };

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).filter({ has: page.getByRole('button', { name: 'Menu' }) });

async function logInAsAdmin(page: Page) {
  await page.goto('/auth?as=admin');
  await page.getByText(ADMIN.type, { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${ADMIN.firstName}!` })).toBeVisible();
}

async function openDemoCompany(page: Page) {
  await bottomBar(page).locator('a[href="/admin/companies"]').click();
  await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
  await page.getByLabel('Search companies').fill('Demo Cold');
  const card = page.getByRole('link', { name: 'Demo Cold Rooms' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('SMS sent');
  await card.click();
  await expect(page.getByRole('heading', { name: 'Demo Cold Rooms', level: 1 })).toBeVisible();
}

async function logOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test('the administrator switches market features off for the demo company, and they disappear for its staff', async ({ page }) => {
  await logInAsAdmin(page);
  // The administrator has no company: no room dashboard, no company shortcuts.
  await expect(page.getByRole('link', { name: /Market survey/ })).toHaveCount(0);
  await openDemoCompany(page);
  const market = page.getByRole('switch', { name: 'Market features (ml4Market)' });
  await expect(market).toBeChecked();
  await market.click();
  await expect(page.getByText('The switch is saved.')).toBeVisible();
  await expect(market).not.toBeChecked();

  await logOut(page);
  await logIn(page, DEMO.operator);
  // The company is read again after the login; only then does the page know its features.
  await expect(page.getByText('Demo Cold Rooms').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Farmer survey/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Market survey/ })).toHaveCount(0);
  await bottomBar(page).getByRole('button', { name: 'Menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.locator('a[href="/market-survey"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/management/movements');
  await expect(page.locator('[aria-label^="Movement "]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fill in the market survey' })).toHaveCount(0);
  // Typed in by hand, the page gets the server's refusal in words.
  await page.goto('/market-survey');
  await expect(page.getByText('Market features are switched off for this company.').first()).toBeVisible();

  // Switched back on, the operator sees the market survey again.
  await logOut(page);
  await logInAsAdmin(page);
  await openDemoCompany(page);
  await page.getByRole('switch', { name: 'Market features (ml4Market)' }).click();
  await expect(page.getByRole('switch', { name: 'Market features (ml4Market)' })).toBeChecked();
  await logOut(page);
  await logIn(page, DEMO.operator);
  await expect(page.getByRole('link', { name: /Market survey/ }).first()).toBeVisible();
});

test('no company person reaches the administrator’s pages', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/admin/companies');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
