import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO, logIn } from './support/login';

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

/** "1250.50" in a currency with `digits` decimals → 125050, in whole numbers so no float rounding creeps in. */
function toMinor(amount: string, digits: number): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return sign ? -minor : minor;
}

test('a service provider narrows revenue to one room and 30 days, and the CSV adds up to the total shown', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/management');
  await page.getByRole('main').getByRole('link', { name: /^Money earned/ }).click();
  await expect(page).toHaveURL(/\/revenue-analysis/);
  await expect(page.getByRole('heading', { level: 1, name: 'Money earned' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Cold rooms' }).click();
  await page.getByRole('option', { name: /^Dawanau Room A/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/cooling_units=\d+/);
  const rangeShown = page.getByTestId('analysis-range');
  const monthSoFar = await rangeShown.innerText();
  await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last 30 days', { exact: true }).click();
  await expect(page).toHaveURL(/cooling_units=\d+/);
  await expect(page).toHaveURL(/range=last_30_days/);
  // The address changes before the page draws the new period: the dates shown say when it has (the CSV
  // button asks for the period drawn; clicked in between, it gave the month so far).
  await expect(rangeShown).not.toHaveText(monthSoFar);
  // The figures for that room: the total, and the chart drawn (an svg in the chart area).
  const total = page.locator('[data-stat="revenue"]');
  await expect(total).toBeVisible();
  await expect(page.locator('[data-chart="revenue-over-time"] svg.recharts-surface')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.some((cell) => cell !== ''));
  const totalAt = header!.indexOf('total');
  const currencyAt = header!.indexOf('currency');

  // The CSV is this period's; the page keeps the previous period's figures (marked busy) until the new ones
  // arrive, and a refetch may start after the click that asked for it. Wait until the page shows the
  // figures the CSV adds up to (a total that never matches fails after the time-out).
  expect(totalAt).toBeGreaterThanOrEqual(0);
  expect(rows.length, 'check-outs in the CSV').toBeGreaterThan(0);
  const currency = rows[0]![currencyAt]!;
  for (const row of rows) expect(row[currencyAt]).toBe(currency);
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits!;
  const sum = rows.reduce((acc, row) => acc + toMinor(row[totalAt]!, digits), 0);
  await expect
    .poll(async () => ({
      busy: await page.locator('[aria-busy="true"]').count(),
      checkOuts: Number(await page.locator('[data-stat="check-outs"]').getAttribute('data-value')),
      minor: Number(await total.getAttribute('data-minor')),
      currency: await total.getAttribute('data-currency'),
    }))
    .toEqual({ busy: 0, checkOuts: rows.length, minor: sum, currency });
  // The shown text is the same amount, in the currency's own format.
  const shownDigits = (await total.locator('p').nth(1).innerText()).replace(/[^\d]/g, '');
  expect(Number(shownDigits)).toBe(sum);
});
