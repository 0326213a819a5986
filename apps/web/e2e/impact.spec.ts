import { expect, test, type Page } from '@playwright/test';
import type { ImpactFigures, ImpactMoney, ImpactRow } from '@coldroom/contract';
import { DEMO, logIn } from './support/login';

// Issue 30: the impact page's figures are the API's. The demo service provider opens /impact on a phone; every
// card and every row of the table is read as shown and compared with GET …/analysis/impact/ for the same
// filters, asked by the test with the page's own session; then a crop is chosen and the same is done again.

const IMPACT = '/api/operation/v1/analysis/impact/';

/** What the page shows: each card's value and hint, and each table row's cells, by the row's key. */
interface Shown {
  cards: Record<string, { value: string; hint: string }>;
  rows: Record<string, string[]>;
}

async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const cards: Record<string, { value: string; hint: string }> = {};
    for (const card of document.querySelectorAll<HTMLElement>('[data-stat]')) {
      const texts = [...card.querySelectorAll('p')].map((p) => p.textContent?.trim() ?? '');
      cards[card.dataset.stat!] = { value: texts[1] ?? '', hint: texts[2] ?? '' };
    }
    const rows: Record<string, string[]> = {};
    for (const row of document.querySelectorAll<HTMLElement>('tr[data-row]')) {
      rows[row.dataset.row!] = [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '');
    }
    return { cards, rows };
  });
}

/** The numbers written in a text, in order ("women 12, men 30" → [12, 30]); a leading minus sign counts. */
function numbersIn(text: string): number[] {
  return [...text.matchAll(/([-−]?)[^\d\-−]*?(\d[\d,]*(?:\.\d+)?)/g)].map(([, sign, digits]) => (sign ? -1 : 1) * Number(digits!.replaceAll(',', '')));
}

/** The amounts of a list of monies in major units ("₦1,250.50 · $3.00" → [1250.5, 3]). */
function moniesIn(text: string): number[] {
  return text === '–' ? [] : text.split(' · ').map((part) => numbersIn(part)[0]!);
}

const decimalsOf = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
const major = (list: readonly ImpactMoney[]) => list.map((money) => money.amount_minor / 10 ** decimalsOf(money.currency));

/** A figure against its shown text: equal once rounded as the page rounds it (`step`: 1, 0.1 or a cent). */
function near(label: string, shownValue: number | undefined, value: number, step: number, problems: string[]) {
  if (shownValue === undefined || Math.abs(shownValue - value) > step / 2 + 1e-9) problems.push(`${label}: shown ${shownValue}, API ${value}`);
}

function moniesNear(label: string, text: string, list: readonly ImpactMoney[], problems: string[]) {
  const shownList = moniesIn(text);
  const values = major(list);
  if (shownList.length !== values.length) problems.push(`${label}: shown ${text}, API ${JSON.stringify(list)}`);
  values.forEach((value, i) => near(`${label} (${list[i]!.currency})`, shownList[i], value, 10 ** -decimalsOf(list[i]!.currency), problems));
}

/** A text that stands for "no figure" ("–", "no survey"). */
function same(label: string, text: string, expected: string, problems: string[]) {
  if (text !== expected) problems.push(`${label}: shown ${text}, expected ${expected}`);
}

/** A row of the table (or the cards' totals) against the API's row. */
function compareRow(label: string, cells: string[] | undefined, row: ImpactRow, problems: string[]) {
  if (!cells) {
    problems.push(`${label}: no row shown`);
    return;
  }
  const [farmers, kg, kgDays, occupancy, revenue, loss, income] = cells as [string, string, string, string, string, string, string];
  near(`${label} farmers`, numbersIn(farmers)[0], row.farmers.total, 0, problems);
  near(`${label} kg`, numbersIn(kg)[0], row.kg_in, 0.1, problems);
  near(`${label} kg-days`, numbersIn(kgDays)[0], row.kg_days, 1, problems);
  if (row.occupancy_percent === null) same(`${label} occupancy`, occupancy, '–', problems);
  else near(`${label} occupancy`, numbersIn(occupancy)[0], row.occupancy_percent, 1, problems);
  moniesNear(`${label} revenue`, revenue, row.revenue, problems);
  if (row.loss_avoided_kg === null) same(`${label} loss avoided`, loss, 'no survey', problems);
  else near(`${label} loss avoided`, numbersIn(loss)[0], row.loss_avoided_kg, 0.1, problems);
  moniesNear(`${label} income change`, income, row.income_change, problems);
}

