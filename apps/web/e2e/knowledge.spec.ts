import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// This spec is about what the service worker does (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 7's journey on a 360 px phone: the knowledge hub in Odia, the crop table sorted by storage life,
// the shelf-life model reacting to the temperature, and the hub read again with no network.

const I18N = join(import.meta.dirname, '..', 'public', 'assets', 'i18n');
const CONTENT = join(import.meta.dirname, '..', 'src', 'features', 'knowledge', 'content');
const odia = JSON.parse(readFileSync(join(I18N, 'or.json'), 'utf8'));
const odiaPage = (id: string) => JSON.parse(readFileSync(join(CONTENT, 'or', `${id}.json`), 'utf8')) as { title: string; summary: string };

/** The first number of a cell such as "90–180 ଦିନ"; null for "not available". */
const firstNumber = (text: string) => {
  const match = /-?\d+(?:\.\d+)?/.exec(text);
  return match ? Number(match[0]) : null;
};

async function storageLives(page: Page): Promise<(number | null)[]> {
  const cells = await page.locator('[data-crop] [data-column="storageLife"]').allInnerTexts();
  return cells.map(firstNumber);
}

/** Odia letters drawn with the bundled Noto font, not a fallback. */
async function odiaFontLoaded(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Noto Sans Oriya"', 'ଓଡ଼ିଆ');
  });
}

test('the knowledge hub in Odia: the crop table, the model, and reading offline', async ({ page, context }) => {
  await page.goto('/knowledge-hub');
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('or');
  await expect(page.getByRole('heading', { level: 1, name: odia.pages.knowledgeHub })).toBeVisible();
  const table = odiaPage('table');
  await expect(page.getByText(table.summary)).toBeVisible();
  expect(await odiaFontLoaded(page)).toBe(true);

  // The crop table, sorted by storage life: shortest first, unknown values last.
  await page.getByRole('link', { name: new RegExp(table.title) }).click();
  await expect(page).toHaveURL(/\/table$/);
  await expect(page.getByRole('heading', { level: 1, name: table.title })).toBeVisible();
  await page.getByRole('combobox', { name: odia.knowledge.table.sortBy }).selectOption('storageLife');
  await expect.poll(async () => (await storageLives(page))[0]).toBe(2); // raspberry: 2–5 days
  const lives = await storageLives(page);
  const known = lives.filter((n): n is number => n !== null);
  expect(known.length).toBeGreaterThan(40);
  expect(lives.slice(0, known.length)).toEqual(known);
  expect(known).toEqual([...known].sort((a, b) => a - b));
  await page.getByRole('button', { name: odia.knowledge.table.ascending }).click();
  await expect.poll(async () => (await storageLives(page))[0]).toBe(Math.max(...known));

  // The model, opened from a crop of the table: the days left follow the temperature.
  await page.getByRole('link', { name: odia.knowledge.table.seeModel }).first().click();
  await expect(page).toHaveURL(/\/model\?crop=/);
  const days = page.getByTestId('days-left');
  await expect(days).toContainText(/\d/);
  const before = await days.innerText();
  const temperature = page.getByRole('textbox', { name: odia.model.temperature });
  await temperature.fill('25');
  await temperature.press('Tab');
  await expect(days).not.toHaveText(before);
  await expect(days).toContainText('ଦିନ');

  // Back to the hub; once the service worker controls the page, what was read once reads with no network
  // at all (knowledge pages are cached when first used, not downloaded ahead by every first visit).
  await page.goto('/knowledge-hub');
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
  const cooling = odiaPage('cooling');
  await page.getByRole('link', { name: new RegExp(cooling.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: cooling.title })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: odiaPage('privacy-policy').title })).toBeVisible();
  await page.goto('/knowledge-hub');
  await expect(page.getByText(table.summary)).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: odia.pages.knowledgeHub })).toBeVisible();
  await expect(page.getByText(table.summary)).toBeVisible();
  expect(await odiaFontLoaded(page)).toBe(true);
  // The topic and the information page read before open offline too.
  await page.getByRole('link', { name: new RegExp(cooling.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: cooling.title })).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: odiaPage('privacy-policy').title })).toBeVisible();
  await context.setOffline(false);
});
