import { expect, test } from '@playwright/test';
import { savedQueryKeys } from './support/deviceStorage';
import { DEMO, logIn } from './support/login';

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 13, its first part: after one visit online, the operator's pages show the last-known data with no
// network, each saying how old it is; a page never opened says it will load when the network returns.

test('the main page and the rooms show the last-known data offline, with its age; logout removes it', async ({ page, context }) => {
  await logIn(page, DEMO.operator);
  const firstCard = page.locator('a[href^="/produce-details"]').first();
  await expect(firstCard).toBeVisible();
  const cardName = (await firstCard.getAttribute('aria-label')) ?? (await firstCard.innerText()).split('\n')[0]!;
  await expect.poll(() => savedQueryKeys(page), { timeout: 15_000 }).toMatch(/"produce"/);
  await page.goto('/cooling-units');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const roomsText = await page.getByRole('main').innerText();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  // The rooms page's own list (the main page's dashboard keeps something under "cooling-units" too).
  await expect.poll(() => savedQueryKeys(page), { timeout: 15_000 }).toMatch(/"cooling-units","list"/);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('a[href^="/produce-details"]').first()).toBeVisible();
  expect(await page.locator('a[href^="/produce-details"]').first().innerText()).toContain(cardName.split(',')[0]!);
  await expect(page.getByRole('status').filter({ hasText: 'Offline. Last saved on this phone:' }).first()).toBeVisible();

  await page.goto('/cooling-units');
  await expect(page.getByRole('status').filter({ hasText: /Last saved on this phone: (\d+ minutes? ago|now)/ }).first()).toBeVisible();
  const firstRoomLine = roomsText.split('\n').find((line) => /Room/.test(line));
  if (firstRoomLine) await expect(page.getByRole('main')).toContainText(firstRoomLine.trim());

  // Never opened on this phone: no data, a clear word instead of an error.
  await page.goto('/management/movements');
  await expect(page.getByRole('status').filter({ hasText: 'has not been opened on this phone before' }).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'No connection' })).toHaveCount(0);

  await context.setOffline(false);
  await page.goto('/');
  await expect(page.locator('a[href^="/produce-details"]').first()).toBeVisible();
  // Online, pages show what the server says now: the saved copy is not read back.
  await page.goto('/cooling-units');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(firstRoomLine?.trim() ?? '');
  await expect(page.getByRole('status').filter({ hasText: 'Last saved on this phone' })).toHaveCount(0);
  await page.goto('/');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await expect.poll(() => savedQueryKeys(page)).toBe('[]');
});

test('a farmer sees their produce, its cost so far and time to pick up with no network, with the data’s age', async ({ page, context }) => {
  await logIn(page, DEMO.farmer);
  const card = page.getByRole('main').locator('a[href^="/produce-details?id="]:not([data-testid="due-lot"])').filter({ visible: true }).first();
  await expect(card).toBeVisible();
  const cardText = await card.innerText();
  await card.click();
  // The main page has a level-1 heading too: wait for the details page itself before reading it.
  await expect(page).toHaveURL(/\/produce-details\?id=\d+/);
  await expect(page.getByRole('main')).toContainText('Fee due now');
  const detailText = await page.getByRole('main').innerText();
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  await expect.poll(() => savedQueryKeys(page), { timeout: 15_000 }).toMatch(/"produce","one"/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline. Last saved on this phone:' }).first()).toBeVisible();
  // The cost so far and the time to pick up are those last read.
  // The first amount after "Fee due now" (the main page, still fading out, may hold the farmer's balance too).
  const detailLines = detailText.split('\n');
  const costLine = detailLines.slice(Math.max(0, detailLines.findIndex((line) => line.includes('Fee due now')))).find((line) => /₦/.test(line));
  if (costLine) await expect(page.getByRole('main')).toContainText(costLine.trim());
  await page.goto('/');
  await expect(page.getByRole('main').locator('a[href^="/produce-details?id="]:not([data-testid="due-lot"])').filter({ visible: true }).first()).toContainText(cardText.split('\n')[0]!);
  await context.setOffline(false);
});
