import { expect, test } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// Issue 2's journey: each role logs in through the form and lands on the main page; the login guard and
// a role guard redirect; the auth page switches to Hindi.

for (const who of Object.values(DEMO)) {
  test(`${who.type} logs in through the form and sees the main page`, async ({ page }) => {
    await logIn(page, who);
    await expect(page).toHaveURL(/\/$/);
    // The access token is stored: logged in means exactly that (spec §4).
    const stored = await page.evaluate(() => Object.keys(localStorage).join(' '));
    expect(stored).not.toBe('');
  });
}

test('a wrong password is refused with a clear message and no navigation', async ({ page }) => {
  await page.goto('/auth');
  await page.getByText('Farmer', { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(DEMO.farmer.username);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasNotText: 'online' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('the login guard sends a logged-out visitor to /auth', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/cooling-units');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a role guard sends a farmer from a service-provider page to the root', async ({ page }) => {
  await logIn(page, DEMO.farmer);
  await page.goto('/company-details');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Hello, ${DEMO.farmer.firstName}!` })).toBeVisible();
  // An operator-only page too.
  await page.goto('/check-in');
  await expect(page).toHaveURL(/\/$/);
});

test('logout returns to /auth and the guarded pages are closed again', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth$/);
});

test('switching the auth page to Hindi shows Devanagari text', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('hi');
  await expect(page.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).toMatch(/[\u0900-\u097F]/);
  // The choice is kept across a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
});