/** Every difference between the page and the API's figures (empty: they match). */
function differences(page: Shown, api: ImpactFigures, table: 'per_month' | 'per_crop'): string[] {
  const problems: string[] = [];
  const { totals, sms } = api;
  const card = (id: string) => page.cards[id] ?? { value: '', hint: '' };
  near('farmers card', numbersIn(card('farmers').value)[0], totals.farmers.total, 0, problems);
  const [female, male, other, fresh, returning] = numbersIn(card('farmers').hint);
  near('women', female, totals.farmers.female, 0, problems);
  near('men', male, totals.farmers.male, 0, problems);
  near('other', other, totals.farmers.other, 0, problems);
  near('new', fresh, totals.farmers.new, 0, problems);
  near('returning', returning, totals.farmers.returning, 0, problems);
  near('kg card', numbersIn(card('kg').value)[0], totals.kg_in, 0.1, problems);
  near('crates', numbersIn(card('kg').hint)[0], totals.crates_in, 0, problems);
  near('kg-days card', numbersIn(card('kg-days').value)[0], totals.kg_days, 1, problems);
  if (totals.occupancy_percent === null) same('occupancy card', card('occupancy').value, '–', problems);
  else near('occupancy card', numbersIn(card('occupancy').value)[0], totals.occupancy_percent, 1, problems);
  moniesNear('revenue card', card('revenue').value, totals.revenue, problems);
  if (totals.loss_avoided_kg === null) same('loss-avoided card', card('loss-avoided').value, 'no survey', problems);
  else near('loss avoided card', numbersIn(card('loss-avoided').value)[0], totals.loss_avoided_kg, 0.1, problems);
  if (totals.income_change.length === 0) same('income card', card('income').value, 'no survey', problems);
  else moniesNear('income card', card('income').value, totals.income_change, problems);
  near('SMS card', numbersIn(card('sms').value)[0], sms.sent, 0, problems);

  const rows = api[table];
  const keys = rows.map((row) => row.key ?? '');
  if (JSON.stringify(Object.keys(page.rows).sort()) !== JSON.stringify([...keys].sort())) problems.push(`${table}: rows shown ${Object.keys(page.rows).join(' ')}, API ${keys.join(' ')}`);
  for (const row of rows) compareRow(`${table} ${row.key}`, page.rows[row.key ?? ''], row, problems);
  return problems;
}

test.describe('the impact page', () => {
  test('shows the figures of the API, in the cards and the table, before and after a filter change (360 px)', async ({ page }) => {
    await logIn(page, DEMO.serviceProvider);
    // The page's own request gives the session (its access token) the test asks the API with.
    const firstRequest = page.waitForRequest((request) => new URL(request.url()).pathname === IMPACT);
    await page.goto('/impact');
    const request = await firstRequest;
    const authorization = await request.headerValue('authorization');
    expect(authorization).toMatch(/^Bearer /);
    const api = async (query: Record<string, string>): Promise<ImpactFigures> => {
      const answer = await page.request.get(`${IMPACT}?${new URLSearchParams(query)}`, { headers: { authorization: authorization! } });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as ImpactFigures;
    };

    // The default filters: this month and the eleven before it (UTC), as the page says it asks.
    const now = new Date();
    const to = now.toISOString().slice(0, 7);
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 7);
    expect(Object.fromEntries(new URL(request.url()).searchParams)).toEqual({ from, to });
    const filterBar = page.getByRole('region', { name: 'Filters' });
    await expect(filterBar.getByLabel('From month')).toHaveValue(from);
    await expect(filterBar.getByLabel('To month')).toHaveValue(to);

    const year = await api({ from, to });
    // The demo company stored produce in the year: figures to compare, not a page of zeros.
    expect(year.totals.kg_in).toBeGreaterThan(0);
    expect(year.per_month.length).toBeGreaterThan(0);
    await expect(page.locator('[data-stat="farmers"]')).toBeVisible();
    await expect.poll(async () => differences(await shown(page), year, 'per_month')).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('impact-360.png'), fullPage: true });

    // The table per crop.
    const breakdown = page.getByRole('radiogroup', { name: 'Show figures' });
    await breakdown.getByText('Crop', { exact: true }).click();
    await expect.poll(async () => differences(await shown(page), year, 'per_crop')).toEqual([]);

    // A filter changed: the crop stored most. Its name as the table shows it; the page asks again.
    const crop = [...year.per_crop].sort((a, b) => b.kg_in - a.kg_in)[0]!;
    const cropName = (await page.locator(`tr[data-row="${crop.key}"] th`).textContent())!.trim();
    const narrowed = page.waitForResponse((response) => new URL(response.url()).pathname === IMPACT && new URL(response.url()).searchParams.get('crop') === crop.key);
    await filterBar.getByLabel('Crop', { exact: true }).click();
    await page.getByRole('option', { name: cropName, exact: true }).click();
    expect((await narrowed).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`crop=${crop.key}`));
    const oneCrop = await api({ from, to, crop: crop.key! });
    expect(oneCrop.totals.kg_in).toBeCloseTo(crop.kg_in, 6);
    expect(oneCrop.per_crop.map((row) => row.key)).toEqual([crop.key]);
    await expect.poll(async () => differences(await shown(page), oneCrop, 'per_crop')).toEqual([]);
    await breakdown.getByText('Month', { exact: true }).click();
    await expect.poll(async () => differences(await shown(page), oneCrop, 'per_month')).toEqual([]);
    // Narrowed for real: fewer kg than the whole year, unless the company stored one crop only.
    if (year.per_crop.length > 1) expect(oneCrop.totals.kg_in).toBeLessThan(year.totals.kg_in);
  });
});
