import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { runAxe } from './support/axe';
import { DEMO, logIn } from './support/login';

/** axe's serious and critical WCAG 2.x A/AA violations on the page as it is. */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await runAxe(page, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] }, resultTypes: ['violations'] });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function chooseFile(page: Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await page.getByRole('button', { name: 'Read the file' }).click();
}

async function importRows(page: Page, count: number) {
  await page.getByRole('button', { name: `Import the rows (${count})` }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 30_000 });
}

// Issue 30: a service provider imports farmers from a CSV with two bad rows, downloads the rejected rows,
// fixes them and imports that file; the same file again imports nothing.
test('importing farmers from a spreadsheet: preview, import, fix the rejected rows and import them', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/import');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  const file = [
    'First name,Last name,Phone,Gender,Language,Village',
    'Halima,Sani,+2348069990001,female,en,Dawanau',
    'Ibrahim,Musa,0806 999 0002,male,hi,Dawanau',
    'Jide,Ola,12345,male,en,Kano', // a bad phone
    'Kemi,Ade,+2348069990001,female,en,Kano', // the same phone as row 2
  ].join('\r\n');
  await chooseFile(page, 'farmers.csv', file);
  await expect(page.getByText('Rows to import: 2')).toBeVisible();
  await expect(page.getByText('Rejected: 2')).toBeVisible();
  await expect(page.getByText('Phone: not a valid phone number')).toBeVisible();
  await expect(page.getByText('Phone: the same as row 2 of this file')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('import-preview-360.png'), fullPage: true });

  await importRows(page, 2);
  await expect(page.getByText('2 imported, 0 already there, 2 rejected.')).toBeVisible();

  // The rejected rows as a file, with a reason column; fixed and imported again.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rejected rows' }).click();
  const rejected = readFileSync(await (await download).path()!, 'utf8').replace(/^\uFEFF/, '');
  const lines = rejected.trim().split(/\r?\n/);
  expect(lines[0]).toBe('First name,Last name,Phone,Gender,Language,Village,Reason');
  expect(lines).toHaveLength(3);
  const fixed = lines
    .map((line) => line.split(',').slice(0, 6).join(','))
    .map((line) => line.replace(',12345,', ',+2348069990003,').replace(/^Kemi,Ade,'?\+2348069990001,/, 'Kemi,Ade,+2348069990004,'))
    .join('\r\n');
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, 'fixed.csv', fixed);
  await expect(page.getByText('Rows to import: 2')).toBeVisible();
  await expect(page.getByText('Rejected: 0')).toBeVisible();
  await importRows(page, 2);

  // The first file again: every good row is already there.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await chooseFile(page, 'farmers.csv', file);
  await expect(page.getByText('Already there: 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();

  // The laptop's width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import from a spreadsheet' })).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});
