import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

/**
 * The app in Odia on a 360 px phone (issue 14): dates, durations, relative times and units read in Odia
 * whether or not this Chromium has Odia Intl data (the app falls back to its own words).
 *
 * Forbidden on the page, as whole words: English month names, long and short; the English unit and time
 * words days/day, hours/hour, minutes/minute, ago, crates/crate, kg (the Odia glossary writes the kilogram
 * as କିଗ୍ରା, so the Latin symbol is refused too) and Today. Names people typed (companies, rooms) are
 * the demo data's own and hold none of these words.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const FORBIDDEN = new RegExp(
  `\\b(${[...MONTHS, ...MONTHS.map((month) => month.slice(0, 3)), 'Sept', 'days?', 'hours?', 'minutes?', 'ago', 'crates?', 'kg', 'Today'].join('|')})\\b`,
  'g',
);

async function inOdia(page: Page) {
  await page.evaluate(() => localStorage.setItem('coldroom.language', JSON.stringify('or')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'or');
}

async function englishWords(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(FORBIDDEN) ?? [])];
}

async function fitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

test('in Odia, the main page and a produce page hold no English months or unit words at 360 px', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360);
  await logIn(page, DEMO.farmer);
  await inOdia(page);
  const lot = page.locator('a[href^="/produce-details?id="]').first();
  await expect(lot).toBeVisible();
  // the produce cards and their figures are drawn
  // In the page itself: the menu (hidden at 360 px until opened) has the word too.
  await expect(page.getByRole('main').getByText(/ଦିନ/).first()).toBeVisible();
  expect(await englishWords(page)).toEqual([]);
  await fitsTheScreen(page);

  await lot.click();
  await expect(page).toHaveURL(/\/produce-details\?id=\d+/);
  await expect(page.getByRole('main').getByText('ଚେକ୍-ଇନ୍', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await englishWords(page)).toEqual([]);
  await fitsTheScreen(page);
});
