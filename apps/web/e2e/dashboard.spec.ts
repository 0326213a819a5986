import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

type Money = { currency: string; amount_minor: number };
type Room = { id: number; name: string; occupancy: { metric: 'crates' | 'kg'; free: number; capacity: number }; read_today: boolean };
type Dashboard = { view: string; revenue_today: Money[]; revenue_month: Money[]; owed_total: Money[]; rooms: Room[]; company: { currency: string } };

/** The dashboard as the API answers it, asked with the page's own session (its bearer token). */
async function dashboardOf(page: Page): Promise<Dashboard> {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('coldroom.token') ?? '{}') as { access?: string };
    const response = await fetch('/api/operation/v1/dashboard/', { headers: { Authorization: `Bearer ${token.access ?? ''}` } });
    if (!response.ok) throw new Error(`dashboard: ${response.status}`);
    return (await response.json()) as Dashboard;
  });
}

/** Money as the app shows it in English: narrow symbol, the currency's two decimals (NGN). */
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
const firstAmount = (figures: Money[], currency: string) => money(figures[0]?.amount_minor ?? 0, figures[0]?.currency ?? currency);
const count = (n: number, one: string, many: string) => `${new Intl.NumberFormat('en').format(n)} ${n === 1 ? one : many}`;

test('a service provider’s dashboard shows the API’s revenue, money owed and room occupancy above the produce list', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  const glance = page.getByRole('region', { name: 'At a glance' });
  await expect(glance).toBeVisible();
  const api = await dashboardOf(page);
  expect(api.view).toBe('service_provider');
  const currency = api.company.currency;
  await expect(glance.getByTestId('glance-revenue-today')).toContainText(firstAmount(api.revenue_today, currency));
  await expect(glance.getByTestId('glance-revenue-month')).toContainText(firstAmount(api.revenue_month, currency));
  await expect(glance.getByTestId('glance-owed')).toContainText(firstAmount(api.owed_total, currency));
  expect(api.revenue_month[0]?.amount_minor ?? 0).toBeGreaterThan(0);

  const roomA = api.rooms.find((room) => room.name === 'Dawanau Room A')!;
  expect(roomA).toBeTruthy();
  const more = glance.getByRole('region', { name: 'Cold rooms' }).getByRole('button', { name: /^Show all/ });
  if (await more.isVisible()) await more.click();
  const line = glance.locator('[data-testid="glance-room"][data-room="Dawanau Room A"]');
  await expect(line.getByTestId('room-free')).toHaveText(`Free: ${count(roomA.occupancy.free, 'crate', 'crates')} of ${count(roomA.occupancy.capacity, 'crate', 'crates')}`);
  // The room's own page says the same free space.
  await line.getByRole('link', { name: 'Dawanau Room A' }).click();
  await expect(page).toHaveURL(new RegExp(`/cooling-units/${roomA.id}$`));
  await page.goBack();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('provider-dashboard-top-360.png'), fullPage: true, clip: { x: 0, y: 300, width: 360, height: 900 } });
  // The produce list is one tap away.
  await page.getByRole('link', { name: 'Go to the produce list' }).click();
  await expect(page.getByRole('heading', { name: 'Produce in storage' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('provider-dashboard-360.png'), fullPage: false });
});

test('an operator is prompted for Room B’s reading, which nobody has taken today', async ({ page }) => {
  await logIn(page, DEMO.operator);
  const api = await dashboardOf(page);
  expect(api.rooms.find((room) => room.name === 'Dawanau Room B')?.read_today).toBe(false);
  const prompt = page.getByTestId('no-reading-today').filter({ hasText: 'Dawanau Room B' });
  await expect(prompt).toContainText('No temperature reading today in Dawanau Room B.');
  await page.screenshot({ path: test.info().outputPath('operator-dashboard-360.png'), fullPage: false });
  await prompt.getByRole('link', { name: 'Record a temperature' }).click();
  await expect(page.getByRole('tab', { name: 'Temperature', selected: true })).toBeVisible();
});
