import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './support/login';

// Issue 4's journey on a 360 px phone: a service provider adds a location by coordinates and a room with
// two crops, prices and the demo operator; the operator records a temperature and sees it on the chart;
// the planner shows the room's occupancy.

test.describe.configure({ mode: 'serial' });

// A 1×1 transparent PNG: map tiles never leave the machine.
const EMPTY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const stamp = Date.now().toString(36).slice(-5);
const LOCATION = `E2E Market ${stamp}`;
const ROOM = `E2E Room ${stamp}`;

async function keepOffline(page: Page) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => (route.request().resourceType() === 'image' ? route.fulfill({ body: EMPTY_PNG, contentType: 'image/png' }) : route.abort()),
  );
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

// Any uncaught error in the page fails the journey, even when the screen looks right.
let pageErrors: string[] = [];
test.beforeEach(async ({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await keepOffline(page);
});
test.afterEach(() => expect(pageErrors).toEqual([]));

test('a service provider adds a location by its coordinates', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/locations');
  await page.getByRole('link', { name: 'Add a location' }).first().click();
  await expect(page).toHaveURL(/\/add-location$/);
  // The map loads (its tiles are answered locally) next to the coordinate fields.
  await expect(page.getByRole('region', { name: 'Map of locations' }).locator('.leaflet-container')).toBeVisible();

  // Validation first: nothing typed.
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('Enter a name for the location.')).toBeVisible();
  await expect(page.getByText('Enter the latitude.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(LOCATION);
  await page.getByRole('radio', { name: 'Coordinates' }).check();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('95');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('3.3515');
  await page.getByRole('button', { name: 'Add location' }).click();
  await expect(page.getByText('The latitude must be between −90 and 90.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Latitude' }).fill('6.6018');
  // The company's country is already chosen.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await page.getByRole('button', { name: 'Add location' }).click();

  await expect(page.getByText(`The location ${LOCATION} was added.`)).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await page.goto('/locations');
  const card = page.getByRole('link', { name: LOCATION });
  await expect(card).toBeVisible();
  await expect(card).toContainText('6.60180, 3.35150');
});

test('the service provider adds a room with two crops and prices and assigns the demo operator', async ({ page }) => {
  await logIn(page, DEMO.serviceProvider);
  await page.goto('/add-cooling-unit');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(ROOM);
  await choose(page, 'Location', new RegExp(LOCATION));
  await page.getByRole('textbox', { name: 'Capacity (crates)' }).fill('40');

  await page.getByRole('button', { name: 'Add a crop' }).click();
  await page.getByRole('button', { name: 'Add a crop' }).click();
  const crops = page.getByRole('combobox', { name: 'Crop' });
  await crops.nth(0).fill('Tomato');
  await page.getByRole('option', { name: 'Tomato', exact: true }).click();
  await crops.nth(1).fill('Onion');
  await page.getByRole('option', { name: 'Onion', exact: true }).click();
  const prices = page.getByRole('textbox', { name: 'Price (NGN)' });
  await prices.nth(0).fill('150');
  await page.getByText('One-off price').nth(1).click();
  await prices.nth(1).fill('1,000.505');
  await page.getByRole('button', { name: 'Add cold room' }).click();
  await expect(page.getByText('Enter a price such as 1500 or 1500.50, without thousands separators.')).toBeVisible();
  await prices.nth(1).fill('500.50');
  await expect(page.getByText('₦500.50 per crate')).toBeVisible();

  await page.getByRole('combobox', { name: 'Operators of this room' }).click();
  await page.getByRole('option', { name: /Emeka/ }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add cold room' }).click();

  await expect(page.getByText(`The cold room ${ROOM} was added.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cooling-units\/\d+$/);
  await page.keyboard.press('Escape');
  const priceList = page.getByRole('list', { name: 'Crops and prices' });
  await expect(priceList).toContainText('₦150.00 per crate per day');
  await expect(priceList).toContainText('₦500.50 per crate');
  await expect(page.getByText('Emeka Nwosu')).toBeVisible();
});

test('the operator records a temperature, sees it on the chart, and the planner shows the occupancy', async ({ page }) => {
  await logIn(page, DEMO.operator);
  await page.goto('/cooling-units');
  await page.getByRole('searchbox', { name: 'Search cold rooms' }).fill(ROOM);
  await page.getByRole('link', { name: ROOM }).click();
  await expect(page.getByRole('heading', { name: ROOM })).toBeVisible();
  // Operators see the room but cannot change it.
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveCount(0);

  // The planner: seven days, as full as the room is now (no produce in it yet).
  await expect(page.getByText('0% full').first()).toBeVisible();
  const days = page.getByRole('list', { name: 'Next 7 days' }).getByRole('listitem');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAccessibleName('Today: 0% full, 0 crates');

  await page.getByRole('tab', { name: 'Temperature' }).click();
  await expect(page.getByText('No readings in this period.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Temperature', exact: true }).fill('61');
  await page.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Between −30 °C and 60 °C.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Temperature', exact: true }).fill('4.5');
  await page.getByRole('textbox', { name: 'Humidity' }).fill('88');
  await page.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('The reading was saved.')).toBeVisible();

  // The chart of the last 24 hours redraws with the new reading; its figures are also a table (hidden until asked).
  const chart = page.getByRole('img', { name: /^Chart of Temperature \(°C\) from/ });
  await expect(chart.locator('.recharts-line-dots circle, .recharts-line-dot')).not.toHaveCount(0);
  const figures = page.getByRole('table', { name: /^Readings from .+, one row per 5 min$/ });
  await expect(figures).toContainText('4.5°C');
  await expect(figures).toContainText('88%');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText(/4\.5°C, /)).toBeVisible();
});
