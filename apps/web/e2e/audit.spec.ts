import { expect, test, type Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { DEMO, logIn } from './support/login';

// Issue 15's audit log on a 360 px phone and a 1280 px laptop: the demo service provider renames the
// company, then finds the change in the audit log with its before and after, and filters by person.

async function closePopup(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Nothing is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a service provider sees their change in the audit log, before and after, and filters by person', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/company-details');
  const nameField = page.getByLabel('Company name');
  await expect(nameField).not.toHaveValue('');
  const before = await nameField.inputValue();
  const after = `${before} (audited)`;
  await nameField.fill(after);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Company details saved.');

  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const entry = page.getByRole('article', { name: 'Company details changed' }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Service provider');
  await expect(entry).toContainText(`Company: ${after}`);
  const toggle = entry.getByRole('button', { name: 'Show what changed' });
  const box = await toggle.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await toggle.click();
  const nameRow = entry.getByRole('row', { name: /^Name/ });
  await expect(nameRow.getByRole('cell').nth(0)).toHaveText(before);
  await expect(nameRow.getByRole('cell').nth(1)).toHaveText(after);
  await expectNoSidewaysScroll(page);

  // Filtered by the service provider: their rename and login are there; by kind "Logged in": only logins.
  await page.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: new RegExp(`^${DEMO.serviceProvider.firstName}.*\\(Service provider\\)$`) }).click();
  await expect(page.getByRole('article', { name: 'Company details changed' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind of change' }).click();
  await page.getByRole('option', { name: 'Logged in' }).click();
  await expect(page.getByRole('article', { name: 'Company details changed' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Logged in' }).first()).toBeVisible();

  // The laptop width: the same page, nothing cut off.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('article', { name: 'Logged in' }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('an operator is sent from the audit log to the main page', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.goto('/audit-log');
  await expect(page).toHaveURL(/\/$/);
});

/** axe's serious and critical WCAG 2.x A/AA violations on the page as it is (contrast included). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] }, resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

test('the audit log passes axe in English and Hindi with an entry opened, at 360 px and 1280 px', async ({ page }) => {
  // Four page loads, each checked by axe (as the accessibility spec allows for its runs).
  test.setTimeout(180_000);
  await logIn(page, DEMO.serviceProvider);
  // A change with a before and after, so the opened comparison table is checked too.
  await page.goto('/company-details');
  const nameField = page.getByLabel('Company name');
  await expect(nameField).not.toHaveValue('');
  await nameField.fill(`${await nameField.inputValue()} (axe)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Company details saved.');
  for (const language of ['en', 'hi']) {
    await page.evaluate((lang) => localStorage.setItem('coldroom.language', JSON.stringify(lang)), language);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/audit-log');
      // The newest entry is the rename: open its comparison.
      const first = page.getByRole('article').first();
      await expect(first).toBeVisible();
      await first.getByRole('button').click();
      await expect(first.getByRole('table')).toBeVisible();
      expect(await seriousViolations(page), `${language} at ${width} px`).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  }
});
