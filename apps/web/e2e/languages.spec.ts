import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { runAxe } from './support/axe';
import { DEMO, logIn } from './support/login';

/**
 * Issue 31: Hausa, Yoruba, Igbo, Swahili and Arabic on a 360 px phone. The operator's main page and check-in
 * hold no English words, and the language's own letters are there (Yoruba's tone marks and dots, Hausa's hooked
 * letters, Igbo's dotted vowels, Arabic); Arabic is laid out right to left (the bottom bar starts on the right,
 * labels stand at the right of their fields, a chart's time runs from right to left) and axe passes.
 *
 * English is looked for as whole words that no name in the demo data holds: the month names, the unit and time
 * words, and the words of the main page and check-in in English (the glossary's terms among them).
 */
type Translations = { [key: string]: string | Translations };
const file = (language: string): Translations => JSON.parse(readFileSync(new URL(`../public/assets/i18n/${language}.json`, import.meta.url), 'utf8'));
const text = (tree: Translations, path: string): string => path.split('.').reduce<Translations | string>((node, key) => (node as Translations)[key]!, tree) as string;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WORDS = [
  ...MONTHS,
  'days?', 'hours?', 'minutes?', 'ago', 'crates?', 'Today', 'Yesterday', 'Farmer', 'Check-in', 'Check-out', 'Harvest', 'Menu', 'Scan',
  'Notifications', 'Language', 'Choose', 'Search', 'Hello', 'full', 'reading', 'Confirm', 'Walk-in', 'customer', 'Home', 'Log', 'out',
];
const ENGLISH = new RegExp(`\\b(${WORDS.join('|')})\\b`, 'g');

/** What each language must show in its own letters on the check-in page (its title and the farmer's field). */
const OWN_LETTERS: Record<string, RegExp> = {
  ha: /[ɓɗƙƴʼ]|[a-z]/i,
  yo: /[ẹọṣẸỌṢ]|\p{Mn}/u,
  ig: /[ịọụṅ]/,
  sw: /[a-z]/i,
  ar: /[\u0600-\u06ff]/,
};

async function inLanguage(page: Page, language: string) {
  await page.evaluate((code) => localStorage.setItem('coldroom.language', JSON.stringify(code)), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The page saved at the last visit shows until the app is drawn (with today's figures, at most a second
  // later): the checks below are of the app, not of that copy.
  await expect(page.locator('#boot-snapshot')).toHaveCount(0);
}

async function englishWords(page: Page): Promise<string[]> {
  const body = await page.getByRole('main').innerText();
  return [...new Set(body.match(ENGLISH) ?? [])];
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function axeProblems(page: Page): Promise<string[]> {
  const results = await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] }, resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const language of ['ha', 'yo', 'ig', 'sw', 'ar']) {
  test(`${language}: the operator's main page and check-in in the language, no English, at 360 px`, async ({ page }) => {
    expect(page.viewportSize()?.width).toBe(360);
    const own = file(language);
    await logIn(page, DEMO.operator);
    await inLanguage(page, language);
    await expect(page.getByRole('heading', { name: text(own, 'home.greeting').replace('{{name}}', DEMO.operator.firstName) })).toBeVisible();
    await expect(page.getByRole('main').getByText(text(own, 'home.intro'))).toBeVisible();
    expect(await englishWords(page)).toEqual([]);
    await fitsTheScreen(page);

    await page.goto('/check-in');
    const title = text(own, 'pages.checkIn');
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(await page.getByRole('main').innerText()).toMatch(OWN_LETTERS[language]!);
    expect(await englishWords(page)).toEqual([]);
    await fitsTheScreen(page);
  });
}

test('ar: the layout is mirrored, phone numbers stay left to right, a chart runs right to left, and axe passes', async ({ page }) => {
  const arabic = file('ar');
  await logIn(page, DEMO.operator);
  await inLanguage(page, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await axeProblems(page)).toEqual([]);

  // The bottom bar: its first item (the main page) on the right, the next ones leftwards.
  const tabs = page.getByRole('navigation').last().locator('a, button');
  const xs = await tabs.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
  expect(xs.length).toBeGreaterThanOrEqual(4);
  for (let i = 1; i < xs.length; i += 1) expect(xs[i]!).toBeLessThan(xs[i - 1]!);

  // Check-in: each label stands at the right, over the right end of its field.
  await page.goto('/check-in');
  await expect(page.getByRole('heading', { name: text(arabic, 'pages.checkIn'), level: 1 })).toBeVisible();
  const label = page.locator('label').filter({ hasText: text(arabic, 'glossary.coldRoom') }).first();
  const field = page.getByRole('textbox', { name: text(arabic, 'glossary.coldRoom') }).or(page.getByRole('combobox', { name: text(arabic, 'glossary.coldRoom') })).first();
  const [labelBox, fieldBox] = [await label.boundingBox(), await field.boundingBox()];
  expect(Math.abs(labelBox!.x + labelBox!.width - (fieldBox!.x + fieldBox!.width))).toBeLessThanOrEqual(4);
  expect(labelBox!.x).toBeGreaterThan(fieldBox!.x + 40);
  expect(await axeProblems(page)).toEqual([]);

  // A phone number typed in a phone field reads left to right inside the right-to-left page.
  await page.goto('/add-farmer');
  const phone = page.locator('input[type="tel"]').first();
  await phone.fill('+2348031234567');
  expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');

  // A room's temperature chart: time runs from right to left, the values' axis on the right.
  await page.goto('/cooling-units');
  await page.locator('main a[href^="/cooling-units/"]').first().click();
  await page.getByRole('tab', { name: text(arabic, 'rooms.tabs.temperature') }).click();
  // the temperature chart's own axis (the humidity chart below it has its own)
  const temperature = page.locator('.recharts-surface').first();
  const ticks = temperature.locator('.recharts-xAxis-tick-labels text');
  await expect(ticks.first()).toBeVisible();
  const tickXs = await ticks.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x));
  expect(tickXs.length).toBeGreaterThanOrEqual(2);
  // recharts writes the ticks in time order: each later one stands further left
  for (let i = 1; i < tickXs.length; i += 1) expect(tickXs[i]!).toBeLessThan(tickXs[i - 1]!);
  const [yAxis, xAxis] = [await temperature.locator('.recharts-yAxis-tick-labels').boundingBox(), await temperature.locator('.recharts-xAxis-tick-labels').boundingBox()];
  expect(yAxis!.x).toBeGreaterThan(xAxis!.x + xAxis!.width / 2);
  expect(await axeProblems(page)).toEqual([]);
});
