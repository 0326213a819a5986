import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Coldroom-demo1';
export const DEMO = {
  serviceProvider: { type: 'Service provider', username: '+2348030000001', firstName: 'Adaeze' },
  operator: { type: 'Operator', username: '+2348030000002', firstName: 'Emeka' },
  farmer: { type: 'Farmer', username: '+2348030000003', firstName: 'Musa' },
} as const;
export type DemoUser = (typeof DEMO)[keyof typeof DEMO];

/** Logs in through the form on /auth, as a person would, and waits for the main page's greeting. */
export async function logIn(page: Page, who: { type: string; username: string; firstName?: string }, password = DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByText(who.type, { exact: true }).click();
  await page.getByLabel('Phone number or email').fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth/);
  if (who.firstName) await expect(page.getByRole('heading', { name: `Hello, ${who.firstName}!` })).toBeVisible();
}
